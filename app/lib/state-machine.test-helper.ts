/**
 * The exhaustive check every machine's test runs: for each state and each event, the transition is
 * allowed exactly when the table has a row for it (to that row's state), a guarded row refuses when its
 * guard does, and everything else is refused as not allowed. Plus the shape: terminal states have no exits
 * and every state is reachable from the initial one.
 */
import { expect } from "vitest";
import {
  isTerminal,
  type Machine,
  machineProblems,
  reachableStates,
  transition,
  transitionRow,
} from "./state-machine.ts";

export interface MachineContexts<C> {
  /** A context every guard of the machine lets through. */
  passing: C;
  /** A context every guard of the machine refuses. */
  failing: C;
}

/** Returns how many (state, event) pairs were checked, so a test can say it saw them all. */
export function expectTableIsTheRule<S extends string, E extends string, C, R, G extends string>(
  machine: Machine<S, E, C, R, G>,
  contexts: MachineContexts<C>,
): number {
  let pairs = 0;
  for (const state of machine.states) {
    for (const event of machine.events) {
      pairs++;
      const label = `${machine.name}: ${state} --${event}-->`;
      const row = transitionRow(machine, state, event);
      const passed = transition(machine, state, event, contexts.passing);
      const failed = transition(machine, state, event, contexts.failing);
      if (!row) {
        expect(passed, label).toEqual({ ok: false, refusal: "not-allowed", from: state, event });
        expect(failed, label).toEqual({ ok: false, refusal: "not-allowed", from: state, event });
        continue;
      }
      expect(passed, label).toEqual({ ok: true, from: state, event, to: row.to });
      if (row.guard === undefined) expect(failed, label).toEqual(passed);
      else
        expect(failed, label).toMatchObject({
          ok: false,
          refusal: "guard-failed",
          from: state,
          event,
          guard: row.guard,
        });
    }
  }
  expect(machineProblems(machine), machine.name).toEqual([]);
  for (const state of machine.states) {
    const exits = machine.events.filter((event) => transitionRow(machine, state, event));
    if (isTerminal(machine, state)) expect(exits, `${machine.name}: terminal ${state}`).toEqual([]);
    else expect(exits.length, `${machine.name}: ${state} has a way out`).toBeGreaterThan(0);
  }
  expect([...reachableStates(machine)].sort(), `${machine.name}: reachable`).toEqual(
    [...machine.states].sort(),
  );
  return pairs;
}
