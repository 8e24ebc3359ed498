import { index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { oneOf, timestamptz } from "./columns.ts";
import { ALERT_FREQUENCIES } from "./saved-searches-values.ts";

export * from "./saved-searches-values.ts";

/** Saved searches: a search page path and its query string, with optional e-mail alerts. */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** e.g. /insolvency/notice */
    path: text("path").notNull(),
    /** The canonical query string, without results-page */
    query: text("query").notNull(),
    alertFrequency: text("alert_frequency", { enum: ALERT_FREQUENCIES }).notNull().default("none"),
    /** Notices published after this instant are new for the next alert. */
    alertCheckedAt: timestamptz("alert_checked_at"),
    unsubscribeTokenHash: text("unsubscribe_token_hash"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("saved_searches_user_idx").on(t.userId),
    index("saved_searches_alert_idx").on(t.alertFrequency),
    oneOf(t.alertFrequency, ALERT_FREQUENCIES),
  ],
);
