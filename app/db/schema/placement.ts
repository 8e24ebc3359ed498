/** Placing notices: the capacities an account places in, and the fee of each notice type per edition. */
import { sql } from "drizzle-orm";
import { check, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { oneOf, timestamptz } from "./columns.ts";
import { organisations } from "./organisations.ts";
import { PLACING_CAPACITIES } from "./placement-values.ts";
import { editions } from "./publications.ts";
import { noticeTypes } from "./taxonomy.ts";

export * from "./placement-values.ts";

/**
 * The capacities an account declared (ADR 016), one row each: an organisation's, chosen by its account
 * owner, or an individual's own (individuals have no organisation), never both or neither.
 */
export const placingCapacities = pgTable(
  "placing_capacities",
  {
    id: serial("id").primaryKey(),
    organisationId: integer("organisation_id").references(() => organisations.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    capacity: text("capacity", { enum: PLACING_CAPACITIES }).notNull(),
    declaredBy: integer("declared_by").references(() => users.id, { onDelete: "set null" }),
    declaredAt: timestamptz("declared_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("placing_capacities_organisation_key").on(t.organisationId, t.capacity),
    uniqueIndex("placing_capacities_user_key").on(t.userId, t.capacity),
    oneOf(t.capacity, PLACING_CAPACITIES),
    check("placing_capacities_holder_check", sql`num_nonnulls(${t.organisationId}, ${t.userId}) = 1`),
  ],
);

/**
 * What placing a notice of a type costs in an edition, in pence including VAT at the row's rate, from a
 * moment on: the fee in force is the latest that has begun (as product prices, ADR 015). Rows are never
 * updated; staff schedule a change by adding one, and a placed notice copies the fee it was placed at.
 */
export const noticeFees = pgTable(
  "notice_fees",
  {
    id: serial("id").primaryKey(),
    noticeCode: text("notice_code")
      .notNull()
      .references(() => noticeTypes.code),
    editionId: text("edition_id")
      .notNull()
      .references(() => editions.id),
    pricePence: integer("price_pence").notNull(),
    /** Per cent, a whole number: placing a notice is a standard-rated service (ADR 016). */
    vatRatePercent: integer("vat_rate_percent").notNull(),
    effectiveFrom: timestamptz("effective_from").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    // Also the lookup of the fee in force: (code, edition) and the latest moment not after now.
    uniqueIndex("notice_fees_type_edition_from_key").on(t.noticeCode, t.editionId, t.effectiveFrom),
    check("notice_fees_price_check", sql`${t.pricePence} >= 0`),
    check("notice_fees_vat_rate_check", sql`${t.vatRatePercent} between 0 and 100`),
  ],
);
