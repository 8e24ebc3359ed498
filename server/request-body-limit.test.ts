import { once } from "node:events";
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseNullBytes } from "./refuse-null-bytes.ts";
import { bufferedBody, requestBodyLimit } from "./request-body-limit.ts";

const FORM_LIMIT = 1024;
const UPLOAD_LIMIT = 256 * 1024;
const MB = 1024 * 1024;

let server: http.Server;
let port: number;
/** Each connection's server side, by the client's local port: the bytes it took off, and its close. */
const connections = new Map<number, { bytesRead: () => number; closed: Promise<void> }>();

beforeAll(async () => {
  const app = express();
  app.use(refuseNullBytes);
  app.use(requestBodyLimit((path) => (path === "/my-gazette/images" ? UPLOAD_LIMIT : FORM_LIMIT)));
  app.all("/{*splat}", (_req, res) => {
    res.type("text/plain").send(`read ${bufferedBody(res).length}`);
  });
  server = http.createServer(app);
  server.on("connection", (socket: Socket) => {
    connections.set(socket.remotePort ?? 0, {
      bytesRead: () => socket.bytesRead,
      closed: once(socket, "close").then(() => undefined),
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
});

interface Outcome {
  status: number | null;
  body: string;
  contentType: string;
  vary: string;
  sent: number;
  serverRead: number;
}

/** Sends up to `total` bytes (in 64 KB writes, honouring back-pressure) and reports what came back. */
function send(
  path: string,
  total: number,
  options: { declare?: boolean; headers?: Record<string, string> } = {},
): Promise<Outcome> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = {
      "Content-Type": "application/x-www-form-urlencoded",
      ...options.headers,
    };
    if (options.declare !== false) headers["Content-Length"] = String(total);
    const req = http.request({ host: "127.0.0.1", port, path, method: "POST", headers, agent: false });
    let sent = 0;
    let status: number | null = null;
    let body = "";
    let contentType = "";
    let vary = "";
    let localPort = 0;
    req.on("socket", (socket) => socket.on("connect", () => (localPort = socket.localPort ?? 0)));
    const finish = () => {
      // Once the server has closed its side, it has read all it ever will.
      const connection = connections.get(localPort);
      const report = () =>
        resolve({ status, body, contentType, vary, sent, serverRead: connection?.bytesRead() ?? -1 });
      if (connection) void connection.closed.then(report);
      else report();
    };
    req.on("response", (res) => {
      status = res.statusCode ?? null;
      contentType = String(res.headers["content-type"] ?? "");
      vary = String(res.headers.vary ?? "");
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", finish);
      res.on("error", finish);
    });
    req.on("error", () => {
      if (status === null) finish();
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    const pump = () => {
      while (sent < total && !req.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      if (!req.destroyed) req.end();
    };
    pump();
  });
}

describe("request body limit", () => {
  it("passes a form under the limit to the app whole", async () => {
    const outcome = await send("/sign-in", 1000);
    expect(outcome.status).toBe(200);
    expect(outcome.body).toBe("read 1000");
  });

  it("passes an upload bigger than a form's limit on an upload route", async () => {
    const outcome = await send("/my-gazette/images", 200 * 1024);
    expect(outcome.body).toBe("read 204800");
  });

  it("refuses a declared length over the limit without reading the body", async () => {
    const outcome = await send("/sign-in", 50 * MB);
    expect(outcome.status).toBe(413);
    expect(outcome.contentType).toContain("text/html");
    expect(outcome.body).toContain("too large");
    // A script is answered otherwise (below): a cache must keep the two apart.
    expect(outcome.vary).toContain("X-Requested-With");
    // Headers and at most what the kernel delivered before the socket closed: far from 50 MB.
    expect(outcome.serverRead).toBeGreaterThan(0);
    expect(outcome.serverRead).toBeLessThan(4 * MB);
  });

  it("cuts a chunked body off at the limit", async () => {
    const outcome = await send("/sign-in", 50 * MB, { declare: false });
    expect(outcome.status).toBe(413);
    expect(outcome.serverRead).toBeGreaterThan(FORM_LIMIT);
    expect(outcome.serverRead).toBeLessThan(4 * MB);
  });

  it("cuts a chunked upload off at the upload limit", async () => {
    const outcome = await send("/my-gazette/images", 50 * MB, { declare: false });
    expect(outcome.status).toBe(413);
    expect(outcome.serverRead).toBeGreaterThan(UPLOAD_LIMIT);
    expect(outcome.serverRead).toBeLessThan(4 * MB);
  });

  it("answers scripts in plain text, with the spec's wording on an upload route", async () => {
    const outcome = await send("/my-gazette/images", 30 * MB, {
      headers: { "X-Requested-With": "XMLHttpRequest" },
    });
    expect(outcome.status).toBe(413);
    expect(outcome.contentType).toContain("text/plain");
    expect(outcome.vary).toContain("X-Requested-With");
    expect(outcome.body).toBe("The selected file is too big (30.0MB)! Please upload it as a ZIP archive.");
  });

  it("refuses an address with a NUL character", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/search?text=abc%00def`);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("Bad request");
  });
});
