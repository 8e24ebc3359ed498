import { data } from "react-router";
import { useCsrfToken } from "../../components/forms/csrf-input.tsx";
import {
  CLAIM_DATE_FIELD,
  ClaimDateForm,
  claimDateError,
} from "../../components/ui/examples/claim-date-form.tsx";
import { claimDateFragmentResponse } from "../../components/ui/examples/claim-date-fragment.server.ts";
import { appContext } from "../../context.ts";
import { isAjax } from "../../features/accounts/require-user.server.ts";
import { csrfTokenContext } from "../../features/security/csrf.server.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/ui-kit-claim-date";

/**
 * `/dev/ui-kit/fragments/claim-date`: what the modal examples of the UI kit load (development only, like
 * the gallery). The modal's calls (X-Requested-With: XMLHttpRequest) get the form as a fragment, and its
 * POST the fragment again, with its error (400) or its outcome (200); without JavaScript it is a page.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    if (!context.get(appContext).uiKit || !isAjax(request)) return next();
    const csrfToken = context.get(csrfTokenContext);
    const buttonOutside = new URL(request.url).searchParams.get("button") === "outside";
    if (request.method === "GET")
      return claimDateFragmentResponse(
        { csrfToken, value: "", error: null, saved: null, buttonOutside },
        200,
      );
    if (request.method !== "POST") return next();
    const value = String((await request.formData()).get(CLAIM_DATE_FIELD) ?? "");
    const error = claimDateError(value);
    return claimDateFragmentResponse(
      { csrfToken, value, error, saved: error ? null : value.trim(), buttonOutside },
      error ? 400 : 200,
    );
  },
];

export function loader({ context }: Route.LoaderArgs) {
  if (!context.get(appContext).uiKit) notFound();
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  if (!context.get(appContext).uiKit) notFound();
  const value = String((await request.formData()).get(CLAIM_DATE_FIELD) ?? "");
  const error = claimDateError(value);
  return data({ value, error, saved: error ? null : value.trim() }, { status: error ? 400 : 200 });
}

// The error summary adds "Error: " to the title while it shows (forms/use-error-title.ts).
export const meta: Route.MetaFunction = () => [{ title: "Change claim date (UI kit) - The Gazette" }];

export default function ClaimDatePage({ actionData }: Route.ComponentProps) {
  const csrfToken = useCsrfToken();
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">Change claim date</h1>
        <ClaimDateForm
          csrfToken={csrfToken}
          value={actionData?.value ?? ""}
          error={actionData?.error ?? null}
          saved={actionData?.saved ?? null}
        />
      </div>
    </div>
  );
}
