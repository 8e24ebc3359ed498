/** SQL for server-side sessions. */
import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { organisations, sessions, users } from "../../db/schema.ts";
import type { CurrentUser } from "./current-user.ts";

export async function insertSession(
  db: Database,
  input: { tokenHash: string; userId: number; expiresAt: Date; userAgent: string | null },
): Promise<void> {
  await db.insert(sessions).values(input);
}

/** What a signed-in person is, as every request sees them: the columns both ways in (session, token) read. */
const CURRENT_USER_COLUMNS = {
  id: users.id,
  email: users.email,
  name: users.name,
  title: users.title,
  role: users.role,
  status: users.status,
  organisationId: users.organisationId,
  permissions: users.permissions,
  lockedAt: users.lockedAt,
  organisationStatus: organisations.status,
  organisationName: organisations.name,
};

/** The person, if they may act at all: active and not locked (an organisation's status is the caller's to judge). */
function activePerson<
  R extends {
    status: string;
    lockedAt: Date | null;
    organisationId: number | null;
    organisationStatus: string | null;
  },
>(row: R | undefined) {
  if (row?.status !== "active" || row.lockedAt) return null;
  const { lockedAt: _locked, ...person } = row;
  return { ...person, organisationStatus: row.organisationId ? row.organisationStatus : null };
}

/** The session's user when the session exists, has not expired and the user is active. */
export async function findSessionUser(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<CurrentUser | null> {
  const [row] = await db
    .select({
      ...CURRENT_USER_COLUMNS,
      sessionTokenHash: sessions.tokenHash,
      sessionExpiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  return activePerson(row);
}

/** A person by id, as a request would see them signed in, when active and not locked. */
export async function findActivePerson(
  db: Database,
  userId: number,
): Promise<Omit<CurrentUser, "sessionTokenHash" | "sessionExpiresAt"> | null> {
  const [row] = await db
    .select(CURRENT_USER_COLUMNS)
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(users.id, userId));
  return activePerson(row);
}

export async function touchSession(
  db: Database,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user, optionally keeping one (after a password change, the current one). */
export async function deleteUserSessions(
  db: Database,
  userId: number,
  keepTokenHash?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
        : eq(sessions.userId, userId),
    );
}

export async function deleteExpiredSessions(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ t: sessions.tokenHash });
  return rows.length;
}

export async function countUserSessions(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row?.n ?? 0;
}
