import { describe, expect, it } from "vitest";
import { isFromThisMachine, isLoopbackAddress } from "./client-origin.ts";

describe("is a request from this machine", () => {
  it("knows loopback addresses, IPv4-mapped too", () => {
    for (const a of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"])
      expect(isLoopbackAddress(a)).toBe(true);
    for (const a of ["10.0.0.1", "::ffff:10.0.0.1", "192.168.1.1", "fe80::1", "", undefined])
      expect(isLoopbackAddress(a)).toBe(false);
  });

  it("is a direct local client with no forwarding headers", () => {
    const facts = { peerAddress: "::1", clientAddress: "::1", proxyTrusted: false, headers: {} };
    expect(isFromThisMachine(facts)).toBe(true);
  });

  it("is not a remote client, whatever it claims", () => {
    expect(
      isFromThisMachine({
        peerAddress: "203.0.113.9",
        clientAddress: "203.0.113.9",
        proxyTrusted: false,
        headers: { "x-forwarded-for": "127.0.0.1" },
      }),
    ).toBe(false);
  });

  it("is not a request a local proxy passes on without being trusted", () => {
    for (const header of ["x-forwarded-for", "forwarded", "x-real-ip"])
      expect(
        isFromThisMachine({
          peerAddress: "127.0.0.1",
          clientAddress: "127.0.0.1",
          proxyTrusted: false,
          headers: { [header]: "203.0.113.9" },
        }),
      ).toBe(false);
  });

  it("behind trusted proxies, is the client they name", () => {
    const base = { peerAddress: "127.0.0.1", proxyTrusted: true, headers: { "x-forwarded-for": "x" } };
    expect(isFromThisMachine({ ...base, clientAddress: "203.0.113.9" })).toBe(false);
    expect(isFromThisMachine({ ...base, clientAddress: "127.0.0.1" })).toBe(true);
  });
});
