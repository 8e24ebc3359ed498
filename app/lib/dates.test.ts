import { describe, expect, it } from "vitest";
import {
  addDays,
  formatDateTime,
  formatLongDate,
  fromDayNumber,
  isRealIsoDate,
  toDayNumber,
} from "./dates.ts";

describe("dates", () => {
  it("formats calendar days without shifting them", () => {
    expect(formatLongDate("2026-11-20")).toBe("20 November 2026");
    expect(formatLongDate("2026-01-01")).toBe("1 January 2026");
  });
  it("formats instants in London time", () => {
    expect(formatDateTime("2026-07-01T06:00:00Z")).toBe("1 July 2026 at 07:00");
  });
  it("formats instants as their London calendar day, and leaves what is not a date as it is", () => {
    expect(formatLongDate("2026-05-31T23:30:00Z")).toBe("1 June 2026"); // BST
    expect(formatLongDate(new Date("2026-12-31T23:30:00Z"))).toBe("31 December 2026"); // GMT
    expect(formatLongDate("not a date")).toBe("not a date");
  });
});

describe("calendar arithmetic", () => {
  it("knows real dates", () => {
    expect(isRealIsoDate("2024-02-29")).toBe(true);
    expect(isRealIsoDate("2025-02-29")).toBe(false);
    expect(isRealIsoDate("1900-02-29")).toBe(false);
    expect(isRealIsoDate("2000-02-29")).toBe(true);
  });

  it("moves by days and back to where it started, day numbers and dates agreeing", () => {
    for (let day = toDayNumber("1665-01-01"); day < toDayNumber("2100-01-01"); day += 97) {
      const iso = fromDayNumber(day);
      expect(isRealIsoDate(iso), iso).toBe(true);
      expect(toDayNumber(iso)).toBe(day);
      for (const n of [1, 30, 365, -366]) expect(addDays(addDays(iso, n), -n)).toBe(iso);
    }
  });
});
