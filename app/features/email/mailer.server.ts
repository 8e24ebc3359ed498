/**
 * Sending mail through nodemailer: to the SMTP server of SMTP_URL in production, otherwise into
 * DATA_DIR/outbox as .eml files (each with a .json summary that the development outbox page and the
 * browser tests read).
 */
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { EmailMessage } from "./email-message.ts";

export interface Mailer {
  /** `signal`: a shutdown cancels a send in progress (the job is sent again by the next worker). */
  send(message: EmailMessage, signal?: AbortSignal): Promise<void>;
}

/**
 * An unreachable or stalled mail server fails the send in seconds (nodemailer's defaults wait up to
 * 2 minutes to connect and 10 minutes on a silent socket); the job is retried later with back-off.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export interface OutboxSummary {
  id: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  /** The names of the files sent with it. */
  attachments: string[];
  /** Every http(s) address in the text version, in order. */
  links: string[];
}

/** The message as nodemailer takes it: attachments as bytes. */
function forNodemailer(message: EmailMessage) {
  const { attachments, ...rest } = message;
  return {
    ...rest,
    attachments: (attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.contentBase64, "base64"),
    })),
  };
}

export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(message, signal) {
        await transport.sendMail({ from: options.from, ...forNodemailer(message), signal });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...forNodemailer(message) });
      const date = new Date();
      const id = `${date.toISOString().replace(/[:.]/g, "-")}-${Math.random().toString(36).slice(2, 8)}`;
      await mkdir(options.outboxDir, { recursive: true });
      const summary: OutboxSummary = {
        id,
        to: message.to,
        subject: message.subject,
        date: date.toISOString(),
        text: message.text,
        attachments: (message.attachments ?? []).map((a) => a.filename),
        links: message.text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
      };
      // Written under a temporary name first so that a reader never sees half a file.
      await writeFile(join(options.outboxDir, `${id}.eml`), info.message as Buffer);
      await writeFile(join(options.outboxDir, `${id}.json.tmp`), JSON.stringify(summary, null, 2));
      await rename(join(options.outboxDir, `${id}.json.tmp`), join(options.outboxDir, `${id}.json`));
    },
  };
}
