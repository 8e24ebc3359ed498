import { describe, expect, it } from "vitest";
import { DATE_MESSAGES, formatDateInput, parseDateInput, validateDateRange } from "./date-input.ts";

const today = "2026-11-21";

describe("parseDateInput", () => {
  it("reads dd/mm/yyyy, year/month/day and ISO", () => {
    expect(parseDateInput("20/11/2026")).toBe("2026-11-20");
    expect(parseDateInput("2026/11/20")).toBe("2026-11-20");
    expect(parseDateInput("2026-11-20")).toBe("2026-11-20");
    expect(parseDateInput("1/2/1999")).toBe("1999-02-01");
  });
  it("reads 2-digit years as the nearest past century", () => {
    expect(parseDateInput("01/01/25")).toBe("2025-01-01");
    expect(parseDateInput("01/01/65")).toBe("1965-01-01");
  });
  it("refuses dates that do not exist and other text", () => {
    for (const bad of [
      "30/02/2026",
      "31/04/2026",
      "29/02/2025",
      "00/01/2026",
      "13/13/2026",
      "tomorrow",
      "2026-11",
      "",
      "1/1/202",
    ]) {
      expect(parseDateInput(bad), bad).toBeNull();
    }
    expect(parseDateInput("29/02/2024")).toBe("2024-02-29");
  });
  it("formats ISO back to the form's format", () => {
    expect(formatDateInput("2026-01-05")).toBe("05/01/2026");
  });
});

describe("validateDateRange", () => {
  it("accepts an open or a complete range", () => {
    expect(validateDateRange("", "", { today })).toEqual({ from: null, to: null, errors: [] });
    expect(validateDateRange("01/01/2026", "20/11/2026", { today })).toEqual({
      from: "2026-01-01",
      to: "2026-11-20",
      errors: [],
    });
  });
  it("names the field of a date that is not valid", () => {
    expect(validateDateRange("31/02/2026", "", { today }).errors).toEqual([
      { field: "from", message: DATE_MESSAGES.invalidFrom },
    ]);
    expect(validateDateRange("", "x", { today }).errors).toEqual([
      { field: "to", message: DATE_MESSAGES.invalidTo },
    ]);
  });
  it("keeps dates between 1665 and today", () => {
    expect(validateDateRange("01/01/1600", "", { today }).errors[0]?.message).toBe(
      "Please enter a from date which is after 01/01/1665",
    );
    expect(validateDateRange("", "01/01/1600", { today }).errors[0]?.message).toBe(
      DATE_MESSAGES.beforeMinimum,
    );
    expect(validateDateRange("", "22/11/2026", { today }).errors[0]?.message).toBe(
      DATE_MESSAGES.afterMaximum,
    );
  });
  it("allows free dates up to 730 days ahead", () => {
    expect(validateDateRange("", "20/11/2028", { today, free: true }).errors).toEqual([]);
    expect(validateDateRange("", "21/11/2028", { today, free: true }).errors[0]?.message).toBe(
      DATE_MESSAGES.afterMaximum,
    );
  });
  it("refuses a from date after the to date", () => {
    expect(validateDateRange("02/01/2026", "01/01/2026", { today })).toEqual({
      from: null,
      to: null,
      errors: [{ field: "from", message: "Please enter a from date which is before the to date" }],
    });
  });
});
