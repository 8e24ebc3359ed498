import { integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { timestamptz } from "./columns.ts";
import { notices } from "./notices.ts";

/** Notices a user saved to My Gazette (the favourite toggle). */
export const savedNotices = pgTable(
  "saved_notices",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    noticeId: integer("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.noticeId] })],
);
