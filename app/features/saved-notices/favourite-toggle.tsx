/**
 * The favourite toggle (spec §4): a plain POST form that works without JavaScript, enhanced to an ajax
 * toggle. Inactive shows the add label, active the remove label; a click while a request is in flight is
 * ignored; on success the state and label swap; on failure nothing happens (spec §8: silent). Signed-out
 * visitors are asked to sign in first; the toggle is then applied and the page reloads.
 */

import { type FormEvent, useRef, useState } from "react";
import { href } from "react-router";
import { CsrfInput, csrfTokenFromDocument } from "../../components/forms/csrf-input.tsx";

export const FAVOURITE_LABELS = { add: "Favourite this", remove: "Remove favourite" } as const;
export const SAVE_NOTICE_LABELS = {
  add: "Save notice to My Gazette",
  remove: "Remove from My Gazette",
} as const;

export interface FavouriteToggleProps {
  noticeId: number;
  saved: boolean;
  /** "button" on the notice page; "link" in notice lists. */
  variant?: "button" | "link";
  /** For screen readers in lists: which notice the link is about. */
  noticeTitle?: string;
}

/** The signed-in header shows the person's name (spec §4: no element, no user). */
function isSignedIn(): boolean {
  return document.getElementById("user-full-name") !== null;
}

/** Spec §7: adding posts to `/my-gazette/notice`, removing to `/my-gazette/notice/{id}`. */
function favouriteAction(noticeId: number, saved: boolean): string {
  return saved ? href("/my-gazette/notice/:id", { id: String(noticeId) }) : href("/my-gazette/notice");
}

async function postToggle(noticeId: number, add: boolean): Promise<boolean | null> {
  const body = new URLSearchParams(
    add ? { action: "add", noticeId: String(noticeId) } : { _method: "delete", action: "remove" },
  );
  const response = await fetch(favouriteAction(noticeId, !add), {
    method: "POST",
    body,
    credentials: "same-origin",
    headers: { "X-Requested-With": "XMLHttpRequest", "X-CSRF-Token": csrfTokenFromDocument() },
  });
  if (!response.ok) return null;
  const json = (await response.json()) as { saved?: unknown };
  return typeof json.saved === "boolean" ? json.saved : null;
}

export function FavouriteToggle({
  noticeId,
  saved: initial,
  variant = "link",
  noticeTitle,
}: FavouriteToggleProps) {
  const [saved, setSaved] = useState(initial);
  const [announcement, setAnnouncement] = useState("");
  const inFlight = useRef(false);
  const labels = variant === "button" ? SAVE_NOTICE_LABELS : FAVOURITE_LABELS;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const add = !saved;
    if (!isSignedIn()) {
      // The sign-in modal's code (a form, its checks, the modal) is fetched only when someone needs it;
      // should that fail, the form is sent as it is without JavaScript.
      const form = event.currentTarget;
      const modal = await import("../accounts/sign-in-modal.client.ts").catch(() => null);
      if (!modal) return form.submit();
      modal.openSignInModal({
        onSuccess: async () => {
          await postToggle(noticeId, add).catch(() => null);
          window.location.reload();
        },
      });
      return;
    }
    inFlight.current = true;
    try {
      const result = await postToggle(noticeId, add);
      if (result === null) return;
      setSaved(result);
      setAnnouncement(result ? "Saved to My Gazette" : "Removed from My Gazette");
    } catch {
      // spec §8: a failed favourite is silent
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <form
      method="post"
      action={favouriteAction(noticeId, saved)}
      className={
        variant === "button" ? "app-favourite govuk-!-margin-bottom-6" : "app-favourite app-favourite--link"
      }
      onSubmit={onSubmit}
      data-saved={saved ? "true" : "false"}
    >
      <CsrfInput />
      {saved ? (
        <>
          <input type="hidden" name="_method" value="delete" />
          <input type="hidden" name="action" value="remove" />
        </>
      ) : (
        <>
          <input type="hidden" name="action" value="add" />
          <input type="hidden" name="noticeId" value={noticeId} />
        </>
      )}
      <button
        type="submit"
        className={
          variant === "button"
            ? "govuk-button govuk-button--secondary govuk-!-margin-bottom-0"
            : "app-link-button govuk-link govuk-body-s"
        }
      >
        {saved ? labels.remove : labels.add}
        {noticeTitle ? <span className="govuk-visually-hidden">: {noticeTitle}</span> : null}
      </button>
      <span className="govuk-visually-hidden" role="status">
        {announcement}
      </span>
    </form>
  );
}
