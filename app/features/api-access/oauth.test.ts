import { describe, expect, it } from "vitest";
import { basicCredentials, bearerToken, claimsBearer, oauthError } from "./oauth.ts";

const b64 = (s: string) => Buffer.from(s).toString("base64");

describe("the client's Basic authorization", () => {
  it("reads id and secret, form-decoded as RFC 6749 §2.3.1 has them", () => {
    expect(basicCredentials(`Basic ${b64("gz-abc:s3cr%3At")}`)).toEqual({
      clientKey: "gz-abc",
      secret: "s3cr:t",
    });
    expect(basicCredentials(`basic   ${b64("id:a:b")}`)).toEqual({ clientKey: "id", secret: "a:b" });
  });
  it.each([
    null,
    "",
    "Bearer x",
    `Basic ${b64("no-colon")}`,
    `Basic ${b64(":secret")}`,
    "Basic !!!",
    `Basic ${b64("id:%E0%A4%A")}`,
  ])("reads nothing from %j", (header) => expect(basicCredentials(header)).toBeNull());
});

describe("a bearer token", () => {
  it("is read from RFC 6750's header, and a malformed one is still a claim to refuse", () => {
    expect(bearerToken("Bearer abc-DEF_123.~+/==")).toBe("abc-DEF_123.~+/==");
    expect(bearerToken("bearer xyz")).toBe("xyz");
    expect(bearerToken("Bearer two words")).toBeNull();
    expect(bearerToken(`Bearer ${"a".repeat(201)}`)).toBeNull();
    expect(claimsBearer("Bearer two words")).toBe(true);
    expect(claimsBearer("Bearer")).toBe(true);
    expect(claimsBearer("Basic abc")).toBe(false);
    expect(claimsBearer(null)).toBe(false);
  });
});

describe("OAuth errors", () => {
  it("are 401 with a Basic challenge for the client, 400 otherwise", () => {
    expect(oauthError("invalid_client", "x")).toEqual({
      status: 401,
      body: { error: "invalid_client", error_description: "x" },
      headers: { "WWW-Authenticate": 'Basic realm="Gazette API"' },
    });
    expect(oauthError("invalid_grant", "y")).toEqual({
      status: 400,
      body: { error: "invalid_grant", error_description: "y" },
      headers: {},
    });
  });
});
