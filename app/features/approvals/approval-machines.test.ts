import { describe, expect, it } from "vitest";
import { expectTableIsTheRule } from "../../lib/state-machine.test-helper.ts";
import { transition } from "../../lib/state-machine.ts";
import { APPROVAL_KINDS } from "./approval-decision.ts";
import {
  APPROVAL_MACHINES,
  type DecisionFacts,
  DIRECTOR_FIELDS,
  ORGANISATION_CHECKS,
} from "./approval-machines.ts";

/** Facts every approval guard accepts: a message, both checks ticked, the director's details complete. */
const passing: DecisionFacts = {
  message: "Checked by phone",
  details: Object.fromEntries([...ORGANISATION_CHECKS, ...DIRECTOR_FIELDS].map((f) => [f, "yes"])),
};
const failing: DecisionFacts = { message: "", details: {} };

describe("approval machines", () => {
  it("exist for every kind of approval", () => {
    expect(Object.keys(APPROVAL_MACHINES).sort()).toEqual([...APPROVAL_KINDS].sort());
  });

  for (const kind of APPROVAL_KINDS) {
    it(`${kind}: every state and event is allowed exactly when the table says so`, () => {
      const machine = APPROVAL_MACHINES[kind];
      expect(expectTableIsTheRule(machine, { passing, failing })).toBe(
        machine.states.length * machine.events.length,
      );
    });

    it(`${kind}: a decided request cannot be decided again, the same way or the other`, () => {
      const machine = APPROVAL_MACHINES[kind];
      for (const decided of ["approved", "declined"] as const)
        for (const event of ["approve", "decline"] as const)
          expect(transition(machine, decided, event, passing)).toMatchObject({
            ok: false,
            refusal: "not-allowed",
          });
    });
  }

  it("ask for what spec §5 asks: checks to approve a company, a reason to decline, a message to refuse", () => {
    const { organisation, customisation } = APPROVAL_MACHINES;
    expect(
      transition(organisation, "pending", "approve", { message: "", details: { verifyEmail: "yes" } }),
    ).toMatchObject({
      ok: false,
      guard: "checksTicked",
      reason: { verifyCompanyTypes: "This field is required." },
    });
    expect(transition(organisation, "pending", "decline", failing)).toMatchObject({
      reason: { declineReason: "Please enter the decline reason." },
    });
    expect(transition(customisation, "pending", "approve", failing)).toMatchObject({
      ok: true,
      to: "approved",
    });
    expect(transition(customisation, "pending", "decline", failing)).toMatchObject({
      reason: { approvalMessage: "Required." },
    });
  });
});
