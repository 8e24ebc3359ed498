/**
 * The ticking rules of the notice-type checkboxes (spec §4 "Search"), as a pure function over the state
 * of every box, so the browser code only reads and writes checkboxes.
 * - Ticking a notice type unticks its group's show-all (its parent) and show-none.
 * - Ticking show-all ticks all its group's types; ticking show-none clears the rest of its group.
 * - Ticking anything in one group when another group has show-all on clears that other group and
 *   ticks its show-none.
 * - A group left with nothing ticked ticks its show-none.
 */
export type TickTarget =
  | { kind: "show-all"; group: string }
  | { kind: "show-none"; group: string }
  | { kind: "type"; group: string; code: string };

export function tickKey(t: TickTarget): string {
  return JSON.stringify(
    t.kind === "type" ? { kind: t.kind, group: t.group, code: t.code } : { kind: t.kind, group: t.group },
  );
}

export type TickState = Map<string, boolean>;

export function applyTick(
  state: TickState,
  target: TickTarget,
  checked: boolean,
  all: readonly TickTarget[],
): TickState {
  const next = new Map(state);
  const set = (t: TickTarget, value: boolean) => next.set(tickKey(t), value);
  const inGroup = (group: string) => all.filter((t) => t.group === group);
  const is = (t: TickTarget) => next.get(tickKey(t)) === true;
  set(target, checked);

  if (checked) {
    // Another group showing all gives way to this choice.
    for (const other of all) {
      if (other.kind === "show-all" && other.group !== target.group && is(other)) {
        for (const t of inGroup(other.group)) set(t, t.kind === "show-none");
      }
    }
    if (target.kind === "type") {
      for (const t of inGroup(target.group)) if (t.kind !== "type") set(t, false);
    } else if (target.kind === "show-all") {
      for (const t of inGroup(target.group)) set(t, t.kind !== "show-none");
    } else {
      for (const t of inGroup(target.group)) set(t, t.kind === "show-none");
    }
  } else if (target.kind === "show-all") {
    for (const t of inGroup(target.group)) if (t.kind === "type") set(t, false);
  }

  // A group with nothing chosen shows "none".
  const groups = new Set(all.map((t) => t.group));
  for (const group of groups) {
    const members = inGroup(group);
    const none = members.find((t) => t.kind === "show-none");
    if (none && !members.some((t) => t.kind !== "show-none" && is(t))) set(none, true);
  }
  return next;
}
