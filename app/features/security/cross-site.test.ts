import { describe, expect, it } from "vitest";
import { isCrossSiteRequest } from "./cross-site.server.ts";

const SITE = "https://www.gazette.test";

function request(headers: Record<string, string>, url = "http://127.0.0.1:3000/sign-out"): Request {
  return new Request(url, { headers });
}

describe("isCrossSiteRequest", () => {
  it("believes Sec-Fetch-Site when the browser sends it", () => {
    expect(isCrossSiteRequest(request({ "Sec-Fetch-Site": "cross-site" }), SITE)).toBe(true);
    for (const value of ["same-origin", "same-site", "none"])
      expect(isCrossSiteRequest(request({ "Sec-Fetch-Site": value }), SITE), value).toBe(false);
    // A same-origin claim wins over a stray referrer.
    expect(
      isCrossSiteRequest(
        request({ "Sec-Fetch-Site": "same-origin", Referer: "https://elsewhere.test/" }),
        SITE,
      ),
    ).toBe(false);
  });

  it("without it, judges by Origin, then Referer, against this address and the public one", () => {
    expect(isCrossSiteRequest(request({ Origin: "https://elsewhere.test" }), SITE)).toBe(true);
    expect(isCrossSiteRequest(request({ Referer: "https://elsewhere.test/page" }), SITE)).toBe(true);
    expect(isCrossSiteRequest(request({ Origin: "null" }), SITE)).toBe(true);
    expect(isCrossSiteRequest(request({ Referer: "https://www.gazette.test/notice/1" }), SITE)).toBe(false);
    expect(isCrossSiteRequest(request({ Referer: "http://127.0.0.1:3000/my-gazette" }), SITE)).toBe(false);
    expect(isCrossSiteRequest(request({}), SITE)).toBe(false);
  });
});
