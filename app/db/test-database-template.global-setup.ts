/**
 * Vitest global set-up: builds the migrated, reference-loaded database once per run, so that each
 * database suite copies it (test-database.server.ts) instead of migrating its own. Building it here also
 * proves every migration applies to an empty database, on each engine the run covers.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildMigratedDatabase, TEMPLATE_ENV } from "./test-database.server.ts";

export default async function setup(): Promise<() => Promise<void>> {
  const cleanups: (() => Promise<void>)[] = [];

  const dir = await mkdtemp(join(tmpdir(), "gazette-test-template-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const pglite = await buildMigratedDatabase({ kind: "pglite", dataDir: null });
  const client = (pglite.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }).$client;
  const dump = join(dir, "pglite.tar");
  await writeFile(dump, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await pglite.close();
  process.env[TEMPLATE_ENV.pgliteDump] = dump;

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const { default: pg } = await import("pg");
    const name = `gazette_template_${process.pid}_${randomBytes(4).toString("hex")}`;
    const run = async (sqlText: string) => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query(sqlText);
      } finally {
        await admin.end();
      }
    };
    await run(`create database ${name}`);
    cleanups.push(() => run(`drop database if exists ${name} with (force)`));
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const template = await buildMigratedDatabase({ kind: "postgres", url: dbUrl.toString(), poolSize: 2 });
    // A database is copied only while nobody is connected to it.
    await template.close();
    process.env[TEMPLATE_ENV.postgresDatabase] = name;
  }

  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
}
