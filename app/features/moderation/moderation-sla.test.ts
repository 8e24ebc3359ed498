import { describe, expect, it } from "vitest";
import { slaStanding, waitedFor } from "./moderation-sla.ts";

describe("moderation service level", () => {
  it("is due the working day after the notice came, and overdue only after that day", () => {
    // Thursday 19 November 2026, 10:00 UK time.
    const since = new Date("2026-11-19T10:00:00Z");
    expect(slaStanding("england-and-wales", since, new Date("2026-11-20T16:59:00Z"))).toEqual({
      dueOn: "2026-11-20",
      overdue: false,
      age: "1 day",
    });
    expect(slaStanding("england-and-wales", since, new Date("2026-11-21T00:30:00Z")).overdue).toBe(true);
  });

  it("skips the weekend and the jurisdiction's bank holidays", () => {
    // Friday 18 December 2026: the next working day is Monday 21st.
    expect(
      slaStanding("england-and-wales", new Date("2026-12-18T15:00:00Z"), new Date("2026-12-19T09:00:00Z"))
        .dueOn,
    ).toBe("2026-12-21");
    // Thursday 24 December 2026: Christmas Day (Friday) and the Boxing Day substitute (Monday 28th) are bank holidays.
    expect(
      slaStanding("england-and-wales", new Date("2026-12-24T09:00:00Z"), new Date("2026-12-24T10:00:00Z"))
        .dueOn,
    ).toBe("2026-12-29");
  });

  it("says the age in hours below a day and in days above", () => {
    const since = new Date("2026-11-19T10:00:00Z");
    expect(waitedFor(since, new Date("2026-11-19T10:20:00Z"))).toBe("less than an hour");
    expect(waitedFor(since, new Date("2026-11-19T11:00:00Z"))).toBe("1 hour");
    expect(waitedFor(since, new Date("2026-11-19T15:00:00Z"))).toBe("5 hours");
    expect(waitedFor(since, new Date("2026-11-22T10:00:00Z"))).toBe("3 days");
  });
});
