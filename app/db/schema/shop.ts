/** The shop's catalogue: products, their prices over time, and discount codes. */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { oneOf, timestamptz } from "./columns.ts";
import { DISCOUNT_KINDS, PRODUCT_KINDS } from "./shop-values.ts";

export * from "./shop-values.ts";

export const products = pgTable(
  "products",
  {
    /** The spec's ids (ce1, ww1a, gaz176, …): they are in addresses and the basket's JSON. */
    id: text("id").primaryKey(),
    kind: text("kind", { enum: PRODUCT_KINDS }).notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Per cent, a whole number: 0 for zero-rated printed matter, 20 for standard-rated items. */
    vatRatePercent: integer("vat_rate_percent").notNull(),
    /** Units left; null where stock does not apply (printed or made to order). */
    stock: integer("stock"),
    /** Bought against an issue (a copy of it, or a certificate of an entry in it). */
    needsIssue: boolean("needs_issue").notNull().default(false),
    /** Bears a name and honour (certificates). */
    needsName: boolean("needs_name").notNull().default(false),
    /** Withdrawn products stay for old orders but cannot be bought. */
    active: boolean("active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    oneOf(t.kind, PRODUCT_KINDS),
    check("products_vat_rate_check", sql`${t.vatRatePercent} between 0 and 100`),
    check("products_stock_check", sql`${t.stock} is null or ${t.stock} >= 0`),
  ],
);

/**
 * A product's price including VAT, in pence, from a moment on: the price in force is the latest one that
 * has begun. Rows are never updated, so a price change is scheduled by adding one; orders copy the price
 * they were made with.
 */
export const productPrices = pgTable(
  "product_prices",
  {
    id: serial("id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    pricePence: integer("price_pence").notNull(),
    effectiveFrom: timestamptz("effective_from").notNull().defaultNow(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("product_prices_product_from_key").on(t.productId, t.effectiveFrom),
    check("product_prices_price_check", sql`${t.pricePence} >= 0`),
  ],
);

export const discountCodes = pgTable(
  "discount_codes",
  {
    id: serial("id").primaryKey(),
    /** Stored in capitals; what a customer types is matched without regard to case. */
    code: text("code").notNull(),
    description: text("description").notNull().default(""),
    kind: text("kind", { enum: DISCOUNT_KINDS }).notNull(),
    /** A whole per cent (1–100) for percentage codes; pence for fixed ones. */
    amount: integer("amount").notNull(),
    validFrom: timestamptz("valid_from"),
    validUntil: timestamptz("valid_until"),
    /** The products it takes money off; empty means every product. */
    productIds: text("product_ids").array().notNull().default(sql`'{}'::text[]`),
    /** Uses allowed in all, and per account; null for no limit. */
    maxUses: integer("max_uses"),
    maxUsesPerAccount: integer("max_uses_per_account"),
    disabledAt: timestamptz("disabled_at"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("discount_codes_code_key").on(t.code),
    index("discount_codes_created_idx").on(t.createdAt),
    oneOf(t.kind, DISCOUNT_KINDS),
    check(
      "discount_codes_amount_check",
      sql`${t.amount} > 0 and (${t.kind} <> 'percentage' or ${t.amount} <= 100)`,
    ),
    check(
      "discount_codes_code_check",
      sql`${t.code} = upper(${t.code}) and length(${t.code}) between 3 and 40`,
    ),
  ],
);
