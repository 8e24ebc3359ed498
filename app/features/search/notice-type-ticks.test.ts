import { describe, expect, it } from "vitest";
import { applyTick, type TickState, type TickTarget, tickKey } from "./notice-type-ticks.ts";

const targets: TickTarget[] = [
  { kind: "show-all", group: "24" },
  { kind: "show-none", group: "24" },
  { kind: "type", group: "24", code: "2450" },
  { kind: "type", group: "24", code: "2452" },
  { kind: "show-all", group: "29" },
  { kind: "show-none", group: "29" },
  { kind: "type", group: "29", code: "2903" },
];
const start = (): TickState => new Map(targets.map((t) => [tickKey(t), t.kind === "show-none"]));
const ticked = (s: TickState) =>
  targets.filter((t) => s.get(tickKey(t))).map((t) => (t.kind === "type" ? t.code : `${t.kind}:${t.group}`));

describe("notice-type ticking rules", () => {
  it("ticking a type unticks its group's show-all and show-none", () => {
    let s = applyTick(start(), targets[0]!, true, targets);
    s = applyTick(s, targets[2]!, false, targets);
    s = applyTick(s, targets[2]!, true, targets);
    expect(ticked(s)).toEqual(["2450", "2452", "show-none:29"]);
  });

  it("show-all ticks every type of its group; show-none clears the group", () => {
    const all = applyTick(start(), targets[0]!, true, targets);
    expect(ticked(all)).toEqual(["show-all:24", "2450", "2452", "show-none:29"]);
    const none = applyTick(all, targets[1]!, true, targets);
    expect(ticked(none)).toEqual(["show-none:24", "show-none:29"]);
  });

  it("ticking in one group clears another group's show-all and ticks its show-none", () => {
    const all24 = applyTick(start(), targets[0]!, true, targets);
    const s = applyTick(all24, targets[6]!, true, targets);
    expect(ticked(s)).toEqual(["show-none:24", "2903"]);
  });

  it("a group left empty shows none", () => {
    const one = applyTick(start(), targets[3]!, true, targets);
    expect(ticked(one)).toEqual(["2452", "show-none:29"]);
    const cleared = applyTick(one, targets[3]!, false, targets);
    expect(ticked(cleared)).toEqual(["show-none:24", "show-none:29"]);
  });

  it("unticking show-all unticks its types", () => {
    const all = applyTick(start(), targets[0]!, true, targets);
    expect(ticked(applyTick(all, targets[0]!, false, targets))).toEqual(["show-none:24", "show-none:29"]);
  });
});
