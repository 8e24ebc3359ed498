/**
 * The settings the app relies on (session-settings.server.ts) on PostgreSQL (TEST_DATABASE_URL): every
 * connection of the app's pool has them, and once the start has made them the role's defaults in the
 * database, a connection made without any startup options (as a pooler's is) has them too. PGlite has one
 * in-process connection: nothing to do there.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.server.ts";
import { applyRoleSettings, SESSION_SETTINGS } from "./session-settings.server.ts";
import { createTestDatabase } from "./test-database.server.ts";

describe("the PostgreSQL settings the app relies on", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("are the pool's, and become the role's defaults so a bare connection has them", async () => {
    // PGlite: one connection in this process, nothing a pooler could open.
    if (handle.driver !== "postgres") {
      expect(await applyRoleSettings(handle)).toBe(false);
      return;
    }
    // biome-ignore lint/suspicious/noExplicitAny: the pool behind the drizzle instance
    const pool = (handle.db as any).$client as pg.Pool;
    // One after another: a pg client runs one query at a time (queueing more is deprecated).
    const shown = async (client: { query: pg.Pool["query"] }) => {
      const values: [string, string | undefined][] = [];
      for (const name of Object.keys(SESSION_SETTINGS))
        values.push([name, ((await client.query(`show ${name}`)).rows[0] as Record<string, string>)[name]]);
      return Object.fromEntries(values);
    };
    expect(await shown(pool)).toEqual(SESSION_SETTINGS);
    expect(await applyRoleSettings(handle)).toBe(true);
    const bare = new pg.Client({ connectionString: pool.options.connectionString });
    await bare.connect();
    try {
      expect(await shown(bare)).toEqual(SESSION_SETTINGS);
    } finally {
      await bare.end();
    }
  });
});
