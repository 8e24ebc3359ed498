import { describe, expect, it } from "vitest";
import { isLocalSiteUrl } from "./env.server.ts";

describe("a site on this machine", () => {
  it("is a localhost or loopback address", () => {
    for (const url of [
      "http://localhost:3000",
      "http://gazette.localhost",
      "http://127.0.0.1:8080",
      "http://[::1]:3000",
    ])
      expect(isLocalSiteUrl(url), url).toBe(true);
  });

  it("is not a public name or address (demo accounts are then off by default)", () => {
    for (const url of ["https://gazette.example.org", "http://203.0.113.5", "http://localhost.example.org"])
      expect(isLocalSiteUrl(url), url).toBe(false);
  });
});
