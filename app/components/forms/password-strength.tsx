/**
 * How strong a new password is, as the person types: a meter and its label, announced politely to
 * screen readers. The rating is the server's own rule (password-rules.ts), so "Strong" here means the
 * form will accept it.
 */
import {
  PASSWORD_CRITERIA,
  type PasswordRating,
  RATING_LABELS,
  ratePassword,
} from "../../features/accounts/password-rules.ts";
import { Details } from "../ui/details.tsx";

export function PasswordStrength({
  password,
  username,
  id,
}: {
  password: string;
  username: string;
  /** The id of the live label (fields may point aria-describedby at it). */
  id?: string;
}) {
  const rating: PasswordRating = ratePassword(password, username);
  return (
    <div className="app-password-strength">
      <meter
        className="app-password-strength__meter"
        min={0}
        max={4}
        low={2}
        high={3}
        optimum={4}
        value={password ? rating : 0}
        aria-hidden="true"
      />
      <p
        className="govuk-body-s app-password-strength__label"
        id={id ?? "password-strength"}
        aria-live="polite"
      >
        {password ? `Password strength: ${RATING_LABELS[rating]}` : "Password strength: not entered yet"}
      </p>
    </div>
  );
}

/** The criteria of a strong password (the "help" the spec's message points to). */
export function PasswordCriteria({
  id,
  summary = "Help with choosing a strong password",
  className,
}: {
  id?: string;
  summary?: string;
  className?: string;
}) {
  return (
    <Details summary={summary} id={id} className={className}>
      <p className="govuk-body">A strong password is:</p>
      <ul className="govuk-list govuk-list--bullet">
        {PASSWORD_CRITERIA.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </Details>
  );
}
