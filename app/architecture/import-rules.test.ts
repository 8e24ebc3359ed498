import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../lib/project-path.server.ts";
import { checkImports, EXCEPTIONS, type RuleId, resolveImport, type SourceFile } from "./import-rules.ts";
import { importSpecifiers } from "./import-specifiers.ts";

/** Every TypeScript source under the folders, as project paths with their import specifiers. */
function sourceTree(...folders: string[]): SourceFile[] {
  const root = projectRoot();
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) {
        files.push({
          path: relative(root, full).split(sep).join("/"),
          imports: importSpecifiers(readFileSync(full, "utf8")),
        });
      }
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return files;
}

/** A file that exists only here, read through the same lexer as the real tree. */
const fixture = (path: string, source: string): SourceFile => ({ path, imports: importSpecifiers(source) });

/** The rules a lone fixture breaks (no exceptions apply to invented files). */
const broken = (file: SourceFile): RuleId[] => checkImports([file], []).violations.map((v) => v.rule);

describe("the import rules hold in the real tree", () => {
  const tree = sourceTree("app", "server", "scripts");

  it("reads the whole tree, imports and all", () => {
    expect(tree.length).toBeGreaterThan(400);
    const home = tree.find((f) => f.path === "app/routes/public/home.tsx");
    expect(home?.imports).toContain("../../features/notices/notice-service.server.ts");
  });

  it("has no violations", () => {
    const { violations } = checkImports(tree);
    // Listed in full, so a failure names every file, import and rule at once.
    expect(violations.map((v) => `${v.rule} ${v.file} imports ${v.import}: ${v.message}`)).toEqual([]);
  });

  it("has no exception left that excuses nothing", () => {
    expect(checkImports(tree).unusedExceptions).toEqual([]);
  });

  it("gives every exception a reason", () => {
    for (const e of EXCEPTIONS) expect(e.reason.length).toBeGreaterThan(20);
  });
});

describe("the import rules catch deliberate violations", () => {
  it("R1: only a repository imports drizzle-orm, the schema or the SQL helpers", () => {
    expect(
      broken(fixture("app/features/notices/notice-service.server.ts", `import { eq } from "drizzle-orm";`)),
    ).toEqual(["R1"]);
    expect(
      broken(
        fixture("app/features/accounts/user-tokens.server.ts", `import { users } from "../../db/schema.ts";`),
      ),
    ).toEqual(["R1"]);
    expect(
      broken(fixture("app/routes/public/home.tsx", `import type { SQL } from "drizzle-orm/sql";`)),
    ).toEqual(["R1"]);
    expect(
      broken(
        fixture("app/components/ui/table.tsx", `import { arrayParam } from "#app/db/sql-helpers.server.ts";`),
      ),
    ).toEqual(["R1"]);
    // After the schema is split into app/db/schema/*.
    expect(
      broken(fixture("app/lib/paging.ts", `import { notices } from "../db/schema/notices.ts";`)),
    ).toEqual(["R1"]);
  });

  it("R1: a repository may, and anyone may take the Database type from the client", () => {
    expect(
      broken(
        fixture(
          "app/features/notices/notice-repository.server.ts",
          `import { eq } from "drizzle-orm";\nimport { notices } from "../../db/schema.ts";`,
        ),
      ),
    ).toEqual([]);
    expect(
      broken(
        fixture(
          "app/features/notices/notice-service.server.ts",
          `import type { Database } from "../../db/client.server.ts";`,
        ),
      ),
    ).toEqual([]);
  });

  it("R2: a route never imports a repository", () => {
    expect(
      broken(
        fixture(
          "app/routes/public/home.tsx",
          `import { latestNotices } from "../../features/notices/notice-repository.server.ts";`,
        ),
      ),
    ).toEqual(["R2"]);
    expect(
      broken(
        fixture(
          "app/routes/my-gazette/images/images.tsx",
          `import type { ImageSummary } from "#app/features/images/images-repository.server.ts";`,
        ),
      ),
    ).toEqual(["R2"]);
  });

  it("R3: a service never imports another feature's repository, only its own", () => {
    expect(
      broken(
        fixture(
          "app/features/publications/issue-service.server.ts",
          `import { findPublishedNotices } from "../notices/notice-repository.server.ts";`,
        ),
      ),
    ).toEqual(["R3"]);
    expect(
      broken(
        fixture(
          "app/features/publications/issue-service.server.ts",
          `import { findIssue } from "./issue-repository.server.ts";\nimport { getNotice } from "../notices/notice-service.server.ts";`,
        ),
      ),
    ).toEqual([]);
  });

  it("R4: a feature never imports a route, the server or the demo data", () => {
    expect(
      broken(
        fixture(
          "app/features/search/search-service.server.ts",
          `import { loader } from "../../routes/search/search.tsx";`,
        ),
      ),
    ).toEqual(["R4"]);
    expect(
      broken(
        fixture(
          "app/features/jobs/job-worker.server.ts",
          `import { createApp } from "../../../server/app.ts";`,
        ),
      ),
    ).toEqual(["R4"]);
    expect(
      broken(
        fixture(
          "app/features/notices/notice-types.ts",
          `import { generateNotice } from "../../demo-data/generators/notice-generators.ts";`,
        ),
      ),
    ).toEqual(["R4"]);
  });

  it("R5: lib and components never import a feature's repository or a route", () => {
    expect(
      broken(
        fixture(
          "app/components/layout/site-layout.tsx",
          `import { listSavedSearches } from "../../features/saved-searches/saved-searches-repository.server.ts";`,
        ),
      ),
    ).toEqual(["R5"]);
    expect(
      broken(fixture("app/lib/paging.ts", `export { meta } from "../routes/search/search.tsx";`)),
    ).toEqual(["R5"]);
  });

  it("R6: the job queue imports no other feature", () => {
    expect(
      broken(
        fixture(
          "app/features/jobs/job-worker.server.ts",
          `import { queueEmail } from "../email/send-email.server.ts";`,
        ),
      ),
    ).toEqual(["R6"]);
    expect(
      broken(
        fixture(
          "app/features/jobs/job-worker.server.ts",
          `import { enqueueJob } from "./job-repository.server.ts";`,
        ),
      ),
    ).toEqual([]);
  });

  it("lets tests set up with any repository and the demo-data seeders", () => {
    const test = fixture(
      "app/features/team/team-service.db.test.ts",
      `import { eq } from "drizzle-orm";
       import { countUserSessions } from "../accounts/session-repository.server.ts";
       import { seedDemoData } from "../../demo-data/seed-service.server.ts";`,
    );
    expect(broken(test)).toEqual([]);
    expect(
      broken(
        fixture(
          "tests/e2e/support/users.ts",
          `import { findUserByEmail } from "../../../app/features/accounts/user-repository.server.ts";`,
        ),
      ),
    ).toEqual([]);
  });

  it("reports the file, the import as written, the rule and its message", () => {
    const { violations } = checkImports([
      fixture(
        "app/routes/public/home.tsx",
        `import { latestNotices } from "../../features/notices/notice-repository.server.ts";`,
      ),
    ]);
    expect(violations).toEqual([
      {
        file: "app/routes/public/home.tsx",
        import: "../../features/notices/notice-repository.server.ts",
        rule: "R2",
        message: "A route never imports a repository: call the feature's service.",
      },
    ]);
  });

  it("excuses only what an exception names, and reports exceptions that excuse nothing", () => {
    const file = fixture(
      "app/features/vocabularies/data-examples.ts",
      `import { World } from "../../demo-data/generators/world.ts";`,
    );
    const exception = {
      file: file.path,
      target: "app/demo-data/generators/",
      rule: "R4" as const,
      reason: "test",
    };
    expect(checkImports([file], [exception])).toEqual({ violations: [], unusedExceptions: [] });
    const other = fixture(
      "app/features/vocabularies/data-examples.ts",
      `import { seed } from "../../demo-data/seed-service.server.ts";`,
    );
    expect(checkImports([other], [exception]).violations.map((v) => v.rule)).toEqual(["R4"]);
    expect(checkImports([other], [exception]).unusedExceptions).toEqual([exception]);
  });
});

describe("resolveImport", () => {
  it("resolves relative and #app specifiers to project paths, and leaves packages as written", () => {
    expect(
      resolveImport("app/routes/public/home.tsx", "../../features/notices/notice-service.server.ts"),
    ).toBe("app/features/notices/notice-service.server.ts");
    expect(resolveImport("server/app.ts", "../app/db/client.server.ts")).toBe("app/db/client.server.ts");
    expect(resolveImport("app/lib/x.ts", "#app/db/schema.ts")).toBe("app/db/schema.ts");
    expect(resolveImport("app/lib/x.ts", "drizzle-orm/pg-core")).toBe("drizzle-orm/pg-core");
  });
});

describe("importSpecifiers", () => {
  it("finds static, side-effect, type, re-export and dynamic imports", () => {
    const source = `
      import a from "./a.ts";
      import type { B } from './b.ts';
      import * as c from "./c.ts";
      import d, { e as f } from "./d.ts";
      import "./side-effect.css";
      import {
        g,
        type H,
      } from "./multi-line.ts";
      export { i } from "./i.ts";
      export * from "./j.ts";
      export type { K } from "./k.ts";
      const l = await import("./l.ts");
      type M = typeof import("./m.ts");
    `;
    expect(importSpecifiers(source)).toEqual([
      "./a.ts",
      "./b.ts",
      "./c.ts",
      "./d.ts",
      "./side-effect.css",
      "./multi-line.ts",
      "./i.ts",
      "./j.ts",
      "./k.ts",
      "./l.ts",
      "./m.ts",
    ]);
  });

  it("ignores imports in comments, strings, templates and regular expressions", () => {
    const source = `
      // import { x } from "drizzle-orm";
      /* import "../db/schema.ts"; */
      /** Example: \`import("./doc.ts")\` */
      const text = 'import { y } from "drizzle-orm"';
      const other = "export * from './z.ts'";
      const template = \`import { t } from "drizzle-orm" \${"\`import('./nested.ts')\`"} still text\`;
      const pattern = /import "drizzle-orm"/g;
      const ratio = a / b; const next = /"/.test(c) ? 1 : 2 / 3;
      export { local };
      export const from = "./not-an-import.ts";
      import real from "./real.ts";
    `;
    expect(importSpecifiers(source)).toEqual(["./real.ts"]);
  });

  it("is not misled by JSX text and closing tags", () => {
    const source = `
      import { Link } from "react-router";
      export function Page() {
        return (
          <p>
            Don't import anything from this text; it's prose. See <Link to="/a/b">the help</Link>.
          </p>
        );
      }
      const later = await import("./later.ts");
    `;
    expect(importSpecifiers(source)).toEqual(["react-router", "./later.ts"]);
  });
});
