import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../app/lib/project-path.server.ts";
import { sharedContextBreaches } from "./shared-context-rules.ts";

describe("journeys sharing a browser context", () => {
  it("change nothing that Playwright does not put back between them", () => {
    const dir = join(projectRoot(), "tests/e2e");
    const files = readdirSync(dir).filter((f) => f.endsWith(".ts"));
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
    ].join("\n");
    expect(sharedContextBreaches("map.spec.ts", source)).toEqual([
      { file: "map.spec.ts", line: 2, what: "permissions granted stay granted" },
      { file: "map.spec.ts", line: 3, what: "an offline context stays offline" },
      { file: "map.spec.ts", line: 4, what: "the shared tab's history holds earlier journeys' pages" },
    ]);
  });

  it("may still name such things where nothing is called", () => {
    expect(
      sharedContextBreaches("a.spec.ts", "// setOffline is not used here\nconst offline = true;"),
    ).toEqual([]);
  });
});
