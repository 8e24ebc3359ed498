/**
 * Court injunctions (issue 13 point 3; ADR 019): a court's order, recorded by an account admin, that stops
 * petitions to wind up a company (2450, 2451) from being submitted, approved and so published between two
 * dates. The court order itself is a file in the court-order store under DATA_DIR, named by
 * `storage_key`, on the same rules as notices' supporting documents (kinds, 25 MB, first bytes). Rows are
 * never deleted: an injunction is ended (`ended_at`), and the record of who recorded, changed and ended
 * it stays.
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { oneOf, timestamptz } from "./columns.ts";
import { REGISTER_TITLES } from "./injunctions-values.ts";
import { DOCUMENT_CONTENT_TYPES } from "./notice-documents-values.ts";

export * from "./injunctions-values.ts";

export const courtInjunctions = pgTable(
  "court_injunctions",
  {
    id: serial("id").primaryKey(),
    /** As the forms keep company numbers: upper case, no spaces (normaliseRegistrationNumber). */
    companyNumber: text("company_number").notNull(),
    registerTitle: text("register_title", { enum: REGISTER_TITLES }).notNull(),
    /** London calendar days, both included (injunctionStartDate, injunctionEndDate). */
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    /** The court order: the name it had on the admin's computer, cleaned; ours, checked, content type. */
    orderFileName: text("order_file_name").notNull(),
    orderContentType: text("order_content_type", { enum: DOCUMENT_CONTENT_TYPES }).notNull(),
    orderByteSize: integer("order_byte_size").notNull(),
    orderSha256: text("order_sha256").notNull(),
    /** The file's name in the court-order store (random, never derived from what was sent). */
    orderStorageKey: text("order_storage_key").notNull(),
    recordedBy: integer("recorded_by").references(() => users.id, { onDelete: "set null" }),
    recordedAt: timestamptz("recorded_at").notNull().defaultNow(),
    changedBy: integer("changed_by").references(() => users.id, { onDelete: "set null" }),
    changedAt: timestamptz("changed_at"),
    /** Ended by an account admin before its end date (or after, tidying up): no longer in force. */
    endedBy: integer("ended_by").references(() => users.id, { onDelete: "set null" }),
    endedAt: timestamptz("ended_at"),
  },
  (t) => [
    index("court_injunctions_company_idx").on(t.companyNumber),
    uniqueIndex("court_injunctions_order_storage_key").on(t.orderStorageKey),
    oneOf(t.registerTitle, REGISTER_TITLES),
    oneOf(t.orderContentType, DOCUMENT_CONTENT_TYPES),
    check("court_injunctions_dates_check", sql`${t.startsOn} <= ${t.endsOn}`),
  ],
);
