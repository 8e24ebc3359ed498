/** Shared counters of the abuse defences: rate limits and failed sign-ins. */
import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";

/** Fixed-window counters shared by every app server (sign-in, registration, password reset). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamptz("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Failed sign-ins by address (as typed, lower-cased; deliberately no link to `users`, so an address
 * without an account counts and locks exactly like one with an account) and by client. A row per
 * (address, client) counts failures in a row from that client and locks the address for that client
 * only; the row whose client is "*" counts failures from every client in a window and locks the address
 * for everyone. The unlock link and a password reset delete an address's rows.
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    email: text("email").notNull(),
    client: text("client").notNull(),
    windowStart: timestamptz("window_start").notNull(),
    failures: integer("failures").notNull().default(0),
    lockedAt: timestamptz("locked_at"),
  },
  (t) => [primaryKey({ columns: [t.email, t.client] })],
);
