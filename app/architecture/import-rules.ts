/**
 * The import rules that keep the layers apart (issue 10): only repositories touch the database, routes go
 * through services, a feature uses another feature through its service or a named public module, lib and
 * components never reach a repository or a route, and the job queue knows no feature. Pure: it is handed
 * each file's path and its import specifiers (import-specifiers.ts reads them), so it is tested on invented
 * files as well as run over the real tree by import-rules.test.ts, part of `npm test`.
 *
 * Test code (`*.test.ts`, `*.test-helper.server.ts`, tests/) may set up with any repository, drizzle and
 * the demo-data seeders; the other rules apply to it too.
 */
import { posix } from "node:path";

export interface SourceFile {
  /** Relative to the project root, with forward slashes: "app/routes/public/home.tsx". */
  path: string;
  /** The specifiers exactly as written in the file. */
  imports: readonly string[];
}

export interface Violation {
  file: string;
  import: string;
  rule: RuleId;
  message: string;
}

export type RuleId = "R1" | "R2" | "R3" | "R4" | "R5" | "R6";

export const RULE_MESSAGES: Record<RuleId, string> = {
  R1: "Only a *-repository.server.ts module may use drizzle-orm, app/db/schema or app/db/sql-helpers: move the query into a repository and call it from a service.",
  R2: "A route never imports a repository: call the feature's service.",
  R3: "A feature never imports another feature's repository: call that feature's service or a named public module.",
  R4: "A feature never imports app/routes, server/ or app/demo-data: those depend on features, not the other way round.",
  R5: "app/lib and app/components are shared by every feature: they never import a feature's repository or a route.",
  R6: "app/features/jobs is the queue only: it imports no other feature (handlers are registered from outside).",
};

export interface Exception {
  file: string;
  /** A module, or a folder ending in "/" for any module under it. */
  target: string;
  rule: RuleId;
  reason: string;
}

/**
 * Imports the rules would refuse but that are allowed, each with its reason. A decision to revisit, not a
 * loophole: keep the list short. The test also fails on an entry that no longer excuses anything.
 */
export const EXCEPTIONS: readonly Exception[] = [
  {
    file: "app/features/vocabularies/data-examples.ts",
    target: "app/demo-data/generators/",
    rule: "R4",
    reason:
      "The /def documents list the data fields real notices carry (ADR 013). For notice types placed without a web form the only description of those fields is the demo-data notice generators: pure, deterministic, no database. Handing them in from the routes instead would spread this one dependency over three call sites and the per-process cache.",
  },
];

/** The specifier as a project path (for "./x", "../x" and "#app/x"), or the package name as written. */
export function resolveImport(fromFile: string, specifier: string): string {
  if (specifier.startsWith("#app/")) return `app/${specifier.slice("#app/".length)}`;
  if (specifier.startsWith("./") || specifier.startsWith("../")) {
    return posix.normalize(posix.join(posix.dirname(fromFile), specifier));
  }
  return specifier;
}

const isTest = (path: string) =>
  path.startsWith("tests/") || /\.test\.tsx?$/.test(path) || /\.test-helper(\.server)?\.tsx?$/.test(path);
const isRepository = (path: string) => /-repository\.server\.tsx?$/.test(path);
const featureOf = (path: string) => /^app\/features\/([^/]+)\//.exec(path)?.[1] ?? null;
const under = (path: string, ...folders: string[]) => folders.some((f) => path.startsWith(`${f}/`));

/**
 * Modules that hold or build SQL: drizzle itself, the table definitions and our SQL helpers. The lists of
 * stored words (db/schema/*-values.ts) are pure data that forms and rules share with the CHECKs.
 */
const isDatabaseModule = (target: string) =>
  target === "drizzle-orm" ||
  target.startsWith("drizzle-orm/") ||
  (/^app\/db\/schema(\.ts|\/|$)/.test(target) && !/^app\/db\/schema\/[a-z-]+-values\.ts$/.test(target)) ||
  /^app\/db\/sql-helpers(\.server)?(\.ts)?$/.test(target);

function brokenRules(file: string, target: string): RuleId[] {
  const broken: RuleId[] = [];
  const test = isTest(file);
  const feature = featureOf(file);

  if (
    !test &&
    !isRepository(file) &&
    under(file, "app/features", "app/routes", "app/components", "app/demo-data", "app/lib") &&
    isDatabaseModule(target)
  ) {
    broken.push("R1");
  }
  if (!test && under(file, "app/routes") && isRepository(target)) broken.push("R2");
  if (!test && feature && isRepository(target)) {
    const targetFeature = featureOf(target);
    if (targetFeature && targetFeature !== feature) broken.push("R3");
  }
  // Tests may set up with the demo-data seeders; nothing in a feature may reach a route or the server.
  const isRoute = under(target, "app/routes") || target === "app/routes.ts";
  if (feature && (isRoute || under(target, "server") || (!test && under(target, "app/demo-data")))) {
    broken.push("R4");
  }
  if (
    under(file, "app/lib", "app/components") &&
    ((under(target, "app/features") && isRepository(target)) || isRoute)
  ) {
    broken.push("R5");
  }
  if (feature === "jobs") {
    const targetFeature = featureOf(target);
    if (targetFeature && targetFeature !== "jobs") broken.push("R6");
  }
  return broken;
}

const covers = (e: Exception, file: string, target: string, rule: RuleId) =>
  e.file === file &&
  e.rule === rule &&
  (e.target.endsWith("/") ? target.startsWith(e.target) : e.target === target);

export interface Findings {
  violations: Violation[];
  /** Exceptions that excused nothing: the import they allowed is gone, so they should go too. */
  unusedExceptions: Exception[];
}

export function checkImports(
  files: readonly SourceFile[],
  exceptions: readonly Exception[] = EXCEPTIONS,
): Findings {
  const violations: Violation[] = [];
  const used = new Set<Exception>();
  for (const file of files) {
    for (const specifier of file.imports) {
      const target = resolveImport(file.path, specifier);
      for (const rule of brokenRules(file.path, target)) {
        const excuse = exceptions.find((e) => covers(e, file.path, target, rule));
        if (excuse) used.add(excuse);
        else violations.push({ file: file.path, import: specifier, rule, message: RULE_MESSAGES[rule] });
      }
    }
  }
  return { violations, unusedExceptions: exceptions.filter((e) => !used.has(e)) };
}
