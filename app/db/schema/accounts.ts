/** People, their sessions and their e-mailed tokens. */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { TOKEN_PURPOSES, USER_ROLES, USER_STATUSES } from "./accounts-values.ts";
import { oneOf, timestamptz } from "./columns.ts";
import { organisations } from "./organisations.ts";

export * from "./accounts-values.ts";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    /** Stored lower-case; unique. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** argon2id */
    passwordHash: text("password_hash"),
    role: text("role", { enum: USER_ROLES }).notNull().default("user"),
    /** Waiting for approval is the organisation's status; a lock is locked_at. */
    status: text("status", { enum: USER_STATUSES }).notNull().default("active"),
    organisationId: integer("organisation_id").references(() => organisations.id),
    failedSignIns: integer("failed_sign_ins").notNull().default(0),
    title: text("title"),
    telephone: text("telephone"),
    /** The person's own address (individual accounts; an organisation's people use its address). */
    addressLine1: text("address_line1"),
    addressLine2: text("address_line2"),
    locality: text("locality"),
    county: text("county"),
    country: text("country"),
    postcode: text("postcode"),
    /** Per-user permissions the account owner grants (see features/accounts/permissions.ts). */
    permissions: text("permissions").array().notNull().default(sql`'{}'::text[]`),
    emailConfirmedAt: timestamptz("email_confirmed_at"),
    lockedAt: timestamptz("locked_at"),
    lastSignInAt: timestamptz("last_sign_in_at"),
    passwordChangedAt: timestamptz("password_changed_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    index("users_organisation_idx").on(t.organisationId),
    oneOf(t.role, USER_ROLES),
    oneOf(t.status, USER_STATUSES),
  ],
);

/** Server-side sessions: the cookie holds a random token, the table its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    lastSeenAt: timestamptz("last_seen_at").notNull().defaultNow(),
    /** Sliding idle expiry (30 minutes after the last request). */
    expiresAt: timestamptz("expires_at").notNull(),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** Single-use e-mailed tokens (confirm e-mail, reset password, invitation, unlock, change e-mail), stored hashed. */
export const userTokens = pgTable(
  "user_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: TOKEN_PURPOSES }).notNull(),
    tokenHash: text("token_hash").notNull(),
    /** e.g. the new e-mail address of a change-email token */
    data: jsonb("data").$type<Record<string, string>>(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("user_tokens_hash_key").on(t.tokenHash),
    index("user_tokens_user_idx").on(t.userId, t.purpose),
    oneOf(t.purpose, TOKEN_PURPOSES),
  ],
);
