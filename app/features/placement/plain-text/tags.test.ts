import { describe, expect, it } from "vitest";
import {
  inReadingOrder,
  isTagKind,
  locateQuote,
  normaliseText,
  occurrences,
  overlappingTag,
  partiallyOverlaps,
  relocate,
  TAG_KIND_OPTIONS,
  TAG_MESSAGES,
  tagValueProblem,
} from "./tags.ts";

describe("tag kinds", () => {
  it("offers each kind with its label", () => {
    expect(TAG_KIND_OPTIONS).toContainEqual({ value: "company-name", label: "Company name" });
    expect(TAG_KIND_OPTIONS).toContainEqual({ value: "case-number", label: "Case number" });
    expect(isTagKind("person-name")).toBe(true);
    expect(isTagKind("toString")).toBe(false);
    expect(isTagKind("")).toBe(false);
  });
});

describe("the overlap rule (spec §5)", () => {
  const tag = { start: 5, end: 10 };
  it.each([
    [{ start: 3, end: 7 }, true],
    [{ start: 7, end: 12 }, true],
    [{ start: 5, end: 10 }, false],
    [{ start: 6, end: 9 }, false],
    [{ start: 0, end: 12 }, false],
    [{ start: 5, end: 7 }, false],
    [{ start: 7, end: 10 }, false],
    [{ start: 0, end: 5 }, false],
    [{ start: 10, end: 15 }, false],
  ])("%o against 5–10 partially overlaps: %s", (span, expected) => {
    expect(partiallyOverlaps(span, tag)).toBe(expected);
    expect(partiallyOverlaps(tag, span)).toBe(expected);
  });

  it("finds the tag a span would cross", () => {
    const tags = [
      { start: 0, end: 3, id: 1 },
      { start: 5, end: 10, id: 2 },
    ];
    expect(overlappingTag({ start: 8, end: 12 }, tags)?.id).toBe(2);
    expect(overlappingTag({ start: 3, end: 5 }, tags)).toBeUndefined();
  });

  it("keeps the spec's message verbatim, spelling and all", () => {
    expect(TAG_MESSAGES.overlap).toBe(
      "Your selection cannot be marked as a tag because it overlaps an exisiting selection.",
    );
  });
});

describe("finding text", () => {
  it("normalises line endings as a textarea counts them", () => {
    expect(normaliseText("a\r\nb\rc\n")).toBe("a\nb\nc\n");
  });

  it("lists every occurrence", () => {
    expect(occurrences("aaa", "aa")).toEqual([0, 1]);
    expect(occurrences("abc", "")).toEqual([]);
  });

  it("locates a quote that occurs once, and refuses an absent or ambiguous one", () => {
    expect(locateQuote("Acme Ltd of Leeds", "Leeds")).toEqual({ ok: true, span: { start: 12, end: 17 } });
    expect(locateQuote("Acme Ltd", "Bolt")).toEqual({
      ok: false,
      message: "‘Bolt’ is not in the notice text.",
    });
    expect(locateQuote("Leeds and Leeds", "Leeds")).toEqual({
      ok: false,
      message:
        "‘Leeds’ is in the notice text 2 times: give the numbers of its first and last characters instead.",
    });
  });

  it("relocates a tag after an edit: in place, else the nearest occurrence, else gone", () => {
    expect(relocate("Acme Ltd", "Acme", 0)).toEqual({ start: 0, end: 4 });
    expect(relocate("The Acme Ltd", "Acme", 0)).toEqual({ start: 4, end: 8 });
    expect(relocate("Acme, Acme and Acme", "Acme", 13)).toEqual({ start: 15, end: 19 });
    expect(relocate("Bolt Ltd", "Acme", 0)).toBeNull();
    expect(relocate("Bolt Ltd", "", 0)).toBeNull();
  });
});

describe("a tag's value", () => {
  it("must be more than spaces, and not too long", () => {
    expect(tagValueProblem("person-name", " \n ")).toBe(TAG_MESSAGES.blank);
    expect(tagValueProblem("address", "x".repeat(301))).toBe(TAG_MESSAGES.tagTooLong);
    expect(tagValueProblem("address", "x".repeat(300))).toBeNull();
  });

  it("must be a company number or a postcode when it says so", () => {
    expect(tagValueProblem("company-number", "01234567")).toBeNull();
    expect(tagValueProblem("company-number", "sc123456")).toBeNull();
    expect(tagValueProblem("company-number", "Acme")).toMatch(/is not a company number/);
    expect(tagValueProblem("postcode", "LS1 4AP")).toBeNull();
    expect(tagValueProblem("postcode", "Leeds")).toBe("‘Leeds’ is not a UK postcode.");
  });
});

it("orders tags for reading: by start, the outer of two first", () => {
  expect(
    inReadingOrder([
      { start: 4, end: 6 },
      { start: 0, end: 2 },
      { start: 4, end: 9 },
    ]),
  ).toEqual([
    { start: 0, end: 2 },
    { start: 4, end: 9 },
    { start: 4, end: 6 },
  ]);
});
