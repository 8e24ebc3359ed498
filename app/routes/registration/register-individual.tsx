import { data, href, redirect } from "react-router";
import { BackLink } from "../../components/ui/back-link.tsx";
import { appContext } from "../../context.ts";
import { IndividualRegistrationForm } from "../../features/registration/individual-registration-form.tsx";
import {
  limitRegistrationAttempts,
  REGISTRATION_LIMITS,
} from "../../features/registration/registration-limits.server.ts";
import { individualRegistrationSchema } from "../../features/registration/registration-schema.ts";
import { registerIndividual } from "../../features/registration/registration-service.server.ts";
import { parseForm } from "../../lib/forms/parse-form.ts";
import type { Route } from "./+types/register-individual";

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(individualRegistrationSchema, await request.formData());
  if (!parsed.ok) return data({ values: parsed.values, errors: parsed.errors }, { status: 400 });
  await limitRegistrationAttempts(context, REGISTRATION_LIMITS.register);
  const { db, siteUrl } = context.get(appContext);
  const result = await registerIndividual(db, parsed.data, { siteUrl });
  if (result.outcome === "invalid")
    return data({ values: parsed.values, errors: result.errors }, { status: 400 });
  throw redirect(href("/register/check-email"));
}

export const meta: Route.MetaFunction = () => [{ title: "Register as an individual - The Gazette" }];

export default function RegisterIndividualPage({ actionData }: Route.ComponentProps) {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <BackLink backUrl={href("/register")} />
        <h1 className="govuk-heading-l">Register as an individual</h1>
        <p className="govuk-body">All fields are required unless they say optional.</p>
        <IndividualRegistrationForm values={actionData?.values ?? {}} errors={actionData?.errors ?? []} />
      </div>
    </div>
  );
}
