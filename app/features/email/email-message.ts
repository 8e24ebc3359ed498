/**
 * E-mails are written as a few plain blocks and rendered twice, as plain text and as simple HTML, so the
 * two versions never say different things. Every value is escaped in the HTML version.
 */

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe for alerts. */
  headers?: Record<string, string>;
  /** Files sent with it (an order's invoice), base64 so the queued job's payload stays JSON. */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export type EmailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "button"; label: string; url: string }
  | { kind: "list"; items: { text: string; url?: string }[] };

export interface EmailContent {
  to: string;
  subject: string;
  /** e.g. "Dear Jane Smith," */
  greeting: string;
  blocks: EmailBlock[];
  headers?: Record<string, string>;
  attachments?: EmailAttachment[];
}

const SIGN_OFF = "The Gazette";

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

export function renderEmail(content: EmailContent): EmailMessage {
  const text: string[] = [content.greeting, ""];
  const html: string[] = [`<p>${escapeHtml(content.greeting)}</p>`];
  for (const block of content.blocks) {
    if (block.kind === "paragraph") {
      text.push(block.text, "");
      html.push(`<p>${escapeHtml(block.text)}</p>`);
    } else if (block.kind === "button") {
      text.push(`${block.label}: ${block.url}`, "");
      html.push(
        `<p><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:8px 12px;background:#00703c;color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(block.label)}</a></p>`,
        `<p style="font-size:14px">If the button does not work, copy this address into your browser: ${escapeHtml(block.url)}</p>`,
      );
    } else {
      for (const item of block.items) text.push(item.url ? `- ${item.text}: ${item.url}` : `- ${item.text}`);
      text.push("");
      html.push(
        `<ul>${block.items
          .map((item) =>
            item.url
              ? `<li><a href="${escapeHtml(item.url)}">${escapeHtml(item.text)}</a></li>`
              : `<li>${escapeHtml(item.text)}</li>`,
          )
          .join("")}</ul>`,
      );
    }
  }
  text.push(SIGN_OFF);
  html.push(`<p>${SIGN_OFF}</p>`);
  return {
    to: content.to,
    subject: content.subject,
    text: `${text.join("\n")}\n`,
    html: `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;font-size:16px;color:#0b0c0c">${html.join("\n")}</body></html>`,
    headers: content.headers,
    ...(content.attachments?.length ? { attachments: content.attachments } : {}),
  };
}
