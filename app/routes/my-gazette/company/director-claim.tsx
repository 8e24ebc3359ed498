import { data, Form, href } from "react-router";
import { CsrfInput } from "../../../components/forms/csrf-input.tsx";
import { ErrorSummary } from "../../../components/forms/error-summary.tsx";
import { TextField } from "../../../components/forms/fields.tsx";
import { BackLink } from "../../../components/ui/back-link.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { claimDirectorship } from "../../../features/companies/company-admin-service.server.ts";
import { directorClaimSchema } from "../../../features/companies/company-schema.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { formConstraints } from "../../../lib/forms/html-constraints.ts";
import { type FieldError, fieldValue, parseForm } from "../../../lib/forms/parse-form.ts";
import type { Route } from "./+types/director-claim";

const CONSTRAINTS = formConstraints(directorClaimSchema);

const FIELDS = [
  ["companyNumber", "Company number"],
  ["directorName", "Director's full name"],
  ["addressLine1", "Service address line 1"],
  ["addressLine2", "Service address line 2 (optional)"],
  ["locality", "Town or city"],
  ["county", "County (optional)"],
  ["postcode", "Postcode"],
  ["country", "Country (optional)"],
] as const;

/** `/my-gazette/company/director-claim`: any signed-in user claims to be a director; an account admin decides. */
export function loader() {
  // Nothing to load, but a loader makes client-side navigations ask the server, whose guard decides.
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = signedInUser(context);
  const { db, secureCookies } = context.get(appContext);
  const parsed = parseForm(directorClaimSchema, await request.formData());
  if (!parsed.ok) return data({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  const result = await claimDirectorship(db, user, parsed.data);
  if (!result.ok) return data({ errors: result.errors, values: parsed.values }, { status: 400 });
  return redirectWithFlash(href("/my-gazette"), "Your director claim has been sent for approval.", {
    secure: secureCookies,
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Claim to be a director - The Gazette" }];

export default function DirectorClaimPage({ actionData }: Route.ComponentProps) {
  const errors: readonly FieldError[] = actionData?.errors ?? [];
  const values = actionData?.values;
  return (
    <>
      <BackLink backUrl={href("/my-gazette")} />
      <ErrorSummary errors={errors} />
      <h1 className="govuk-heading-l">Claim to be a director</h1>
      <p className="govuk-body">An account admin checks your claim before it is accepted.</p>
      <Form method="post" noValidate>
        <CsrfInput />
        {FIELDS.map(([name, label]) => (
          <TextField
            width="govuk-!-width-two-thirds"
            key={name}
            name={name}
            label={label}
            value={fieldValue(values, name)}
            errors={errors}
            constraints={CONSTRAINTS[name]}
            autoComplete="off"
          />
        ))}
        <button type="submit" className="govuk-button" data-module="govuk-button">
          Send claim
        </button>
      </Form>
    </>
  );
}
