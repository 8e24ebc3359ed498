/** The e-mail telling a placer that staff rejected their notice, why, and how to send it again (ADR 021). */
import { type EmailMessage, renderEmail } from "../email/email-message.ts";

export function noticeRejectedMessage(m: {
  to: string;
  name: string;
  noticeId: number;
  title: string;
  reason: string;
  link: string;
}): EmailMessage {
  return renderEmail({
    to: m.to,
    subject: `Your notice ${m.noticeId} has been rejected`,
    greeting: `Dear ${m.name},`,
    blocks: [
      { kind: "paragraph", text: `The Gazette has rejected your notice ${m.noticeId}, "${m.title}".` },
      { kind: "paragraph", text: `Reason: ${m.reason}` },
      {
        kind: "paragraph",
        text: "You can correct the notice and send it again: it will go to the Gazette as a new version of the same notice.",
      },
      { kind: "button", label: "Correct your notice", url: m.link },
    ],
  });
}
