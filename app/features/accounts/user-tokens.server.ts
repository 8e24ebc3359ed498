/**
 * Single-use tokens sent by e-mail (confirm an address, reset a password, accept an invitation, unlock an
 * account, confirm a new address). Only their SHA-256 is stored; issuing a new token of a purpose
 * cancels the user's earlier unused ones, and using a token is one atomic UPDATE so it works once.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { type TokenPurpose, userTokens } from "../../db/schema.ts";
import { hashToken, newToken } from "./session.server.ts";

// Stored words: the list lives with the user_tokens table, whose CHECK is built from it.
export { TOKEN_PURPOSES, type TokenPurpose } from "../../db/schema.ts";

export const TOKEN_LIFETIMES_MS: Record<TokenPurpose, number> = {
  "confirm-email": 7 * 86_400_000,
  "reset-password": 3_600_000, // one hour, as the issue asks
  invite: 7 * 86_400_000,
  unlock: 86_400_000,
  "change-email": 86_400_000,
};

export async function issueUserToken(
  db: Database,
  input: { userId: number; purpose: TokenPurpose; data?: Record<string, string>; now?: Date },
): Promise<string> {
  const now = input.now ?? new Date();
  const token = newToken();
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.userId, input.userId),
        eq(userTokens.purpose, input.purpose),
        isNull(userTokens.usedAt),
      ),
    );
  await db.insert(userTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashToken(token),
    data: input.data ?? null,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIMES_MS[input.purpose]),
  });
  return token;
}

export interface ValidToken {
  userId: number;
  data: Record<string, string> | null;
}

function usable(purpose: TokenPurpose, token: string, now: Date) {
  return and(
    eq(userTokens.tokenHash, hashToken(token)),
    eq(userTokens.purpose, purpose),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, now),
  );
}

/** Is the token valid (for showing the form it leads to)? Does not use it up. */
export async function peekUserToken(
  db: Database,
  purpose: TokenPurpose,
  token: string,
  now = new Date(),
): Promise<ValidToken | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ userId: userTokens.userId, data: userTokens.data })
    .from(userTokens)
    .where(usable(purpose, token, now));
  return row ?? null;
}

/** Uses the token up; null when it is unknown, used, expired or for another purpose. */
export async function consumeUserToken(
  db: Database,
  purpose: TokenPurpose,
  token: string,
  now = new Date(),
): Promise<ValidToken | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(usable(purpose, token, now))
    .returning({ userId: userTokens.userId, data: userTokens.data });
  return row ?? null;
}
