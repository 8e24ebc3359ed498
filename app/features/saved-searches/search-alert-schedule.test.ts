import { describe, expect, it } from "vitest";
import { alertTimeOn, isAlertDue, nextAlertRunAt } from "./search-alert-schedule.ts";

const at = (iso: string) => new Date(iso);

describe("alert times", () => {
  it("is 07:00 London: 07:00 UTC in winter, 06:00 UTC in summer", () => {
    expect(alertTimeOn("2026-01-12").toISOString()).toBe("2026-01-12T07:00:00.000Z");
    expect(alertTimeOn("2026-07-13").toISOString()).toBe("2026-07-13T06:00:00.000Z");
    // The Sunday the clocks go forward (29 March 2026) and back (25 October 2026).
    expect(alertTimeOn("2026-03-29").toISOString()).toBe("2026-03-29T06:00:00.000Z");
    expect(alertTimeOn("2026-10-25").toISOString()).toBe("2026-10-25T07:00:00.000Z");
  });

  it("runs next at today's 07:00 if still ahead, otherwise tomorrow's", () => {
    expect(nextAlertRunAt(at("2026-01-12T06:59:00Z")).toISOString()).toBe("2026-01-12T07:00:00.000Z");
    expect(nextAlertRunAt(at("2026-01-12T07:00:00Z")).toISOString()).toBe("2026-01-13T07:00:00.000Z");
    // 23:30 UTC is already 00:30 the next day in London.
    expect(nextAlertRunAt(at("2026-07-13T23:30:00Z")).toISOString()).toBe("2026-07-14T06:00:00.000Z");
  });
});

describe("isAlertDue", () => {
  const monday = at("2026-01-12T07:00:05Z");
  const tuesday = at("2026-01-13T07:00:05Z");
  const cases: [string, { frequency: string; checkedAt: Date | null }, Date, boolean][] = [
    ["no alerts", { frequency: "none", checkedAt: null }, monday, false],
    ["unknown frequency", { frequency: "hourly", checkedAt: null }, monday, false],
    [
      "daily, checked yesterday",
      { frequency: "daily", checkedAt: at("2026-01-11T07:00:00Z") },
      tuesday,
      true,
    ],
    ["daily, never checked", { frequency: "daily", checkedAt: null }, tuesday, true],
    [
      "daily, already sent today",
      { frequency: "daily", checkedAt: at("2026-01-13T07:00:01Z") },
      tuesday,
      false,
    ],
    ["daily, before 07:00", { frequency: "daily", checkedAt: null }, at("2026-01-13T06:59:00Z"), false],
    ["weekly on a Monday", { frequency: "weekly", checkedAt: at("2026-01-05T07:00:00Z") }, monday, true],
    ["weekly on a Tuesday", { frequency: "weekly", checkedAt: at("2026-01-12T07:00:00Z") }, tuesday, false],
    [
      "weekly, subscribed Sunday",
      { frequency: "weekly", checkedAt: at("2026-01-11T15:00:00Z") },
      tuesday,
      false,
    ],
    [
      "weekly, a Monday was missed",
      { frequency: "weekly", checkedAt: at("2026-01-05T07:00:00Z") },
      tuesday,
      true,
    ],
    [
      "weekly, sent this Monday",
      { frequency: "weekly", checkedAt: at("2026-01-12T07:00:01Z") },
      monday,
      false,
    ],
  ];
  it.each(cases)("%s", (_name, alert, now, due) => {
    expect(isAlertDue(alert, now)).toBe(due);
  });
});
