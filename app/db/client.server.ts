/**
 * Opens the database: embedded PGlite under DATA_DIR by default, or a PostgreSQL server when
 * DATABASE_URL is set. Both speak one SQL dialect and share one schema and one set of migrations.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import type { PgDatabase } from "drizzle-orm/pg-core";
import { acquireDirectoryLock } from "./directory-lock.server.ts";
import * as schema from "./schema.ts";
import { SESSION_OPTIONS } from "./session-settings.server.ts";

/**
 * Typed as the node-postgres flavour so that `execute<T>()` results carry `rows: T[]`; PGlite's results
 * have the same shape.
 */
export type Database = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /** Runs SQL that may hold several statements (PGlite's query() refuses those). */
  execScript(sqlText: string): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | {
      kind: "postgres";
      url: string;
      poolSize?: number;
      /** Reached through a transaction-mode pooler (PgBouncer), which takes no startup options. */
      pooled?: boolean;
    }
  | {
      kind: "pglite";
      dataDir: string | null;
      /** A dumped data directory (`dumpDataDir`) to start from instead of an empty cluster: tests' template. */
      loadDataDir?: Blob;
    };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    // Search-heavy work: facets and ranking need memory, and JIT costs more than it saves on these queries
    // (session-settings.server.ts). Behind a pooler the startup options are not passed: the role's
    // defaults carry them instead.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      ...(target.pooled ? {} : { options: SESSION_OPTIONS }),
    });
    pool.on("error", (err) => console.error("[db] idle client error", err.message));
    const db = drizzle({ client: pool, schema }) as unknown as Database;
    return {
      db,
      driver: "postgres",
      execScript: async (sqlText) => {
        await pool.query(sqlText);
      },
      close: () => pool.end(),
    };
  }

  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  let release = () => {};
  if (target.dataDir) {
    mkdirSync(target.dataDir, { recursive: true });
    // PGlite has one connection and no lock of its own: two processes on one directory would corrupt it.
    release = acquireDirectoryLock(target.dataDir);
  }
  let client: InstanceType<typeof PGlite>;
  try {
    client = await PGlite.create(target.dataDir ? join(target.dataDir, "pglite") : undefined, {
      // Always the same extensions: a directory that used one must be reopened with it.
      extensions: { pg_trgm },
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzle({ client, schema }) as unknown as Database;
  return {
    db,
    driver: "pglite",
    execScript: async (sqlText) => {
      await client.exec(sqlText);
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}
