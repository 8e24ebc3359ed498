import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPage } from "./http-page.ts";

const PAGE = "<!doctype html><title>Results</title>".repeat(50);

describe("a page asked as a browser asks it", () => {
  let server: http.Server;
  let base = "";
  const asked: (string | undefined)[] = [];
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const accepted = String(request.headers["accept-encoding"] ?? "");
      asked.push(request.headers["accept-encoding"]);
      if (request.url === "/missing") return response.writeHead(404).end("Not found");
      if (accepted.includes("br"))
        return response.writeHead(200, { "Content-Encoding": "br" }).end(brotliCompressSync(PAGE));
      if (accepted.includes("gzip"))
        return response.writeHead(200, { "Content-Encoding": "gzip" }).end(gzipSync(PAGE));
      response.writeHead(200).end(PAGE);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("accepts brotli and gzip as browsers do, and decodes what is sent", async () => {
    const page = await getPage(`${base}/`);
    expect(asked.at(-1)).toBe("br, gzip");
    expect(page).toMatchObject({ status: 200 });
    expect(page.body.toString()).toBe(PAGE);
    expect((await getPage(`${base}/`, "gzip")).body.toString()).toBe(PAGE);
    expect((await getPage(`${base}/`, "identity")).body.toString()).toBe(PAGE);
  });

  it("reports the status of an answer that is not a page", async () => {
    const page = await getPage(`${base}/missing`);
    expect(page.status).toBe(404);
    expect(page.body.toString()).toBe("Not found");
  });
});
