import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertNotices, type NoticeInsert } from "../demo-data/seed-repository.server.ts";
import type { DatabaseHandle } from "./client.server.ts";
import { createTestDatabase } from "./test-database.server.ts";

/**
 * The day and year rollups (migrations 0009, 0020) against the notices themselves, after every kind of
 * write their triggers answer: insert, update (withdrawal, a new date), delete and truncate.
 */
describe("the notice rollups", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  const notice = (id: number, noticeCode: string, publishedAt: string): NoticeInsert => ({
    id,
    noticeCode,
    editionId: id % 2 ? "london" : "edinburgh",
    issueId: null,
    page: "1",
    pageNumber: 1,
    title: `Notice ${id}`,
    bodyText: "A notice.",
    bodyHtml: "<p>A notice.</p>",
    data: {},
    publishedAt,
    earliestPublicationAt: publishedAt,
    submittedAt: publishedAt,
    placingOrganisationId: null,
    version: 1,
    companyNumber: null,
    latitude: null,
    longitude: null,
  });

  /** Differences between each rollup and a count of the published notices (none when they agree). */
  async function disagreements() {
    const r = await handle.db.execute<{ kind: string; key: string; rollup: number; counted: number }>(sql`
      with counted as (
        select (published_at at time zone 'Europe/London')::date as day, notice_code, edition_id, count(*)::int as n
        from notices where status = 'published' and published_at is not null group by 1, 2, 3
      ), by_day as (
        select 'day' as kind, coalesce(c.day, d.day)::text || ' ' || coalesce(c.notice_code, d.notice_code) as key,
          coalesce(d.notices, 0) as rollup, coalesce(c.n, 0) as counted
        from counted c full join notice_day_counts d
          on d.day = c.day and d.notice_code = c.notice_code and d.edition_id = c.edition_id
      ), by_year as (
        select 'year' as kind, coalesce(c.year, y.year)::text || ' ' || coalesce(c.notice_code, y.notice_code) as key,
          coalesce(y.notices, 0) as rollup, coalesce(c.n, 0) as counted
        from (select extract(year from day)::int as year, notice_code, edition_id, sum(n)::int as n
              from counted group by 1, 2, 3) c
        full join notice_year_counts y
          on y.year = c.year and y.notice_code = c.notice_code and y.edition_id = c.edition_id
      )
      select * from by_day where rollup <> counted union all select * from by_year where rollup <> counted`);
    return r.rows;
  }

  const total = async (table: "notice_day_counts" | "notice_year_counts") =>
    Number(
      (
        await handle.db.execute<{ n: number }>(
          sql`select coalesce(sum(notices), 0)::int as n from ${sql.identifier(table)}`,
        )
      ).rows[0]!.n,
    );

  it("agree with the notices after inserts, updates, deletes and a truncate", async () => {
    await insertNotices(handle.db, [
      notice(1, "2903", "2024-12-31T23:30:00Z"), // 31 December in London (GMT)
      notice(2, "2903", "2025-06-30T23:30:00Z"), // 1 July in London (BST)
      notice(3, "2450", "2025-12-31T23:59:00Z"),
      notice(4, "2450", "2026-01-01T00:00:00Z"),
      notice(5, "2903", "2026-03-02T07:00:00Z"),
    ]);
    expect(await disagreements()).toEqual([]);
    expect(await total("notice_year_counts")).toBe(5);

    await handle.db.execute(sql`update notices set status = 'withdrawn' where id = 2`);
    await handle.db.execute(sql`update notices set published_at = '2027-01-01T12:00:00Z' where id = 3`);
    expect(await disagreements()).toEqual([]);
    expect(await total("notice_year_counts")).toBe(4);

    await handle.db.execute(sql`delete from notices where id in (4, 5)`);
    expect(await disagreements()).toEqual([]);
    expect(await total("notice_year_counts")).toBe(2);

    await handle.db.execute(sql`truncate notices cascade`);
    expect(await total("notice_day_counts")).toBe(0);
    expect(await total("notice_year_counts")).toBe(0);
  });
});
