/**
 * Checkout (issue 11 points 6–10, ADR 015): what the basket costs with its discount, applying a discount
 * code, and turning the basket into an order paid by card (through the provider's hosted page) or on
 * account by purchase order; then settling card payments when the customer returns or when the
 * reconciling job asks the provider.
 *
 * Integrity: the basket's row is locked while its order is made, so the order holds exactly the lines and
 * prices of that moment; a checkout submission carries an idempotency key (unique in `orders`), so a
 * double submission finds the first order; an order's status moves only from the status expected
 * (`transitionOrder`), so the customer's return and the job settling the same payment make one change; a
 * return address carries a random token tied to one payment, and the outcome is always read from the
 * provider, never from the address.
 *
 * Stock (ADR 015): the checkout refuses an order for more than is left; the units are taken in the
 * transaction that marks the order paid, by a conditional update that never goes below zero. Of two orders
 * racing for the last units, one not yet paid for (a purchase order, or nothing to pay) is refused and
 * nothing is made; a card payment already taken cannot be refused, so that order takes what is left and
 * the shortfall goes into the detail of the event that marked it paid, for staff to send later or refund.
 */
import { randomBytes } from "node:crypto";
import type { Database } from "../../db/client.server.ts";
import type { OrderStatus, PaymentType } from "../../db/schema/shop-values.ts";
import { inTransaction } from "../../db/transaction.server.ts";
import { DomainError, isDomainError } from "../../lib/domain-errors.ts";
import {
  type AccountOwnerData,
  accountOwnerAndCredit,
  type CreditAccount,
  creditAccountOf,
} from "../accounts/account-owner-service.server.ts";
import {
  type CheckoutBasket,
  lockCheckoutBasket,
  readCheckoutBasket,
  removeOrderedItems,
  setBasketDiscount,
} from "../baskets/basket-checkout.server.ts";
import type { BasketOwner } from "../baskets/basket-owner.server.ts";
import type { BasketLine } from "../baskets/basket-view.ts";
import { decideDiscount, normaliseDiscountCode } from "../discounts/discount-rules.ts";
import {
  countDiscountUses,
  findDiscountCodeByCode,
  findDiscountCodeById,
  insertRedemption,
  lockDiscountCode,
} from "../discounts/discount-service.server.ts";
import { enqueueJob } from "../jobs/enqueue-job.server.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";
import {
  PAYMENT_UNAVAILABLE_MESSAGE,
  PaymentProviderError,
  paymentUnavailable,
} from "../payments/payment-provider.ts";
import { returnToken as newReturnToken, RETURN_TOKEN_PATTERN } from "../payments/payment-service.server.ts";
import { type PaymentOutcome, paymentOutcome } from "../payments/payment-states.ts";
import {
  type NoticePaidBy,
  noticePaymentsFailed,
  noticePaymentsStarted,
  noticesPaid,
} from "../placement/notice-payment-service.server.ts";
import { stockProblem, unitsByProduct } from "../shop/stock-rules.ts";
import { returnStock, takeStock } from "../shop/stock-service.server.ts";
import { orderConfirmationJob, reconcilePaymentJob } from "./checkout-jobs.server.ts";
import { nextOrderStatus, type OrderEvent, type OrderFacts } from "./order-machine.ts";
import { type OrderDiscount, type PricedOrder, priceOrder } from "./order-pricing.ts";
import {
  addToLatestEventDetail,
  deleteUnstartedOrder,
  findOrder,
  findOrderByIdempotencyKey,
  findOrderByReference,
  insertOrder,
  type OrderAddress,
  type OrderRow,
  orderEventsOf,
  orderLinesOf,
  owedOnAccount,
  transitionOrder,
} from "./order-repository.server.ts";
import {
  findPaymentById,
  findPaymentByReturnToken,
  insertPayment,
  latestPaymentOfOrder,
  type PaymentRow,
  recordProviderPayment,
  setPaymentState,
} from "./payment-records-repository.server.ts";

export const CHECKOUT_MESSAGES = {
  empty: "There are no items in your basket.",
  discountRemoved: "The discount code on your basket can no longer be used, so it has been taken off.",
  paymentNotFound: "We could not find this payment. If you have paid, your order will appear in My Gazette.",
  signInToPay: "Sign in to pay for your order.",
  noticesMoved: (ids: readonly number[]) =>
    `${ids.length === 1 ? "Notice" : "Notices"} ${ids.join(", ")} in this order can no longer be paid for: ${ids.length === 1 ? "it has" : "they have"} been paid for or changed since the order was made. Cancel this order and check out again.`,
} as const;

type LineForPricing = BasketLine & { unitPricePence: number };

export { accountOwnerData } from "../accounts/account-owner-service.server.ts";

export interface CheckoutSummary {
  basket: CheckoutBasket;
  priced: PricedOrder<LineForPricing>;
  /** The code on the basket that applies, as the customer typed it (in capitals). */
  discountCode: string | null;
  /** Why a code on the basket no longer applies (it is then not counted). */
  discountProblem: string | null;
}

function linesForPricing(lines: readonly BasketLine[]): LineForPricing[] {
  return lines.map((line) => ({ ...line, unitPricePence: line.unitPence }));
}

async function discountFor(
  db: Database,
  discountCodeId: number | null,
  userId: number | null,
  productIds: readonly string[],
  now: Date,
  lock = false,
): Promise<{ discount: OrderDiscount | null; problem: string | null; codeId: number | null }> {
  if (discountCodeId === null) return { discount: null, problem: null, codeId: null };
  const row = lock
    ? await lockDiscountCode(db, discountCodeId)
    : await findDiscountCodeById(db, discountCodeId);
  const uses = row ? await countDiscountUses(db, row.id, userId) : { overall: 0, byAccount: 0 };
  const decision = decideDiscount(row, uses, productIds, now);
  return decision.ok
    ? { discount: decision.discount, problem: null, codeId: discountCodeId }
    : { discount: null, problem: decision.message, codeId: null };
}

/** What the basket costs now, with the discount code it carries (when that still applies). */
export async function checkoutSummary(
  db: Database,
  owner: BasketOwner | null,
  userId: number | null,
  now = new Date(),
): Promise<CheckoutSummary> {
  const basket = await readCheckoutBasket(db, owner);
  const lines = basket.view.lines;
  const { discount, problem } = await discountFor(
    db,
    basket.discountCodeId,
    userId,
    lines.map((l) => l.productId),
    now,
  );
  return {
    basket,
    priced: priceOrder(linesForPricing(lines), discount),
    discountCode: discount?.code ?? null,
    discountProblem: problem,
  };
}

/** Puts a typed code on the basket after the rules accept it; a refusal (their message) changes nothing. */
export async function applyDiscountCode(
  db: Database,
  owner: BasketOwner,
  userId: number | null,
  typed: string,
  now = new Date(),
): Promise<void> {
  const code = normaliseDiscountCode(typed);
  const row = code ? await findDiscountCodeByCode(db, code) : null;
  const basket = await readCheckoutBasket(db, owner);
  if (basket.view.lines.length === 0) throw new DomainError("invalid-input", CHECKOUT_MESSAGES.empty);
  const uses = row ? await countDiscountUses(db, row.id, userId) : { overall: 0, byAccount: 0 };
  const decision = decideDiscount(
    row,
    uses,
    basket.view.lines.map((l) => l.productId),
    now,
  );
  if (!decision.ok || !row) throw new DomainError("invalid-input", decision.ok ? "" : decision.message);
  await setBasketDiscount(db, owner, row.id);
}

export async function removeDiscountCode(db: Database, owner: BasketOwner): Promise<void> {
  await setBasketDiscount(db, owner, null);
}

export interface CheckoutDetails {
  paymentType: PaymentType;
  purchaseOrderNumber: string | null;
  email: string;
  delivery: OrderAddress | null;
  invoice: OrderAddress;
}

export interface CheckoutDependencies {
  payments: PaymentProvider;
  siteUrl: string;
  now?: Date;
}

export type PlaceOrderResult =
  /** Go and pay on the provider's page. */
  | { kind: "pay"; nextUrl: string; reference: string }
  /** Done: paid on account (or nothing to pay), or already dealt with. */
  | { kind: "done"; reference: string };

/** How much credit the person's organisation has left, or null without a credit account. */
export async function creditAvailable(db: Database, userId: number, now: Date): Promise<number | null> {
  return creditLeft(db, await creditAccountOf(db, userId), now);
}

async function creditLeft(db: Database, account: CreditAccount | null, now: Date): Promise<number | null> {
  if (!account) return null;
  const owed = await owedOnAccount(db, account.organisationId, now);
  return Math.max(0, (account.creditLimitPence ?? 0) - owed);
}

/**
 * What the checkout page knows of the signed-in buyer: the details its forms are filled with and the credit
 * left for a purchase order (null without a credit account), from one read of the person and their
 * organisation (and, with a credit account, one sum of what is owed).
 */
export async function checkoutBuyer(
  db: Database,
  userId: number,
  now: Date,
): Promise<{ prefill: AccountOwnerData | null; creditLeftPence: number | null }> {
  const { owner, credit } = await accountOwnerAndCredit(db, userId);
  return { prefill: owner, creditLeftPence: await creditLeft(db, credit, now) };
}

function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  while (e && typeof e === "object") {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * What an order made earlier with the same key answers: a card order not yet sent to pay is sent (the
 * payment's idempotency key makes the provider answer with the same payment), one waiting for its payment
 * sends the customer to the same card page, anything else shows the order.
 */
async function answerForExisting(
  db: Database,
  deps: CheckoutDependencies,
  order: OrderRow,
): Promise<PlaceOrderResult> {
  if (order.paymentType === "card" && (order.status === "created" || order.status === "awaiting-payment")) {
    const nextUrl = await ensureCardPayment(db, deps, order);
    if (nextUrl) return { kind: "pay", nextUrl, reference: order.reference };
  }
  return { kind: "done", reference: order.reference };
}

export async function moveOrder(
  db: Database,
  order: OrderRow,
  event: OrderEvent,
  facts: OrderFacts,
  detail: Record<string, unknown> = {},
  actorUserId: number | null = null,
): Promise<boolean> {
  const to = nextOrderStatus(order.status, event, facts);
  const moved = await transitionOrder(db, {
    orderId: order.id,
    from: order.status,
    to,
    event,
    actorUserId,
    detail,
  });
  if (moved) order.status = to;
  return moved;
}

/** The placed notices an order's lines are for. */
async function noticesOfOrder(tx: Database, orderId: number): Promise<number[]> {
  return (await orderLinesOf(tx, orderId)).flatMap((line) => (line.noticeId === null ? [] : [line.noticeId]));
}

/**
 * Its notices' workflow step, in the transaction of the order's move, just after it (only a move that
 * happened steps them, so two racing settlements step them once). A notice that could not take it (moved
 * on meanwhile by other means) is named in the order's event for staff.
 */
async function stepOrderNotices(
  tx: Database,
  orderId: number,
  step: (tx: Database, ids: readonly number[]) => Promise<number[]>,
  onLeft: "refuse" | "record" = "record",
): Promise<void> {
  const ids = await noticesOfOrder(tx, orderId);
  if (ids.length === 0) return;
  const left = await step(tx, ids);
  if (left.length === 0) return;
  if (onLeft === "refuse") throw new DomainError("conflict", CHECKOUT_MESSAGES.noticesMoved(left));
  await addToLatestEventDetail(tx, orderId, { noticesNotMoved: left });
}

/**
 * Once an order is paid: stock goes down, its placed notices are paid and go on to approval, the items it
 * was made from leave the basket, and the confirmation with its invoice is sent (a durable job). Runs in
 * the transaction that marked it paid, right after the move (so the order's row is locked before the
 * products'). `onShort` is the stock rule: `refuse` when no money has been taken (the whole transaction is
 * undone and the customer told), `record` when a card payment has (the shortfall is written into the
 * event that marked it paid). `paidBy` says which of the workflow's payment steps the notices take.
 */
export async function afterOrderPaid(
  tx: Database,
  order: OrderRow,
  onShort: "refuse" | "record",
  paidBy: NoticePaidBy,
): Promise<void> {
  // Without money taken, a notice that moved on meanwhile (paid by another order) refuses the whole order.
  await stepOrderNotices(tx, order.id, (t, ids) => noticesPaid(t, ids, paidBy), onShort);
  const stock = await takeStock(tx, await orderLinesOf(tx, order.id), onShort);
  if (Object.keys(stock.taken).length > 0 || stock.shortfalls.length > 0)
    await addToLatestEventDetail(tx, order.id, {
      stockTaken: stock.taken,
      ...(stock.shortfalls.length > 0 ? { stockShortfall: stock.shortfalls } : {}),
    });
  const [created] = await orderEventsOf(tx, order.id);
  const basketId = Number(created?.detail.basketId);
  const itemIds = Array.isArray(created?.detail.basketItemIds)
    ? (created.detail.basketItemIds as number[])
    : [];
  if (Number.isInteger(basketId) && basketId > 0) await removeOrderedItems(tx, basketId, itemIds);
  await enqueueJob(
    tx,
    orderConfirmationJob,
    { orderId: order.id },
    { uniqueKey: `order-confirmation:${order.id}` },
  );
}

/**
 * For the refund, in the transaction that marks the order refunded: an order refunded before it was
 * fulfilled (`from` "paid": nothing was sent) puts back the units its payment took; one refunded after it
 * was fulfilled does not, because the items have left (returned goods are counted back by staff).
 */
export async function restockRefundedOrder(tx: Database, orderId: number, from: OrderStatus): Promise<void> {
  if (from !== "paid") return;
  const paid = (await orderEventsOf(tx, orderId)).findLast((e) => e.toStatus === "paid");
  const taken = paid?.detail.stockTaken;
  if (taken && typeof taken === "object") await returnStock(tx, taken as Record<string, number>);
}

/**
 * Makes the order from the owner's basket. A purchase order is paid on account at once (within the credit
 * left), or with `awaitConfirmation` waits for its number and its confirmation; a card order starts a
 * payment and the customer goes to pay. The same idempotency key twice makes one order.
 */
export async function placeOrder(
  db: Database,
  deps: CheckoutDependencies,
  input: {
    userId: number;
    organisationId: number | null;
    owner: BasketOwner;
    details: CheckoutDetails;
    idempotencyKey: string;
    /** A purchase order made now and confirmed later (the placement API's checkout): left "created". */
    awaitConfirmation?: boolean;
  },
): Promise<PlaceOrderResult> {
  const now = deps.now ?? new Date();
  const earlier = await findOrderByIdempotencyKey(db, input.idempotencyKey);
  if (earlier) return answerForExisting(db, deps, earlier);

  let order: OrderRow;
  try {
    order = await inTransaction(db, async (tx) => {
      const basket = await lockCheckoutBasket(tx, input.owner);
      const lines = basket.view.lines;
      if (lines.length === 0 || basket.view.id === null)
        throw new DomainError("invalid-input", CHECKOUT_MESSAGES.empty);
      const problem = lines.find((l) => l.problem)?.problem;
      if (problem) throw new DomainError("invalid-input", problem);
      // A product may be on several lines (a pin with and without a name, one day): stock is for their sum.
      const units = unitsByProduct(lines);
      const short = lines.map((l) => stockProblem(l, units.get(l.productId) ?? 0)).find(Boolean);
      if (short) throw new DomainError("invalid-input", short);
      const found = await discountFor(
        tx,
        basket.discountCodeId,
        input.userId,
        lines.map((l) => l.productId),
        now,
        true,
      );
      if (found.problem) throw new DomainError("invalid-input", found.problem);
      const priced = priceOrder(linesForPricing(lines), found.discount);
      const { details } = input;
      const made = await insertOrder(
        tx,
        {
          userId: input.userId,
          organisationId: input.organisationId,
          paymentType: details.paymentType,
          purchaseOrderNumber: details.paymentType === "purchase-order" ? details.purchaseOrderNumber : null,
          deliveryAddress: details.delivery,
          invoiceAddress: details.invoice,
          email: details.email,
          discountCodeId: found.codeId,
          discountCode: found.discount?.code ?? null,
          subtotalPence: priced.totals.subtotalPence,
          discountPence: priced.totals.discountPence,
          netPence: priced.totals.netPence,
          vatPence: priced.totals.vatPence,
          totalPence: priced.totals.totalPence,
          idempotencyKey: input.idempotencyKey,
          lines: priced.lines.map((line) => ({
            productId: line.productId,
            noticeId: line.noticeId,
            name: line.name,
            quantity: line.quantity,
            unitPricePence: line.unitPence,
            vatRatePercent: line.vatRatePercent,
            discountPence: line.discountPence,
            grossPence: line.grossPence,
            netPence: line.netPence,
            vatPence: line.vatPence,
            editionId: line.editionId,
            issueNumber: line.issueNumber,
            fullName: line.fullName,
            honour: line.honour,
          })),
        },
        { basketId: basket.view.id, basketItemIds: lines.map((l) => l.id) },
      );
      if (found.codeId !== null)
        await insertRedemption(tx, { discountCodeId: found.codeId, orderId: made.id, userId: input.userId });
      const facts: OrderFacts = {
        totalPence: made.totalPence,
        creditAvailablePence:
          details.paymentType === "purchase-order" ? await creditAvailable(tx, input.userId, now) : null,
      };
      if (details.paymentType === "purchase-order" && input.awaitConfirmation) {
        // The placement API's order waits for its number and confirmation (purchase-order-service): the
        // credit is asked now so a buyer without it hears at once, and again when it is confirmed.
        nextOrderStatus(made.status, "place-on-account", facts);
      } else if (details.paymentType === "purchase-order") {
        await moveOrder(tx, made, "place-on-account", facts, {
          purchaseOrderNumber: details.purchaseOrderNumber,
        });
        await afterOrderPaid(tx, made, "refuse", "account");
      } else if (made.totalPence === 0) {
        // Nothing to pay (a 100 % discount): no card payment can be asked for nothing.
        await moveOrder(tx, made, "start-payment", facts, { reason: "nothing to pay" });
        await moveOrder(tx, made, "payment-succeeded", facts, { reason: "nothing to pay" });
        await afterOrderPaid(tx, made, "refuse", "nothing-to-pay");
      } else {
        await preparePayment(tx, deps.payments, made, now);
      }
      return made;
    });
  } catch (error) {
    // The same submission a moment earlier made the order while this one waited for the basket.
    if (isUniqueViolation(error)) {
      const first = await findOrderByIdempotencyKey(db, input.idempotencyKey);
      if (first) return answerForExisting(db, deps, first);
    }
    throw error;
  }
  if (order.status !== "created" || order.paymentType === "purchase-order")
    return { kind: "done", reference: order.reference };
  const nextUrl = await ensureCardPayment(db, deps, order);
  if (!nextUrl) throw paymentUnavailable();
  return { kind: "pay", nextUrl, reference: order.reference };
}

export const CARD_PAYMENTS_OFF = PAYMENT_UNAVAILABLE_MESSAGE;

/** Five minutes after a payment starts, and again while it is unsettled, the job asks the provider. */
export const RECONCILE_AFTER_MS = 5 * 60_000;

/**
 * The key that makes a repeated create the same payment: the order's reference and random hex, as Pay
 * takes them (1 to 255 letters, digits and dashes; a base64url token's "_" would be refused).
 */
export function paymentIdempotencyKey(reference: string): string {
  return `${reference}-${randomBytes(8).toString("hex")}`;
}

/**
 * Inside the order's transaction: the payment row (its return token in the return address) and the job
 * that reconciles it, committed with the order, so a server killed from here on still has the payment
 * settled.
 */
async function preparePayment(tx: Database, payments: PaymentProvider, order: OrderRow, now: Date) {
  const returnToken = newReturnToken();
  const payment = await insertPayment(tx, {
    orderId: order.id,
    provider: payments.name,
    amountPence: order.totalPence,
    returnToken,
    idempotencyKey: paymentIdempotencyKey(order.reference),
  });
  await enqueueJob(
    tx,
    reconcilePaymentJob,
    { paymentId: payment.id },
    { runAt: new Date(now.getTime() + RECONCILE_AFTER_MS) },
  );
}

/**
 * Asks the provider for the order's card payment and moves the order to awaiting payment; the card page's
 * address, or null when the order has moved on. Never inside a transaction: the simulator answers from
 * this same app and database (on PGlite, one connection). A provider that cannot be reached leaves no
 * order behind (it never reached the provider) and the basket as it was; the message says so.
 */
async function ensureCardPayment(db: Database, deps: CheckoutDependencies, order: OrderRow) {
  const payment = await latestPaymentOfOrder(db, order.id);
  if (!payment) return null;
  if (payment.nextUrl && order.status === "awaiting-payment") return payment.nextUrl;
  if (order.status !== "created") return null;
  let created: Awaited<ReturnType<PaymentProvider["createPayment"]>>;
  try {
    created = await deps.payments.createPayment({
      amountPence: order.totalPence,
      reference: order.reference,
      description: `Gazette order ${order.reference}`,
      returnUrl: `${deps.siteUrl}/checkout/payment-return/${payment.returnToken}`,
      idempotencyKey: payment.idempotencyKey,
      email: order.email,
    });
  } catch (error) {
    await deleteUnstartedOrder(db, order.id);
    // Unavailable is the person's to read; a refusal of how we asked (PaymentProviderError) is ours, a 500.
    if (isDomainError(error) || error instanceof PaymentProviderError) throw error;
    throw paymentUnavailable(error);
  }
  await inTransaction(db, async (tx) => {
    await recordProviderPayment(tx, payment.id, created);
    const moved = await moveOrder(
      tx,
      order,
      "start-payment",
      { totalPence: order.totalPence, creditAvailablePence: null },
      {
        paymentId: payment.id,
      },
    );
    if (moved) await stepOrderNotices(tx, order.id, noticePaymentsStarted);
  });
  return created.nextUrl;
}

/**
 * Asks the provider how the payment went and moves the order to match (once: a second settlement of the
 * same payment finds the order already moved and changes nothing).
 */
export async function settlePayment(
  db: Database,
  payments: PaymentProvider,
  payment: PaymentRow,
): Promise<{ order: OrderRow; outcome: PaymentOutcome }> {
  const order = await findOrder(db, payment.orderId);
  if (!order) throw new DomainError("not-found", CHECKOUT_MESSAGES.paymentNotFound);
  if (!payment.providerPaymentId) return { order, outcome: "failed" };
  const state = await payments.getPayment(payment.providerPaymentId);
  const outcome = paymentOutcome(state.state, state.failure?.code);
  const facts = { totalPence: order.totalPence, creditAvailablePence: null };
  await inTransaction(db, async (tx) => {
    await setPaymentState(tx, payment.id, state.state);
    if (order.status !== "awaiting-payment" || outcome === "pending") return;
    const detail = {
      paymentId: payment.id,
      state: state.state,
      ...(state.failure ? { failure: state.failure } : {}),
    };
    if (outcome === "paid" && state.amountPence !== order.totalPence)
      throw new Error(`payment ${payment.id} is for ${state.amountPence}, the order for ${order.totalPence}`);
    const event: OrderEvent =
      outcome === "paid"
        ? "payment-succeeded"
        : outcome === "failed"
          ? "payment-failed"
          : "payment-cancelled";
    if (!(await moveOrder(tx, order, event, facts, detail))) return;
    if (outcome === "paid") await afterOrderPaid(tx, order, "record", "card");
    else await stepOrderNotices(tx, order.id, noticePaymentsFailed);
  });
  const fresh = (await findOrder(db, order.id)) ?? order;
  return { order: fresh, outcome };
}

/** The customer back from the provider's page: the token names the payment, the provider says how it went. */
export async function returnFromPayment(
  db: Database,
  payments: PaymentProvider,
  token: string,
): Promise<{ order: OrderRow; outcome: PaymentOutcome }> {
  const payment = RETURN_TOKEN_PATTERN.test(token) ? await findPaymentByReturnToken(db, token) : null;
  if (!payment) throw new DomainError("not-found", CHECKOUT_MESSAGES.paymentNotFound);
  return settlePayment(db, payments, payment);
}

/** The reconciling job's question, for a payment by its id. */
export function paymentReconciler(payments: PaymentProvider) {
  return {
    async settle(db: Database, paymentId: number) {
      const payment = await findPaymentById(db, paymentId);
      if (!payment) return null;
      const { outcome } = await settlePayment(db, payments, payment);
      return { outcome, startedAt: payment.createdAt };
    },
  };
}

/**
 * The person's own order by its reference, with its lines; null when there is none or it is someone
 * else's (the same answer, so a reference cannot be probed).
 */
export async function ownOrder(db: Database, userId: number, reference: string) {
  if (!/^GZ-\d{1,12}$/i.test(reference)) return null;
  const order = await findOrderByReference(db, reference);
  if (!order || order.userId !== userId) return null;
  return { order, lines: await orderLinesOf(db, order.id) };
}
