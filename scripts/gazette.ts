/**
 * Operations CLI: `npm run gazette -- <command> [options]`. Works on the same database as the site
 * (DATABASE_URL, or PGlite under DATA_DIR — stop the site first, PGlite allows one process at a time).
 */
import { parseArgs } from "node:util";
import { getEnv } from "../app/config/env.server.ts";
import { type Database, type DatabaseHandle, openDatabase } from "../app/db/client.server.ts";
import { migrateDatabase } from "../app/db/migrate.server.ts";
import { loadGeography } from "../app/demo-data/first-start.server.ts";
import {
  countNotices,
  useBulkLoadMemory,
  withSecondaryIndexesDropped,
} from "../app/demo-data/seed-repository.server.ts";
import { seedDemoData } from "../app/demo-data/seed-service.server.ts";
import { analyseAfterBulkLoad, recordDemoData } from "../app/demo-data/seed-state-repository.server.ts";
import { createUser, createUserSchema } from "../app/features/accounts/create-user.server.ts";
import { USER_ROLES } from "../app/features/accounts/permissions.ts";
import { syncNoticeProduct } from "../app/features/baskets/notice-basket.server.ts";
import {
  importBoundaries,
  importLocalAuthorities,
  importPostcodes,
} from "../app/features/geo/geo-import.server.ts";
import { syncOpeningNoticeFees } from "../app/features/placement/notice-fee-service.server.ts";
import { todayInLondon } from "../app/features/publications/publication-calendar.ts";
import { syncReferenceData } from "../app/features/taxonomy/reference-data-repository.server.ts";

interface Command {
  summary: string;
  usage: string;
  options: Record<string, { type: "string" | "boolean"; short?: string }>;
  run(values: Record<string, string | boolean | undefined>, positionals: string[]): Promise<void>;
}

async function withDatabase<T>(fn: (h: DatabaseHandle) => Promise<T>): Promise<T> {
  const env = getEnv();
  const handle = await openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL, poolSize: 4 }
      : { kind: "pglite", dataDir: env.dataDir },
  );
  try {
    await migrateDatabase(handle);
    await syncReferenceData(handle.db);
    await syncOpeningNoticeFees(handle.db);
    await syncNoticeProduct(handle.db);
    return await fn(handle);
  } finally {
    await handle.close();
  }
}

const commands: Record<string, Command> = {
  "db:migrate": {
    summary: "Create or update the database schema and reference data.",
    usage: "npm run gazette -- db:migrate",
    options: {},
    run: () => withDatabase(async () => console.log("Database is up to date.")),
  },
  seed: {
    summary: "Load deterministic demo data: issues on the real calendars and N realistic notices.",
    usage: "npm run gazette -- seed --notices N [--seed S] [--today YYYY-MM-DD] [--geo DIR]",
    options: {
      notices: { type: "string" },
      seed: { type: "string" },
      today: { type: "string" },
      geo: { type: "string" },
    },
    async run(values) {
      const count = Number(values.notices ?? 20000);
      if (!Number.isInteger(count) || count < 1 || count > 5_000_000)
        throw new Error("--notices must be a whole number from 1 to 5,000,000");
      const today = String(values.today ?? todayInLondon());
      if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error("--today must be a date YYYY-MM-DD");
      const env = getEnv();
      const geoDir = values.geo ? String(values.geo) : env.geoDir;
      await withDatabase(async ({ db, driver }) => {
        if ((await countNotices(db)) > 0)
          throw new Error("The database already has notices: seed an empty database.");
        const started = Date.now();
        const postcodes = geoDir ? await loadGeography(db, geoDir) : [];
        const seed = Number(values.seed ?? env.SEED);
        // A big load builds the notice indexes and checks their foreign keys once at the end instead of
        // row by row; the rows are made in a worker thread while the database takes the previous batch.
        // Progress (a line every few seconds, with the rate and the time left) goes to stderr.
        const load = (d: Database) =>
          withSecondaryIndexesDropped(
            d,
            () =>
              seedDemoData(d, {
                count,
                seed,
                today,
                postcodes,
                log: (m) => console.log(m),
                progress: (line) => process.stderr.write(`${line}\n`),
                generateInWorker: true,
              }),
            (m) => console.log(m),
          );
        // On PostgreSQL the load, the index builds and the record that the demo data is there are one
        // transaction: a load stopped half-way (Ctrl-C, a crash) rolls back to the empty database with
        // its indexes, and the next `seed` or first start begins again. On PGlite the load stays outside
        // a transaction, as it was.
        const report =
          driver === "postgres"
            ? await db.transaction(async (tx) => {
                await useBulkLoadMemory(tx);
                const r = await load(tx);
                await recordDemoData(tx, { ...r, seed });
                return r;
              })
            : await load(db);
        if (driver !== "postgres") await recordDemoData(db, { ...report, seed });
        console.log("Analysing tables…");
        await analyseAfterBulkLoad(db, { vacuum: driver === "postgres" });
        const seconds = (Date.now() - started) / 1000;
        console.log(
          `Seeded ${report.notices} notices and ${report.issues} issues (${report.fromDate} to ${report.toDate}) on ${driver} in ${seconds.toFixed(1)} s (${Math.round(report.notices / seconds)} notices/s).`,
        );
      });
    },
  },
  "geo:import": {
    summary:
      "Import local authorities, their outlines and postcodes (Postcode,lat,long files or ONS NSPL columns pcds,lat,long,laua).",
    usage: "npm run gazette -- geo:import DIR [--areas EH,SW]",
    options: { areas: { type: "string" } },
    async run(values, positionals) {
      const dir = positionals[0];
      if (!dir) throw new Error("Give the folder to import from, e.g. ../shared/data/geo");
      await withDatabase(async ({ db }) => {
        const las = await importLocalAuthorities(db, dir);
        console.log(`${las} local authorities`);
        console.log(`${await importBoundaries(db, dir)} local-authority outlines`);
        const areas =
          typeof values.areas === "string"
            ? values.areas
                .split(",")
                .map((a) => a.trim())
                .filter(Boolean)
            : undefined;
        const result = await importPostcodes(db, dir, {
          areas,
          onProgress: (file, n) => console.log(`${file}: ${n} postcodes`),
        });
        console.log(`Imported ${result.postcodes} postcodes from ${result.files} files.`);
      });
    },
  },
  "users:create": {
    summary: "Create a user who can sign in.",
    usage: `npm run gazette -- users:create --email EMAIL --password PASSWORD --name NAME --role ${USER_ROLES.join("|")}`,
    options: {
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
      role: { type: "string" },
    },
    async run(values) {
      const parsed = createUserSchema.safeParse({
        email: values.email,
        password: values.password,
        name: values.name,
        role: values.role ?? "user",
      });
      if (!parsed.success)
        throw new Error(parsed.error.issues.map((i) => `--${i.path.join(".")}: ${i.message}`).join("\n"));
      await withDatabase(async ({ db }) => {
        const user = await createUser(db, parsed.data);
        console.log(`Created ${user.role} ${user.email} (id ${user.id}).`);
      });
    },
  },
};

function help(): string {
  return [
    "Usage: npm run gazette -- <command> [options]",
    "",
    "Commands:",
    ...Object.entries(commands).map(([name, c]) => `  ${name.padEnd(14)} ${c.summary}`),
    "",
    "Run a command with --help for its options.",
  ].join("\n");
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === "--help" || name === "-h" || name === "help") {
    console.log(help());
    return name ? 0 : 1;
  }
  const command = commands[name];
  if (!command) {
    console.error(`Unknown command: ${name}\n\n${help()}`);
    return 1;
  }
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: rest,
      options: { ...command.options, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\nUsage: ${command.usage}`);
    return 1;
  }
  if (parsed.values.help) {
    console.log(`${command.summary}\n\nUsage: ${command.usage}`);
    return 0;
  }
  try {
    await command.run(parsed.values as Record<string, string | boolean | undefined>, parsed.positionals);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
