import { describe, expect, it } from "vitest";
import {
  DEFAULT_ANCHORS,
  indexVolumes,
  isbn13CheckDigit,
  planIssues,
  planLondonArchive,
} from "./issue-plan.ts";

function isValidIsbn13(isbn: string): boolean {
  const digits = isbn.replaceAll("-", "");
  return /^\d{13}$/.test(digits) && isbn13CheckDigit(digits.slice(0, 12)) === Number(digits[12]);
}

describe("isbn13CheckDigit", () => {
  it("matches known ISBNs", () => {
    expect(isbn13CheckDigit("978-0-306-40615")).toBe(7);
    expect(isbn13CheckDigit("978030640615")).toBe(7);
    expect(isbn13CheckDigit("978186197876")).toBe(9); // 978-1-86197-876-9
  });

  it("rejects input that is not 12 digits", () => {
    expect(() => isbn13CheckDigit("97803064061")).toThrow(RangeError);
  });
});

describe("planIssues", () => {
  it("numbers issues on publication days around the anchor", () => {
    const issues = planIssues("london", "2026-11-16", "2026-11-27", DEFAULT_ANCHORS.london);
    expect(issues.map((i) => [i.number, i.publishedOn])).toEqual([
      [64936, "2026-11-16"],
      [64937, "2026-11-17"],
      [64938, "2026-11-18"],
      [64939, "2026-11-19"],
      [64940, "2026-11-20"],
      [64941, "2026-11-23"],
      [64942, "2026-11-24"],
      [64943, "2026-11-25"],
      [64944, "2026-11-26"],
      [64945, "2026-11-27"],
    ]);
  });

  it("counts across bank holidays without gaps in numbering", () => {
    const issues = planIssues("edinburgh", "2026-12-18", "2027-01-08", DEFAULT_ANCHORS.edinburgh);
    expect(issues.map((i) => i.publishedOn)).toEqual([
      "2026-12-18",
      "2026-12-22",
      "2026-12-29",
      "2027-01-05",
      "2027-01-08",
    ]);
    const numbers = issues.map((i) => i.number);
    expect(numbers).toEqual(numbers.map((_, k) => numbers[0]! + k));
  });

  it("anchors on the next publication day when the anchor date has no issue", () => {
    const issues = planIssues("belfast", "2026-11-01", "2026-12-31", { number: 500, date: "2026-11-16" });
    expect(issues.find((i) => i.publishedOn === "2026-11-20")?.number).toBe(500);
    expect(issues.find((i) => i.publishedOn === "2026-11-13")?.number).toBe(499);
  });

  it("fills ISBN, quarterly volume and page count", () => {
    const [issue] = planIssues("belfast", "2026-11-20", "2026-11-20", DEFAULT_ANCHORS.belfast);
    expect(issue).toMatchObject({ editionId: "belfast", number: 8120, volume: "4", pageCount: 0 });
    expect(issue!.isbn).toMatch(/^978-0-11-\d{6}-\d$/);
    expect(isValidIsbn13(issue!.isbn)).toBe(true);
    const march = planIssues("london", "2026-03-31", "2026-04-01", DEFAULT_ANCHORS.london);
    expect(march.map((i) => i.volume)).toEqual(["1", "2"]);
  });

  it("gives each edition distinct ISBNs", () => {
    const all = (["london", "edinburgh", "belfast"] as const).flatMap((id) =>
      planIssues(id, "2024-01-01", "2027-12-31", DEFAULT_ANCHORS[id]),
    );
    expect(new Set(all.map((i) => i.isbn)).size).toBe(all.length);
  });
});

describe("planLondonArchive", () => {
  const archive = planLondonArchive(1665, 2023);

  it("starts with issue 1 on 16 November 1665", () => {
    expect(archive[0]).toMatchObject({ number: 1, publishedOn: "1665-11-16" });
  });

  it("numbers strictly increase without gaps, on strictly increasing dates", () => {
    for (let i = 1; i < archive.length; i++) {
      expect(archive[i]!.number).toBe(archive[i - 1]!.number + 1);
      expect(archive[i]!.publishedOn > archive[i - 1]!.publishedOn).toBe(true);
    }
  });

  it("has a realistic size", () => {
    expect(archive.length).toBeGreaterThanOrEqual(50_000);
    expect(archive.length).toBeLessThanOrEqual(70_000);
    expect(archive.at(-1)!.publishedOn.startsWith("2023-")).toBe(true);
  });

  it("joins the modern plan without gap or overlap", () => {
    const [firstModern] = planIssues("london", "2024-01-01", "2024-01-31", DEFAULT_ANCHORS.london);
    expect(firstModern!.number).toBe(archive.at(-1)!.number + 1);
    expect(firstModern!.publishedOn > archive.at(-1)!.publishedOn).toBe(true);
  });

  it("joins for another end year too, and filters by fromYear without renumbering", () => {
    const recent = planLondonArchive(2000, 2010);
    expect(recent[0]!.publishedOn.startsWith("2000-")).toBe(true);
    const [firstModern] = planIssues("london", "2011-01-01", "2011-01-31", DEFAULT_ANCHORS.london);
    expect(firstModern!.number).toBe(recent.at(-1)!.number + 1);
    // The extraordinary issues that close the gap are spread over the whole archive, so numbering
    // depends on toYear; fromYear only filters.
    const full = planLondonArchive(1665, 2010);
    expect(full.slice(-recent.length)).toEqual(recent);
  });

  it("issues valid ISBNs", () => {
    expect(archive.filter((_, i) => i % 997 === 0).every((i) => isValidIsbn13(i.isbn))).toBe(true);
  });
});

describe("indexVolumes", () => {
  it("lists the quarters of years with issues", () => {
    expect(indexVolumes("london", 1665)).toEqual(["4"]);
    expect(indexVolumes("london", 1666)).toEqual(["1", "2", "3", "4"]);
    expect(indexVolumes("london", 2026)).toEqual(["1", "2", "3", "4"]);
    expect(indexVolumes("london", 1664)).toEqual([]);
    expect(indexVolumes("belfast", 1900)).toEqual([]);
  });
});
