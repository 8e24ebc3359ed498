/**
 * A bundle notice's include/exclude toggle (spec §4 "Bundle toggle", §7, §8): a POST form to
 * `/notice/{id}/status?exclude=true|false`, which works without JavaScript (the action answers with the
 * bundle page). With JavaScript the form is sent to its action with '?' replaced by '/data.json?'; the
 * answer's text, included or excluded, sets the button to 'Remove notice {id}' or 'Add notice {id}' and
 * flips the address between false and true; no such answer shows 'Error'. A click while a request is in
 * flight is ignored.
 */
import { type FormEvent, useRef, useState } from "react";
import { CsrfInput } from "../../components/forms/csrf-input.tsx";
import { toggleAction, toggleDataAddress, toggleLabel } from "./bundle-view.ts";

export function BundleToggle({ noticeId, included: initial }: { noticeId: number; included: boolean }) {
  const [included, setIncluded] = useState(initial);
  const [error, setError] = useState(false);
  const busy = useRef(false);
  const action = toggleAction(included, noticeId);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const form = event.currentTarget;
    try {
      const response = await fetch(toggleDataAddress(form.getAttribute("action") ?? action), {
        method: form.method,
        body: new FormData(form),
        headers: { Accept: "text/plain" },
        credentials: "same-origin",
      });
      const text = response.ok ? (await response.text()).trim() : "";
      if (text === "included" || text === "excluded") {
        setIncluded(text === "included");
        setError(false);
      } else setError(true);
    } catch {
      setError(true);
    } finally {
      busy.current = false;
    }
  }

  return (
    <form method="post" action={action} onSubmit={submit} className="app-bundle-toggle">
      <CsrfInput />
      <button type="submit" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0">
        {error ? "Error" : toggleLabel(included, noticeId)}
      </button>
    </form>
  );
}
