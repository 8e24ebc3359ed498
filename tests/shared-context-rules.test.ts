import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../app/lib/project-path.server.ts";
import { sharedContextBreaches } from "./shared-context-rules.ts";

describe("journeys sharing a browser context", () => {
  it("change nothing that the shared context's fixture does not put back between them", () => {
    const dir = join(projectRoot(), "tests/e2e");
    // fixtures.ts is where the shared context is made and put back: the one place allowed to do so.
    const files = readdirSync(dir).filter((f) => f.endsWith(".ts") && f !== "fixtures.ts");
    expect(files.length).toBeGreaterThan(100);
    const breaches = files.flatMap((f) => sharedContextBreaches(f, readFileSync(join(dir, f), "utf8")));
    expect(breaches).toEqual([]);
  });

  it("are shown each line that would leak, with the reason", () => {
    const source = [
      'await page.goto("/map");',
      'await context.grantPermissions(["geolocation"]);',
      "await page.context().setOffline(true);",
      "expect(await page.evaluate(() => history.length)).toBe(2);",
      'import { expect, type Page, test } from "@playwright/test";',
    ].join("\n");
    expect(sharedContextBreaches("map.spec.ts", source)).toEqual([
      { file: "map.spec.ts", line: 2, what: "permissions granted stay granted" },
      { file: "map.spec.ts", line: 3, what: "an offline context stays offline" },
      { file: "map.spec.ts", line: 4, what: "the shared tab's history holds earlier journeys' pages" },
      {
        file: "map.spec.ts",
        line: 5,
        what: "a journey takes `test` from ./fixtures.ts, which lends the shared context",
      },
    ]);
  });

  it("may still name such things where nothing is called", () => {
    expect(
      sharedContextBreaches("a.spec.ts", "// setOffline is not used here\nconst offline = true;"),
    ).toEqual([]);
    expect(sharedContextBreaches("a.ts", 'import type { Page } from "@playwright/test";')).toEqual([]);
  });

  it("find an import of Playwright's own test wrapped over several lines", () => {
    const source = 'const a = 1;\nimport {\n  expect,\n  test,\n} from "@playwright/test";\n';
    expect(sharedContextBreaches("b.spec.ts", source)).toEqual([
      {
        file: "b.spec.ts",
        line: 2,
        what: "a journey takes `test` from ./fixtures.ts, which lends the shared context",
      },
    ]);
  });
});
