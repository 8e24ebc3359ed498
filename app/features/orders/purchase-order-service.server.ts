/**
 * Checkout by purchase order in steps (placement-api.md step 7, issue 13 point 6): the placer's software
 * makes the order from the basket (`paymentType=PurchaseOrder`, the only way over the API), gives it their
 * purchase order number, then confirms it, or cancels it before confirming. The web checkout does the same
 * in one go (checkout-service's `placeOrder`); here the order waits, "created", between the steps, and the
 * person can finish it on its page in My Gazette too.
 *
 * The credit account's guard is asked when the order is made (so a buyer without credit hears at once)
 * and again when it is confirmed, in the transaction that marks it paid: what is owed may have grown
 * meanwhile. Confirming pays the order's notices on account in that transaction; a notice that moved on
 * meanwhile (paid by another order) refuses the whole confirmation, since no money has been taken.
 */
import { randomBytes } from "node:crypto";
import type { Database } from "../../db/client.server.ts";
import { inTransaction } from "../../db/transaction.server.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import { accountOwnerData } from "../accounts/account-owner-service.server.ts";
import { readCheckoutBasket } from "../baskets/basket-checkout.server.ts";
import { PURCHASE_ORDER_MESSAGE } from "./checkout-schema.ts";
import {
  afterOrderPaid,
  type CheckoutDependencies,
  creditAvailable,
  moveOrder,
  ownOrder,
  placeOrder,
} from "./checkout-service.server.ts";
import { needsDelivery } from "./checkout-view.ts";
import type { OrderAddress, OrderRow } from "./order-repository.server.ts";
import { setPurchaseOrderNumber } from "./order-repository.server.ts";

/** The API's name for the one payment type it takes (placement-api.md step 7). */
export const API_PAYMENT_TYPE = "PurchaseOrder";

export const PURCHASE_ORDER_MESSAGES = {
  paymentType: `Checkout over the API is by purchase order only: send paymentType=${API_PAYMENT_TYPE}.`,
  noAddress:
    "Add your address (or your organisation's) to your account before checking out by purchase order: it goes on the invoice.",
  numberNeeded: "Assign a purchase order number to this order before confirming it.",
  notWaiting: "This order is not waiting for confirmation, so nothing has been changed.",
  notFound: "There is no such order.",
  idempotencyKey: "The Idempotency-Key header must be 1 to 64 letters, digits, hyphens or underscores.",
} as const;

const PO_NUMBER = /^[0-9]{1,10}$/;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,64}$/;

export interface PurchaseOrderBuyer {
  id: number;
  email: string;
  organisationId: number | null;
}

function invoiceAddressOf(owner: Awaited<ReturnType<typeof accountOwnerData>>): OrderAddress {
  if (!owner?.addressLine1.trim() || !owner.postcode.trim())
    throw new DomainError("invalid-input", PURCHASE_ORDER_MESSAGES.noAddress);
  return {
    deliverTo: owner.name,
    telephone: owner.telephoneNumber,
    street1: owner.addressLine1,
    street2: owner.addressLine2,
    city: owner.locality,
    county: owner.county,
    country: owner.country || "United Kingdom",
    postalCode: owner.postcode,
  };
}

/**
 * Makes a purchase order from the person's basket, waiting for its number and confirmation; its
 * reference. Invoiced (and, for shop items, posted) to the account's address. The same `idempotencyKey`
 * (an `Idempotency-Key` header) twice makes one order; without one, each call makes its own.
 */
export async function startPurchaseOrder(
  db: Database,
  deps: CheckoutDependencies,
  buyer: PurchaseOrderBuyer,
  paymentType: string,
  idempotencyKey: string | null,
): Promise<string> {
  if (paymentType !== API_PAYMENT_TYPE)
    throw new DomainError("invalid-input", PURCHASE_ORDER_MESSAGES.paymentType);
  if (idempotencyKey !== null && !IDEMPOTENCY_KEY.test(idempotencyKey))
    throw new DomainError("invalid-input", PURCHASE_ORDER_MESSAGES.idempotencyKey);
  const invoice = invoiceAddressOf(await accountOwnerData(db, buyer.id));
  const owner = { userId: buyer.id };
  const basket = await readCheckoutBasket(db, owner);
  const placed = await placeOrder(db, deps, {
    userId: buyer.id,
    organisationId: buyer.organisationId,
    owner,
    awaitConfirmation: true,
    idempotencyKey: `${buyer.id}:po:${idempotencyKey ?? randomBytes(18).toString("base64url")}`,
    details: {
      paymentType: "purchase-order",
      purchaseOrderNumber: null,
      email: buyer.email,
      delivery: needsDelivery(basket.view.lines) ? invoice : null,
      invoice,
    },
  });
  return placed.reference;
}

async function waitingOrder(db: Database, userId: number, reference: string): Promise<OrderRow> {
  const found = await ownOrder(db, userId, reference);
  if (!found) throw new DomainError("not-found", PURCHASE_ORDER_MESSAGES.notFound);
  const { order } = found;
  if (order.paymentType !== "purchase-order" || order.status !== "created")
    throw new DomainError("conflict", PURCHASE_ORDER_MESSAGES.notWaiting);
  return order;
}

/** Gives the waiting order its purchase order number (up to 10 digits), replacing any given before. */
export async function assignPurchaseOrderNumber(
  db: Database,
  userId: number,
  reference: string,
  poNumber: string,
): Promise<void> {
  const order = await waitingOrder(db, userId, reference);
  const number = poNumber.trim();
  if (!PO_NUMBER.test(number)) throw new DomainError("invalid-input", PURCHASE_ORDER_MESSAGE);
  if (!(await setPurchaseOrderNumber(db, order.id, number)))
    throw new DomainError("conflict", PURCHASE_ORDER_MESSAGES.notWaiting);
}

/**
 * Confirms the waiting order: paid on account (within the credit left), its notices paid and on to
 * approval, its items out of the basket, the confirmation with its invoice e-mailed (a job). Of two
 * confirmations racing, one pays; the other is told the order was dealt with.
 */
export async function confirmPurchaseOrder(
  db: Database,
  userId: number,
  reference: string,
  now = new Date(),
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const order = await waitingOrder(tx, userId, reference);
    if (!order.purchaseOrderNumber)
      throw new DomainError("invalid-input", PURCHASE_ORDER_MESSAGES.numberNeeded);
    const facts = {
      totalPence: order.totalPence,
      creditAvailablePence: await creditAvailable(tx, userId, now),
    };
    const moved = await moveOrder(
      tx,
      order,
      "place-on-account",
      facts,
      { purchaseOrderNumber: order.purchaseOrderNumber },
      userId,
    );
    if (!moved) throw new DomainError("conflict", PURCHASE_ORDER_MESSAGES.notWaiting);
    await afterOrderPaid(tx, order, "refuse", "account");
  });
}

/** The order page's one form: the number given (or given again) and the order confirmed. */
export async function numberAndConfirmPurchaseOrder(
  db: Database,
  userId: number,
  reference: string,
  poNumber: string,
): Promise<void> {
  await assignPurchaseOrderNumber(db, userId, reference, poNumber);
  await confirmPurchaseOrder(db, userId, reference);
}

/** Cancels the order before it is confirmed: nothing was paid; its items stay in the basket. */
export async function cancelPurchaseOrder(db: Database, userId: number, reference: string): Promise<void> {
  const order = await waitingOrder(db, userId, reference);
  const moved = await moveOrder(
    db,
    order,
    "cancel",
    { totalPence: order.totalPence, creditAvailablePence: null },
    {},
    userId,
  );
  if (!moved) throw new DomainError("conflict", PURCHASE_ORDER_MESSAGES.notWaiting);
}
