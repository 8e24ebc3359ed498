import { describe, expect, it } from "vitest";
import { safeLocalPath } from "./safe-redirect.ts";

describe("safeLocalPath", () => {
  it("accepts paths on this site", () => {
    expect(safeLocalPath("/all-notices/notice?text=a")).toBe("/all-notices/notice?text=a");
  });
  it("refuses other hosts and schemes", () => {
    for (const bad of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "",
      null,
      "/a\nb",
    ]) {
      expect(safeLocalPath(bad)).toBeNull();
    }
  });
});
