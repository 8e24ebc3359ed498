/**
 * Baskets: a signed-in person's (one each), or a visitor's behind a cookie (merged into the person's at
 * sign-in). Kept in the database so every app server sees the same basket and nothing is lost on restart.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { timestamptz } from "./columns.ts";
import { notices } from "./notices.ts";
import { discountCodes, products } from "./shop.ts";

export const baskets = pgTable(
  "baskets",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of a visitor's basket cookie (the cookie itself is never stored). */
    visitorKey: text("visitor_key"),
    /** A discount code the customer entered; checked again when the order is made. */
    discountCodeId: integer("discount_code_id").references(() => discountCodes.id, { onDelete: "set null" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("baskets_user_key").on(t.userId),
    uniqueIndex("baskets_visitor_key").on(t.visitorKey),
    // Visitors' baskets left alone are cleared by housekeeping, oldest first.
    index("baskets_visitor_updated_idx").on(t.updatedAt).where(sql`user_id is null`),
    check("baskets_owner_check", sql`(${t.userId} is null) <> (${t.visitorKey} is null)`),
  ],
);

export const basketItems = pgTable(
  "basket_items",
  {
    id: serial("id").primaryKey(),
    basketId: integer("basket_id")
      .notNull()
      .references(() => baskets.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    /** A placed notice waiting for payment (the placement issue). */
    noticeId: integer("notice_id").references(() => notices.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(1),
    /** The issue a copy or certificate is of. */
    editionId: text("edition_id"),
    issueNumber: integer("issue_number"),
    /** The name and honour a certificate bears. */
    fullName: text("full_name"),
    honour: text("honour"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("basket_items_basket_idx").on(t.basketId),
    // Spec §9: 1 to 200 of an item.
    check("basket_items_quantity_check", sql`${t.quantity} between 1 and 200`),
    check("basket_items_issue_check", sql`(${t.editionId} is null) = (${t.issueNumber} is null)`),
  ],
);
