/** SQL of the team pages: the people of an organisation, invitations, removal, permissions, details. */
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { organisations, type UserRole, users } from "../../db/schema.ts";

export interface TeamMember {
  id: number;
  organisationId: number | null;
  title: string | null;
  name: string;
  email: string;
  telephone: string | null;
  role: string;
  status: string;
  permissions: string[];
}

const memberColumns = {
  id: users.id,
  organisationId: users.organisationId,
  title: users.title,
  name: users.name,
  email: users.email,
  telephone: users.telephone,
  role: users.role,
  status: users.status,
  permissions: users.permissions,
};

/** Everyone of the organisation who has not been removed, owners first, then by name. */
export function listTeamMembers(db: Database, organisationId: number): Promise<TeamMember[]> {
  return db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.organisationId, organisationId), ne(users.status, "disabled")))
    .orderBy(sql`${users.role} = 'account-owner' desc`, asc(sql`lower(${users.name})`), asc(users.id));
}

export async function findTeamMember(db: Database, id: number): Promise<TeamMember | null> {
  const [row] = await db.select(memberColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function emailInUse(db: Database, email: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  return Boolean(row && row.id !== exceptUserId);
}

export async function insertInvitedUser(
  db: Database,
  input: {
    organisationId: number;
    title: string;
    name: string;
    email: string;
    role: UserRole;
    permissions: string[];
  },
): Promise<TeamMember> {
  const [row] = await db
    .insert(users)
    .values({ ...input, email: input.email.toLowerCase(), status: "invited", passwordHash: null })
    .returning(memberColumns);
  return row!;
}

export async function updateMemberPermissions(
  db: Database,
  id: number,
  input: { role: UserRole; permissions: string[] },
): Promise<void> {
  await db
    .update(users)
    .set({ role: input.role, permissions: input.permissions, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function disableMember(db: Database, id: number): Promise<void> {
  await db.update(users).set({ status: "disabled", updatedAt: new Date() }).where(eq(users.id, id));
}

export async function updateMemberDetails(
  db: Database,
  id: number,
  input: { title: string; name: string; email: string; telephone: string | null },
): Promise<void> {
  await db
    .update(users)
    .set({ ...input, email: input.email.toLowerCase(), updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** The invited person chose a password: they are active and their address is confirmed (it got the link). */
export async function activateInvitedUser(
  db: Database,
  id: number,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash, status: "active", emailConfirmedAt: now, passwordChangedAt: now, updatedAt: now })
    .where(and(eq(users.id, id), eq(users.status, "invited")))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function findOrganisationName(db: Database, organisationId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return row?.name ?? null;
}

/** A unique violation on users.email (two owners adding the same address at once). */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } } | null)?.code ??
    (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === "23505";
}
