/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when the suite runs in the
 * "postgres" project — a new database on the TEST_DATABASE_URL server, dropped afterwards.
 *
 * Migrating and loading the reference data for every file cost 1.5–4 s each; the suite's global set-up
 * (test-database-template.global-setup.ts) does it once and leaves a template: a dumped PGlite data
 * directory, and a PostgreSQL database to copy. Without that set-up (a file run on its own by another
 * runner) each database is built from nothing, as before.
 */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { syncNoticeProduct } from "../features/baskets/notice-basket.server.ts";
import { syncOpeningNoticeFees } from "../features/placement/notice-fee-service.server.ts";
import { syncReferenceData } from "../features/taxonomy/reference-data-repository.server.ts";
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from "./client.server.ts";
import { migrateDatabase } from "./migrate.server.ts";

/** Where the global set-up left its templates (environment variables reach every test worker). */
export const TEMPLATE_ENV = {
  pgliteDump: "GAZETTE_TEST_PGLITE_TEMPLATE",
  postgresDatabase: "GAZETTE_TEST_POSTGRES_TEMPLATE",
} as const;

/** A migrated database with the reference data, built from nothing. */
export async function buildMigratedDatabase(
  target: Parameters<typeof openDatabase>[0],
): Promise<DatabaseHandle> {
  const handle = await openDatabase(target);
  await migrateDatabase(handle);
  await syncReferenceData(handle.db);
  await syncOpeningNoticeFees(handle.db);
  await syncNoticeProduct(handle.db);
  return handle;
}

let pgliteTemplate: Promise<Blob> | null = null;

async function createPgliteDatabase(): Promise<DatabaseHandle> {
  const dump = process.env[TEMPLATE_ENV.pgliteDump];
  if (!dump) return buildMigratedDatabase({ kind: "pglite", dataDir: null });
  pgliteTemplate ??= readFile(dump).then((bytes) => new Blob([bytes]));
  return openDatabase({ kind: "pglite", dataDir: null, loadDataDir: await pgliteTemplate });
}

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_DRIVER !== "postgres" || !url) return createPgliteDatabase();
  return (await createPostgresDatabase(url)).handle;
}

/**
 * A test database another process can open too (a child process killed mid-work, then the work resumed):
 * the open handle and its target. PGlite is one process per directory, so for PGlite it lives in
 * `dataDir` and the caller closes the handle before a child opens it.
 */
export async function createSharedTestDatabase(
  dataDir: string,
): Promise<{ handle: DatabaseHandle; target: DatabaseTarget }> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_DRIVER === "postgres" && url) return createPostgresDatabase(url);
  const target = { kind: "pglite", dataDir } as const;
  const dump = process.env[TEMPLATE_ENV.pgliteDump];
  const handle = dump
    ? await openDatabase({ ...target, loadDataDir: new Blob([await readFile(dump)]) })
    : await buildMigratedDatabase(target);
  return { handle, target };
}

async function createPostgresDatabase(
  url: string,
): Promise<{ handle: DatabaseHandle; target: DatabaseTarget }> {
  const { default: pg } = await import("pg");
  const name = `gazette_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const template = process.env[TEMPLATE_ENV.postgresDatabase];
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const target = { kind: "postgres", url: dbUrl.toString(), poolSize: 4 } as const;
  const handle = template ? await openDatabase(target) : await buildMigratedDatabase(target);
  return {
    target,
    handle: {
      ...handle,
      close: async () => {
        await handle.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    },
  };
}

/** The database with every statement sent through it recorded as JSON text (its SQL and parameters). */
export function recordingSql(handle: DatabaseHandle): { sent: string[]; recording: DatabaseHandle["db"] } {
  const sent: string[] = [];
  const recording = new Proxy(handle.db, {
    get(target, key, receiver) {
      if (key !== "execute") return Reflect.get(target, key, receiver);
      return (query: Parameters<typeof target.execute>[0]) => {
        sent.push(JSON.stringify(query));
        return target.execute(query);
      };
    },
  }) as typeof handle.db;
  return { sent, recording };
}
