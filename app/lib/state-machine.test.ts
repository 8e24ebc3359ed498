import { describe, expect, it } from "vitest";
import { expectTableIsTheRule } from "./state-machine.test-helper.ts";
import { defineMachine, machineProblems, stateOf, transition } from "./state-machine.ts";

/** A notice's life, roughly as notices will use it: the module knows nothing of notices. */
interface Review {
  checked: boolean;
  reason: string;
}

const notice = defineMachine({
  name: "notice",
  states: ["draft", "submitted", "published", "rejected", "withdrawn"],
  initial: "draft",
  terminal: ["rejected", "withdrawn"],
  events: ["submit", "publish", "reject", "withdraw"],
  guards: {
    checked: (review: Review) => (review.checked ? null : "The notice has not been checked."),
    reasonGiven: (review: Review) => (review.reason.trim() ? null : "Please enter the reason."),
  },
  transitions: [
    { from: "draft", event: "submit", to: "submitted" },
    { from: "submitted", event: "publish", to: "published", guard: "checked" },
    { from: "submitted", event: "reject", to: "rejected", guard: "reasonGiven" },
    { from: "published", event: "withdraw", to: "withdrawn", guard: "reasonGiven" },
  ],
});

const passing: Review = { checked: true, reason: "Duplicate" };
const failing: Review = { checked: false, reason: " " };

describe("state machines", () => {
  it("allow exactly what the table says, for every state and event", () => {
    expect(expectTableIsTheRule(notice, { passing, failing })).toBe(5 * 4);
  });

  it("give the next state, or say why not: not from this state, or the guard's reason", () => {
    expect(transition(notice, "submitted", "publish", passing)).toEqual({
      ok: true,
      from: "submitted",
      event: "publish",
      to: "published",
    });
    expect(transition(notice, "published", "publish", passing)).toEqual({
      ok: false,
      refusal: "not-allowed",
      from: "published",
      event: "publish",
    });
    expect(transition(notice, "submitted", "reject", failing)).toEqual({
      ok: false,
      refusal: "guard-failed",
      from: "submitted",
      event: "reject",
      guard: "reasonGiven",
      reason: "Please enter the reason.",
    });
    // Only the guard of the row taken is asked.
    expect(transition(notice, "submitted", "reject", { checked: false, reason: "Late" }).ok).toBe(true);
  });

  it("read a stored status as a state, and nothing else", () => {
    expect(stateOf(notice, "published")).toBe("published");
    expect(stateOf(notice, "Published")).toBeNull();
    expect(stateOf(notice, "superseded")).toBeNull();
  });

  it("refuse a table with mistakes when it is defined", () => {
    const base = {
      name: "broken",
      states: ["a", "b", "c"] as const,
      initial: "a" as const,
      terminal: ["c"] as const,
      events: ["go", "stop"] as const,
      guards: { never: () => "no" },
    };
    expect(
      machineProblems({
        ...base,
        transitions: [
          { from: "a", event: "go", to: "b" },
          { from: "a", event: "go", to: "c" },
          { from: "b", event: "stop", to: "c", guard: "missing" as "never" },
        ],
      }),
    ).toEqual(["two rows leave a by go", "b --stop--> c names an unknown guard missing"]);
    expect(
      machineProblems({
        ...base,
        transitions: [
          { from: "a", event: "go", to: "a" },
          { from: "c", event: "stop", to: "a" },
        ],
      }),
    ).toEqual([
      "state b has no exit and is not terminal",
      "terminal state c has exits",
      "state b cannot be reached from a",
      "state c cannot be reached from a",
    ]);
    expect(() => defineMachine({ ...base, transitions: [{ from: "a", event: "go", to: "c" }] })).toThrow(
      "State machine broken: state b has no exit and is not terminal; state b cannot be reached from a",
    );
  });
});
