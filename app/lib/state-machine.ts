/**
 * Small state machines written as data: the states, the events, and the transition table as rows
 * `{ from, event, to, guard? }`, with guards as named pure functions of a context. Data rather than code
 * (a `switch` per service) because the table is the rule: a test can walk every (state, event) pair of it,
 * a page could print it, and the approvals, orders and notices each declare theirs the same way instead of
 * scattering `if (status === …)` checks. The database still refuses a change made concurrently (a
 * conditional update): the machine says what may happen, SQL settles who got there first.
 */

/** A guard lets a transition happen (null) or refuses it with its reason (a message, or per-field errors). */
export type Guard<C, R> = (context: C) => R | null;

export interface TransitionRow<S extends string, E extends string, G extends string> {
  from: S;
  event: E;
  to: S;
  /** The name of a guard of the machine; without one the transition only needs the state to match. */
  guard?: G;
}

export interface Machine<S extends string, E extends string, C, R, G extends string = string> {
  name: string;
  states: readonly S[];
  initial: S;
  /** States nothing leaves (a decision made, an order cancelled); every other state has a way out. */
  terminal: readonly S[];
  events: readonly E[];
  guards: Readonly<Record<G, Guard<C, R>>>;
  transitions: readonly TransitionRow<S, E, G>[];
}

/** What `defineMachine` takes: the states and events are declared once, every other mention must match. */
export interface MachineSpec<S extends string, E extends string, C, R, G extends string> {
  name: string;
  states: readonly S[];
  initial: NoInfer<S>;
  terminal: readonly NoInfer<S>[];
  events: readonly E[];
  guards: Readonly<Record<G, Guard<C, R>>>;
  transitions: readonly TransitionRow<NoInfer<S>, NoInfer<E>, NoInfer<G>>[];
}

export type TransitionResult<S extends string, E extends string, R> =
  | { ok: true; from: S; event: E; to: S }
  /** Nothing in the table leaves this state by this event (e.g. a request already decided). */
  | { ok: false; refusal: "not-allowed"; from: S; event: E }
  /** The table allows it, but the guard refused for this context. */
  | { ok: false; refusal: "guard-failed"; from: S; event: E; guard: string; reason: R };

/**
 * Checks the table once, when the module defining the machine loads, so a mistake in it (a state not
 * declared, two rows for one state and event, a guard without a function, a state that can never be
 * reached or never left) stops the application at start instead of surfacing as a refused request.
 */
export function defineMachine<
  const S extends string,
  const E extends string,
  C,
  R,
  const G extends string = never,
>(machine: MachineSpec<S, E, C, R, G>): Machine<S, E, C, R, G> {
  const problems = machineProblems(machine);
  if (problems.length > 0) throw new Error(`State machine ${machine.name}: ${problems.join("; ")}`);
  return machine;
}

export function machineProblems<S extends string, E extends string, C, R, G extends string>(
  machine: Machine<S, E, C, R, G>,
): string[] {
  const problems: string[] = [];
  const states = new Set<string>(machine.states);
  const events = new Set<string>(machine.events);
  if (!states.has(machine.initial)) problems.push(`initial state ${machine.initial} is not a state`);
  for (const state of machine.terminal)
    if (!states.has(state)) problems.push(`terminal ${state} is not a state`);
  const seen = new Set<string>();
  for (const row of machine.transitions) {
    const label = `${row.from} --${row.event}--> ${row.to}`;
    if (!states.has(row.from) || !states.has(row.to)) problems.push(`${label} names an unknown state`);
    if (!events.has(row.event)) problems.push(`${label} names an unknown event`);
    if (row.guard !== undefined && typeof machine.guards[row.guard] !== "function")
      problems.push(`${label} names an unknown guard ${row.guard}`);
    const key = `${row.from}\u0000${row.event}`;
    if (seen.has(key)) problems.push(`two rows leave ${row.from} by ${row.event}`);
    seen.add(key);
  }
  for (const state of machine.states) {
    const exits = machine.transitions.filter((row) => row.from === state).length;
    const terminal = machine.terminal.includes(state);
    if (terminal && exits > 0) problems.push(`terminal state ${state} has exits`);
    if (!terminal && exits === 0) problems.push(`state ${state} has no exit and is not terminal`);
  }
  const reachable = reachableStates(machine);
  for (const state of machine.states)
    if (!reachable.has(state)) problems.push(`state ${state} cannot be reached from ${machine.initial}`);
  return problems;
}

/** Every state some sequence of events leads to from the initial state (guards aside). */
export function reachableStates<S extends string, E extends string, C, R, G extends string>(
  machine: Machine<S, E, C, R, G>,
): Set<S> {
  const reached = new Set<S>([machine.initial]);
  const queue: S[] = [machine.initial];
  while (queue.length > 0) {
    const state = queue.shift()!;
    for (const row of machine.transitions)
      if (row.from === state && !reached.has(row.to)) {
        reached.add(row.to);
        queue.push(row.to);
      }
  }
  return reached;
}

/** The row for this state and event, if the table has one. */
export function transitionRow<S extends string, E extends string, C, R, G extends string>(
  machine: Machine<S, E, C, R, G>,
  from: S,
  event: E,
): TransitionRow<S, E, G> | undefined {
  return machine.transitions.find((row) => row.from === from && row.event === event);
}

/** The next state for `event` in `state`, or why not. Pure: nothing is changed or stored. */
export function transition<S extends string, E extends string, C, R, G extends string>(
  machine: Machine<S, E, C, R, G>,
  state: S,
  event: E,
  context: C,
): TransitionResult<S, E, R> {
  const row = transitionRow(machine, state, event);
  if (!row) return { ok: false, refusal: "not-allowed", from: state, event };
  if (row.guard !== undefined) {
    const reason = machine.guards[row.guard](context);
    if (reason !== null)
      return { ok: false, refusal: "guard-failed", from: state, event, guard: row.guard, reason };
  }
  return { ok: true, from: state, event, to: row.to };
}

/** A stored value as one of the machine's states, or null (an unknown status is never moved). */
export function stateOf<S extends string, E extends string, C, R, G extends string>(
  machine: Machine<S, E, C, R, G>,
  value: string,
): S | null {
  return (machine.states as readonly string[]).includes(value) ? (value as S) : null;
}

export function isTerminal<S extends string, E extends string, C, R, G extends string>(
  machine: Machine<S, E, C, R, G>,
  state: S,
): boolean {
  return machine.terminal.includes(state);
}
