import { describe, expect, it } from "vitest";
import { addDays } from "../../lib/dates.ts";
import {
  isoWeekday,
  isPublicationDay,
  nextPublicationDay,
  previousPublicationDay,
  publicationDays,
  todayInLondon,
} from "./publication-calendar.ts";

describe("date helpers", () => {
  it("adds days across month, year and leap-day boundaries", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    // The March clock change in London must not matter.
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(addDays("1665-11-16", 0)).toBe("1665-11-16");
  });

  it("rejects malformed or impossible dates", () => {
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
    expect(() => addDays("20/11/2026", 1)).toThrow(RangeError);
  });

  it("computes ISO weekdays", () => {
    expect(isoWeekday("2026-11-20")).toBe(5);
    expect(isoWeekday("2026-11-22")).toBe(7);
    expect(isoWeekday("2026-11-23")).toBe(1);
  });

  it("gives the London date, not the UTC one", () => {
    // 23:30 UTC in British Summer Time is already the next day in London.
    expect(todayInLondon(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
    expect(todayInLondon(new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31");
  });
});

describe("publication days", () => {
  it("London publishes every working day", () => {
    expect(publicationDays("london", "2026-11-16", "2026-11-22")).toEqual([
      "2026-11-16",
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
    ]);
  });

  it("Edinburgh publishes Tuesday and Friday, Belfast Friday", () => {
    expect(publicationDays("edinburgh", "2026-11-16", "2026-11-29")).toEqual([
      "2026-11-17",
      "2026-11-20",
      "2026-11-24",
      "2026-11-27",
    ]);
    expect(publicationDays("belfast", "2026-11-16", "2026-11-29")).toEqual(["2026-11-20", "2026-11-27"]);
  });

  it("skips the bank holidays of the edition's own nation", () => {
    for (const id of ["london", "edinburgh", "belfast"] as const) {
      expect(isPublicationDay(id, "2026-12-25")).toBe(false);
    }
    expect(isPublicationDay("london", "2026-12-28")).toBe(false);
    expect(isPublicationDay("london", "2026-12-29")).toBe(true);
    expect(isPublicationDay("london", "2026-01-02")).toBe(true);
    expect(isPublicationDay("edinburgh", "2026-01-02")).toBe(false);
    expect(isPublicationDay("london", "2026-08-03")).toBe(true);
    expect(isPublicationDay("london", "2026-08-31")).toBe(false);
    expect(isPublicationDay("belfast", "2026-04-03")).toBe(false); // Good Friday
  });

  it("finds the next (strictly after) and previous (on or before) publication day", () => {
    expect(nextPublicationDay("london", "2026-12-24")).toBe("2026-12-29");
    expect(nextPublicationDay("london", "2026-11-20")).toBe("2026-11-23");
    expect(nextPublicationDay("belfast", "2026-12-18")).toBe("2027-01-08");
    expect(previousPublicationDay("london", "2026-11-20")).toBe("2026-11-20");
    expect(previousPublicationDay("london", "2026-11-22")).toBe("2026-11-20");
    expect(previousPublicationDay("edinburgh", "2027-01-04")).toBe("2026-12-29");
  });
});
