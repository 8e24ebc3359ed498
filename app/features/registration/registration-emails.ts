/** The e-mails registration sends, written once as blocks (see email-message.ts). */
import { type EmailMessage, renderEmail } from "../email/email-message.ts";

export const REGISTRATION_EMAIL_SUBJECTS = {
  confirm: "Confirm your email address for The Gazette",
  alreadyRegistered: "Someone tried to register with your email address",
  awaitingApproval: "A new organisation is waiting for approval",
} as const;

export function confirmEmailMessage(input: { to: string; name: string; link: string }): EmailMessage {
  return renderEmail({
    to: input.to,
    subject: REGISTRATION_EMAIL_SUBJECTS.confirm,
    greeting: `Dear ${input.name},`,
    blocks: [
      { kind: "paragraph", text: "Thank you for registering with The Gazette." },
      { kind: "paragraph", text: "Please confirm your email address to finish setting up your account." },
      { kind: "button", label: "Confirm your email address", url: input.link },
      {
        kind: "paragraph",
        text: "The link works once and for 7 days. If you did not register, you can ignore this email.",
      },
    ],
  });
}

/** Sent instead of a second account, so that the registration form never tells who has an account. */
export function alreadyRegisteredMessage(input: { to: string; name: string; siteUrl: string }): EmailMessage {
  return renderEmail({
    to: input.to,
    subject: REGISTRATION_EMAIL_SUBJECTS.alreadyRegistered,
    greeting: `Dear ${input.name},`,
    blocks: [
      {
        kind: "paragraph",
        text: "Someone tried to register a new Gazette account with this email address, which already has an account.",
      },
      { kind: "paragraph", text: "If it was you, sign in, or reset your password if you have forgotten it:" },
      {
        kind: "list",
        items: [
          { text: "Sign in", url: `${input.siteUrl}/sign-in` },
          { text: "Forgotten your password?", url: `${input.siteUrl}/forgotten-password` },
          {
            text: "Your account is not confirmed yet? Get a new confirmation link",
            url: `${input.siteUrl}/register/resend-confirmation`,
          },
        ],
      },
      { kind: "paragraph", text: "If it was not you, you can ignore this email: nothing has changed." },
    ],
  });
}

export function awaitingApprovalMessage(input: {
  to: string;
  name: string;
  organisationName: string;
  siteUrl: string;
}): EmailMessage {
  return renderEmail({
    to: input.to,
    subject: REGISTRATION_EMAIL_SUBJECTS.awaitingApproval,
    greeting: `Dear ${input.name},`,
    blocks: [
      {
        kind: "paragraph",
        text: `${input.organisationName} has registered and confirmed its email address. Its account is waiting for your approval.`,
      },
      { kind: "button", label: "Review account approvals", url: `${input.siteUrl}/admin/approvals` },
    ],
  });
}
