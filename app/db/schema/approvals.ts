/** What the account admin decides: approval requests and credit applications. */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { APPROVAL_REQUEST_KINDS, REQUEST_STATUSES } from "./approvals-values.ts";
import { oneOf, timestamptz } from "./columns.ts";
import { organisations } from "./organisations.ts";

export * from "./approvals-values.ts";

/** Decisions the account admin takes: company accounts, director claims, company customisation. */
export const approvalRequests = pgTable(
  "approval_requests",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: APPROVAL_REQUEST_KINDS }).notNull(),
    organisationId: integer("organisation_id").references(() => organisations.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** What is asked for (e.g. the director's name and address, the new statement or logo). */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    /** superseded: a newer identical claim replaced it */
    status: text("status", { enum: REQUEST_STATUSES }).notNull().default("pending"),
    decisionMessage: text("decision_message"),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamptz("decided_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("approval_requests_pending_idx").on(t.kind, t.status),
    // An organisation has one open account request: a second one could be decided the other way and
    // reverse the first decision.
    uniqueIndex("approval_requests_one_open_per_organisation")
      .on(t.organisationId)
      .where(sql`kind = 'organisation' and status = 'pending'`),
    // One open claim per person and company: a double submission could be approved and declined both.
    uniqueIndex("approval_requests_one_open_director_claim")
      .on(t.userId, sql`(payload->>'companyNumber')`)
      .where(sql`kind = 'director-claim' and status = 'pending'`),
    oneOf(t.kind, APPROVAL_REQUEST_KINDS),
    oneOf(t.status, REQUEST_STATUSES),
  ],
);

/** Applications for a credit account (pay by invoice), made by a company administrator. */
export const creditApplications = pgTable(
  "credit_applications",
  {
    id: serial("id").primaryKey(),
    organisationId: integer("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    details: jsonb("details").$type<Record<string, string>>().notNull(),
    /** superseded: a newer application replaced it */
    status: text("status", { enum: REQUEST_STATUSES }).notNull().default("pending"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  // One application waits at a time: two could be decided differently, and the company told both.
  (t) => [
    uniqueIndex("credit_applications_one_pending_per_organisation")
      .on(t.organisationId)
      .where(sql`status = 'pending'`),
    oneOf(t.status, REQUEST_STATUSES),
  ],
);
