import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { seedDemoData } from "../../demo-data/seed-service.server.ts";
import { LANDING_LATEST_NOTICES, serviceLanding } from "./service-landing-service.server.ts";

describe("service landing pages' latest notices", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedDemoData(handle.db, { count: 1200, seed: 11, today: "2026-11-20", postcodes: [] });
  });
  afterAll(() => handle.close());

  /** The newest published notices of the given types, as the database orders them. */
  async function newest(where: ReturnType<typeof sql>): Promise<number[]> {
    const r = await handle.db.execute<{ id: number }>(sql`
      select id from notices where status = 'published' and ${where}
      order by published_at desc, id desc limit ${LANDING_LATEST_NOTICES}`);
    return r.rows.map((x) => Number(x.id));
  }

  it("lists the newest insolvency notices, and only those", async () => {
    const page = await serviceLanding(handle.db, "insolvency");
    expect(page.latest).toHaveLength(LANDING_LATEST_NOTICES);
    for (const n of page.latest) expect(n.noticeCode.slice(0, 2), String(n.id)).toMatch(/^2[45]$/);
    expect(page.latest.map((n) => n.id)).toEqual(await newest(sql`left(notice_code, 2) in ('24', '25')`));
  });

  it("lists the newest deceased estates notices for wills and probate", async () => {
    const page = await serviceLanding(handle.db, "wills-and-probate");
    expect(page.latest.length).toBeGreaterThan(0);
    for (const n of page.latest) expect(n.noticeCode).toBe("2903");
    expect(page.latest.map((n) => n.id)).toEqual(await newest(sql`notice_code = '2903'`));
    expect(page.allNoticesLabel).toBe("All wills and probate notices");
  });
});
