import { data, Form, href, redirect } from "react-router";
import { ErrorSummary } from "../../components/forms/error-summary.tsx";
import { ChoiceField } from "../../components/forms/fields.tsx";
import { ACCOUNT_TYPES } from "../../features/registration/registration-options.ts";
import { REGISTRATION_MESSAGES } from "../../features/registration/registration-schema.ts";
import type { FieldError } from "../../lib/forms/parse-form.ts";
import type { Route } from "./+types/register";

/**
 * `/register`: an organisation or an individual? A GET form, so the choice is a plain link-like request
 * that works without JavaScript; the answer sends the visitor to the matching form.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // The Continue button is named, so a submit without a choice is told apart from a first visit.
  const none: FieldError[] = [];
  if (!params.has("accountType") && !params.has("continue")) return { errors: none };
  const choice = params.get("accountType");
  if (choice === "individual" || choice === "organisation")
    throw redirect(href(choice === "individual" ? "/register/individual" : "/register/organisation"));
  return data(
    { errors: [{ field: "accountType", message: REGISTRATION_MESSAGES.required }] },
    { status: 400 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData && loaderData.errors.length > 0 ? "Error: " : ""}Create an account - The Gazette`,
  },
];

export default function RegisterPage({ loaderData }: Route.ComponentProps) {
  const { errors } = loaderData;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <ErrorSummary errors={errors} />
        <Form method="get" action={href("/register")}>
          <ChoiceField
            type="radio"
            name="accountType"
            legend="Who are you registering for?"
            legendSize="l"
            legendIsHeading
            values={[]}
            errors={errors}
            options={ACCOUNT_TYPES}
          />
          <button type="submit" name="continue" value="" className="govuk-button" data-module="govuk-button">
            Continue
          </button>
        </Form>
        <p className="govuk-body">
          Already registered but did not get the confirmation email?{" "}
          <a className="govuk-link" href={href("/register/resend-confirmation")}>
            Send the confirmation link again
          </a>
        </p>
      </div>
    </div>
  );
}
