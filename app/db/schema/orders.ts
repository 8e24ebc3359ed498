/**
 * Orders: what a basket became at checkout, with the prices it was made with, every change of state
 * recorded, the payments taken for it and the discount codes used.
 */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { oneOf, timestamptz } from "./columns.ts";
import { notices } from "./notices.ts";
import { organisations } from "./organisations.ts";
import { discountCodes, products } from "./shop.ts";
import {
  ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATES,
  PAYMENT_TYPES,
  REFUND_STATES,
} from "./shop-values.ts";

/** An address as the checkout's ship-to fields give it (spec §3). */
export interface OrderAddress {
  deliverTo: string;
  telephone: string;
  street1: string;
  street2: string;
  city: string;
  county: string;
  country: string;
  postalCode: string;
}

/** Numbers for order references (GZ-100001, …): never reused, even when an order is rolled back. */
export const orderReferenceSeq = pgSequence("order_reference_seq", { startWith: 100001 });

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** What the customer quotes: GZ- and a number (unique, never reused). */
    reference: text("reference").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    organisationId: integer("organisation_id").references(() => organisations.id, { onDelete: "set null" }),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("created"),
    paymentType: text("payment_type", { enum: PAYMENT_TYPES }).notNull(),
    /** The customer's purchase order number (up to 10 digits), for orders on account. */
    purchaseOrderNumber: text("purchase_order_number"),
    deliveryAddress: jsonb("delivery_address").$type<OrderAddress>(),
    invoiceAddress: jsonb("invoice_address").$type<OrderAddress>().notNull(),
    email: text("email").notNull(),
    discountCodeId: integer("discount_code_id").references(() => discountCodes.id, { onDelete: "set null" }),
    discountCode: text("discount_code"),
    subtotalPence: integer("subtotal_pence").notNull(),
    discountPence: integer("discount_pence").notNull().default(0),
    netPence: integer("net_pence").notNull(),
    vatPence: integer("vat_pence").notNull(),
    totalPence: integer("total_pence").notNull(),
    /**
     * The key a checkout submission carries (one per checkout page): the same key twice makes one order.
     */
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_reference_key").on(t.reference),
    uniqueIndex("orders_idempotency_key").on(t.idempotencyKey),
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    index("orders_status_created_idx").on(t.status, t.createdAt),
    // What an organisation owes on account is summed on every checkout page of a credit-account buyer.
    index("orders_on_account_idx")
      .on(t.organisationId, t.createdAt)
      .where(sql`${t.paymentType} = 'purchase-order'`),
    oneOf(t.status, ORDER_STATUSES),
    oneOf(t.paymentType, PAYMENT_TYPES),
    check("orders_po_number_check", sql`${t.purchaseOrderNumber} ~ '^[0-9]{1,10}$'`),
    check(
      "orders_totals_check",
      sql`${t.netPence} + ${t.vatPence} = ${t.totalPence} and ${t.subtotalPence} - ${t.discountPence} = ${t.totalPence}`,
    ),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    noticeId: integer("notice_id").references(() => notices.id, { onDelete: "set null" }),
    /** The product's name as it was sold. */
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    unitPricePence: integer("unit_price_pence").notNull(),
    vatRatePercent: integer("vat_rate_percent").notNull(),
    /** The line's share of the order's discount, then its price after it, split into net and VAT. */
    discountPence: integer("discount_pence").notNull().default(0),
    grossPence: integer("gross_pence").notNull(),
    netPence: integer("net_pence").notNull(),
    vatPence: integer("vat_pence").notNull(),
    editionId: text("edition_id"),
    issueNumber: integer("issue_number"),
    fullName: text("full_name"),
    honour: text("honour"),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId),
    check("order_lines_quantity_check", sql`${t.quantity} between 1 and 200`),
    check("order_lines_amounts_check", sql`${t.netPence} + ${t.vatPence} = ${t.grossPence}`),
  ],
);

/** Every transition of an order, in order: who or what moved it, from what, to what, and why. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    fromStatus: text("from_status", { enum: ORDER_STATUSES }),
    toStatus: text("to_status", { enum: ORDER_STATUSES }).notNull(),
    /** A person (staff refund, customer cancel) or null for the system (payment return, reconciler). */
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    at: timestamptz("at").notNull().defaultNow(),
  },
  (t) => [
    index("order_events_order_idx").on(t.orderId, t.id),
    oneOf(t.fromStatus, ORDER_STATUSES),
    oneOf(t.toStatus, ORDER_STATUSES),
  ],
);

/** A card payment asked of the provider for an order (a new attempt after a failure is a new row). */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's payment_id. */
    providerPaymentId: text("provider_payment_id"),
    amountPence: integer("amount_pence").notNull(),
    state: text("state", { enum: PAYMENT_STATES }).notNull().default("created"),
    /** Where the customer pays (the provider's next_url). */
    nextUrl: text("next_url"),
    /** A secret in the return address, so a forged or other order's return cannot settle this payment. */
    returnToken: text("return_token").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("payments_order_idx").on(t.orderId),
    uniqueIndex("payments_provider_payment_key").on(t.provider, t.providerPaymentId),
    uniqueIndex("payments_idempotency_key").on(t.idempotencyKey),
    uniqueIndex("payments_return_token_key").on(t.returnToken),
    oneOf(t.provider, PAYMENT_PROVIDERS),
    oneOf(t.state, PAYMENT_STATES),
  ],
);

export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    providerRefundId: text("provider_refund_id"),
    amountPence: integer("amount_pence").notNull(),
    state: text("state", { enum: REFUND_STATES }).notNull().default("submitted"),
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("refunds_payment_idx").on(t.paymentId), oneOf(t.state, REFUND_STATES)],
);

/** A discount code's use by an order: what its limits count. */
export const discountRedemptions = pgTable(
  "discount_redemptions",
  {
    id: serial("id").primaryKey(),
    discountCodeId: integer("discount_code_id")
      .notNull()
      .references(() => discountCodes.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("discount_redemptions_order_key").on(t.orderId),
    index("discount_redemptions_code_user_idx").on(t.discountCodeId, t.userId),
  ],
);
