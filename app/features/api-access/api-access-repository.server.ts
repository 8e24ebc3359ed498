/** SQL of the placement API's clients and tokens (db/schema/api-access.ts). */
import { and, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { apiClients, apiTokens } from "../../db/schema.ts";

export interface ApiClientRow {
  id: number;
  clientKey: string;
  name: string;
  requestsPerMinute: number;
  createdAt: Date;
  revokedAt: Date | null;
  /** Tokens not expired nor revoked. */
  liveTokens: number;
}

export async function insertApiClient(
  db: Database,
  input: {
    clientKey: string;
    secretHash: string;
    name: string;
    requestsPerMinute: number;
    createdBy: number;
  },
): Promise<number> {
  const [row] = await db.insert(apiClients).values(input).returning({ id: apiClients.id });
  return row!.id;
}

/** The clients with their live tokens counted, newest first; `id` for one alone. */
function clientRows(db: Database, now: Date, id?: number) {
  return db
    .select({
      id: apiClients.id,
      clientKey: apiClients.clientKey,
      name: apiClients.name,
      requestsPerMinute: apiClients.requestsPerMinute,
      createdAt: apiClients.createdAt,
      revokedAt: apiClients.revokedAt,
      liveTokens: sql<number>`(select count(*)::int from ${apiTokens} where ${apiTokens.clientId} = ${apiClients.id}
        and ${apiTokens.revokedAt} is null and ${apiTokens.expiresAt} > ${now})`,
    })
    .from(apiClients)
    .where(id === undefined ? undefined : eq(apiClients.id, id))
    .orderBy(desc(apiClients.createdAt), desc(apiClients.id));
}

export async function selectApiClients(db: Database, now: Date): Promise<ApiClientRow[]> {
  return clientRows(db, now);
}

export async function selectApiClient(db: Database, id: number, now: Date): Promise<ApiClientRow | null> {
  const [row] = await clientRows(db, now, id);
  return row ?? null;
}

export async function selectClientForAuth(
  db: Database,
  clientKey: string,
): Promise<{ id: number; secretHash: string; revokedAt: Date | null } | null> {
  const [row] = await db
    .select({ id: apiClients.id, secretHash: apiClients.secretHash, revokedAt: apiClients.revokedAt })
    .from(apiClients)
    .where(eq(apiClients.clientKey, clientKey));
  return row ?? null;
}

/** Revokes a client and every token it holds; false when it was already revoked (or is no client). */
export async function revokeApiClientRow(db: Database, id: number, by: number, now: Date): Promise<boolean> {
  const done = await db
    .update(apiClients)
    .set({ revokedAt: now, revokedBy: by })
    .where(and(eq(apiClients.id, id), isNull(apiClients.revokedAt)))
    .returning({ id: apiClients.id });
  if (done.length === 0) return false;
  await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.clientId, id), isNull(apiTokens.revokedAt)));
  return true;
}

export async function insertApiToken(
  db: Database,
  input: { tokenHash: string; clientId: number; userId: number; scope: string; expiresAt: Date },
): Promise<void> {
  await db.insert(apiTokens).values(input);
}

export interface LiveToken {
  userId: number;
  clientId: number;
  requestsPerMinute: number;
  expiresAt: Date;
}

/** A token that works now: not expired, not revoked, its client not revoked. */
export async function findLiveToken(db: Database, tokenHash: string, now: Date): Promise<LiveToken | null> {
  const [row] = await db
    .select({
      userId: apiTokens.userId,
      clientId: apiClients.id,
      requestsPerMinute: apiClients.requestsPerMinute,
      expiresAt: apiTokens.expiresAt,
    })
    .from(apiTokens)
    .innerJoin(apiClients, eq(apiClients.id, apiTokens.clientId))
    .where(
      and(
        eq(apiTokens.tokenHash, tokenHash),
        gt(apiTokens.expiresAt, now),
        isNull(apiTokens.revokedAt),
        isNull(apiClients.revokedAt),
      ),
    );
  return row ?? null;
}

/** RFC 7009: a client revokes one of its own tokens; someone else's is left alone. */
export async function revokeTokenRow(
  db: Database,
  tokenHash: string,
  clientId: number,
  now: Date,
): Promise<void> {
  await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(
      and(eq(apiTokens.tokenHash, tokenHash), eq(apiTokens.clientId, clientId), isNull(apiTokens.revokedAt)),
    );
}

/** Forgets tokens a day after they stopped working (housekeeping). */
export async function deleteDeadTokens(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(apiTokens)
    .where(or(lt(apiTokens.expiresAt, before), lt(apiTokens.revokedAt, before)))
    .returning({ id: apiTokens.id });
  return rows.length;
}
