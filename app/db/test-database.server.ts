/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when the suite runs in the
 * "postgres" project — a new database on the TEST_DATABASE_URL server, dropped afterwards.
 */
import { randomBytes } from "node:crypto";
import { syncOpeningNoticeFees } from "../features/placement/notice-fee-service.server.ts";
import { syncReferenceData } from "../features/taxonomy/reference-data-repository.server.ts";
import { type DatabaseHandle, openDatabase } from "./client.server.ts";
import { migrateDatabase } from "./migrate.server.ts";

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_DRIVER !== "postgres" || !url) {
    const handle = await openDatabase({ kind: "pglite", dataDir: null });
    await migrateDatabase(handle);
    await syncReferenceData(handle.db);
    await syncOpeningNoticeFees(handle.db);
    return handle;
  }
  const { default: pg } = await import("pg");
  const name = `gazette_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: dbUrl.toString(), poolSize: 4 });
  await migrateDatabase(handle);
  await syncReferenceData(handle.db);
  await syncOpeningNoticeFees(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
