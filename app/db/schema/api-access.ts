/**
 * The placement API's access (issue 13 point 6; placement-api.md "Sign in by token"): the API clients
 * Gazette staff register for professional placing software, and the bearer tokens a client gets for a
 * person by the OAuth password grant. Secrets and tokens are stored only as SHA-256 hashes (they are long
 * random strings, so a fast hash is enough: nothing can be guessed from it); the plain values are shown
 * once, to whoever asked for them.
 */
import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { timestamptz } from "./columns.ts";
import { organisations } from "./organisations.ts";

export const apiClients = pgTable(
  "api_clients",
  {
    id: serial("id").primaryKey(),
    /** The public client id sent in the Basic authorization header. */
    clientKey: text("client_key").notNull(),
    secretHash: text("secret_hash").notNull(),
    name: text("name").notNull(),
    /** The firm whose software it is, if it is one firm's (tokens are still only for its own people). */
    organisationId: integer("organisation_id").references(() => organisations.id, { onDelete: "set null" }),
    /** Calls a minute its tokens may make together. */
    requestsPerMinute: integer("requests_per_minute").notNull().default(600),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    revokedAt: timestamptz("revoked_at"),
    revokedBy: integer("revoked_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("api_clients_client_key_key").on(t.clientKey),
    check("api_clients_requests_per_minute_check", sql`${t.requestsPerMinute} between 1 and 100000`),
  ],
);

export const apiTokens = pgTable(
  "api_tokens",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tokenHash: text("token_hash").notNull(),
    clientId: integer("client_id")
      .notNull()
      .references(() => apiClients.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scope: text("scope").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
    revokedAt: timestamptz("revoked_at"),
  },
  (t) => [
    uniqueIndex("api_tokens_token_hash_key").on(t.tokenHash),
    index("api_tokens_client_idx").on(t.clientId),
    index("api_tokens_user_idx").on(t.userId),
    index("api_tokens_expires_idx").on(t.expiresAt),
  ],
);
