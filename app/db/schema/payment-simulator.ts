/**
 * The built-in payment simulator's own records: it speaks GOV.UK Pay's API from this app (issue 11), and
 * keeps its payments in the database so a card page opened on one app server can be finished on another.
 */
import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { oneOf, timestamptz } from "./columns.ts";
import { PAYMENT_STATES, REFUND_STATES } from "./shop-values.ts";

export const simulatorPayments = pgTable(
  "simulator_payments",
  {
    /** Its payment_id: random, as Pay's are. */
    paymentId: text("payment_id").primaryKey(),
    amountPence: integer("amount_pence").notNull(),
    reference: text("reference").notNull(),
    description: text("description").notNull(),
    returnUrl: text("return_url").notNull(),
    state: text("state", { enum: PAYMENT_STATES }).notNull().default("created"),
    /** Pay's failure code and message (e.g. P0010 "Payment method rejected"). */
    failureCode: text("failure_code"),
    failureMessage: text("failure_message"),
    /** A delayed confirmation: the card page was finished, the success shows from this moment. */
    settlesAt: timestamptz("settles_at"),
    idempotencyKey: text("idempotency_key"),
    refundedPence: integer("refunded_pence").notNull().default(0),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("simulator_payments_idempotency_key").on(t.idempotencyKey),
    oneOf(t.state, PAYMENT_STATES),
    check("simulator_payments_amount_check", sql`${t.amountPence} > 0`),
  ],
);

export const simulatorRefunds = pgTable(
  "simulator_refunds",
  {
    refundId: text("refund_id").primaryKey(),
    paymentId: text("payment_id")
      .notNull()
      .references(() => simulatorPayments.paymentId, { onDelete: "cascade" }),
    amountPence: integer("amount_pence").notNull(),
    state: text("state", { enum: REFUND_STATES }).notNull().default("success"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [oneOf(t.state, REFUND_STATES)],
);
