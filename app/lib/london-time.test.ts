import { describe, expect, it } from "vitest";
import { endOfLondonDay, londonMoment } from "./london-time.ts";

describe("London moments", () => {
  it("reads a winter time as GMT and a summer time as BST", () => {
    expect(londonMoment("2027-01-15", "09:30").toISOString()).toBe("2027-01-15T09:30:00.000Z");
    expect(londonMoment("2027-07-15", "09:30").toISOString()).toBe("2027-07-15T08:30:00.000Z");
    expect(londonMoment("2027-07-15").toISOString()).toBe("2027-07-14T23:00:00.000Z");
  });

  it("crosses the clock changes", () => {
    // Clocks go forward at 01:00 UTC on 28 March 2027, back at 01:00 UTC on 31 October 2027.
    expect(londonMoment("2027-03-28", "00:30").toISOString()).toBe("2027-03-28T00:30:00.000Z");
    expect(londonMoment("2027-03-28", "03:00").toISOString()).toBe("2027-03-28T02:00:00.000Z");
    expect(londonMoment("2027-10-31", "03:00").toISOString()).toBe("2027-10-31T03:00:00.000Z");
  });

  it("ends a day at the next London midnight", () => {
    expect(endOfLondonDay("2027-07-15").toISOString()).toBe("2027-07-15T23:00:00.000Z");
    expect(endOfLondonDay("2027-12-31").toISOString()).toBe("2028-01-01T00:00:00.000Z");
    expect(endOfLondonDay("2027-03-27").toISOString()).toBe("2027-03-28T00:00:00.000Z");
  });
});
