import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase, recordingSql } from "../../db/test-database.server.ts";
import { insertLocations, insertNotices, type NoticeInsert } from "../../demo-data/seed-repository.server.ts";
import { upsertLocalAuthorities, upsertPostcodes } from "../geo/geo-repository.server.ts";
import { parseSearchParams } from "./search-query.ts";
import { estimateMatches, type SearchCriteria, searchPage } from "./search-repository.server.ts";
import { NO_FILTERS, runSearch, snippetHtml } from "./search-service.server.ts";

/** "widget": in 4 of the known notices, the word the counting tests search for. */
function widgetQuery() {
  return parseSearchParams(new URLSearchParams("text=widget"), { service: "all-notices" }, "2026-11-21")
    .query;
}

/**
 * The planner's estimate of the widget search with statistics as a real database has them (autovacuum
 * analyses): a few matches expected.
 */
async function analysedWidgetEstimate(handle: DatabaseHandle): Promise<number> {
  await handle.db.execute((await import("drizzle-orm")).sql`analyze notices`);
  return estimateMatches(handle.db, { ...NO_FILTERS, text: "widget" });
}

/** Known notices: what each search must find is decided here, not by the generator. */
const BASE = { lat: 51.5, lng: -0.12 };
const MILE_IN_LAT = 1 / 69.0;
const known: (Partial<NoticeInsert> & { id: number; noticeCode: string; title: string; bodyText: string })[] =
  [
    {
      id: 1,
      noticeCode: "2450",
      title: "ACME WIDGETS LIMITED",
      bodyText: "A petition to wind up the company was presented. Winding up hearing.",
      publishedAt: "2026-03-02T07:00:00Z",
      latitude: BASE.lat + 9.9 * MILE_IN_LAT,
      longitude: BASE.lng,
    },
    {
      id: 2,
      noticeCode: "2452",
      title: "Order for winding up",
      bodyText: "ACME WIDGETS LIMITED was ordered to be wound up by the court.",
      publishedAt: "2026-04-02T07:00:00Z",
      latitude: BASE.lat + 10.1 * MILE_IN_LAT,
      longitude: BASE.lng,
    },
    {
      id: 3,
      noticeCode: "2903",
      title: "Ambrose QUILLFEATHER",
      bodyText: "Deceased estates notice. Claims to the executors of the estate.",
      publishedAt: "2026-05-04T07:00:00Z",
      data: {
        deceased: { forenames: "Ambrose", surname: "Quillfeather", dateOfDeath: "2026-01-15" },
        claimDeadline: "2026-07-10",
      },
    },
    {
      id: 4,
      noticeCode: "2903",
      title: "Maud OTTERSBY",
      bodyText: "Deceased estates notice for Maud Ottersby, widget collector.",
      publishedAt: "2025-06-02T07:00:00Z",
      data: {
        deceased: { forenames: "Maud", surname: "Ottersby", dateOfDeath: "2025-03-01" },
        claimDeadline: "2025-08-05",
      },
      editionId: "edinburgh",
    },
    {
      id: 5,
      noticeCode: "1601",
      title: "Stopping up order: Widget Lane",
      bodyText: "Town and Country Planning Act 1990. Highway stopping up <script>alert(1)</script> & more.",
      publishedAt: "2026-06-01T07:00:00Z",
    },
    {
      id: 6,
      noticeCode: "2443",
      title: "NORTHCOTE TRADING LIMITED",
      bodyText: "Appointment of liquidators: winding up resolution passed.",
      publishedAt: "2026-06-03T07:00:00Z",
    },
  ];

/** A known notice as the seed writes it. */
function noticeRow(k: (typeof known)[number]): NoticeInsert {
  return {
    editionId: "london",
    issueId: null,
    page: "1",
    pageNumber: 1,
    bodyHtml: `<p>${k.bodyText}</p>`,
    data: {},
    publishedAt: "2026-01-01T07:00:00Z",
    earliestPublicationAt: "2026-01-01T00:00:00Z",
    submittedAt: "2025-12-30T10:00:00Z",
    placingOrganisationId: null,
    version: 1,
    companyNumber: null,
    latitude: null,
    longitude: null,
    ...k,
  };
}

describe("notice search", () => {
  let handle: DatabaseHandle;
  const search = (qs: string, service: "all-notices" | "insolvency" | "wills-and-probate" = "all-notices") =>
    runSearch(handle.db, parseSearchParams(new URLSearchParams(qs), { service }, "2026-11-21").query);

  beforeAll(async () => {
    handle = await createTestDatabase();
    await insertNotices(handle.db, known.map(noticeRow));
    // insertNotices writes every notice as published; make the withdrawn one so.
    await handle.db.execute(
      (await import("drizzle-orm")).sql`update notices set status = 'withdrawn' where id = 6`,
    );
    await upsertLocalAuthorities(handle.db, [
      { code: "E09000033", name: "Westminster", nameWelsh: null, latitude: 51.49, longitude: -0.14 },
    ]);
    await upsertPostcodes(handle.db, [
      { postcode: "SW1A 1AA", latitude: BASE.lat, longitude: BASE.lng, localAuthorityCode: "E09000033" },
    ]);
    await insertLocations(handle.db, [
      {
        noticeId: 3,
        role: "deceased-address",
        address: "1 Test Street",
        postcode: "SW1A 1AA",
        latitude: BASE.lat,
        longitude: BASE.lng,
      },
    ]);
  });
  afterAll(() => handle.close());

  it("ranks title matches above body matches and never shows unpublished notices", async () => {
    const r = await search("text=acme+widgets");
    expect(r.hits.map((h) => h.id)).toEqual([1, 2]);
    expect(r.total).toBe(2);
    expect((await search("text=northcote")).total).toBe(0);
  });

  it("understands phrases, exclusions and stemming", async () => {
    expect((await search("text=%22wound+up%22")).hits.map((h) => h.id)).toEqual([2]);
    expect((await search("text=widget+-acme")).hits.map((h) => h.id).sort()).toEqual([4, 5]);
    expect((await search("text=executor")).hits.map((h) => h.id)).toEqual([3]);
  });

  it("highlights matches in an escaped snippet", async () => {
    const r = await search("text=stopping");
    expect(r.hits[0]?.snippet).toContain("<mark>");
    expect(r.hits[0]?.snippet).not.toContain("<script>");
    expect(snippetHtml("a <b> \u0002c\u0003")).toBe("a &#60;b&#62; <mark>c</mark>");
  });

  it("cuts the start of a long notice at a word, with an ellipsis, and shows a short one whole", async () => {
    const { sql } = await import("drizzle-orm");
    const words = "Notice is hereby given that the estate of Maud Ottersby, widget collector, is closing. ";
    const long = words.repeat(6);
    await handle.db.execute(sql`update notices set body_text = ${long} where id = 4`);
    try {
      const [hit] = (await search("edition=edinburgh")).hits;
      expect(hit?.id).toBe(4);
      const snippet = hit?.snippet ?? "";
      expect(snippet.endsWith("…")).toBe(true);
      const kept = snippet.slice(0, -1);
      expect(long.startsWith(kept)).toBe(true);
      // Ended between words: what follows in the notice starts with a space or punctuation.
      expect(long.slice(kept.length)).toMatch(/^[\s,.]/);
      expect([...kept].length).toBeLessThanOrEqual(320);
      expect([...kept].length).toBeGreaterThan(250);
      const short = (await search("noticetypes=2903&edition=london")).hits[0]?.snippet;
      expect(short).toBe("Deceased estates notice. Claims to the executors of the estate.");
    } finally {
      await handle.db.execute(
        sql`update notices set body_text = ${"Deceased estates notice for Maud Ottersby, widget collector."} where id = 4`,
      );
    }
  });

  it("counts facets under the current filters", async () => {
    const r = await search("text=widget");
    expect(r.total).toBe(4);
    expect(r.facets.categories).toEqual([
      { value: "24", label: "Corporate Insolvency", count: 2 },
      { value: "29", label: "Personal Legal", count: 1 },
      { value: "16", label: "Planning", count: 1 },
    ]);
    expect(r.facets.editions.find((e) => e.value === "edinburgh")?.count).toBe(1);
    expect(r.facets.years).toEqual([
      { value: "2026", label: "2026", count: 3 },
      { value: "2025", label: "2025", count: 1 },
    ]);
  });

  it("filters by service, type, category, edition and dates", async () => {
    expect((await search("", "insolvency")).hits.map((h) => h.id)).toEqual([2, 1]);
    expect((await search("", "wills-and-probate")).total).toBe(2);
    expect((await search("noticetypes=2903&edition=edinburgh")).hits.map((h) => h.id)).toEqual([4]);
    expect((await search("categorycode=16")).hits.map((h) => h.id)).toEqual([5]);
    expect(
      (await search("start-publish-date=01/04/2026&end-publish-date=04/05/2026")).hits.map((h) => h.id),
    ).toEqual([3, 2]);
    expect((await search("start-date-of-death=01/01/2026")).hits.map((h) => h.id)).toEqual([3]);
    expect((await search("end-claim-expiry-date=01/01/2026")).hits.map((h) => h.id)).toEqual([4]);
  });

  it("finds notices within a radius, to the edge and not past it", async () => {
    const r = await search("location-postcode-1=SW1A+1AA&location-distance-1=10");
    expect(r.hits.map((h) => h.id).sort()).toEqual([1]);
    const wider = await search("location-postcode-1=SW1A1AA&location-distance-1=15");
    expect(wider.hits.map((h) => h.id).sort()).toEqual([1, 2]);
  });

  it("draws the radius's edge by great-circle distance to within a few yards", async () => {
    // Due north, the great-circle distance is the earth's radius times the difference of latitude.
    const northBy = (miles: number) => BASE.lat + ((miles / 3958.8) * 180) / Math.PI;
    const edge = [
      { id: 101, latitude: northBy(9.998), title: "Just inside" },
      { id: 102, latitude: northBy(10.002), title: "Just outside" },
      // Due east, where the distance is no simple multiple of the difference of longitude.
      { id: 103, latitude: BASE.lat, longitude: BASE.lng + 0.2888, title: "East, 12.422 miles" },
    ];
    await insertNotices(
      handle.db,
      edge.map((e) => noticeRow({ noticeCode: "2450", bodyText: "Edge.", longitude: BASE.lng, ...e })),
    );
    try {
      const ten = await search("location-postcode-1=SW1A+1AA&location-distance-1=10");
      expect(ten.hits.map((h) => h.id).sort()).toEqual([1, 101]);
      // 0.2888° of longitude at 51.5° N: 2R·asin(cos 51.5° · sin(0.1444°)) = 12.4219 miles.
      const east = (miles: number) =>
        search(`location-postcode-1=SW1A+1AA&location-distance-1=${miles}`).then((r) =>
          r.hits.map((h) => h.id),
        );
      expect(await east(12.41)).not.toContain(103);
      expect(await east(12.43)).toContain(103);
    } finally {
      await handle.db.execute(
        (await import("drizzle-orm")).sql`delete from notices where id in (101, 102, 103)`,
      );
    }
  });

  it("returns the centre and radius of each postcode block found, for the map", async () => {
    const r = await search(
      "location-postcode-1=SW1A1AA&location-distance-1=15&location-local-authority-2=westminster" +
        "&location-postcode-3=ZZ99+9ZZ&location-postcode-4=SW1A&location-distance-4=1&numberOfLocationSearches=4",
    );
    expect(r.searchAreas).toEqual([
      { postcode: "SW1A 1AA", latitude: BASE.lat, longitude: BASE.lng, miles: 15 },
      // A district is centred on the mean of its postcodes, as the search itself does.
      { postcode: "SW1A", latitude: BASE.lat, longitude: BASE.lng, miles: 1 },
    ]);
    expect(r.unknownLocations).toEqual(["ZZ99 9ZZ"]);
    expect((await search("location-local-authority-1=westminster")).searchAreas).toEqual([]);
    expect((await search("text=widget")).searchAreas).toEqual([]);
  });

  it("finds notices in a local authority, and says which places it does not know", async () => {
    expect((await search("location-local-authority-1=E09000033")).hits.map((h) => h.id)).toEqual([3]);
    expect((await search("location-local-authority-1=westminster")).hits.map((h) => h.id)).toEqual([3]);
    const unknown = await search("location-postcode-1=ZZ99+9ZZ");
    expect(unknown.total).toBe(0);
    expect(unknown.unknownLocations).toEqual(["ZZ99 9ZZ"]);
  });

  it("sorts oldest first and pages", async () => {
    const r = await search("sort-by=oldest-date&results-page-size=2&results-page=2");
    expect(r.hits.map((h) => h.id)).toEqual([2, 3]);
    expect(r.lastPage).toBe(3);
  });

  it("estimates totals and facets from a sample when a text search is too broad to count exactly", async () => {
    // Filter-only searches are counted exactly from the day rollup (search-paging.db.test.ts): words are not.
    const q = widgetQuery();
    const exact = await runSearch(handle.db, q, { exactCountLimit: 10 });
    expect(exact.totalIsApproximate).toBe(false);
    expect(exact.total).toBe(4);
    // Exactly at the limit is still exact: one more match than the limit is what makes it "about".
    const atLimit = await runSearch(handle.db, q, { exactCountLimit: 4 });
    expect(atLimit.totalIsApproximate).toBe(false);
    expect(atLimit.facets.categories.reduce((sum, f) => sum + f.count, 0)).toBe(4);
    const broad = await runSearch(handle.db, q, { exactCountLimit: 3 });
    expect(broad.totalIsApproximate).toBe(true);
    expect(broad.facets.approximate).toBe(true);
    expect(broad.total).toBeGreaterThanOrEqual(4);
    expect(broad.hits.map((h) => h.id)).toEqual(exact.hits.map((h) => h.id));
  });

  it("goes straight to the sample when the planner expects a search far beyond the exact limit", async () => {
    const q = widgetQuery();
    // Records the SQL the search sends: the capped exact pass is the one that reads `limit <cap>` matches.
    const { sent, recording } = recordingSql(handle);
    const expected = await analysedWidgetEstimate(handle);
    // A limit the planner's estimate is at least twice: broad, so no row-by-row count first.
    const limit = Math.max(1, Math.floor(expected / 2));
    expect(expected).toBeGreaterThanOrEqual(2);
    const broad = await runSearch(recording, q, { exactCountLimit: limit });
    expect(broad.totalIsApproximate).toBe(true);
    expect(broad.total).toBeGreaterThanOrEqual(4);
    expect(sent.some((s) => s.includes("tablesample"))).toBe(true);
    expect(sent.some((s) => s.includes(") matches"))).toBe(false);
    // The same search under a limit it fits counts exactly, by the capped pass.
    sent.length = 0;
    const exact = await runSearch(recording, q, { exactCountLimit: 100 });
    expect(exact.totalIsApproximate).toBe(false);
    expect(exact.total).toBe(4);
    expect(sent.some((s) => s.includes(") matches"))).toBe(true);
  });

  it("counts every match, without a sample, when the planner expects a few more than the limit", async () => {
    const q = widgetQuery();
    const { sent, recording } = recordingSql(handle);
    const expected = await analysedWidgetEstimate(handle);
    // A limit under the planner's estimate, which is under twice the limit: not broad, but beyond the limit.
    const limit = Math.floor(expected / 2) + 1;
    expect(expected).toBeGreaterThan(limit);
    // The 4 matches fit in twice the limit, so all of them are read and counted.
    expect(2 * limit).toBeGreaterThanOrEqual(4);
    const result = await runSearch(recording, q, { exactCountLimit: limit });
    expect(sent.some((s) => s.includes("tablesample"))).toBe(false);
    expect(result.total).toBe(4);
    expect(result.facets.categories.reduce((sum, f) => sum + f.count, 0)).toBe(4);
    // Beyond the limit a total is "about", however it was found: paging is the same either way.
    expect(result.totalIsApproximate).toBe(limit < 4);
    expect(result.facets.approximate).toBe(limit < 4);
  });

  it("finds the same notices whichever way the words are matched, and estimates without reading", async () => {
    const criteria: SearchCriteria = {
      text: "winding",
      serviceCodes: null,
      chosenCodes: ["2450", "2452", "2443"],
      editions: [],
      issueNumber: null,
      publishDate: { from: "2026-01-01", to: null },
      dateOfDeath: { from: null, to: null },
      claimExpiry: { from: null, to: null },
      locations: [],
      impossible: false,
    };
    const byIndex = await searchPage(handle.db, { ...criteria, textPlan: "index" }, "latest-date", {
      limit: 10,
      offset: 0,
    });
    const byRow = await searchPage(handle.db, { ...criteria, textPlan: "filter" }, "latest-date", {
      limit: 10,
      offset: 0,
    });
    // Notice 6 also says "winding" but was withdrawn.
    expect(byIndex.map((r) => r.id)).toEqual([2, 1]);
    expect(byRow.map((r) => r.id)).toEqual([2, 1]);
    const estimate = await estimateMatches(handle.db, criteria);
    expect(Number.isFinite(estimate)).toBe(true);
    expect(estimate).toBeGreaterThanOrEqual(1);
  });

  it("treats text as data, never as SQL", async () => {
    const r = await search("text=%27%3B+drop+table+notices%3B+--");
    expect(r.total).toBe(0);
    expect((await search("")).total).toBe(5);
  });
});
