import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { parseTrustProxy } from "../app/config/trust-proxy.ts";
import type { RequestInfo } from "../app/context.ts";
import { requestInfoFor } from "./request-info.ts";

/**
 * The client address behind rate limits and lockout, wired as server/app.ts wires it: a client that sends
 * its own X-Forwarded-For must not become someone else unless TRUST_PROXY says a proxy sets that header.
 */
let close: (() => void) | null = null;
afterEach(() => close?.());

async function seenBy(
  setting: string | undefined,
  headers: Record<string, string> = {},
): Promise<RequestInfo> {
  const trustProxy = parseTrustProxy(setting);
  const app = express();
  app.set("trust proxy", trustProxy);
  app.get("/", (req, res) => {
    res.json(requestInfoFor(req, trustProxy));
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => server.close();
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/`, { headers });
  return (await response.json()) as RequestInfo;
}

describe("the client of a request", () => {
  it("by default is the peer, whatever X-Forwarded-For claims", async () => {
    for (const forwarded of ["203.0.113.1", "203.0.113.2", "198.51.100.7, 203.0.113.3"]) {
      const info = await seenBy(undefined, { "X-Forwarded-For": forwarded });
      expect(info.ip).toBe("127.0.0.1");
      // …and a request a local proxy passes on is not "from this machine".
      expect(info.fromThisMachine).toBe(false);
    }
    expect(await seenBy(undefined)).toEqual({ ip: "127.0.0.1", fromThisMachine: true });
  });

  it("behind one trusted hop is the address that proxy appended", async () => {
    const info = await seenBy("1", { "X-Forwarded-For": "198.51.100.7, 203.0.113.9" });
    expect(info).toEqual({ ip: "203.0.113.9", fromThisMachine: false });
  });

  it("behind named trusted proxies skips them and stops at the first untrusted address", async () => {
    const info = await seenBy("loopback", { "X-Forwarded-For": "203.0.113.9, 127.0.0.1" });
    expect(info.ip).toBe("203.0.113.9");
  });
});
