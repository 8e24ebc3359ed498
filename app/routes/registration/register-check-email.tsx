import { href } from "react-router";
import type { Route } from "./+types/register-check-email";

export const meta: Route.MetaFunction = () => [{ title: "Check your email - The Gazette" }];

/**
 * Where every registration ends, whether or not the address already had an account: the page says the
 * same either way, so it never tells who is registered.
 */
export default function CheckEmailPage() {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">Check your email</h1>
        <p className="govuk-body">
          We have sent an email to the address you gave us. Open the link in it to confirm your email address
          and finish your registration.
        </p>
        <p className="govuk-body">The link works once and for 7 days. It may take a few minutes to arrive.</p>
        <h2 className="govuk-heading-m">If the email does not arrive</h2>
        <p className="govuk-body">
          Check your spam or junk folder, or{" "}
          <a className="govuk-link" href={href("/register/resend-confirmation")}>
            send the confirmation link again
          </a>
          .
        </p>
      </div>
    </div>
  );
}
