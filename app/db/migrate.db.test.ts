import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.server.ts";
import { migrateDatabase } from "./migrate.server.ts";
import { createTestDatabase } from "./test-database.server.ts";

describe("migrations", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("create the schema and load the reference data", async () => {
    const rows = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from notice_types`);
    expect(rows.rows[0]?.n).toBe(184);
  });

  it("are idempotent", async () => {
    await migrateDatabase(handle);
    const rows = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from editions`);
    expect(rows.rows[0]?.n).toBe(3);
  });

  it("keep the search vector weighted and in the row", async () => {
    const res = await handle.db.execute<{ v: string }>(
      sql`select (setweight(to_tsvector('english', 'Winding'), 'A'))::text as v`,
    );
    expect(res.rows[0]?.v).toContain(":1A");
    const storage = await handle.db.execute<{ s: string }>(
      sql`select attstorage::text as s from pg_attribute where attrelid = 'notices'::regclass and attname = 'search'`,
    );
    expect(storage.rows[0]?.s).toBe("m");
  });
});
