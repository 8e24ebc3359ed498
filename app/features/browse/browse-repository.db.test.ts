import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { seedDemoData } from "../../demo-data/seed-service.server.ts";
import { monthRange } from "./browse-params.ts";
import {
  issuesBetween,
  issuesInVolume,
  supplementsOfIssues,
  volumesOfYear,
  yearsWithIssues,
} from "./browse-repository.server.ts";
import {
  archiveForm,
  archiveVolumes,
  archiveYears,
  editionBrowse,
  monthIssueList,
  volumePage,
  yearBrowse,
} from "./browse-service.server.ts";

const SITE = "https://gazette.example";

describe("browsing the archive", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedDemoData(handle.db, { count: 600, seed: 11, today: "2026-11-20", postcodes: [] });
  });
  afterAll(() => handle.close());

  it("lists the years with London issues from 1665, oldest first, each counted", async () => {
    const years = await yearsWithIssues(handle.db, "london");
    expect(years[0]).toEqual({ year: 1665, issues: expect.any(Number) });
    expect(years.at(-1)?.year).toBe(2026);
    const numbers = years.map((y) => y.year);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(numbers.length);
    const total = await handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from issues where edition_id = 'london'`,
    );
    expect(years.reduce((n, y) => n + y.issues, 0)).toBe(total.rows[0]!.n);

    const pubyears = await archiveYears(handle.db, "london");
    expect(pubyears.ok && pubyears.value[0]).toBe("1665");
    expect(pubyears.ok && pubyears.value.includes("1700")).toBe(true);
    // Edinburgh's seeded calendar starts with the corpus: no archive before it.
    const edinburgh = await archiveYears(handle.db, "edinburgh");
    expect(edinburgh.ok && edinburgh.value.every((y) => Number(y) >= 2025)).toBe(true);
    expect(await archiveYears(handle.db, "paris")).toEqual({ ok: false, error: "Unknown edition" });
    expect((await archiveYears(handle.db, null)).ok).toBe(false);
  });

  it("gives the index volumes of a year in order, refusing unknown years", async () => {
    expect((await volumesOfYear(handle.db, "london", 1700)).sort()).toEqual(["1", "2", "3", "4"]);
    expect(await archiveVolumes(handle.db, "london", "1700")).toEqual({
      ok: true,
      value: ["1", "2", "3", "4"],
    });
    // The first issue appeared in November 1665: only the fourth quarter has a volume.
    expect(await archiveVolumes(handle.db, "london", "1665")).toEqual({ ok: true, value: ["4"] });
    expect(await archiveVolumes(handle.db, "london", "1600")).toEqual({ ok: false, error: "Unknown year" });
    expect((await archiveVolumes(handle.db, "london", "17")).ok).toBe(false);
    expect((await archiveVolumes(handle.db, "nowhere", "1700")).ok).toBe(false);
  });

  it("lists the issues of a volume in number order, all in its quarter", async () => {
    const list = await issuesInVolume(handle.db, "london", 1665, "4");
    expect(list[0]).toMatchObject({ number: 1, archived: true, volume: "4" });
    expect(list[0]!.publishedOn).toBe("1665-11-16");
    const numbers = list.map((i) => i.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    for (const i of await issuesInVolume(handle.db, "london", 1900, "2"))
      expect(["04", "05", "06"]).toContain(i.publishedOn.slice(5, 7));

    const page = await volumePage(handle.db, { edition: "london", year: "1665", volume: "4" });
    expect(page?.issues.length).toBe(list.length);
    expect(page?.volumes).toEqual(["4"]);
    expect(await volumePage(handle.db, { edition: "london", year: "1665", volume: "1" })).toBeNull();
    expect(await volumePage(handle.db, { edition: "london", year: "1665", volume: "x" })).toBeNull();
    expect(await volumePage(handle.db, { edition: "rome", year: "1665", volume: "4" })).toBeNull();
  });

  it("lists a month's issues with their supplements for the purchase page", async () => {
    // A month whose London issues have supplements (state notices go into one).
    const found = await handle.db.execute<{ d: string }>(sql`
      select i.published_on::text as d from supplements s join issues i on i.id = s.issue_id
      where i.edition_id = 'london' order by i.published_on desc limit 1`);
    const day = found.rows[0]?.d;
    if (!day) throw new Error("the seed wrote no supplements");
    const [y, m] = [day.slice(0, 4), day.slice(5, 7)];
    const { from, to } = monthRange(Number(y), Number(m));
    const issues = await issuesBetween(handle.db, "london", from, to, 1000);
    expect(issues.length).toBeGreaterThan(10);
    expect(issues.every((i) => i.publishedOn.startsWith(`${y}-${m}`))).toBe(true);
    const supplements = await supplementsOfIssues(
      handle.db,
      issues.map((i) => i.id),
    );
    expect(supplements.length).toBeGreaterThan(0);

    const params = { edition: "london", year: y, month: String(Number(m)) };
    const query = new URLSearchParams("resultPageSize=1000&includeSupplements=true");
    const result = await monthIssueList(handle.db, params, query, SITE);
    if (!result.ok) throw new Error(result.error);
    const { entry } = result.value;
    expect(entry.length).toBe(issues.length + supplements.length);
    expect(entry[0]).toEqual({
      id: `${SITE}/london/issue/${issues[0]!.number}`,
      published: issues[0]!.publishedOn,
    });
    for (const e of entry) {
      expect(e.id).toMatch(/^https:\/\/gazette\.example\/london\/issue\/\d+(\/supplement\/\d+)?$/);
      expect(e.published.slice(0, 7)).toBe(`${y}-${m}`);
    }
    const dates = entry.map((e) => e.published);
    expect(dates).toEqual([...dates].sort());
    // A supplement follows its issue.
    const withSupplement = entry.findIndex((e) => e.id.endsWith("/supplement/1"));
    expect(entry[withSupplement - 1]?.id).toBe(entry[withSupplement]!.id.replace(/\/supplement\/1$/, ""));

    const plain = await monthIssueList(handle.db, params, new URLSearchParams("resultPageSize=3"), SITE);
    expect(plain.ok && plain.value.entry.length).toBe(3);
    const all = await monthIssueList(handle.db, params, new URLSearchParams(), SITE);
    expect(all.ok && all.value.entry.length).toBe(issues.length);
    expect(all.ok && all.value.entry.some((e) => e.id.includes("supplement"))).toBe(false);

    const old = await monthIssueList(
      handle.db,
      { edition: "london", year: "1665", month: "11" },
      new URLSearchParams(),
      SITE,
    );
    expect(old.ok && old.value.entry[0]).toEqual({ id: `${SITE}/london/issue/1`, published: "1665-11-16" });
    const bad = await monthIssueList(handle.db, { ...params, month: "13" }, query, SITE);
    expect(bad.ok).toBe(false);
  });

  it("works the archive form in steps and redirects once all three are chosen", async () => {
    const q = (s: string) => archiveForm(handle.db, new URLSearchParams(s));
    expect(await q("")).toEqual({
      kind: "form",
      selection: { edition: "", year: "", index: "" },
      years: [],
      volumes: [],
      error: null,
    });
    expect(await q("archive_edition=")).toMatchObject({ error: { field: "edition" } });
    const step2 = await q("archive_edition=london");
    expect(step2).toMatchObject({ kind: "form", selection: { edition: "london", year: "" }, error: null });
    expect(step2.kind === "form" && step2.years[0]).toBe("1665");
    expect(await q("archive_edition=london&archive_year=")).toMatchObject({ error: { field: "year" } });
    const step3 = await q("archive_edition=london&archive_year=1665");
    expect(step3).toMatchObject({ selection: { year: "1665", index: "" }, volumes: ["4"], error: null });
    expect(await q("archive_edition=london&archive_year=1665&archive_index=")).toMatchObject({
      error: { field: "index" },
    });
    // A year left over from another edition is reset, not an error.
    expect(await q("archive_edition=belfast&archive_year=1665&archive_index=4")).toMatchObject({
      selection: { edition: "belfast", year: "" },
      error: null,
    });
    expect(await q("archive_edition=london&archive_year=1665&archive_index=4")).toEqual({
      kind: "redirect",
      to: "/london/index/year/1665/volume/4",
    });
  });

  it("browses an edition by year and a year by month", async () => {
    const london = await editionBrowse(handle.db, "london");
    expect(london?.years[0]?.year).toBe(2026);
    expect(london?.years.at(-1)?.year).toBe(1665);
    expect(await editionBrowse(handle.db, "paris")).toBeNull();

    const year = await yearBrowse(handle.db, "london", "2026");
    expect(year?.months.map((m) => m.month)).toEqual(
      [...new Set(year?.months.map((m) => m.month))].sort((a, b) => a - b),
    );
    expect(
      year?.months.every((m) => m.issues.every((i) => Number(i.publishedOn.slice(5, 7)) === m.month)),
    ).toBe(true);
    expect(year?.previousYear).toBe(2025);
    expect(year?.nextYear).toBeNull();
    expect(year?.volumes).toEqual(["1", "2", "3", "4"]);
    const first = await yearBrowse(handle.db, "london", "1665");
    expect(first?.previousYear).toBeNull();
    expect(first?.nextYear).toBe(1666);
    expect(await yearBrowse(handle.db, "london", "1600")).toBeNull();
    expect(await yearBrowse(handle.db, "london", "abcd")).toBeNull();
  });
});
