/**
 * Issue compilation benchmark (issue 13, "Speed": a 500-notice London issue with its PDFs in ≤ 60 s).
 *
 *   npm run bench:compile [-- --notices 500]                     (PGlite, in a temporary directory)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:compile   (PostgreSQL)
 *
 * A fresh migrated database (on PostgreSQL a new database, dropped after) gets `--notices` scheduled
 * London notices placed through the workflow's own steps (the test hook's createTestNotice), spread over
 * five types in four categories (a tenth are State notices, for the supplement), each with a body of
 * about 150 words as a real notice has. Then, timed: compiling the next issue (one transaction: numbering,
 * layout, a `publish` step per notice, the pages placed) and printing it (every page's PDF and the
 * whole issue's, stored). Setting up is not timed.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildMigratedDatabase } from "../app/db/test-database.server.ts";
import { createTestUser } from "../app/features/accounts/test-users.server.ts";
import {
  compileNextIssue,
  printIssue,
} from "../app/features/issue-compilation/compilation-service.server.ts";
import { createTestNotice } from "../app/features/my-notices/test-notices.server.ts";

const { values } = parseArgs({ options: { notices: { type: "string", default: "500" } } });
const count = Number(values.notices);
const CODES = ["1101", "2441", "2450", "2503", "2903", "2903", "2903", "2450", "2503", "2903"];
const NOW = new Date("2026-11-24T06:00:00Z");
const SITE = "https://www.thegazette.co.uk";

const BODY =
  "Notice is hereby given that creditors of the above-named are required to send their names and addresses and the particulars of their debts or claims, with the names and addresses of their solicitors, if any, to the undersigned, on or before the date given, and, if so required by notice in writing, to come in and prove their debts or claims at such time and place as shall be specified in the notice, or in default thereof they will be excluded from the benefit of any distribution made before such debts are proved. Any person who has a claim against the estate should write to the personal representatives at the address shown, quoting the reference given, within the time allowed by law. Dated this day by the personal representatives of the estate, for the purposes of this benchmark.";

async function target(): Promise<{ kind: "postgres" | "pglite"; where: string; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url?.startsWith("postgres")) {
    const name = `gazette_bench_compile_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const db = new URL(url);
    db.pathname = `/${name}`;
    return {
      kind: "postgres",
      where: db.toString(),
      drop: async () => {
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "bench-compile-"));
  return { kind: "pglite", where: dir, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

const place = await target();
const handle = await buildMigratedDatabase(
  place.kind === "postgres"
    ? { kind: "postgres", url: place.where }
    : { kind: "pglite", dataDir: place.where },
);
try {
  const { db } = handle;
  await createTestUser(db, { email: "bench@compile.test", name: "Bench Placer" });
  const setupStarted = Date.now();
  for (let i = 0; i < count; i++) {
    await createTestNotice(db, {
      email: "bench@compile.test",
      status: "scheduled",
      noticeCode: CODES[i % CODES.length],
      title: `Benchmark notice ${i}`,
      earliestPublicationAt: "2026-11-23T09:00:00Z",
    });
  }
  // Each body as long as a real notice's, as the notice page and the PDF will have it.
  await db.execute(sql`
    update notices set body_text = ${BODY} || ' Reference ' || id, body_html = '<p>' || ${BODY} || ' Reference ' || id || '</p>'
    where status = 'scheduled'`);
  console.log(`setup: ${count} scheduled notices in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s`);

  const started = performance.now();
  const outcome = await compileNextIssue(db, "london", { now: NOW });
  const compiled = performance.now();
  if (outcome.kind !== "compiled") throw new Error(`nothing compiled: ${JSON.stringify(outcome)}`);
  const pages = await printIssue(db, "london", outcome.issue.number, SITE);
  const printed = performance.now();
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  console.log(
    JSON.stringify(
      {
        engine: place.kind,
        cpus: cpus().length,
        load: loadavg()[0]?.toFixed(1),
        issue: outcome.issue.number,
        notices: outcome.issue.notices,
        pages,
        supplementPages: outcome.issue.supplementPageCount,
        compileSeconds: seconds(compiled - started),
        printSeconds: seconds(printed - compiled),
        totalSeconds: seconds(printed - started),
      },
      null,
      2,
    ),
  );
} finally {
  await handle.close();
  await place.drop();
}
