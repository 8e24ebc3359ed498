import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "../../db/schema/shop-values.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import { expectTableIsTheRule } from "../../lib/state-machine.test-helper.ts";
import { transition } from "../../lib/state-machine.ts";
import {
  nextOrderStatus,
  ORDER_EVENTS,
  ORDER_MESSAGES,
  type OrderEvent,
  type OrderFacts,
  orderAllows,
  orderMachine,
} from "./order-machine.ts";

const passing: OrderFacts = { totalPence: 5000, creditAvailablePence: 5000 };
const failing: OrderFacts = { totalPence: 5000, creditAvailablePence: null };

/** The rule as the brief writes it, independently of the machine's table. */
const EXPECTED: Record<string, string> = {
  "created start-payment": "awaiting-payment",
  "created place-on-account": "paid",
  "created cancel": "cancelled",
  "awaiting-payment payment-succeeded": "paid",
  "awaiting-payment payment-failed": "failed",
  "awaiting-payment payment-cancelled": "cancelled",
  "failed retry-payment": "awaiting-payment",
  "paid fulfil": "fulfilled",
  "paid refund": "refunded",
  "fulfilled refund": "refunded",
};

describe("order machine", () => {
  it("has the stored statuses as its states", () => {
    expect(orderMachine.states).toEqual(ORDER_STATUSES);
  });

  it("allows every state and event exactly when the table says so", () => {
    expect(expectTableIsTheRule(orderMachine, { passing, failing })).toBe(
      ORDER_STATUSES.length * ORDER_EVENTS.length,
    );
  });

  it("moves exactly as issue 11 and ADR 015 say, and nothing else moves", () => {
    for (const status of ORDER_STATUSES)
      for (const event of ORDER_EVENTS) {
        const step = transition(orderMachine, status, event, passing);
        const expected = EXPECTED[`${status} ${event}`];
        expect(step.ok ? step.to : null, `${status} --${event}-->`).toBe(expected ?? null);
        expect(orderAllows(status, event)).toBe(expected !== undefined);
      }
  });

  it("places an order on account only within the credit left", () => {
    expect(nextOrderStatus("created", "place-on-account", passing)).toBe("paid");
    const over = () =>
      nextOrderStatus("created", "place-on-account", { totalPence: 5001, creditAvailablePence: 5000 });
    expect(over).toThrow(ORDER_MESSAGES.overCreditLimit);
    expect(over).toThrow(expect.objectContaining({ code: "invalid-input" }));
    expect(() => nextOrderStatus("created", "place-on-account", failing)).toThrow(
      ORDER_MESSAGES.noCreditAccount,
    );
  });

  it("refuses a stale or repeated event as a conflict, and never moves an unknown status", () => {
    const refusals: [string, OrderEvent][] = [
      ["paid", "payment-succeeded"],
      ["cancelled", "start-payment"],
      ["refunded", "refund"],
      ["shipped", "fulfil"],
    ];
    for (const [status, event] of refusals) {
      let thrown: unknown;
      try {
        nextOrderStatus(status, event, passing);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, `${status} ${event}`).toBeInstanceOf(DomainError);
      expect((thrown as DomainError).code).toBe("conflict");
    }
  });
});
