import { describe, expect, it } from "vitest";
import {
  archiveFormPath,
  monthRange,
  parseEdition,
  parseIssueListQuery,
  parseMonth,
  parseVolume,
  parseYear,
  readArchiveSelection,
  sortVolumes,
  volumeLabel,
  volumePath,
} from "./browse-params.ts";

describe("archive browsing parameters", () => {
  it("accepts the three editions only, in any case (the real service writes London)", () => {
    expect(parseEdition("london")).toBe("london");
    expect(parseEdition("belfast")).toBe("belfast");
    expect(parseEdition("London")).toBe("london");
    expect(parseEdition("EDINBURGH")).toBe("edinburgh");
    expect(parseEdition("paris")).toBeNull();
    expect(parseEdition("")).toBeNull();
    expect(parseEdition(null)).toBeNull();
  });

  it("accepts four-digit years, 1–12 months and volume numbers", () => {
    expect(parseYear("1665")).toBe(1665);
    expect(parseYear("2026")).toBe(2026);
    for (const bad of ["665", "02026", "20x6", "", " 2026", "3000", undefined])
      expect(parseYear(bad)).toBeNull();
    expect(parseMonth("1")).toBe(1);
    expect(parseMonth("01")).toBe(1);
    expect(parseMonth("12")).toBe(12);
    for (const bad of ["0", "13", "00", "1.5", "-1", "", "jan"]) expect(parseMonth(bad)).toBeNull();
    expect(parseVolume("1")).toBe("1");
    expect(parseVolume("4")).toBe("4");
    for (const bad of ["0", "01", "x", "", "100"]) expect(parseVolume(bad)).toBeNull();
  });

  it("builds volume and form addresses", () => {
    expect(volumePath("london", 1665, "4")).toBe("/london/index/year/1665/volume/4");
    expect(archiveFormPath({})).toBe("/browse-publications");
    expect(archiveFormPath({ edition: "london", year: "1700" })).toBe(
      "/browse-publications?archive_edition=london&archive_year=1700",
    );
  });

  it("reads the form's fields, empty when missing", () => {
    const s = readArchiveSelection(new URLSearchParams("archive_edition=london&archive_year=+1700+"));
    expect(s).toEqual({ edition: "london", year: "1700", index: "" });
  });

  it("knows the days of a month, leap years included", () => {
    expect(monthRange(2024, 2)).toEqual({ from: "2024-02-01", to: "2024-02-29" });
    expect(monthRange(1900, 2)).toEqual({ from: "1900-02-01", to: "1900-02-28" });
    expect(monthRange(2026, 12)).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(monthRange(1665, 11)).toEqual({ from: "1665-11-01", to: "1665-11-30" });
  });

  it("orders volumes numerically and names the quarters", () => {
    expect(sortVolumes(["4", "10", "1", "2"])).toEqual(["1", "2", "4", "10"]);
    expect(volumeLabel("1")).toBe("Volume 1 (January to March)");
    expect(volumeLabel("4")).toBe("Volume 4 (October to December)");
    expect(volumeLabel("7")).toBe("Volume 7");
  });
});

describe("the month issue list query", () => {
  const params = { edition: "london", year: "2026", month: "11" };
  const parse = (query: string, p: Record<string, string> = params) =>
    parseIssueListQuery(p, new URLSearchParams(query));

  it("reads the call the purchase page makes", () => {
    expect(parse("resultPageSize=1000&includeSupplements=true")).toEqual({
      ok: true,
      value: { edition: "london", year: 2026, month: 11, pageSize: 1000, includeSupplements: true },
    });
  });

  it("defaults to 1000 entries without supplements and caps bigger pages at 1000", () => {
    expect(parse("")).toMatchObject({ ok: true, value: { pageSize: 1000, includeSupplements: false } });
    expect(parse("resultPageSize=5000")).toMatchObject({ ok: true, value: { pageSize: 1000 } });
    expect(parse("resultPageSize=3&includeSupplements=false")).toMatchObject({
      ok: true,
      value: { pageSize: 3, includeSupplements: false },
    });
  });

  it("refuses bad input with a message", () => {
    for (const bad of [
      "resultPageSize=0",
      "resultPageSize=-1",
      "resultPageSize=ten",
      "includeSupplements=yes",
    ]) {
      const r = parse(bad);
      expect(r.ok, bad).toBe(false);
      if (!r.ok) expect(r.error.length).toBeGreaterThan(0);
    }
    expect(parse("", { ...params, edition: "paris" })).toEqual({ ok: false, error: "Unknown edition" });
    expect(parse("", { ...params, edition: "London" })).toMatchObject({
      ok: true,
      value: { edition: "london" },
    });
    expect(parse("", { ...params, month: "13" }).ok).toBe(false);
    expect(parse("", { ...params, month: "0" }).ok).toBe(false);
    expect(parse("", { ...params, year: "26" }).ok).toBe(false);
  });
});
