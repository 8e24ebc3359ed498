import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, type SearchCursor } from "./search-cursor.ts";
import { parseSearchParams, toSearchParams } from "./search-query.ts";

describe("search cursor", () => {
  const cursor: SearchCursor = {
    direction: "after",
    publishedAt: "2026-06-01 23:30:00.000006+00",
    id: 4812001,
  };

  it("round-trips the key exactly, microseconds and offset included", () => {
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    const before = { ...cursor, direction: "before" as const, publishedAt: "2025-03-30 01:00:00+01" };
    expect(decodeCursor(encodeCursor(before))).toEqual(before);
    expect(encodeCursor(cursor)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  const encode = (raw: string) => btoa(raw).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

  it.each([
    ["empty", ""],
    ["not base64", "%%%"],
    ["padding", `${encode("a|2026-06-01 23:30:00+00|1")}=`],
    ["too long", "A".repeat(121)],
    ["no id", encode("a|2026-06-01 23:30:00+00")],
    ["unknown direction", encode("c|2026-06-01 23:30:00+00|1")],
    ["month 13", encode("a|2026-13-01 23:30:00+00|1")],
    ["31 February", encode("a|2026-02-31 23:30:00+00|1")],
    ["hour 24", encode("a|2026-02-01 24:00:00+00|1")],
    ["no offset", encode("a|2026-02-01 10:00:00|1")],
    ["SQL", encode("a|2026-02-01 10:00:00+00'; drop table notices; --|1")],
    ["id zero", encode("a|2026-02-01 10:00:00+00|0")],
    ["id too large for an integer", encode("a|2026-02-01 10:00:00+00|2147483648")],
    ["negative id", encode("a|2026-02-01 10:00:00+00|-5")],
    ["extra part", encode("a|2026-02-01 10:00:00+00|5|6")],
  ])("refuses a cursor with %s", (_, value) => {
    expect(decodeCursor(value)).toBeNull();
  });

  it("is carried by a link only when asked and never on the first page", () => {
    const q = parseSearchParams(
      new URLSearchParams("results-page=3"),
      { service: "all-notices" },
      "2026-11-21",
    ).query;
    expect(toSearchParams(q).has("cursor")).toBe(false);
    expect(toSearchParams(q, { page: 4, cursor }).get("cursor")).toBe(encodeCursor(cursor));
    expect(toSearchParams(q, { page: 1, cursor }).has("cursor")).toBe(false);
    const withCursor = parseSearchParams(
      new URLSearchParams(`results-page=4&cursor=${encodeCursor(cursor)}`),
      { service: "all-notices" },
      "2026-11-21",
    );
    expect(withCursor.query.cursor).toEqual(cursor);
    expect(withCursor.problems).toEqual([]);
    // A cursor on page 1 has nothing to do: page 1 starts at the beginning.
    const first = parseSearchParams(
      new URLSearchParams(`cursor=${encodeCursor(cursor)}`),
      { service: "all-notices" },
      "2026-11-21",
    );
    expect(first.query.cursor).toBeNull();
  });
});
