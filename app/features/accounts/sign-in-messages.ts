/** What the sign-in form says when an attempt is refused (spec §4 and the wording). */
import { href } from "react-router";

/** Failed attempts in a row that lock an account (unlocked by e-mail). */
export const LOCK_AFTER_FAILED_SIGN_INS = 5;

export interface SignInProblemText {
  message: string;
  link?: { href: string; text: string };
}

export const SIGN_IN_PROBLEMS = {
  invalid: { message: "The email address or password you entered is incorrect" },
  unconfirmed: {
    message:
      "You need to confirm your email address before you can sign in. Check your email for the confirmation link.",
    link: { href: href("/register/resend-confirmation"), text: "Send the confirmation email again" },
  },
  "organisation-pending": {
    message:
      "Your organisation's account is waiting for approval. We will email you when it has been approved.",
  },
  "organisation-declined": {
    message:
      "Your organisation's application for an account was declined, so you cannot sign in. Contact us if you think this is wrong.",
  },
  "rate-limited": {
    message:
      "There have been too many attempts to sign in from your network. Wait 15 minutes, then try again.",
  },
} as const satisfies Record<string, SignInProblemText>;

export type SignInProblemKind = keyof typeof SIGN_IN_PROBLEMS;

export const SIGNED_OUT_AUTOMATICALLY =
  "You have been signed out because you were inactive for 30 minutes. Sign in again to continue.";
