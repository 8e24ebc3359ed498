import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MODULES_AT_LOAD, MODULES_AT_USE, MODULES_WITHOUT_SCRIPT, moduleSelector } from "./govuk-modules.ts";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the GOV.UK Frontend modules started", () => {
  it("cover every data-module the site's markup uses, each in one list", () => {
    const used = new Set<string>();
    for (const file of sourceFiles("app")) {
      for (const m of readFileSync(file, "utf8").matchAll(/data-module(?:=|:\s*)["'](govuk-[a-z-]+)["']/g)) {
        used.add(m[1]!);
      }
    }
    const listed = [...MODULES_AT_LOAD, ...MODULES_AT_USE, ...MODULES_WITHOUT_SCRIPT];
    expect(new Set(listed).size).toBe(listed.length);
    expect([...used].filter((name) => !listed.includes(name as (typeof listed)[number]))).toEqual([]);
    // The scan itself finds the markup (it would pass vacuously otherwise).
    expect(used).toContain("govuk-button");
    expect(used).toContain("govuk-skip-link");
  });

  it("selects the elements of the modules named", () => {
    expect(moduleSelector(["govuk-button", "govuk-radios"])).toBe(
      '[data-module="govuk-button"],[data-module="govuk-radios"]',
    );
  });
});
