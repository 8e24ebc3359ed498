import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import type { TokenPurpose } from "../../db/schema/accounts-values.ts";
import { userTokens } from "../../db/schema.ts";

export interface StoredToken {
  userId: number;
  data: Record<string, string> | null;
}

/** Marks the user's unused tokens of a purpose as used, so that only the newest one works. */
export async function cancelUnusedTokens(
  db: Database,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

export async function insertUserToken(
  db: Database,
  input: {
    userId: number;
    purpose: TokenPurpose;
    tokenHash: string;
    data: Record<string, string> | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(userTokens).values(input);
}

function usable(purpose: TokenPurpose, tokenHash: string, now: Date) {
  return and(
    eq(userTokens.tokenHash, tokenHash),
    eq(userTokens.purpose, purpose),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, now),
  );
}

/** The unused, unexpired token of this purpose with this hash; nothing changes. */
export async function findUsableToken(
  db: Database,
  purpose: TokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<StoredToken | null> {
  const [row] = await db
    .select({ userId: userTokens.userId, data: userTokens.data })
    .from(userTokens)
    .where(usable(purpose, tokenHash, now));
  return row ?? null;
}

/** Uses the token up in one UPDATE, so that of two requests with one token only one gets it. */
export async function spendToken(
  db: Database,
  purpose: TokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<StoredToken | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(usable(purpose, tokenHash, now))
    .returning({ userId: userTokens.userId, data: userTokens.data });
  return row ?? null;
}
