import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CompressedBytesCache, compressBody } from "../app/lib/http-cache.server.ts";
import { BUFFER_LIMIT, compressOnce } from "./compress-once.ts";

const PAGE_PARTS = Array.from(
  { length: 8 },
  (_, i) => `<section><h2>Part ${i}</h2>${"<p>Notice text.</p>".repeat(40)}</section>`,
);
const PAGE = `<!DOCTYPE html><html><body>${PAGE_PARTS.join("")}</body></html>`;
const DATA = JSON.stringify({
  notices: Array.from({ length: 60 }, (_, id) => ({ id, title: `Notice ${id}` })),
});

const cache = new CompressedBytesCache(1024 * 1024);
let server: http.Server;
let port: number;
let releaseEvents: () => void = () => {};

beforeAll(async () => {
  const app = express();
  app.use(compressOnce(cache));
  // A page written in chunks, each followed by the flush React Router asks for (the old middleware obeyed).
  app.get("/page", (_req, res) => {
    res.status(200).type("text/html; charset=utf-8");
    for (const part of [`<!DOCTYPE html><html><body>`, ...PAGE_PARTS, `</body></html>`]) {
      res.write(part);
      (res as unknown as { flush?: () => void }).flush?.();
    }
    res.end();
  });
  app.get("/data.json", (_req, res) => {
    res.set("Cache-Control", "public, max-age=300").type("application/json").end(DATA);
  });
  app.get("/private.json", (_req, res) => {
    res.set("Cache-Control", "private, no-store").type("application/json").end(DATA);
  });
  app.get("/cookie.json", (_req, res) => {
    res
      .set("Cache-Control", "public, max-age=300")
      .set("Set-Cookie", "a=b")
      .type("application/json")
      .end(DATA);
  });
  app.get("/tiny", (_req, res) => {
    res.type("text/plain").end("ok");
  });
  app.get("/pdf", (_req, res) => {
    res.type("application/pdf").end(Buffer.from(PAGE));
  });
  app.get("/attachment.csv", (_req, res) => {
    res.type("text/csv").set("Content-Disposition", 'attachment; filename="a.csv"').end(PAGE);
  });
  app.get("/range", (_req, res) => {
    res
      .status(206)
      .type("text/html")
      .set("Content-Range", `bytes 0-1999/${PAGE.length}`)
      .end(PAGE.slice(0, 2000));
  });
  app.get("/no-content", (_req, res) => {
    res.status(204).end();
  });
  app.get("/huge", (_req, res) => {
    res.type("text/plain");
    const piece = Buffer.alloc(1024 * 1024, "a");
    for (let i = 0; i < BUFFER_LIMIT / piece.length + 2; i++) res.write(piece);
    res.end();
  });
  app.get("/events", (_req, res) => {
    res.type("text/event-stream");
    res.flushHeaders();
    res.write(`data: first\n\n${" ".repeat(2000)}\n\n`);
    releaseEvents = () => res.end("data: last\n\n");
  });
  server = http.createServer(app);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ port, host: "127.0.0.1", path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

describe("compressOnce", () => {
  it("compresses a page written in chunks once, with brotli when asked: the one-shot bytes", async () => {
    const answer = await get("/page", { "Accept-Encoding": "gzip, deflate, br" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
    expect(answer.body.equals(await compressBody(Buffer.from(PAGE), "br"))).toBe(true);
    expect(brotliDecompressSync(answer.body).toString()).toBe(PAGE);
  });

  it("gzip when brotli is not accepted, the bytes of one gzip of the whole page", async () => {
    const answer = await get("/page", { "Accept-Encoding": "gzip;q=1, br;q=0" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.body.equals(await compressBody(Buffer.from(PAGE), "gzip"))).toBe(true);
    expect(gunzipSync(answer.body).toString()).toBe(PAGE);
  });

  it("as it is without Accept-Encoding, still saying it varies", async () => {
    const answer = await get("/page");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.body.toString()).toBe(PAGE);
  });

  it("gives pages no ETag: they are not public", async () => {
    const answer = await get("/page", { "Accept-Encoding": "br" });
    expect(answer.headers.etag).toBeUndefined();
  });

  it("leaves tiny bodies, PDFs, attachments, ranges, 204 and HEAD alone", async () => {
    const tiny = await get("/tiny", { "Accept-Encoding": "br" });
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe("ok");
    const pdf = await get("/pdf", { "Accept-Encoding": "br" });
    expect(pdf.headers["content-encoding"]).toBeUndefined();
    expect(pdf.body.toString()).toBe(PAGE);
    const csv = await get("/attachment.csv", { "Accept-Encoding": "br" });
    expect(csv.headers["content-encoding"]).toBeUndefined();
    expect(csv.body.toString()).toBe(PAGE);
    const range = await get("/range", { "Accept-Encoding": "br" });
    expect(range.status).toBe(206);
    expect(range.headers["content-encoding"]).toBeUndefined();
    expect(range.body.toString()).toBe(PAGE.slice(0, 2000));
    const none = await get("/no-content", { "Accept-Encoding": "br" });
    expect(none.status).toBe(204);
    expect(none.headers["content-encoding"]).toBeUndefined();
    const head = await get("/data.json", { "Accept-Encoding": "br" }, "HEAD");
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect(head.headers.etag).toBeUndefined();
  });

  it("streams what grows beyond the limit, uncompressed and whole", async () => {
    const answer = await get("/huge", { "Accept-Encoding": "br" });
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.length).toBe((BUFFER_LIMIT / (1024 * 1024) + 2) * 1024 * 1024);
  });

  it("streams server-sent events as they come", async () => {
    const first = await new Promise<string>((resolve, reject) => {
      const request = http.request({
        port,
        host: "127.0.0.1",
        path: "/events",
        headers: { "Accept-Encoding": "br" },
      });
      request.on("response", (response) => {
        expect(response.headers["content-encoding"]).toBeUndefined();
        response.once("data", (chunk: Buffer) => {
          resolve(chunk.toString());
          releaseEvents();
          response.resume();
        });
      });
      request.on("error", reject);
      request.end();
    });
    expect(first).toContain("data: first");
  });
});

describe("public answers", () => {
  it("carry a strong ETag per encoding; If-None-Match gets 304 without a body", async () => {
    const br = await get("/data.json", { "Accept-Encoding": "br" });
    const gzip = await get("/data.json", { "Accept-Encoding": "gzip" });
    const plain = await get("/data.json");
    expect(br.headers.etag).toMatch(/^"[A-Za-z0-9_-]+-br"$/);
    expect(gzip.headers.etag).toBe(br.headers.etag?.replace("-br", "-gzip"));
    expect(plain.headers.etag).toBe(br.headers.etag?.replace("-br", ""));
    expect(brotliDecompressSync(br.body).toString()).toBe(DATA);

    const again = await get("/data.json", { "Accept-Encoding": "br", "If-None-Match": br.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(br.headers.etag);
    expect(again.headers["cache-control"]).toBe("public, max-age=300");
    // Another encoding's validator is not this one's.
    const other = await get("/data.json", { "Accept-Encoding": "br", "If-None-Match": gzip.headers.etag! });
    expect(other.status).toBe(200);
  });

  it("a repeat of the same bytes is a copy of the kept compression", async () => {
    cache.clear();
    const first = await get("/data.json", { "Accept-Encoding": "br" });
    expect(cache.size.entries).toBe(1);
    const second = await get("/data.json", { "Accept-Encoding": "br" });
    expect(cache.size.entries).toBe(1);
    expect(second.body.equals(first.body)).toBe(true);
  });

  it("private answers and answers setting a cookie are neither validated nor kept", async () => {
    cache.clear();
    for (const path of ["/private.json", "/cookie.json", "/page"]) {
      const answer = await get(path, { "Accept-Encoding": "br" });
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.headers.etag).toBeUndefined();
    }
    expect(cache.size.entries).toBe(0);
    const asked = await get("/private.json", { "Accept-Encoding": "br", "If-None-Match": "*" });
    expect(asked.status).toBe(200);
  });
});
