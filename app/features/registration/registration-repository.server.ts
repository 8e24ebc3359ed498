/** The registration's SQL: new people and organisations, confirming an address, approval requests. */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { approvalRequests, localAuthorities, organisations, users } from "../../db/schema.ts";

export interface RegistrantRecord {
  id: number;
  email: string;
  name: string;
  status: string;
  organisationId: number | null;
}

const registrantColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  status: users.status,
  organisationId: users.organisationId,
};

export async function findRegistrantByEmail(db: Database, email: string): Promise<RegistrantRecord | null> {
  const [row] = await db
    .select(registrantColumns)
    .from(users)
    .where(eq(users.email, sql`lower(${email})`));
  return row ?? null;
}

export async function findRegistrantById(db: Database, id: number): Promise<RegistrantRecord | null> {
  const [row] = await db.select(registrantColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

export type NewRegistrant = Pick<
  typeof users.$inferInsert,
  | "email"
  | "name"
  | "title"
  | "telephone"
  | "passwordHash"
  | "role"
  | "permissions"
  | "organisationId"
  | "addressLine1"
  | "addressLine2"
  | "locality"
  | "county"
  | "country"
  | "postcode"
>;

/** Inserts an unconfirmed person; their e-mail address is confirmed through the link they are sent. */
export async function insertRegistrant(db: Database, values: NewRegistrant): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase(), status: "unconfirmed" })
    .returning({ id: users.id });
  return row!.id;
}

export type NewOrganisation = Omit<
  typeof organisations.$inferInsert,
  "id" | "kind" | "status" | "createdAt" | "ownerUserId"
>;

/** Inserts an organisation waiting for approval. */
export async function insertPendingOrganisation(db: Database, values: NewOrganisation): Promise<number> {
  const [row] = await db
    .insert(organisations)
    .values({ ...values, kind: "organisation", status: "pending" })
    .returning({ id: organisations.id });
  return row!.id;
}

export async function setOrganisationOwner(db: Database, organisationId: number, userId: number) {
  await db.update(organisations).set({ ownerUserId: userId }).where(eq(organisations.id, organisationId));
}

export interface ConfirmedRegistrant {
  id: number;
  email: string;
  name: string;
  organisationId: number | null;
}

/** Marks the address confirmed and the account active; null unless the person was still unconfirmed. */
export async function markEmailConfirmed(
  db: Database,
  userId: number,
  now: Date,
): Promise<ConfirmedRegistrant | null> {
  const [row] = await db
    .update(users)
    .set({ status: "active", emailConfirmedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.status, "unconfirmed")))
    .returning({ id: users.id, email: users.email, name: users.name, organisationId: users.organisationId });
  return row ?? null;
}

export interface RegisteredOrganisation {
  id: number;
  name: string;
  status: string;
  ownerUserId: number | null;
}

export async function findOrganisation(db: Database, id: number): Promise<RegisteredOrganisation | null> {
  const [row] = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      status: organisations.status,
      ownerUserId: organisations.ownerUserId,
    })
    .from(organisations)
    .where(eq(organisations.id, id));
  return row ?? null;
}

/**
 * Files the organisation's account request; null when one is already open (the partial unique index
 * allows one open request per organisation, so two confirmations at once cannot file two).
 */
export async function insertOrganisationApprovalRequest(
  db: Database,
  input: { organisationId: number; userId: number },
): Promise<number | null> {
  const [row] = await db
    .insert(approvalRequests)
    .values({ kind: "organisation", organisationId: input.organisationId, userId: input.userId })
    .onConflictDoNothing()
    .returning({ id: approvalRequests.id });
  return row?.id ?? null;
}

/** The people who decide on new organisations (active account admins). */
export async function listAccountAdmins(db: Database): Promise<{ email: string; name: string }[]> {
  return db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.role, "account-admin"), eq(users.status, "active")))
    .orderBy(asc(users.id));
}

export interface LocalAuthorityOption {
  code: string;
  name: string;
}

export async function listLocalAuthorityOptions(db: Database): Promise<LocalAuthorityOption[]> {
  return db
    .select({ code: localAuthorities.code, name: localAuthorities.name })
    .from(localAuthorities)
    .orderBy(asc(localAuthorities.name));
}

export async function findLocalAuthorityName(db: Database, code: string): Promise<string | null> {
  const [row] = await db
    .select({ name: localAuthorities.name })
    .from(localAuthorities)
    .where(eq(localAuthorities.code, code));
  return row?.name ?? null;
}
