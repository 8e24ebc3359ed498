import { describe, expect, it } from "vitest";
import { findDuplicates } from "./bundle-duplicates.ts";
import type { BundleEntry } from "./bundle-entry.ts";

const entry = (
  position: number,
  reference: string | null,
  data: Record<string, unknown>,
  noticeCode = "2903",
): BundleEntry => ({
  position,
  reference,
  noticeCode,
  editionId: "london",
  publishDate: null,
  data,
  rendering: "web-form",
  text: "",
  tags: [],
  problems: [],
});

describe("duplicates in a bundle", () => {
  it("are the same reference of the same type, or the same content in any key order", () => {
    const duplicates = findDuplicates([
      entry(1, "A", { x: 1, y: { b: 2, a: 1 } }),
      entry(2, "A", { x: 99 }),
      entry(3, null, { y: { a: 1, b: 2 }, x: 1 }),
      entry(4, "A", { x: 1 }, "2450"),
      entry(5, "B", { x: 2 }),
      entry(6, null, { x: 2 }),
    ]);
    expect([...duplicates]).toEqual([
      [2, 1],
      [3, 1],
      [6, 5],
    ]);
  });
});
