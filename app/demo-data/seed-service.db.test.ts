import { existsSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { createTestDatabase } from "../db/test-database.server.ts";
import {
  findPublishedNotice,
  findPublishedNotices,
  latestNotices,
  listNoticeVersions,
  listProvenance,
  relatedNotices,
} from "../features/notices/notice-repository.server.ts";
import { findIssue, latestIssue } from "../features/publications/issue-repository.server.ts";
import { isPublicationDay } from "../features/publications/publication-calendar.ts";
import { loadGeography } from "./first-start.server.ts";
import { seedDemoData } from "./seed-service.server.ts";

const sharedGeo = join(import.meta.dirname, "../../../../shared/data/geo");

describe("seeding and reading the public record", () => {
  let handle: DatabaseHandle;
  let report: Awaited<ReturnType<typeof seedDemoData>>;
  beforeAll(async () => {
    handle = await createTestDatabase();
    const postcodes = existsSync(sharedGeo) ? (await loadGeography(handle.db, sharedGeo)).slice(0, 800) : [];
    report = await seedDemoData(handle.db, { count: 2500, seed: 7, today: "2026-11-20", postcodes });
  });
  afterAll(() => handle.close());

  const rows = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) =>
    (await handle.db.execute<T>(q)).rows;

  it("writes the requested number of published notices, each in an issue of its edition on a publication day", async () => {
    expect(report.notices).toBe(2500);
    const bad = await rows<{ n: number }>(sql`
      select count(*)::int as n from notices n join issues i on i.id = n.issue_id
      where i.edition_id <> n.edition_id or i.published_on <> (n.published_at at time zone 'UTC')::date`);
    expect(bad[0]?.n).toBe(0);
    const dates = await rows<{ edition_id: string; d: string }>(
      sql`select distinct edition_id, published_on::text as d from issues where page_count > 0`,
    );
    for (const r of dates)
      expect(isPublicationDay(r.edition_id as "london", r.d), `${r.edition_id} ${r.d}`).toBe(true);
  });

  it("numbers issues on the real calendars and keeps the London archive back to 1665", async () => {
    const latest = await latestIssue(handle.db, "london");
    expect(latest?.publishedOn).toBe("2026-11-20");
    expect(latest?.number).toBe(64940);
    const first = await findIssue(handle.db, "london", 1);
    expect(first?.publishedOn.startsWith("1665")).toBe(true);
    expect(first?.archived).toBe(true);
    const edinburgh = await latestIssue(handle.db, "edinburgh");
    expect(edinburgh?.number).toBe(28420);
  });

  it("gives pages to every notice, several notices a page", async () => {
    const r = await rows<{ pages: number; notices: number }>(sql`
      select sum(page_count)::int as pages, (select count(*)::int from notices) as notices from issues`);
    expect(r[0]!.pages).toBeGreaterThan(r[0]!.notices / 5);
    expect(r[0]!.pages).toBeLessThanOrEqual(r[0]!.notices);
  });

  it("puts London state notices in their issue's supplement, on pages B1, B2…", async () => {
    const r = await rows<{ page: string; title: string; issue_id: number }>(sql`
      select n.page, s.title, n.issue_id from notices n join supplements s on s.id = n.supplement_id
      where n.edition_id = 'london' and n.notice_code like '11%' limit 1`);
    expect(r[0]?.page).toMatch(/^B\d+$/);
    expect(r[0]?.title).toBe("State Supplement");
    const stray = await rows<{ n: number }>(
      sql`select count(*)::int as n from notices where page like 'B%' and supplement_id is null`,
    );
    expect(stray[0]?.n).toBe(0);
  });

  it("reads a full notice with its type, issue, people and provenance trail", async () => {
    const [latest] = await latestNotices(handle.db, 1);
    const notice = await findPublishedNotice(handle.db, latest!.id);
    expect(notice?.title).toBe(latest!.title);
    expect(notice?.issue?.number).toBeGreaterThan(0);
    expect(notice?.noticeTypeName.length).toBeGreaterThan(0);
    const trail = await listProvenance(handle.db, latest!.id);
    expect(trail.map((t) => t.activity)).toEqual(
      expect.arrayContaining(["received", "validated", "approved", "published"]),
    );
  });

  it("reads many notices at once, in the order asked, leaving out unknown ones", async () => {
    const latest = await latestNotices(handle.db, 3);
    const ids = [latest[2]!.id, 999_999_999, latest[0]!.id];
    const many = await findPublishedNotices(handle.db, ids);
    expect(many.map((n) => n.id)).toEqual([latest[2]!.id, latest[0]!.id]);
    expect(many[1]).toEqual(await findPublishedNotice(handle.db, latest[0]!.id));
  });

  it("keeps version 1 as submitted for corrected notices", async () => {
    const r = await rows<{ id: number }>(sql`select id from notices where version = 2 limit 1`);
    expect(r.length).toBe(1);
    const versions = await listNoticeVersions(handle.db, r[0]!.id);
    expect(versions.map((v) => v.version)).toEqual([1]);
    const trail = await listProvenance(handle.db, r[0]!.id);
    expect(trail.some((t) => t.activity === "corrected")).toBe(true);
  });

  it("relates notices about the same company, the company's history first", async () => {
    const r = await rows<{ company_number: string; id: number }>(sql`
      select company_number, min(notice_id)::int as id from notice_companies group by company_number having count(*) >= 3 limit 1`);
    const notice = await findPublishedNotice(handle.db, r[0]!.id);
    const related = await relatedNotices(handle.db, notice!);
    const sameCompany = await rows<{ id: number }>(
      sql`select notice_id as id from notice_companies where company_number = ${r[0]!.company_number} and notice_id <> ${r[0]!.id}`,
    );
    const expected = new Set(sameCompany.map((x) => x.id));
    expect(related.length).toBeGreaterThanOrEqual(Math.min(2, expected.size));
    expect(expected.has(related[0]!.id)).toBe(true);
  });

  it("returns nothing for notices that are not published", async () => {
    const [latest] = await latestNotices(handle.db, 1);
    await handle.db.execute(sql`update notices set status = 'withdrawn' where id = ${latest!.id}`);
    expect(await findPublishedNotice(handle.db, latest!.id)).toBeNull();
    await handle.db.execute(sql`update notices set status = 'published' where id = ${latest!.id}`);
  });

  it("finds notices by weighted full-text search", async () => {
    const r = await rows<{ n: number }>(
      sql`select count(*)::int as n from notices where search @@ websearch_to_tsquery('english', 'liquidator')`,
    );
    expect(r[0]!.n).toBeGreaterThan(10);
  });
});
