import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmailMessage } from "./email-message.ts";
import { createMailer } from "./mailer.server.ts";

const MESSAGE: EmailMessage = {
  to: "reader@example.org",
  subject: "Confirm your e-mail address",
  text: "Confirm it here: https://gazette.example/confirm?token=abc\n",
  html: '<p>Confirm it <a href="https://gazette.example/confirm?token=abc">here</a>.</p>',
};

describe("mailer", () => {
  it("without SMTP, writes the message and its summary (with the links) to the outbox", async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), "outbox-"));
    await createMailer({ from: "gazette@example.org", outboxDir }).send(MESSAGE);
    const files = readdirSync(outboxDir).sort();
    expect(files).toHaveLength(2);
    const eml = readFileSync(join(outboxDir, files.find((f) => f.endsWith(".eml"))!), "utf8");
    expect(eml).toContain("Subject: Confirm your e-mail address");
    expect(eml).toContain("To: reader@example.org");
    const summary = JSON.parse(
      readFileSync(join(outboxDir, files.find((f) => f.endsWith(".json"))!), "utf8"),
    );
    expect(summary).toMatchObject({ to: MESSAGE.to, links: ["https://gazette.example/confirm?token=abc"] });
  });

  it("sends attachments as files of the message, and names them in the summary", async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), "outbox-"));
    const pdf = Buffer.from("%PDF-1.7 an invoice");
    await createMailer({ from: "gazette@example.org", outboxDir }).send({
      ...MESSAGE,
      attachments: [
        {
          filename: "invoice-GZ-100001.pdf",
          contentType: "application/pdf",
          contentBase64: pdf.toString("base64"),
        },
      ],
    });
    const files = readdirSync(outboxDir);
    const eml = readFileSync(join(outboxDir, files.find((f) => f.endsWith(".eml"))!), "utf8");
    expect(eml).toMatch(/Content-Type: application\/pdf; name=invoice-GZ-100001\.pdf/);
    expect(eml).toContain("filename=invoice-GZ-100001.pdf");
    expect(eml).toContain(pdf.toString("base64"));
    const summary = JSON.parse(
      readFileSync(join(outboxDir, files.find((f) => f.endsWith(".json"))!), "utf8"),
    );
    expect(summary.attachments).toEqual(["invoice-GZ-100001.pdf"]);
  });

  describe("with an SMTP server that accepts connections and never answers", () => {
    let server: Server;
    const sockets: Socket[] = [];
    /** Called when the server accepts a connection. */
    let onConnection = () => {};
    let url = "";
    beforeAll(async () => {
      server = createServer((socket) => {
        sockets.push(socket);
        onConnection();
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const address = server.address();
      if (!address || typeof address === "string") throw new Error("no port");
      url = `smtp://127.0.0.1:${address.port}`;
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    });

    it("gives up the send when a shutdown aborts it, instead of waiting on the silent server", async () => {
      const mailer = createMailer({ smtpUrl: url, from: "gazette@example.org", outboxDir: tmpdir() });
      const stop = new AbortController();
      const connected = new Promise<void>((resolve) => {
        onConnection = resolve;
      });
      const started = Date.now();
      const sending = expect(mailer.send(MESSAGE, stop.signal)).rejects.toThrow(/abort/i);
      // The shutdown comes while the send waits on the server's greeting.
      await connected;
      stop.abort();
      await sending;
      // Far less than the 10 s greeting timeout: the abort, not a timeout, ended it.
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(sockets.length).toBeGreaterThan(0);
    });
  });
});
