import { describe, expect, it } from "vitest";
import { NOTICE_STATUSES, PUBLIC_PROVENANCE_ACTIVITIES } from "../../db/schema/notices-values.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import { expectTableIsTheRule } from "../../lib/state-machine.test-helper.ts";
import { transition } from "../../lib/state-machine.ts";
import {
  actorRefusal,
  NOTICE_ACTOR_KINDS,
  NOTICE_EVENT_ACTIVITIES,
  NOTICE_EVENT_ACTORS,
  NOTICE_EVENTS,
  NOTICE_MESSAGES,
  type NoticeActorKind,
  type NoticeEvent,
  type NoticeFacts,
  nextNoticeStatus,
  noticeAllows,
  noticeMachine,
} from "./notice-machine.ts";

const passing: NoticeFacts = {
  missingDocuments: [],
  paymentRequired: false,
  reason: "Duplicate notice",
  injunction: null,
};
const failing: NoticeFacts = {
  missingDocuments: ["Death certificate"],
  paymentRequired: true,
  reason: " ",
  injunction: "A court injunction stops this notice.",
};

/** The workflow as issue 12 and the brief write it, independently of the machine's table. */
const EXPECTED: Record<string, string> = {
  "draft submit": "submitted",
  "submitted return-to-draft": "draft",
  "submitted start-payment": "awaiting-payment",
  "submitted pay-on-account": "paid",
  "submitted skip-payment": "awaiting-approval",
  "submitted withdraw": "withdrawn",
  "awaiting-payment payment-succeeded": "paid",
  "awaiting-payment payment-failed": "submitted",
  "paid validate": "awaiting-approval",
  "paid withdraw": "withdrawn",
  "awaiting-approval approve": "approved",
  "awaiting-approval reject": "rejected",
  "rejected return-to-draft": "draft",
  "awaiting-approval withdraw": "withdrawn",
  "approved schedule": "scheduled",
  "approved withdraw": "withdrawn",
  "scheduled publish": "published",
  "scheduled withdraw": "withdrawn",
  "published permanently-withdraw": "permanently-withdrawn",
};

/** Asks with the right actor, so only the table and the guards decide. */
const next = (status: string, event: NoticeEvent, facts: NoticeFacts = passing) =>
  nextNoticeStatus(status, event, NOTICE_EVENT_ACTORS[event], facts);

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("notice machine", () => {
  it("has the stored statuses as its states, every one reachable from draft", () => {
    expect(noticeMachine.states).toEqual(NOTICE_STATUSES);
  });

  it("allows every state and event exactly when the table says so", () => {
    expect(expectTableIsTheRule(noticeMachine, { passing, failing })).toBe(
      NOTICE_STATUSES.length * NOTICE_EVENTS.length,
    );
  });

  it("moves exactly as the workflow says, and nothing else moves", () => {
    for (const status of NOTICE_STATUSES)
      for (const event of NOTICE_EVENTS) {
        const step = transition(noticeMachine, status, event, passing);
        const expected = EXPECTED[`${status} ${event}`];
        expect(step.ok ? step.to : null, `${status} --${event}-->`).toBe(expected ?? null);
        expect(noticeAllows(status, event)).toBe(expected !== undefined);
      }
  });

  it("walks the whole paid life of a notice, and the one of an account that need not pay", () => {
    const paid: NoticeEvent[] = [
      "submit",
      "start-payment",
      "payment-succeeded",
      "validate",
      "approve",
      "schedule",
      "publish",
    ];
    let status = "draft";
    for (const event of paid) status = next(status, event, { ...passing, paymentRequired: true });
    expect(status).toBe("published");
    expect(next("submitted", "skip-payment")).toBe("awaiting-approval");
    expect(next("submitted", "pay-on-account", { ...passing, paymentRequired: true })).toBe("paid");
  });

  it("is submitted only with the documents its policy requires", () => {
    const missing = refusal(() =>
      next("draft", "submit", { ...passing, missingDocuments: ["Death certificate"] }),
    );
    expect(missing.code).toBe("invalid-input");
    expect(missing.message).toBe(NOTICE_MESSAGES.missingDocuments(["Death certificate"]));
    expect(missing.message).toContain("Death certificate");
  });

  it("is neither submitted nor approved while a court injunction stops it; nothing else is stopped", () => {
    const injunction = "A court injunction stops this notice.";
    for (const [status, event] of [
      ["draft", "submit"],
      ["awaiting-approval", "approve"],
    ] as const) {
      const error = refusal(() => next(status, event, { ...passing, injunction }));
      expect(error, event).toMatchObject({ code: "invalid-input", message: injunction });
    }
    // Missing documents are said first: the placer can put that right at once.
    const both = refusal(() =>
      next("draft", "submit", { ...passing, injunction, missingDocuments: ["Grant"] }),
    );
    expect(both.message).toBe(NOTICE_MESSAGES.missingDocuments(["Grant"]));
    // Withdrawing, rejecting and the system's steps never ask about injunctions.
    expect(next("awaiting-approval", "reject", { ...passing, injunction })).toBe("rejected");
    expect(next("awaiting-approval", "withdraw", { ...passing, injunction })).toBe("withdrawn");
    expect(next("paid", "validate", { ...passing, injunction })).toBe("awaiting-approval");
  });

  it("skips payment only for an account marked payment not required", () => {
    const error = refusal(() => next("submitted", "skip-payment", { ...passing, paymentRequired: true }));
    expect(error).toMatchObject({ code: "invalid-input", message: NOTICE_MESSAGES.paymentRequired });
  });

  it("is rejected and permanently withdrawn only with a reason; a placer withdraws without one", () => {
    for (const [status, event] of [
      ["awaiting-approval", "reject"],
      ["published", "permanently-withdraw"],
    ] as const) {
      const error = refusal(() => next(status, event, { ...passing, reason: "  " }));
      expect(error, event).toMatchObject({ code: "invalid-input", message: NOTICE_MESSAGES.reason });
    }
    expect(next("scheduled", "withdraw", { ...passing, reason: "" })).toBe("withdrawn");
  });

  it("is withdrawn by its placer only before publication, and never while a card payment is under way", () => {
    for (const status of NOTICE_STATUSES) {
      const before = ["submitted", "paid", "awaiting-approval", "approved", "scheduled"].includes(status);
      expect(noticeAllows(status, "withdraw"), status).toBe(before);
    }
    expect(refusal(() => next("published", "withdraw")).code).toBe("conflict");
    expect(refusal(() => next("awaiting-payment", "withdraw")).code).toBe("conflict");
  });

  it("takes each event only from its actor: placer, staff or the system", () => {
    for (const event of NOTICE_EVENTS)
      for (const actor of NOTICE_ACTOR_KINDS) {
        const mine = NOTICE_EVENT_ACTORS[event] === actor;
        expect(actorRefusal(event, actor) === null, `${actor} ${event}`).toBe(mine);
      }
    const asWrongActor = (event: NoticeEvent, actor: NoticeActorKind, status: string) =>
      refusal(() => nextNoticeStatus(status, event, actor, passing));
    expect(asWrongActor("approve", "placer", "awaiting-approval")).toMatchObject({
      code: "forbidden",
      message: NOTICE_MESSAGES.staffOnly,
    });
    expect(asWrongActor("withdraw", "staff", "scheduled")).toMatchObject({
      code: "forbidden",
      message: NOTICE_MESSAGES.notYours,
    });
    expect(asWrongActor("publish", "staff", "scheduled")).toMatchObject({
      code: "forbidden",
      message: NOTICE_MESSAGES.systemOnly,
    });
    // The actor is checked first: the wrong person learns nothing of the notice's state.
    expect(asWrongActor("approve", "placer", "published").code).toBe("forbidden");
  });

  it("refuses a stale or repeated event as a conflict, and never moves an unknown status", () => {
    const refusals: [string, NoticeEvent][] = [
      ["published", "publish"],
      ["withdrawn", "withdraw"],
      ["rejected", "approve"],
      ["draft", "approve"],
      ["paid", "payment-succeeded"],
      ["permanently-withdrawn", "permanently-withdraw"],
      ["superseded", "submit"],
    ];
    for (const [status, event] of refusals)
      expect(refusal(() => next(status, event)).code, `${status} ${event}`).toBe("conflict");
  });

  it("names the provenance activity of every step, keeping payment out of the public trail", () => {
    const internal = NOTICE_EVENTS.filter(
      (event) =>
        !(PUBLIC_PROVENANCE_ACTIVITIES as readonly string[]).includes(NOTICE_EVENT_ACTIVITIES[event]),
    );
    expect(internal.sort()).toEqual(
      [
        "payment-failed",
        "payment-succeeded",
        "pay-on-account",
        "return-to-draft",
        "schedule",
        "skip-payment",
        "start-payment",
      ].sort(),
    );
    expect(NOTICE_EVENT_ACTIVITIES.submit).toBe("received");
    expect(NOTICE_EVENT_ACTIVITIES.approve).toBe("approved");
  });
});
