import { data } from "react-router";
import { useCsrfToken } from "../../components/forms/csrf-input.tsx";
import {
  CLAIM_DATE_FIELD,
  ClaimDateForm,
  claimDateSchema,
} from "../../components/ui/examples/claim-date-form.tsx";
import { claimDateFragmentResponse } from "../../components/ui/examples/claim-date-fragment.server.ts";
import { appContext } from "../../context.ts";
import { isAjax } from "../../features/accounts/require-user.server.ts";
import { csrfTokenContext } from "../../features/security/csrf.server.ts";
import { type FieldError, fieldValue, parseForm } from "../../lib/forms/parse-form.ts";
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
      return claimDateFragmentResponse({ csrfToken, value: "", errors: [], saved: null, buttonOutside }, 200);
    if (request.method !== "POST") return next();
    const answer = await readClaimDate(request);
    return claimDateFragmentResponse(
      { csrfToken, ...answer, buttonOutside },
      answer.saved === null ? 400 : 200,
    );
  },
];

/** The posted form: the date saved, or what was typed with its errors. */
async function readClaimDate(request: Request) {
  const parsed = parseForm(claimDateSchema, await request.formData());
  const value = fieldValue(parsed.values, CLAIM_DATE_FIELD);
  const errors: FieldError[] = parsed.ok ? [] : parsed.errors;
  return { value, errors, saved: parsed.ok ? parsed.data[CLAIM_DATE_FIELD] : null };
}

export function loader({ context }: Route.LoaderArgs) {
  if (!context.get(appContext).uiKit) notFound();
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  if (!context.get(appContext).uiKit) notFound();
  const answer = await readClaimDate(request);
  return data(answer, { status: answer.saved === null ? 400 : 200 });
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
          errors={actionData?.errors ?? []}
          saved={actionData?.saved ?? null}
        />
      </div>
    </div>
  );
}
