import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase, recordingSql } from "../../db/test-database.server.ts";
import { insertNotices, type NoticeInsert } from "../../demo-data/seed-repository.server.ts";
import { buildSearchFeed } from "./feeds/search-feed.ts";
import type { TextPlan } from "./search-plan.ts";
import { parseSearchParams } from "./search-query.ts";
import { runSearch, type SearchOptions } from "./search-service.server.ts";
import type { SearchResult } from "./search-types.ts";

/**
 * Paging and counting past the exact cap, on a corpus kept small by lowering the caps: the exact count
 * limit to 5 matches and the relevance candidates to 8, where a real search has 10,000 and 5,000.
 */
const CAPS = { exactCountLimit: 5, relevanceCandidates: 8 };
const TODAY = "2026-11-21";
const CODES = ["2450", "2903", "1601"] as const;
const EDITIONS = ["london", "edinburgh", "belfast"] as const;
const COUNT = 61;
const PLANS: TextPlan[] = ["index", "filter"];

/** Three notices share each instant (microseconds included), so the order's tie-break by id is exercised. */
function publishedAt(i: number): string {
  const t = Date.UTC(2026, 5, 1, 23, 30) - Math.floor(i / 3) * 86_400_000 * 5;
  return new Date(t).toISOString().replace("Z", `${String(i % 7).padStart(3, "0")}Z`);
}

const corpus: NoticeInsert[] = Array.from({ length: COUNT }, (_, k) => {
  const i = k + 1;
  // Odd notices mention the estate, and every fifth says it in the title too (ranked higher).
  const words = i % 2 === 1 ? "the estate of the deceased" : "a winding up petition";
  return {
    id: i,
    noticeCode: CODES[i % 3]!,
    editionId: EDITIONS[i % 4 === 0 ? 1 : i % 5 === 0 ? 2 : 0]!,
    issueId: null,
    page: "1",
    pageNumber: 1,
    title: i % 10 === 1 ? `Estate notice ${i}` : `Notice ${i}`,
    bodyHtml: `<p>Notice ${i}: ${words}.</p>`,
    bodyText: `Notice ${i}: ${words}.`,
    data: {},
    publishedAt: publishedAt(i),
    earliestPublicationAt: "2025-01-01T00:00:00Z",
    submittedAt: "2025-01-01T00:00:00Z",
    placingOrganisationId: null,
    version: 1,
    companyNumber: null,
    latitude: null,
    longitude: null,
  };
});

describe("paging and counting beyond the exact cap", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
    await insertNotices(handle.db, corpus);
    await handle.db.execute(sql`update notices set status = 'withdrawn' where id = 61`);
  });
  afterAll(async () => {
    await handle?.close();
  });

  const search = (qs: string, options: SearchOptions = {}, db = handle.db) =>
    runSearch(db, parseSearchParams(new URLSearchParams(qs), { service: "all-notices" }, TODAY).query, {
      ...CAPS,
      ...options,
    });

  /** Follows the JSON feed's `next` links from page 1, as a consumer would, and returns every page. */
  async function followNext(qs: string, options: SearchOptions = {}): Promise<SearchResult[]> {
    const pages: SearchResult[] = [];
    let next: string | undefined = `?${qs}`;
    while (next && pages.length < 100) {
      const result = await search(new URL(next, "https://gazette.test").searchParams.toString(), options);
      pages.push(result);
      const feed = buildSearchFeed(
        result,
        { siteUrl: "https://gazette.test", searchPath: "/all-notices/notice", title: "t", updated: TODAY },
        "json",
      );
      next = feed.links.find((l) => l.rel === "next")?.href;
    }
    return pages;
  }

  async function matchingIds(where: ReturnType<typeof sql>): Promise<number[]> {
    const r = await handle.db.execute<{ id: number }>(
      sql`select id from notices n where n.status = 'published' and ${where} order by id`,
    );
    return r.rows.map((row) => Number(row.id));
  }

  const ids = (pages: SearchResult[]) => pages.flatMap((p) => p.hits.map((h) => h.id));
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

  it("reaches every match of a filter-only search once by following next, with an exact total", async () => {
    const expected = await matchingIds(sql`true`);
    for (const order of ["latest-date", "oldest-date"]) {
      const pages = await followNext(`results-page-size=7&sort-by=${order}`);
      const seen = ids(pages);
      expect(new Set(seen).size).toBe(seen.length);
      expect(sorted(seen)).toEqual(expected);
      expect(pages[0]!.total).toBe(expected.length);
      expect(pages[0]!.totalIsApproximate).toBe(false);
      expect(pages.length).toBe(Math.ceil(expected.length / 7));
      // Deep pages were read by key: every page after the first came from a cursor.
      expect(pages.slice(1).every((p) => p.query.cursor?.direction === "after")).toBe(true);
      // In order: the dates never go back (or forward, oldest first), ties broken by id.
      const times = pages.flatMap((p) => p.hits.map((h) => h.publishedAt!));
      const inOrder = [...times].sort();
      expect(times).toEqual(order === "oldest-date" ? inOrder : inOrder.reverse());
    }
  });

  // Either way of matching the words (search-plan.ts): through their index, or checked in turn on the
  // notices the other filters list by date (what a search with a narrow place or type does).
  it.each(PLANS)(
    "reaches every match of a text search above the exact cap, by date and by relevance (%s)",
    async (textPlan) => {
      const expected = await matchingIds(sql`n.search @@ websearch_to_tsquery('english', 'estate')`);
      expect(expected.length).toBeGreaterThan(CAPS.exactCountLimit + CAPS.relevanceCandidates);
      for (const order of ["latest-date", "oldest-date", "relevance"]) {
        const pages = await followNext(`text=estate&results-page-size=4&sort-by=${order}`, { textPlan });
        const seen = ids(pages);
        expect(new Set(seen).size).toBe(seen.length);
        expect(sorted(seen)).toEqual(expected);
        expect(pages[0]!.totalIsApproximate).toBe(true);
        // Only the last page may be short; none the links offered was empty.
        expect(pages.slice(0, -1).every((p) => p.hits.length === 4)).toBe(true);
        expect(pages.at(-1)!.hits.length).toBeGreaterThan(0);
      }
    },
  );

  it.each(PLANS)(
    "ranks the newest candidates first, then continues by date, so deep relevance pages are not empty (%s)",
    async (textPlan) => {
      const all = ids(await followNext("text=estate&results-page-size=4", { textPlan }));
      // The first 8 are the 8 newest matches, ranked: titles that say "estate" come first.
      const newest = (await matchingIds(sql`n.search @@ websearch_to_tsquery('english', 'estate')`))
        .map((id) => corpus[id - 1]!)
        .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id);
      expect(sorted(all.slice(0, 8))).toEqual(sorted(newest.slice(0, 8).map((n) => n.id)));
      expect(all[0]).toBe(newest.slice(0, 8).find((n) => n.title.startsWith("Estate"))!.id);
      expect(all.slice(8)).toEqual(newest.slice(8).map((n) => n.id));
      // A numbered page past the ranked candidates (as the HTML offers) holds the same matches.
      for (const page of [2, 3, 5]) {
        const numbered = await search(`text=estate&results-page-size=4&results-page=${page}`, { textPlan });
        expect(numbered.hits.map((h) => h.id)).toEqual(all.slice((page - 1) * 4, page * 4));
      }
    },
  );

  it("leads back by key in a relevance search only from beyond the ranked candidates", async () => {
    const pages = await followNext("text=estate&results-page-size=4");
    // Pages 1–2 are the 8 ranked candidates: page 3 leads back to them by number, page 4 on by key.
    expect(pages[2]!.prevCursor).toBeNull();
    for (const index of [3, 4]) {
      const page = pages[index]!;
      expect(page.prevCursor?.direction).toBe("before");
      const feed = buildSearchFeed(
        page,
        { siteUrl: "https://gazette.test", searchPath: "/all-notices/notice", title: "t", updated: TODAY },
        "json",
      );
      const back = await search(
        new URL(feed.links.find((l) => l.rel === "prev")!.href).searchParams.toString(),
      );
      expect(back.hits.map((h) => h.id)).toEqual(pages[index - 1]!.hits.map((h) => h.id));
    }
  });

  it("leads back by key: prev from a page reached by cursors is the page before it", async () => {
    const pages = await followNext("results-page-size=6");
    const third = pages[2]!;
    expect(third.prevCursor?.direction).toBe("before");
    const feed = buildSearchFeed(
      third,
      { siteUrl: "https://gazette.test", searchPath: "/all-notices/notice", title: "t", updated: TODAY },
      "atom",
    );
    const prev = new URL(feed.links.find((l) => l.rel === "prev")!.href);
    const back = await search(prev.searchParams.toString());
    expect(back.query.page).toBe(2);
    expect(back.hits.map((h) => h.id)).toEqual(pages[1]!.hits.map((h) => h.id));
  });

  it("counts filter-only facets exactly from the day rollup, whatever the cap", async () => {
    const result = await search(
      "categorycode=24+29&start-publish-date=01/01/2026&end-publish-date=02/06/2026",
    );
    const rows = corpus.filter(
      (n) =>
        n.id !== 61 &&
        ["2450", "2903"].includes(n.noticeCode) &&
        londonDay(n.publishedAt) >= "2026-01-01" &&
        londonDay(n.publishedAt) <= "2026-06-02",
    );
    expect(result.totalIsApproximate).toBe(false);
    expect(result.facets.approximate).toBe(false);
    expect(result.total).toBe(rows.length);
    expect(result.total).toBeGreaterThan(CAPS.exactCountLimit);
    const count = (key: (n: NoticeInsert) => string) => {
      const m = new Map<string, number>();
      for (const n of rows) m.set(key(n), (m.get(key(n)) ?? 0) + 1);
      return Object.fromEntries(m);
    };
    const facet = (values: { value: string; count: number }[]) =>
      Object.fromEntries(values.map((v) => [v.value, v.count]));
    expect(facet(result.facets.noticeTypes)).toEqual(count((n) => n.noticeCode));
    expect(facet(result.facets.editions)).toEqual(count((n) => n.editionId));
    expect(facet(result.facets.categories)).toEqual(count((n) => n.noticeCode.slice(0, 2)));
    expect(facet(result.facets.years)).toEqual(count((n) => londonDay(n.publishedAt).slice(0, 4)));
    // The notice published at 23:30 UTC on 1 June is a 2 June notice in London, and is counted there.
    const june2 = await search("start-publish-date=02/06/2026&end-publish-date=02/06/2026");
    expect(june2.total).toBe(corpus.filter((n) => londonDay(n.publishedAt) === "2026-06-02").length);
    expect(june2.total).toBeGreaterThan(0);
  });

  it("estimates a text search above the cap from a sample scaled by the rollup's exact count", async () => {
    // Analysed, a table this small is sampled whole: the estimate must then be the exact count.
    await handle.db.execute(sql`analyze notices`);
    const expected = await matchingIds(sql`n.search @@ websearch_to_tsquery('english', 'estate')`);
    const result = await search("text=estate&categorycode=24+29");
    const exact = corpus.filter((n) => expected.includes(n.id) && n.noticeCode !== "1601");
    expect(result.totalIsApproximate).toBe(true);
    expect(result.total).toBe(exact.length);
    for (const facet of [result.facets.noticeTypes, result.facets.editions, result.facets.years])
      expect(facet.reduce((sum, f) => sum + f.count, 0)).toBe(result.total);
  });

  it("counts a search whose words are far broader than its other filters from those filters' notices", async () => {
    // Deceased estates (2903) saying "estate": the type's published notices are the others, half of them match.
    const qs = "text=estate&noticetypes=2903";
    const others = await matchingIds(sql`n.notice_code = '2903'`);
    const matches = await matchingIds(
      sql`n.notice_code = '2903' and n.search @@ websearch_to_tsquery('english', 'estate')`,
    );
    expect(others.length).toBe(20);
    expect(matches.length).toBe(10);
    const counted = (limit: number, othersPicked?: number) => {
      const { sent, recording } = recordingSql(handle);
      const options = { textPlan: "filter", exactCountLimit: limit, othersPicked } as const;
      return search(qs, options, recording).then((result) => ({
        result,
        read: sent.some((s) => s.includes(") matches")),
        sampled: sent.some((s) => s.includes("tablesample")),
      }));
    };
    const facetSum = (r: SearchResult) => r.facets.noticeTypes.reduce((sum, f) => sum + f.count, 0);

    // No more of the others than the limit: every match counted, exactly.
    const fits = await counted(20);
    expect(fits.result).toMatchObject({ total: 10, totalIsApproximate: false });
    expect(fits.read).toBe(true);
    // More of them than the limit, and the words keep clearly more than it (10 ≥ 1.5 × 5): the share of the
    // others the words keep, every one of them checked here, gives the total without reading the matches.
    const beyond = await counted(5);
    expect(beyond.result).toMatchObject({ total: 10, totalIsApproximate: true });
    expect(beyond.read).toBe(false);
    expect(beyond.sampled).toBe(false);
    expect(facetSum(beyond.result)).toBe(10);
    // Near the limit (10 < 1.5 × 8): the matches are read and counted, so one that fits is never estimated.
    const near = await counted(8);
    expect(near.result).toMatchObject({ total: 10, totalIsApproximate: true });
    expect(near.read).toBe(true);
    expect((await counted(10)).result).toMatchObject({ total: 10, totalIsApproximate: false });

    // Checking 8 of the 20: the same 8 for every request, their share scaled to the 20.
    const picked = await handle.db.execute<{ id: number }>(
      sql`select id from notices n where n.status = 'published' and n.notice_code = '2903'
        order by hashint4(id), id limit 8`,
    );
    const kept = picked.rows.filter((row) => matches.includes(Number(row.id))).length;
    const share = Math.round((20 * kept) / 8);
    const estimated = await counted(5, 8);
    // Taken as the total when clearly beyond the limit; else the matches are read and counted.
    expect(estimated.result.total).toBe(share >= 1.5 * 5 ? share : 10);
    expect(estimated.read).toBe(share < 1.5 * 5);
    expect((await counted(5, 8)).result.total).toBe(estimated.result.total);
    // The page is the same whichever way the words were matched.
    const byIndex = await search(qs, { textPlan: "index" });
    expect(beyond.result.hits.map((h) => h.id)).toEqual(byIndex.hits.map((h) => h.id));
  });

  it("keeps the rollup current as notices are published, withdrawn and deleted", async () => {
    const before = (await search("noticetypes=1601")).total;
    await insertNotices(handle.db, [{ ...corpus[1]!, id: 500 }]);
    expect((await search("noticetypes=1601")).total).toBe(before + 1);
    await handle.db.execute(sql`update notices set status = 'withdrawn' where id in (500, 2)`);
    expect((await search("noticetypes=1601")).total).toBe(before - 1);
    await handle.db.execute(sql`update notices set status = 'published' where id = 2`);
    await handle.db.execute(sql`delete from notices where id = 500`);
    const after = await search("noticetypes=1601");
    expect(after.total).toBe(before);
    expect(after.total).toBe((await matchingIds(sql`n.notice_code = '1601'`)).length);
  });

  it("reports a cursor it cannot read and pages by number instead, never failing", async () => {
    for (const bad of ["%%%", "YnxiYWR8MQ", "YXwyMDI2LTEzLTQwIDAwOjAwOjAwKzAwfDE", "x".repeat(300)]) {
      const parsed = parseSearchParams(
        new URLSearchParams(`results-page=2&results-page-size=6&cursor=${bad}`),
        { service: "all-notices" },
        TODAY,
      );
      expect(parsed.query.cursor).toBeNull();
      expect(parsed.problems.map((p) => p.field)).toContain("cursor");
      const result = await runSearch(handle.db, parsed.query, CAPS);
      expect(result.hits.length).toBe(6);
    }
  });
});

function londonDay(iso: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date(iso));
}
