/**
 * Test-only: what the orders' tests share. The address and checkout details a buyer gives; an order made
 * straight in the database, in the state a test needs (paid by card with the provider's payment id, or on
 * account), without a basket or a card page; and a card order paid the long way (basket, checkout, the
 * provider's payment, the return), for tests that need what the checkout records when it is paid (the
 * stock it took).
 */
import type { Database } from "../../db/client.server.ts";
import type { PaymentType } from "../../db/schema/shop-values.ts";
import { inTransaction } from "../../db/transaction.server.ts";
import { splitVat } from "../../lib/money.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import { addBasketItems } from "../baskets/basket-service.server.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";
import { type CheckoutDetails, placeOrder, settlePayment } from "./checkout-service.server.ts";
import {
  findOrderByReference,
  insertOrder,
  type OrderAddress,
  type OrderRow,
  transitionOrder,
} from "./order-repository.server.ts";
import {
  insertPayment,
  latestPaymentOfOrder,
  recordProviderPayment,
  setPaymentState,
} from "./payment-records-repository.server.ts";

export const TEST_ADDRESS: OrderAddress = {
  deliverTo: "Pat Buyer",
  telephone: "020 7946 0000",
  street1: "1 Test Street",
  street2: "",
  city: "London",
  county: "",
  country: "United Kingdom",
  postalCode: "SW1A 1AA",
};

/** Paid by card, delivered to and invoiced at TEST_ADDRESS. */
export const CARD_DETAILS: CheckoutDetails = {
  paymentType: "card",
  purchaseOrderNumber: null,
  email: "pat@example.test",
  delivery: TEST_ADDRESS,
  invoice: TEST_ADDRESS,
};

/** On account, with a purchase order number (the organisation needs a credit account). */
export const PURCHASE_ORDER_DETAILS: CheckoutDetails = {
  ...CARD_DETAILS,
  paymentType: "purchase-order",
  purchaseOrderNumber: "4500012345",
};

let made = 0;

/**
 * A paid order of one line (the remembrance pin, 20 % VAT) for `userId`: by card with the provider's
 * payment `providerPaymentId` (state success), or on account with a purchase order number.
 */
export async function makePaidOrder(
  db: Database,
  options: {
    userId: number | null;
    paymentType: PaymentType;
    totalPence?: number;
    providerPaymentId?: string;
    provider?: "simulator" | "govuk-pay";
  },
): Promise<OrderRow> {
  made++;
  const total = options.totalPence ?? 850;
  const { net, vat } = splitVat(total, 20);
  const key = `fixture-${Date.now()}-${made}-${Math.random().toString(36).slice(2)}`;
  return inTransaction(db, async (tx) => {
    const order = await insertOrder(
      tx,
      {
        userId: options.userId,
        organisationId: null,
        paymentType: options.paymentType,
        purchaseOrderNumber: options.paymentType === "purchase-order" ? "12345" : null,
        deliveryAddress: TEST_ADDRESS,
        invoiceAddress: TEST_ADDRESS,
        email: "pat@example.test",
        discountCodeId: null,
        discountCode: null,
        subtotalPence: total,
        discountPence: 0,
        netPence: net,
        vatPence: vat,
        totalPence: total,
        idempotencyKey: key,
        lines: [
          {
            productId: "ww1e",
            noticeId: null,
            name: "Centenary remembrance pin and card",
            quantity: 1,
            unitPricePence: total,
            vatRatePercent: 20,
            discountPence: 0,
            grossPence: total,
            netPence: net,
            vatPence: vat,
            editionId: null,
            issueNumber: null,
            fullName: null,
            honour: null,
          },
        ],
      },
      { fixture: true },
    );
    const move = (from: OrderRow["status"], to: OrderRow["status"], event: string) =>
      transitionOrder(tx, { orderId: order.id, from, to, event, actorUserId: null, detail: {} });
    if (options.paymentType === "purchase-order") {
      await move("created", "paid", "place-on-account");
    } else {
      const payment = await insertPayment(tx, {
        orderId: order.id,
        provider: options.provider ?? "simulator",
        amountPence: total,
        returnToken: `${key}-token`.padEnd(43, "x").slice(0, 43),
        idempotencyKey: `${key}-payment`,
      });
      await recordProviderPayment(tx, payment.id, {
        providerPaymentId: options.providerPaymentId ?? `fixture-${made}`,
        nextUrl: "https://pay.example/card",
        state: "created",
      });
      await setPaymentState(tx, payment.id, "success");
      await move("created", "awaiting-payment", "start-payment");
      await move("awaiting-payment", "paid", "payment-succeeded");
    }
    return { ...order, status: "paid" as const };
  });
}

/**
 * A card order of `items` by a new buyer, paid the long way: into a basket, through the checkout to the
 * provider, the payment made (`payments` must let the test finish it: the scripted provider), and the
 * customer's return settling it. Stock is taken as the checkout takes it, and recorded in the paid event.
 * `beforePayment` runs while the order waits for its payment (someone else buys the last units).
 */
export async function placePaidCardOrder(
  db: Database,
  payments: PaymentProvider & { finish(): void },
  items: readonly { productId: string; quantity: number }[],
  beforePayment: () => Promise<unknown> = async () => {},
): Promise<OrderRow> {
  made++;
  const tag = `${made}-${Math.random().toString(36).slice(2)}`;
  const user = await createTestUser(db, { email: `card-buyer-${tag}@example.test` });
  const owner = { userId: user.id };
  await addBasketItems(db, owner, [...items]);
  const placed = await placeOrder(
    db,
    { payments, siteUrl: "https://gazette.example" },
    { userId: user.id, organisationId: null, owner, details: CARD_DETAILS, idempotencyKey: `card-${tag}` },
  );
  const order = await findOrderByReference(db, placed.reference);
  const payment = order ? await latestPaymentOfOrder(db, order.id) : null;
  if (!payment) throw new Error(`order ${placed.reference} has no payment`);
  await beforePayment();
  payments.finish();
  return (await settlePayment(db, payments, payment)).order;
}
