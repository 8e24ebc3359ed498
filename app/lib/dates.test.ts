import { describe, expect, it } from "vitest";
import { formatDateTime, formatLongDate } from "./dates.ts";

describe("dates", () => {
  it("formats calendar days without shifting them", () => {
    expect(formatLongDate("2026-11-20")).toBe("20 November 2026");
    expect(formatLongDate("2026-01-01")).toBe("1 January 2026");
  });
  it("formats instants in London time", () => {
    expect(formatDateTime("2026-07-01T06:00:00Z")).toBe("1 July 2026 at 07:00");
  });
});
