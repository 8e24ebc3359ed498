import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "./trust-proxy.ts";

describe("TRUST_PROXY", () => {
  it("trusts nobody by default", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy("")).toBe(false);
    expect(parseTrustProxy("off")).toBe(false);
  });

  it("takes a hop count", () => {
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("2")).toBe(2);
    expect(() => parseTrustProxy("0")).toThrow(/between 1 and 10/);
  });

  it("takes proxy addresses, subnets and Express's names", () => {
    expect(parseTrustProxy("loopback")).toEqual(["loopback"]);
    expect(parseTrustProxy("10.0.0.1, 192.168.0.0/16,fd00::/8")).toEqual([
      "10.0.0.1",
      "192.168.0.0/16",
      "fd00::/8",
    ]);
  });

  it("refuses what it cannot read rather than guess", () => {
    expect(() => parseTrustProxy("yes")).toThrow(/yes/);
    expect(() => parseTrustProxy("10.0.0.0/33")).toThrow(/10.0.0.0\/33/);
    expect(() => parseTrustProxy("proxy.example.org")).toThrow();
  });
});
