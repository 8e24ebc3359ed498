import { describe, expect, it } from "vitest";
import { duration, progressReporter } from "./seed-progress.ts";

describe("load progress", () => {
  it("writes a line every few seconds at most, with the rate and the time left", () => {
    let clock = 0;
    const lines: string[] = [];
    const report = progressReporter(1_000_000, (l) => lines.push(l), { everyMs: 5000, now: () => clock });
    for (let done = 2000; done <= 100_000; done += 2000) {
      clock += 500; // 4,000 notices a second, a batch every half second
      report(done);
    }
    expect(lines).toHaveLength(5); // 25 s of batches: one line every 5 s, not one a batch
    expect(lines[0]).toBe("notices: 20,000 of 1,000,000 (2%) · 4,000/s · 4 min 5 s left");
    expect(lines[4]).toBe("notices: 100,000 of 1,000,000 (10%) · 4,000/s · 3 min 45 s left");
  });

  it("always says when it is done, however soon", () => {
    let clock = 0;
    const lines: string[] = [];
    const report = progressReporter(5000, (l) => lines.push(l), { now: () => clock });
    clock = 1000;
    report(2000);
    clock = 2000;
    report(5000);
    expect(lines).toEqual(["notices: 5,000 of 5,000 (100%) · 2,500/s · done"]);
  });

  it("says durations the way people do", () => {
    expect(duration(42)).toBe("42 s");
    expect(duration(95)).toBe("1 min 35 s");
    expect(duration(3 * 3600 + 125)).toBe("3 h 2 min");
    expect(duration(-3)).toBe("0 s");
  });
});
