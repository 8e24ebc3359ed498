/** Facts and caches of this installation, shared by every app server. */
import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { bytea, timestamptz } from "./columns.ts";

/** Generated documents (issue-page PDFs) shared by every app server. */
export const documentCache = pgTable("document_cache", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  body: bytea("body").notNull(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

/** Small facts about this database: schema seed state, demo-data parameters. */
export const systemSettings = pgTable("system_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});
