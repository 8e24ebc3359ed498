import { data, href, redirect } from "react-router";
import { BackLink } from "../../components/ui/back-link.tsx";
import { appContext } from "../../context.ts";
import { OrganisationRegistrationForm } from "../../features/registration/organisation-registration-form.tsx";
import {
  limitRegistrationAttempts,
  REGISTRATION_LIMITS,
} from "../../features/registration/registration-limits.server.ts";
import { isBusinessType } from "../../features/registration/registration-options.ts";
import {
  organisationRegistrationSchema,
  REGISTRATION_MESSAGES,
} from "../../features/registration/registration-schema.ts";
import {
  localAuthorityOptions,
  registerOrganisation,
} from "../../features/registration/registration-service.server.ts";
import { type FieldError, fieldValue, parseForm } from "../../lib/forms/parse-form.ts";
import type { Route } from "./+types/register-organisation";

/** `/register/organisation[?businessType=…]`: step 1 chooses the type (GET), step 2 the details (POST). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const requested = params.get("businessType");
  const businessType = isBusinessType(requested) ? requested : "";
  const errors: FieldError[] =
    (params.has("businessType") || params.has("continue")) && !businessType
      ? [{ field: "businessType", message: REGISTRATION_MESSAGES.required }]
      : [];
  const { db } = context.get(appContext);
  const localAuthorities = (await localAuthorityOptions(db)).map((a) => ({ value: a.code, label: a.name }));
  return data({ businessType, errors, localAuthorities }, { status: errors.length > 0 ? 400 : 200 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(organisationRegistrationSchema, await request.formData());
  if (!parsed.ok) return data({ values: parsed.values, errors: parsed.errors }, { status: 400 });
  await limitRegistrationAttempts(context, REGISTRATION_LIMITS.register);
  const { db, siteUrl } = context.get(appContext);
  const result = await registerOrganisation(db, parsed.data, { siteUrl });
  if (result.outcome === "invalid")
    return data({ values: parsed.values, errors: result.errors }, { status: 400 });
  throw redirect(href("/register/check-email"));
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData && loaderData.errors.length > 0 ? "Error: " : ""}Register an organisation - The Gazette`,
  },
];

export default function RegisterOrganisationPage({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? {};
  const requested = fieldValue(values, "businessType") || loaderData.businessType;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <BackLink backUrl={href("/register")} />
        <OrganisationRegistrationForm
          // A new step (another type in the address, a server answer) starts the form afresh.
          key={`${loaderData.businessType}|${actionData ? JSON.stringify(actionData.errors) : ""}`}
          businessType={isBusinessType(requested) ? requested : ""}
          localAuthorities={loaderData.localAuthorities}
          values={values}
          errors={[...loaderData.errors, ...(actionData?.errors ?? [])]}
        />
      </div>
    </div>
  );
}
