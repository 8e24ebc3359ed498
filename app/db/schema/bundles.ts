/**
 * Bundles: many notices uploaded in one file (issue 13 point 5, ADR 022). A bundle row says who sent what
 * and how far its processing has gone; each notice read from the file is a bundle item, kept as read (the
 * entry) until the processing job makes it a draft notice and records what is wrong with it. An item's
 * notice is made in the same transaction that marks it processed, so a crash never leaves a draft without
 * its item's record nor an item processed twice.
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { BUNDLE_FILE_FORMATS, BUNDLE_ITEM_STATUSES, BUNDLE_STATUSES } from "./bundles-values.ts";
import { oneOf, timestamptz } from "./columns.ts";
import { notices } from "./notices.ts";
import { organisations } from "./organisations.ts";

export * from "./bundles-values.ts";

export const bundles = pgTable(
  "bundles",
  {
    id: serial("id").primaryKey(),
    placedByUserId: integer("placed_by_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The placer's organisation when it was sent: colleagues who may place notices see it too. */
    placingOrganisationId: integer("placing_organisation_id").references(() => organisations.id),
    format: text("format", { enum: BUNDLE_FILE_FORMATS }).notNull(),
    /** The file's name as sent (cleaned), or null for an API body. */
    fileName: text("file_name"),
    status: text("status", { enum: BUNDLE_STATUSES }).notNull().default("submitted"),
    totalCount: integer("total_count").notNull(),
    processedCount: integer("processed_count").notNull().default(0),
    errorCount: integer("error_count").notNull().default(0),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    completedAt: timestamptz("completed_at"),
  },
  (t) => [
    index("bundles_placed_by_idx").on(t.placedByUserId, t.createdAt),
    index("bundles_organisation_idx").on(t.placingOrganisationId),
    oneOf(t.format, BUNDLE_FILE_FORMATS),
    oneOf(t.status, BUNDLE_STATUSES),
  ],
);

export const bundleItems = pgTable(
  "bundle_items",
  {
    id: serial("id").primaryKey(),
    bundleId: integer("bundle_id")
      .notNull()
      .references(() => bundles.id, { onDelete: "cascade" }),
    /** Its place in the file, from 1. */
    position: integer("position").notNull(),
    reference: text("reference"),
    noticeCode: text("notice_code").notNull(),
    editionId: text("edition_id"),
    /** The publication date the file asked for (ISO date), if any. */
    publishDate: text("publish_date"),
    /** The entry as read (bundle-entry.ts BundleEntry), from which the draft is made. */
    entry: jsonb("entry").$type<Record<string, unknown>>().notNull(),
    /** What could not be read in the file for this notice. */
    parseProblems: jsonb("parse_problems").$type<string[]>().notNull().default([]),
    /** The position of the earlier notice in the bundle this one repeats. */
    duplicateOf: integer("duplicate_of"),
    /** Goes to the basket with the bundle; duplicates start excluded (never charged twice unasked). */
    included: boolean("included").notNull().default(true),
    status: text("status", { enum: BUNDLE_ITEM_STATUSES }).notNull().default("pending"),
    /** What stops the notice being published, found when it was processed. */
    problems: jsonb("problems").$type<string[]>().notNull().default([]),
    noticeId: integer("notice_id").references(() => notices.id, { onDelete: "set null" }),
    processedAt: timestamptz("processed_at"),
  },
  (t) => [
    uniqueIndex("bundle_items_position").on(t.bundleId, t.position),
    uniqueIndex("bundle_items_notice").on(t.noticeId).where(sql`${t.noticeId} is not null`),
    index("bundle_items_pending_idx").on(t.bundleId, t.position).where(sql`${t.status} = 'pending'`),
    oneOf(t.status, BUNDLE_ITEM_STATUSES),
  ],
);
