/** SQL of sign-in, account locks, passwords and profile changes. */
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { organisations, sessions, users } from "../../db/schema.ts";

export interface SignInCandidate {
  id: number;
  email: string;
  name: string;
  status: string;
  passwordHash: string | null;
  lockedAt: Date | null;
  organisationStatus: string | null;
}

export async function findSignInCandidate(db: Database, email: string): Promise<SignInCandidate | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      status: users.status,
      passwordHash: users.passwordHash,
      lockedAt: users.lockedAt,
      organisationStatus: organisations.status,
    })
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(users.email, email.toLowerCase()));
  return row ?? null;
}

export async function recordSuccessfulSignIn(db: Database, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ failedSignIns: 0, lastSignInAt: now }).where(eq(users.id, userId));
}

export async function clearLock(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ failedSignIns: 0, lockedAt: null, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function setPasswordHash(
  db: Database,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, failedSignIns: 0, lockedAt: null, updatedAt: now })
    .where(eq(users.id, userId));
}

export interface AccountRecord {
  id: number;
  email: string;
  name: string;
  title: string | null;
  telephone: string | null;
  role: string;
  status: string;
  passwordHash: string | null;
  lockedAt: Date | null;
  permissions: string[];
  organisation: { id: number; name: string; status: string } | null;
}

export async function findAccount(
  db: Database,
  where: { id: number } | { email: string },
): Promise<AccountRecord | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      title: users.title,
      telephone: users.telephone,
      role: users.role,
      status: users.status,
      passwordHash: users.passwordHash,
      lockedAt: users.lockedAt,
      permissions: users.permissions,
      organisationId: organisations.id,
      organisationName: organisations.name,
      organisationStatus: organisations.status,
    })
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .where("id" in where ? eq(users.id, where.id) : eq(users.email, where.email.toLowerCase()));
  if (!row) return null;
  const { organisationId, organisationName, organisationStatus, ...account } = row;
  return {
    ...account,
    organisation:
      organisationId !== null && organisationName !== null && organisationStatus !== null
        ? { id: organisationId, name: organisationName, status: organisationStatus }
        : null,
  };
}

export async function updateProfile(
  db: Database,
  userId: number,
  input: { title: string | null; name: string; telephone: string | null },
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...input, updatedAt: now })
    .where(eq(users.id, userId));
}

/** Moves the account to a new address unless another account has taken it meanwhile. */
export async function changeEmailIfFree(
  db: Database,
  userId: number,
  email: string,
  now: Date,
): Promise<boolean> {
  const address = email.toLowerCase();
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, address), ne(users.id, userId)));
  if (taken) return false;
  try {
    const rows = await db
      .update(users)
      .set({ email: address, emailConfirmedAt: now, updatedAt: now })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return rows.length === 1;
  } catch {
    // Taken between the check and the update: the unique index said no.
    return false;
  }
}

/** Slides a session's idle expiry now (the account data call extends the session, spec §4). */
export async function extendSession(
  db: Database,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.tokenHash, tokenHash));
}
