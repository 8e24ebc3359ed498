import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { yearInLondon } from "./search-repository.server.ts";

describe("a notice's year in London, as the facets count it", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  /** Instants where the fast year and the exact one differ, of every minute 3 hours either side of each New Year. */
  async function disagreements(now: Date, fromYear: number, toYear: number) {
    const r = await handle.db.execute<{ published_at: string; fast: number; exact: number }>(sql`
      select n.published_at::text, ${yearInLondon(now)} as fast,
        extract(year from n.published_at at time zone 'Europe/London')::int as exact
      from (
        select (make_timestamp(y, 1, 1, 0, 0, 0) at time zone 'UTC') + m * interval '1 minute' as published_at
        from generate_series(${fromYear}::int, ${toYear}::int) y, generate_series(-180, 180) m
      ) n
      where ${yearInLondon(now)} is distinct from extract(year from n.published_at at time zone 'Europe/London')::int`);
    return r.rows;
  }

  it("is the exact year round every New Year of this century and the archive's", async () => {
    expect(await disagreements(new Date("2026-11-30T00:00:00Z"), 2000, 2030)).toEqual([]);
    expect(await disagreements(new Date("2026-11-30T00:00:00Z"), 1665, 1700)).toEqual([]);
  });

  it("follows London's own New Year where it was not at midnight in Greenwich", async () => {
    // 1968–71: British Standard Time all year (UTC+1); before 1847: London's mean time (1 min 15 s behind).
    const now = new Date("1970-06-01T00:00:00Z");
    expect(await disagreements(now, 1960, 1975)).toEqual([]);
    expect(await disagreements(new Date("1846-06-01T00:00:00Z"), 1836, 1850)).toEqual([]);
    const r = await handle.db.execute<{ year: number }>(
      sql`select ${yearInLondon(now)} as year from (select timestamptz '1969-12-31 23:30:00+00' as published_at) n`,
    );
    expect(r.rows[0]?.year).toBe(1970);
  });

  it("is null for a notice without a publication date", async () => {
    const r = await handle.db.execute<{ year: number | null }>(
      sql`select ${yearInLondon()} as year from (select null::timestamptz as published_at) n`,
    );
    expect(r.rows[0]?.year).toBeNull();
  });
});
