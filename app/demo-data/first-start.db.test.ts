import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { Env } from "../config/env.server.ts";
import type { Database, DatabaseHandle } from "../db/client.server.ts";
import { createTestDatabase } from "../db/test-database.server.ts";
import { prepareDatabase } from "./first-start.server.ts";
import { DEMO_DATA_LOCK, demoDataState } from "./seed-state-repository.server.ts";

const SEED_NOTICES = 40;
const env = {
  SEED_NOTICES,
  SEED: 7,
  geoDir: null,
  DEMO_ACCOUNTS: "off",
  GEO_FULL_IMPORT: "off",
} as unknown as Env;

/**
 * A prepareDatabase call whose log lines are kept, to check what it said it did; `said` resolves once
 * it has logged a matching line.
 */
function logged() {
  const lines: string[] = [];
  const waiting: { match: (line: string) => boolean; resolve: () => void }[] = [];
  const log = (m: string) => {
    lines.push(m);
    for (const w of waiting.filter((w) => w.match(m))) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve();
    }
  };
  const said = (match: (line: string) => boolean) =>
    lines.some(match)
      ? Promise.resolve()
      : new Promise<void>((resolve) => void waiting.push({ match, resolve }));
  return { lines, log, said };
}

async function countNotices(db: Database): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from notices`);
  return r.rows[0]!.n;
}

describe("the first start's demo load", () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  it("loads the demo data once, and a later start leaves it alone", async () => {
    handle = await createTestDatabase();
    const first = logged();
    await prepareDatabase(handle.db, env, first.log);
    expect(await countNotices(handle.db)).toBe(SEED_NOTICES);
    expect(await demoDataState(handle.db)).toBe("done");
    expect(first.lines.some((l) => l.startsWith(`First start: loading ${SEED_NOTICES} demo notices`))).toBe(
      true,
    );
    // The test's environment has no geography folder: the start says what that leaves empty.
    expect(first.lines).toContain(
      "First start: no geography folder (GEO_DIR, or ../shared/data/geo): postcodes, the address finder and the map will be empty",
    );
    const second = logged();
    await prepareDatabase(handle.db, env, second.log);
    expect(await countNotices(handle.db)).toBe(SEED_NOTICES);
    expect(second.lines).toEqual([]);
  });

  it("treats a 'seeding' row left by an interrupted older version as not loaded, and says so", async () => {
    handle = await createTestDatabase();
    await handle.db.execute(
      sql`insert into system_settings (key, value) values ('demo-data', '{"state":"seeding"}'::jsonb)`,
    );
    const { lines, log } = logged();
    await prepareDatabase(handle.db, env, log);
    expect(await countNotices(handle.db)).toBe(SEED_NOTICES);
    expect(await demoDataState(handle.db)).toBe("done");
    expect(lines.join("\n")).toMatch(/earlier demo load was interrupted/);
    expect(lines.some((l) => l.startsWith("Demo data ready"))).toBe(true);
  });

  it("loads the data exactly once when two app servers start together", async () => {
    handle = await createTestDatabase();
    const a = logged();
    const b = logged();
    await Promise.all([prepareDatabase(handle.db, env, a.log), prepareDatabase(handle.db, env, b.log)]);
    expect(await countNotices(handle.db)).toBe(SEED_NOTICES);
    const loads = [...a.lines, ...b.lines].filter((l) => l.startsWith("First start: loading"));
    expect(loads).toHaveLength(1);
  });

  it("takes over from a seeder that dies mid-load, whose half-written work vanishes with it", async () => {
    handle = await createTestDatabase();
    const db = handle.db;
    const probe = sql`select count(*)::int as n from system_settings where key = 'half-written-by-the-dead-seeder'`;
    if (handle.driver === "postgres") {
      // Another server's connection, holding the load lock in an open transaction; then its process
      // "dies": PostgreSQL ends its backend, which rolls back and drops the lock.
      const { default: pg } = await import("pg");
      const name = (await db.execute<{ name: string }>(sql`select current_database() as name`)).rows[0]!.name;
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const seeder = new pg.Client({ connectionString: url.toString() });
      seeder.on("error", () => {});
      await seeder.connect();
      await seeder.query("begin");
      await seeder.query("select pg_advisory_xact_lock($1)", [DEMO_DATA_LOCK]);
      await seeder.query(
        "insert into system_settings (key, value) values ('half-written-by-the-dead-seeder', '{}'::jsonb)",
      );
      const seederPid = (await seeder.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;

      const { lines, log, said } = logged();
      const taking = prepareDatabase(db, env, log);
      // The second server says it waits on the lock (and fails the test at once if it ends instead).
      await Promise.race([
        said((l) => l.includes("waiting for it")),
        taking.then(() => {
          throw new Error("the second server did not wait on the lock");
        }),
      ]);
      expect(await countNotices(db)).toBe(0);
      await db.execute(sql`select pg_terminate_backend(${seederPid})`);
      await taking;
      expect(lines.some((l) => l.startsWith(`First start: loading ${SEED_NOTICES}`))).toBe(true);
      await seeder.end().catch(() => {});
    } else {
      // PGlite's one connection: the dying seeder's transaction fails part-way and rolls back, and the
      // start queued behind it loads the data.
      let fail!: () => void;
      const failed = new Promise<void>((resolve) => {
        fail = resolve;
      });
      const dying = db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_DATA_LOCK})`);
        await tx.execute(
          sql`insert into system_settings (key, value) values ('half-written-by-the-dead-seeder', '{}'::jsonb)`,
        );
        await failed;
        throw new Error("the seeder died");
      });
      const { lines, log } = logged();
      const taking = prepareDatabase(db, env, log);
      fail();
      await expect(dying).rejects.toThrow("the seeder died");
      await taking;
      expect(lines.some((l) => l.startsWith(`First start: loading ${SEED_NOTICES}`))).toBe(true);
    }
    expect(await countNotices(db)).toBe(SEED_NOTICES);
    expect(await demoDataState(db)).toBe("done");
    expect((await db.execute<{ n: number }>(probe)).rows[0]!.n).toBe(0);
  });
});
