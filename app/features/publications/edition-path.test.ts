import { describe, expect, it } from "vitest";
import { canonicalEditionPath, redirectToCanonicalEdition } from "./edition-path.ts";
import { parseEditionId } from "./editions.ts";

describe("edition names in any case", () => {
  it("reads London, LONDON and london as the same edition, and nothing else", () => {
    for (const name of ["london", "London", "LONDON", "lOnDoN"])
      expect(parseEditionId(name), name).toBe("london");
    expect(parseEditionId("Edinburgh")).toBe("edinburgh");
    expect(parseEditionId("BELFAST")).toBe("belfast");
    for (const bad of [undefined, null, "", "londonx", " london", "Lon", "x".repeat(1000)])
      expect(parseEditionId(bad), String(bad)).toBeNull();
  });

  it("gives the lower-case path of a page whose edition is written otherwise", () => {
    expect(canonicalEditionPath("/London/issue/4", "London")).toBe("/london/issue/4");
    expect(canonicalEditionPath("/insolvency/EDINBURGH/notice", "EDINBURGH")).toBe(
      "/insolvency/edinburgh/notice",
    );
    expect(canonicalEditionPath("/browse-publications/Belfast/2026", "Belfast")).toBe(
      "/browse-publications/belfast/2026",
    );
    expect(canonicalEditionPath("/london/issue/4", "london")).toBeNull();
    expect(canonicalEditionPath("/Paris/issue/4", "Paris")).toBeNull();
    expect(canonicalEditionPath("/london/issue/4", undefined)).toBeNull();
  });

  it("redirects permanently, keeping the query", () => {
    let thrown: unknown;
    try {
      redirectToCanonicalEdition(new Request("http://localhost/London/issue/4?view=2"), "London");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get("Location")).toBe("/london/issue/4?view=2");
    expect(() =>
      redirectToCanonicalEdition(new Request("http://localhost/london/issue/4"), "london"),
    ).not.toThrow();
  });
});
