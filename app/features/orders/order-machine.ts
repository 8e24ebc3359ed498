/**
 * An order's life as a state machine (ADR 015, issue 11): the table below is the rule, and the checkout,
 * the payment return, the reconciliation job and staff refunds all ask it before touching an order's
 * status (the conditional update `… where status = $from` still settles two of them racing).
 *
 * A card order waits for its payment: created → awaiting-payment → paid | failed | cancelled; a failed
 * payment may be tried again. A purchase order on an approved credit account is paid on account at once,
 * when its total fits within the credit left. A paid order is fulfilled (sent); a paid or fulfilled order
 * may be refunded. Cancelled and refunded orders are finished.
 */
import { ORDER_STATUSES, type OrderStatus } from "../../db/schema/shop-values.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import { defineMachine, type Guard, stateOf, transition } from "../../lib/state-machine.ts";

export const ORDER_EVENTS = [
  "start-payment",
  "place-on-account",
  "payment-succeeded",
  "payment-failed",
  "payment-cancelled",
  "retry-payment",
  "cancel",
  "fulfil",
  "refund",
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** What a guard looks at: the order's total and, for purchase orders, the credit left on the account. */
export interface OrderFacts {
  totalPence: number;
  /** Credit limit less what is owed on unpaid purchase orders; null without an approved credit account. */
  creditAvailablePence: number | null;
}

export const ORDER_MESSAGES = {
  noCreditAccount: "Your organisation does not have an approved credit account, so please pay by card.",
  overCreditLimit:
    "The order's total is more than the credit left on your account, so please pay by card or contact us.",
  notAllowed: "This order has already been dealt with, so nothing has been changed.",
} as const;

const withinCreditLimit: Guard<OrderFacts, string> = (facts) => {
  if (facts.creditAvailablePence === null) return ORDER_MESSAGES.noCreditAccount;
  return facts.totalPence <= facts.creditAvailablePence ? null : ORDER_MESSAGES.overCreditLimit;
};

export const orderMachine = defineMachine({
  name: "order",
  states: ORDER_STATUSES,
  initial: "created",
  terminal: ["cancelled", "refunded"],
  events: ORDER_EVENTS,
  guards: { withinCreditLimit },
  transitions: [
    { from: "created", event: "start-payment", to: "awaiting-payment" },
    { from: "created", event: "place-on-account", to: "paid", guard: "withinCreditLimit" },
    { from: "created", event: "cancel", to: "cancelled" },
    { from: "awaiting-payment", event: "payment-succeeded", to: "paid" },
    { from: "awaiting-payment", event: "payment-failed", to: "failed" },
    { from: "awaiting-payment", event: "payment-cancelled", to: "cancelled" },
    { from: "failed", event: "retry-payment", to: "awaiting-payment" },
    { from: "paid", event: "fulfil", to: "fulfilled" },
    { from: "paid", event: "refund", to: "refunded" },
    { from: "fulfilled", event: "refund", to: "refunded" },
  ],
});

/** True when the table lets `event` happen to an order in `status` (guards aside). */
export function orderAllows(status: string, event: OrderEvent): boolean {
  const from = stateOf(orderMachine, status);
  return from !== null && orderMachine.transitions.some((row) => row.from === from && row.event === event);
}

/**
 * The status an order moves to, for a service about to write it. A refusal is a DomainError: a guard's
 * reason is the person's to read (invalid input, 400); an event the table does not allow means someone
 * else got there first or the request is stale (a conflict, 409). An unknown stored status is never moved.
 */
export function nextOrderStatus(status: string, event: OrderEvent, facts: OrderFacts): OrderStatus {
  const from = stateOf(orderMachine, status);
  if (from === null) throw new DomainError("conflict", ORDER_MESSAGES.notAllowed);
  const step = transition(orderMachine, from, event, facts);
  if (step.ok) return step.to;
  if (step.refusal === "guard-failed") throw new DomainError("invalid-input", step.reason);
  throw new DomainError("conflict", ORDER_MESSAGES.notAllowed);
}
