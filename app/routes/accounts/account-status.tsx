import { href } from "react-router";
import { requestUnlockEmail } from "../../features/accounts/account-recovery-service.server.ts";
import { answerEmailRequest, UNLOCK_PER_ADDRESS } from "../../features/accounts/email-request.server.ts";
import { EmailRequestForm, EmailSentPanel } from "../../features/accounts/email-request-form.tsx";
import { LOCK_AFTER_FAILED_SIGN_INS } from "../../features/accounts/sign-in-messages.ts";
import { RATE_LIMITS } from "../../features/security/rate-limit.server.ts";
import type { Route } from "./+types/account-status";

const SENT =
  "If that email address belongs to a locked account, we have sent it a link to unlock the account. The link works for 24 hours.";

/** `/my-gazette/account/status?unlock=true`: why the account is locked, and the unlock e-mail. */
export function loader() {
  return { sent: false };
}

export function action({ request, context }: Route.ActionArgs) {
  return answerEmailRequest(
    request,
    context,
    { perAddress: UNLOCK_PER_ADDRESS, perEmail: RATE_LIMITS.unlockPerEmail },
    requestUnlockEmail,
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Your account is locked - The Gazette" }];

export default function AccountStatusPage({ actionData }: Route.ComponentProps) {
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">Your account is locked</h1>
        <p className="govuk-body">
          We locked your account after {LOCK_AFTER_FAILED_SIGN_INS} attempts to sign in with a wrong password,
          to keep it safe.
        </p>
        <p className="govuk-body">
          Enter your email address and we will send you a link to unlock it. If you have forgotten your
          password, you can also{" "}
          <a className="govuk-link" href={href("/forgotten-password")}>
            reset your password
          </a>
          , which unlocks the account too.
        </p>
        {actionData?.sent ? (
          <EmailSentPanel message={SENT} />
        ) : (
          <EmailRequestForm
            email={actionData?.email ?? ""}
            error={actionData?.error}
            submitLabel="Send unlock email"
          />
        )}
      </div>
    </div>
  );
}
