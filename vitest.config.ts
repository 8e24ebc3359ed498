import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit and database suites. Database suites (`*.db.test.ts`) run on a fresh PGlite, and once more on
// PostgreSQL when TEST_DATABASE_URL is set (each test file gets its own database there).
const databaseProjects = [
  {
    test: {
      name: "pglite",
      include: [
        "app/**/*.test.ts",
        "bench/**/*.test.ts",
        "scripts/**/*.test.ts",
        "server/**/*.test.ts",
        "tests/*.test.ts",
      ],
      env: { TEST_DB_DRIVER: "pglite" },
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [{ test: { name: "postgres", include: ["app/**/*.db.test.ts"], env: { TEST_DB_DRIVER: "postgres" } } }]
    : []),
];

export default defineConfig({
  test: {
    // One migrated database per run, copied by each database suite (app/db/test-database.server.ts).
    globalSetup: ["app/db/test-database-template.global-setup.ts"],
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, idle whenever
    // its database suite waits on the PostgreSQL server. Every file has its own database, so they can overlap.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: databaseProjects.map((p) => ({
      ...p,
      // Files share their worker's modules (not imported afresh for each file): the unit suite took 423 s
      // isolated and 204 s so on a slow machine (2026-11-29), a quarter of it spent importing. Safe because no
      // file mocks a module, every fake clock is put back, and each database suite opens its own database;
      // runs with the files in shuffled orders passed too.
      test: { ...p.test, testTimeout: 60_000, hookTimeout: 120_000, isolate: false },
    })),
  },
});
