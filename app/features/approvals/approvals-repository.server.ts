/** SQL of the account admin's approvals: requests, credit applications and the effects of decisions. */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import {
  type ApprovalRequestKind,
  approvalRequests,
  creditApplications,
  organisations,
  users,
} from "../../db/schema.ts";

export interface ApprovalRow {
  id: number;
  kind: string;
  status: string;
  payload: Record<string, unknown>;
  createdAt: Date;
  decisionMessage: string | null;
  organisationId: number | null;
  organisationName: string | null;
  userId: number | null;
  userName: string | null;
  userEmail: string | null;
}

const approvalColumns = {
  id: approvalRequests.id,
  kind: approvalRequests.kind,
  status: approvalRequests.status,
  payload: approvalRequests.payload,
  createdAt: approvalRequests.createdAt,
  decisionMessage: approvalRequests.decisionMessage,
  organisationId: approvalRequests.organisationId,
  organisationName: organisations.name,
  userId: approvalRequests.userId,
  userName: users.name,
  userEmail: users.email,
};

/** Requests with their organisation and requester, for the list and for one decision. */
function selectApprovals(db: Database) {
  return db
    .select(approvalColumns)
    .from(approvalRequests)
    .leftJoin(organisations, eq(organisations.id, approvalRequests.organisationId))
    .leftJoin(users, eq(users.id, approvalRequests.userId));
}

export function listPendingApprovals(db: Database): Promise<ApprovalRow[]> {
  return selectApprovals(db)
    .where(eq(approvalRequests.status, "pending"))
    .orderBy(asc(approvalRequests.createdAt), asc(approvalRequests.id));
}

export async function findApproval(db: Database, id: number): Promise<ApprovalRow | null> {
  const [row] = await selectApprovals(db).where(eq(approvalRequests.id, id));
  return row ?? null;
}

export async function insertApprovalRequest(
  db: Database,
  input: {
    kind: ApprovalRequestKind;
    organisationId: number | null;
    userId: number;
    payload: Record<string, unknown>;
  },
): Promise<number> {
  const [row] = await db.insert(approvalRequests).values(input).returning({ id: approvalRequests.id });
  return row!.id;
}

/** Files a director claim; null when the person's claim to the same company is already waiting. */
export async function insertDirectorClaim(
  db: Database,
  input: { organisationId: number | null; userId: number; payload: Record<string, unknown> },
): Promise<number | null> {
  const [row] = await db
    .insert(approvalRequests)
    .values({ kind: "director-claim", ...input })
    .onConflictDoNothing()
    .returning({ id: approvalRequests.id });
  return row?.id ?? null;
}

/** Marks a pending request decided; false when it was already decided (nothing changes then). */
export async function closeApproval(
  db: Database,
  id: number,
  input: {
    status: "approved" | "declined";
    message: string | null;
    decidedBy: number;
    payload?: Record<string, unknown>;
  },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(approvalRequests)
    .set({
      status: input.status,
      decisionMessage: input.message,
      decidedBy: input.decidedBy,
      decidedAt: now,
      ...(input.payload ? { payload: input.payload } : {}),
    })
    .where(and(eq(approvalRequests.id, id), eq(approvalRequests.status, "pending")))
    .returning({ id: approvalRequests.id });
  return rows.length === 1;
}

/**
 * Decides a pending organisation; false when it was already decided. Only 'pending' moves, so a request
 * left over from before (or any second request) can never turn an approved organisation into a declined one.
 */
export async function decideOrganisation(
  db: Database,
  organisationId: number,
  input: { status: "approved" | "declined"; declineReason: string | null; decidedBy: number },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(organisations)
    .set({
      status: input.status,
      declineReason: input.declineReason,
      decidedBy: input.decidedBy,
      decidedAt: now,
    })
    .where(and(eq(organisations.id, organisationId), eq(organisations.status, "pending")))
    .returning({ id: organisations.id });
  return rows.length === 1;
}

export async function applyCustomisation(
  db: Database,
  organisationId: number,
  change: { statement?: string; logoImageId?: number },
): Promise<void> {
  const set: { statement?: string | null; logoImageId?: number } = {};
  if (typeof change.statement === "string") set.statement = change.statement || null;
  if (typeof change.logoImageId === "number") set.logoImageId = change.logoImageId;
  if (Object.keys(set).length === 0) return;
  await db.update(organisations).set(set).where(eq(organisations.id, organisationId));
}

export interface OrganisationDetails {
  id: number;
  name: string;
  kind: string;
  status: string;
  email: string | null;
  telephone: string | null;
  businessType: string | null;
  organisationStructure: string | null;
  registrationNumber: string | null;
  noRegistrationReason: string | null;
  regulatoryBody: string | null;
  membershipNumber: string | null;
  website: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  locality: string | null;
  county: string | null;
  postcode: string | null;
  country: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
}

export async function findOrganisationDetails(db: Database, id: number): Promise<OrganisationDetails | null> {
  const [row] = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      kind: organisations.kind,
      status: organisations.status,
      email: organisations.email,
      telephone: organisations.telephone,
      businessType: organisations.businessType,
      organisationStructure: organisations.organisationStructure,
      registrationNumber: organisations.registrationNumber,
      noRegistrationReason: organisations.noRegistrationReason,
      regulatoryBody: organisations.regulatoryBody,
      membershipNumber: organisations.membershipNumber,
      website: organisations.website,
      addressLine1: organisations.addressLine1,
      addressLine2: organisations.addressLine2,
      locality: organisations.locality,
      county: organisations.county,
      postcode: organisations.postcode,
      country: organisations.country,
      ownerName: users.name,
      ownerEmail: users.email,
    })
    .from(organisations)
    .leftJoin(users, eq(users.id, organisations.ownerUserId))
    .where(eq(organisations.id, id));
  return row ?? null;
}

/** Who hears about a company's customisation: its account owner and company administrators. */
export function listCompanyAdministrators(db: Database, organisationId: number) {
  return db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.organisationId, organisationId),
        inArray(users.role, ["account-owner", "company-admin"]),
        eq(users.status, "active"),
      ),
    );
}

export function listAccountAdmins(db: Database) {
  return db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.role, "account-admin"), eq(users.status, "active")));
}

export interface CreditApplicationRow {
  id: number;
  organisationId: number;
  organisationName: string;
  userId: number | null;
  userName: string | null;
  userEmail: string | null;
  details: Record<string, string>;
  status: string;
  createdAt: Date;
}

const creditColumns = {
  id: creditApplications.id,
  organisationId: creditApplications.organisationId,
  organisationName: organisations.name,
  userId: creditApplications.userId,
  userName: users.name,
  userEmail: users.email,
  details: creditApplications.details,
  status: creditApplications.status,
  createdAt: creditApplications.createdAt,
};

function selectCreditApplications(db: Database) {
  return db
    .select(creditColumns)
    .from(creditApplications)
    .innerJoin(organisations, eq(organisations.id, creditApplications.organisationId))
    .leftJoin(users, eq(users.id, creditApplications.userId));
}

export function listPendingCreditApplications(db: Database): Promise<CreditApplicationRow[]> {
  return selectCreditApplications(db)
    .where(eq(creditApplications.status, "pending"))
    .orderBy(asc(creditApplications.createdAt), asc(creditApplications.id));
}

export async function findCreditApplication(db: Database, id: number): Promise<CreditApplicationRow | null> {
  const [row] = await selectCreditApplications(db).where(eq(creditApplications.id, id));
  return row ?? null;
}

export async function closeCreditApplication(
  db: Database,
  id: number,
  status: "approved" | "declined",
): Promise<boolean> {
  const rows = await db
    .update(creditApplications)
    .set({ status })
    .where(and(eq(creditApplications.id, id), eq(creditApplications.status, "pending")))
    .returning({ id: creditApplications.id });
  return rows.length === 1;
}

/** The most the organisation may owe on purchase orders (set when its credit account is approved). */
export async function setCreditLimit(db: Database, organisationId: number, pence: number): Promise<void> {
  await db.update(organisations).set({ creditLimitPence: pence }).where(eq(organisations.id, organisationId));
}

/** Null when the organisation already has an application waiting (one pending per organisation). */
export async function insertCreditApplication(
  db: Database,
  input: { organisationId: number; userId: number; details: Record<string, string> },
): Promise<number | null> {
  const [row] = await db
    .insert(creditApplications)
    .values(input)
    .onConflictDoNothing()
    .returning({ id: creditApplications.id });
  return row?.id ?? null;
}

export async function hasApprovedCreditApplication(db: Database, organisationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: creditApplications.id })
    .from(creditApplications)
    .where(
      and(eq(creditApplications.organisationId, organisationId), eq(creditApplications.status, "approved")),
    )
    .limit(1);
  return Boolean(row);
}

export async function latestCreditApplicationStatus(
  db: Database,
  organisationId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ status: creditApplications.status })
    .from(creditApplications)
    .where(eq(creditApplications.organisationId, organisationId))
    .orderBy(sql`${creditApplications.createdAt} desc`, sql`${creditApplications.id} desc`)
    .limit(1);
  return row?.status ?? null;
}
