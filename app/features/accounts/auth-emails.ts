/** The e-mails of sign-in and account changes. Links are absolute (they are opened from a mail client). */
import { type EmailMessage, renderEmail } from "../email/email-message.ts";

interface Recipient {
  email: string;
  name: string;
}

const greeting = (to: Recipient) => `Dear ${to.name},`;

export function unlockEmail(to: Recipient, siteUrl: string, token: string): EmailMessage {
  return renderEmail({
    to: to.email,
    subject: "Unlock your Gazette account",
    greeting: greeting(to),
    blocks: [
      {
        kind: "paragraph",
        text: "Your Gazette account was locked after too many attempts to sign in with a wrong password.",
      },
      {
        kind: "button",
        label: "Unlock your account",
        url: `${siteUrl}/my-gazette/account/unlock?token=${encodeURIComponent(token)}`,
      },
      {
        kind: "paragraph",
        text: "The link works for 24 hours. If you did not ask for it, you can ignore this email.",
      },
    ],
  });
}

export function resetPasswordEmail(to: Recipient, siteUrl: string, token: string): EmailMessage {
  return renderEmail({
    to: to.email,
    subject: "Reset your Gazette password",
    greeting: greeting(to),
    blocks: [
      { kind: "paragraph", text: "We received a request to reset the password of your Gazette account." },
      {
        kind: "button",
        label: "Choose a new password",
        url: `${siteUrl}/new-password?token=${encodeURIComponent(token)}`,
      },
      {
        kind: "paragraph",
        text: "The link works for 1 hour and only once. If you did not ask for it, you can ignore this email: your password has not changed.",
      },
    ],
  });
}

export function passwordChangedEmail(to: Recipient, siteUrl: string): EmailMessage {
  return renderEmail({
    to: to.email,
    subject: "Your Gazette password has been changed",
    greeting: greeting(to),
    blocks: [
      { kind: "paragraph", text: "The password of your Gazette account has just been changed." },
      {
        kind: "paragraph",
        text: "If you did not change it, reset your password now and tell us at once.",
      },
      { kind: "button", label: "Reset your password", url: `${siteUrl}/forgotten-password` },
    ],
  });
}

export function confirmNewEmail(
  to: Recipient,
  newEmail: string,
  siteUrl: string,
  token: string,
): EmailMessage {
  return renderEmail({
    to: newEmail,
    subject: "Confirm your new Gazette email address",
    greeting: greeting(to),
    blocks: [
      { kind: "paragraph", text: `You asked to use ${newEmail} for your Gazette account.` },
      {
        kind: "button",
        label: "Confirm your new email address",
        url: `${siteUrl}/my-gazette/account/confirm-email?token=${encodeURIComponent(token)}`,
      },
      {
        kind: "paragraph",
        text: "The link works for 24 hours. Until you follow it, your account keeps its current address.",
      },
    ],
  });
}

/** Sent to a new address that already belongs to an account: the requester is told nothing different. */
export function emailAlreadyRegistered(newEmail: string, siteUrl: string): EmailMessage {
  return renderEmail({
    to: newEmail,
    subject: "Confirm your new Gazette email address",
    greeting: "Hello,",
    blocks: [
      {
        kind: "paragraph",
        text: `Someone asked to move a Gazette account to ${newEmail}, but an account already exists for this email address, so nothing has changed.`,
      },
      {
        kind: "paragraph",
        text: "If this was you, sign in with this address instead. If you have forgotten its password, you can reset it.",
      },
      { kind: "button", label: "Reset your password", url: `${siteUrl}/forgotten-password` },
    ],
  });
}

export function emailChangeRequestedNotice(to: Recipient, newEmail: string): EmailMessage {
  return renderEmail({
    to: to.email,
    subject: "A change of your Gazette email address was requested",
    greeting: greeting(to),
    blocks: [
      {
        kind: "paragraph",
        text: `Someone signed in to your Gazette account asked to change its email address to ${newEmail}. Nothing changes until the new address is confirmed.`,
      },
      { kind: "paragraph", text: "If this was not you, change your password now and tell us." },
    ],
  });
}
