import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { bankHolidays, isBankHoliday } from "./bank-holidays.ts";
import type { Jurisdiction } from "./editions.ts";

const JURISDICTIONS: readonly Jurisdiction[] = ["england-and-wales", "scotland", "northern-ireland"];
const dataPath = fileURLToPath(
  new URL("../../../../shared/data/calendar/uk-bank-holidays.json", import.meta.url),
);
const hasData = existsSync(dataPath);

describe.skipIf(!hasData)(
  hasData
    ? "bankHolidays matches the published gov.uk calendar"
    : `bankHolidays vs gov.uk calendar — SKIPPED: ${dataPath} not found`,
  () => {
    const data = hasData
      ? (JSON.parse(readFileSync(dataPath, "utf8")) as Record<Jurisdiction, { events: { date: string }[] }>)
      : undefined;
    for (const jurisdiction of JURISDICTIONS) {
      for (const year of [2024, 2025, 2026, 2027]) {
        it(`${jurisdiction} ${year}`, () => {
          const expected = data![jurisdiction].events
            .map((e) => e.date)
            .filter((d) => d.startsWith(`${year}-`))
            .sort();
          expect(expected.length).toBeGreaterThan(0);
          expect(bankHolidays(jurisdiction, year)).toEqual(expected);
        });
      }
    }
  },
);

describe("bankHolidays rules and one-off changes", () => {
  it("moves the 2020 early May holiday to VE Day", () => {
    const ew = bankHolidays("england-and-wales", 2020);
    expect(ew).toContain("2020-05-08");
    expect(ew).not.toContain("2020-05-04");
  });

  it("handles the 2022 jubilee and state funeral in every nation", () => {
    for (const j of JURISDICTIONS) {
      const list = bankHolidays(j, 2022);
      expect(list).toEqual(expect.arrayContaining(["2022-06-02", "2022-06-03", "2022-09-19"]));
      expect(list).not.toContain("2022-05-30");
    }
  });

  it("substitutes weekend fixed days in order (Scotland 2022: 3 and 4 January)", () => {
    expect(bankHolidays("scotland", 2022).slice(0, 2)).toEqual(["2022-01-03", "2022-01-04"]);
    expect(bankHolidays("england-and-wales", 2022)).toEqual(
      expect.arrayContaining(["2022-12-26", "2022-12-27"]),
    );
  });

  it("has no St Andrew's Day before 2007", () => {
    expect(bankHolidays("scotland", 2006).some((d) => d.startsWith("2006-11") || d === "2006-12-01")).toBe(
      false,
    );
    expect(bankHolidays("scotland", 2007)).toContain("2007-11-30");
  });

  it("returns sorted lists, including for the 1665 archive years", () => {
    for (const year of [1665, 1900, 1975, 2012, 2099]) {
      const list = bankHolidays("england-and-wales", year);
      expect(list).toEqual([...list].sort());
      expect(list.every((d) => d.startsWith(`${year}-`))).toBe(true);
    }
  });

  it("isBankHoliday agrees with the list", () => {
    expect(isBankHoliday("england-and-wales", "2026-12-28")).toBe(true);
    expect(isBankHoliday("scotland", "2026-01-02")).toBe(true);
    expect(isBankHoliday("england-and-wales", "2026-01-02")).toBe(false);
    expect(isBankHoliday("northern-ireland", "2026-07-13")).toBe(true);
  });
});
