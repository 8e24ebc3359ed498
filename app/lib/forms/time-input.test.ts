import { describe, expect, it } from "vitest";
import { timeAfterEdit, WRONG_TIME_MESSAGE } from "./time-input.ts";

describe("a time field after editing (spec §5)", () => {
  it("keeps a 24-hour time, or nothing", () => {
    expect(timeAfterEdit("09:00", "14:30")).toEqual({ value: "14:30", wrong: false });
    expect(timeAfterEdit("09:00", " 23:59 ")).toEqual({ value: "23:59", wrong: false });
    expect(timeAfterEdit("09:00", "")).toEqual({ value: "", wrong: false });
  });

  it("reverts anything else to the previous value, and says the time is wrong", () => {
    expect(timeAfterEdit("09:00", "25:00")).toEqual({ value: "09:00", wrong: true });
    expect(timeAfterEdit("09:00", "9am")).toEqual({ value: "09:00", wrong: true });
    expect(timeAfterEdit("09:00", "12:60")).toEqual({ value: "09:00", wrong: true });
    // A previous value that was no time is not restored.
    expect(timeAfterEdit("nonsense", "later")).toEqual({ value: "", wrong: true });
    expect(WRONG_TIME_MESSAGE).toBe("Wrong time format");
  });
});
