/** SQL for saved searches and their alerts. Reads and changes are scoped to the owner's user id. */
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { type AlertFrequency, savedSearches, users } from "../../db/schema.ts";

export interface SavedSearch {
  id: number;
  userId: number;
  name: string;
  path: string;
  query: string;
  alertFrequency: string;
  alertCheckedAt: Date | null;
  createdAt: Date;
}

const columns = {
  id: savedSearches.id,
  userId: savedSearches.userId,
  name: savedSearches.name,
  path: savedSearches.path,
  query: savedSearches.query,
  alertFrequency: savedSearches.alertFrequency,
  alertCheckedAt: savedSearches.alertCheckedAt,
  createdAt: savedSearches.createdAt,
};

const owned = (userId: number, id: number) => and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

export async function countSavedSearches(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return Number(row?.n ?? 0);
}

export async function listSavedSearches(db: Database, userId: number): Promise<SavedSearch[]> {
  return db
    .select(columns)
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.name), asc(savedSearches.id));
}

export async function findSavedSearch(db: Database, userId: number, id: number): Promise<SavedSearch | null> {
  const [row] = await db.select(columns).from(savedSearches).where(owned(userId, id)).limit(1);
  return row ?? null;
}

/**
 * Inserts unless the person already has `limit` saved searches; the count and the insert run in one
 * transaction holding the user's row, so two quick saves cannot both pass the limit.
 */
export async function insertSavedSearch(
  db: Database,
  input: { userId: number; name: string; path: string; query: string },
  limit: number,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for("update");
    const [row] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, input.userId));
    if (Number(row?.n ?? 0) >= limit) return null;
    const [created] = await tx.insert(savedSearches).values(input).returning({ id: savedSearches.id });
    return created!.id;
  });
}

export async function updateSavedSearch(
  db: Database,
  userId: number,
  id: number,
  changes: Partial<{
    name: string;
    alertFrequency: AlertFrequency;
    alertCheckedAt: Date | null;
    unsubscribeTokenHash: string | null;
  }>,
): Promise<boolean> {
  const rows = await db
    .update(savedSearches)
    .set({ ...changes, updatedAt: new Date() })
    .where(owned(userId, id))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

export async function deleteSavedSearch(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(savedSearches).where(owned(userId, id)).returning({ id: savedSearches.id });
  return rows.length > 0;
}

export interface AlertCandidate extends SavedSearch {
  email: string;
  userName: string;
}

/** Saved searches with alerts on, of people who may still sign in, with where to send them. */
export async function listAlertCandidates(db: Database): Promise<AlertCandidate[]> {
  return db
    .select({ ...columns, email: users.email, userName: users.name })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(and(inArray(savedSearches.alertFrequency, ["daily", "weekly"]), eq(users.status, "active")))
    .orderBy(asc(savedSearches.id));
}

/** Records a run of the alert and the hash of the unsubscribe token its e-mail carries (if one was sent). */
export async function markAlertChecked(
  db: Database,
  id: number,
  checkedAt: Date,
  unsubscribeTokenHash?: string,
): Promise<void> {
  await db
    .update(savedSearches)
    .set(
      unsubscribeTokenHash
        ? { alertCheckedAt: checkedAt, unsubscribeTokenHash }
        : { alertCheckedAt: checkedAt },
    )
    .where(eq(savedSearches.id, id));
}

export async function findSavedSearchByUnsubscribeHash(
  db: Database,
  tokenHash: string,
): Promise<SavedSearch | null> {
  const [row] = await db
    .select(columns)
    .from(savedSearches)
    .where(eq(savedSearches.unsubscribeTokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** One click turns the alert off; the token stops working at once. */
export async function unsubscribeByHash(db: Database, tokenHash: string): Promise<SavedSearch | null> {
  const [row] = await db
    .update(savedSearches)
    .set({ alertFrequency: "none", unsubscribeTokenHash: null, updatedAt: new Date() })
    .where(eq(savedSearches.unsubscribeTokenHash, tokenHash))
    .returning(columns);
  return row ?? null;
}
