import { href } from "react-router";
import { requestPasswordReset } from "../../features/accounts/account-recovery-service.server.ts";
import { answerEmailRequest } from "../../features/accounts/email-request.server.ts";
import { EmailRequestForm, EmailSentPanel } from "../../features/accounts/email-request-form.tsx";
import { RATE_LIMITS } from "../../features/security/rate-limit.server.ts";
import type { Route } from "./+types/forgotten-password";

const RESET_SENT =
  "If an account exists for that email address, we have sent a link to reset your password. The link works for 1 hour.";

export function loader() {
  return null;
}

export function action({ request, context }: Route.ActionArgs) {
  return answerEmailRequest(
    request,
    context,
    { perAddress: RATE_LIMITS.passwordResetPerAddress, perEmail: RATE_LIMITS.passwordResetPerEmail },
    requestPasswordReset,
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Forgotten your password? - The Gazette" }];

export default function ForgottenPasswordPage({ actionData }: Route.ComponentProps) {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">Forgotten your password?</h1>
        {actionData?.sent ? (
          <>
            <EmailSentPanel message={RESET_SENT} />
            <p className="govuk-body">
              <a className="govuk-link" href={href("/sign-in")}>
                Back to sign in
              </a>
            </p>
          </>
        ) : (
          <>
            <p className="govuk-body">
              Enter the email address of your account and we will send you a link to choose a new password.
            </p>
            <EmailRequestForm
              email={actionData?.email ?? ""}
              error={actionData?.error}
              submitLabel="Send reset link"
            />
          </>
        )}
      </div>
    </div>
  );
}
