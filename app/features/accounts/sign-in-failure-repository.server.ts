/**
 * SQL of the sign-in lockout: failures counted by (address, client) and by address across all clients.
 * Addresses are keys here, not accounts, so that an address nobody has registered behaves exactly like one
 * somebody has.
 */
import { and, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { signInFailures } from "../../db/schema.ts";

/** The client value of the row that counts every client's failures for an address. */
export const EVERY_CLIENT = "*";

export interface SignInLockRules {
  /** Failures in a row from one client that lock the address for that client. */
  perClient: number;
  /** Failures from all clients within `windowSeconds` that lock the address for everyone. */
  perAddress: number;
  windowSeconds: number;
}

function key(email: string): string {
  return email.trim().toLowerCase();
}

function stamp(date: Date) {
  return sql`${date.toISOString()}::timestamptz`;
}

/** Is the address locked for this client, either by this client's failures or by everyone's? */
export async function isSignInLocked(db: Database, email: string, client: string): Promise<boolean> {
  const rows = await db
    .select({ client: signInFailures.client })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.email, key(email)),
        inArray(signInFailures.client, [client, EVERY_CLIENT]),
        isNotNull(signInFailures.lockedAt),
      ),
    );
  return rows.length > 0;
}

/**
 * Counts one failure for the address from this client and from every client, each in one statement (so
 * parallel attempts cannot both read the count before the lock), and says whether the address is now
 * locked for this client.
 */
export async function recordSignInFailure(
  db: Database,
  email: string,
  client: string,
  rules: SignInLockRules,
  now: Date,
): Promise<boolean> {
  const address = key(email);
  const [own] = await db
    .insert(signInFailures)
    .values({
      email: address,
      client,
      windowStart: now,
      failures: 1,
      lockedAt: rules.perClient <= 1 ? now : null,
    })
    .onConflictDoUpdate({
      target: [signInFailures.email, signInFailures.client],
      set: {
        failures: sql`${signInFailures.failures} + 1`,
        lockedAt: sql`case when ${signInFailures.failures} + 1 >= ${rules.perClient} then coalesce(${signInFailures.lockedAt}, ${stamp(now)}) else ${signInFailures.lockedAt} end`,
      },
    })
    .returning({ lockedAt: signInFailures.lockedAt });

  // A window that has ended starts again at this failure; a lock it set stays until the unlock link.
  const windowEnded = sql`${signInFailures.windowStart} <= ${stamp(new Date(now.getTime() - rules.windowSeconds * 1000))}`;
  const counted = sql`case when ${windowEnded} then 1 else ${signInFailures.failures} + 1 end`;
  const [all] = await db
    .insert(signInFailures)
    .values({
      email: address,
      client: EVERY_CLIENT,
      windowStart: now,
      failures: 1,
      lockedAt: rules.perAddress <= 1 ? now : null,
    })
    .onConflictDoUpdate({
      target: [signInFailures.email, signInFailures.client],
      set: {
        failures: counted,
        windowStart: sql`case when ${windowEnded} then ${stamp(now)} else ${signInFailures.windowStart} end`,
        lockedAt: sql`case when ${counted} >= ${rules.perAddress} then coalesce(${signInFailures.lockedAt}, ${stamp(now)}) else ${signInFailures.lockedAt} end`,
      },
    })
    .returning({ lockedAt: signInFailures.lockedAt });
  return Boolean(own?.lockedAt || all?.lockedAt);
}

/** A success from a client ends its run of failures (the count across clients is left to its window). */
export async function forgetClientFailures(db: Database, email: string, client: string): Promise<void> {
  await db
    .delete(signInFailures)
    .where(and(eq(signInFailures.email, key(email)), eq(signInFailures.client, client)));
}

/** Does any client meet a lock on this address? (Whether to send the unlock e-mail.) */
export async function hasAnySignInLock(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .select({ client: signInFailures.client })
    .from(signInFailures)
    .where(and(eq(signInFailures.email, key(email)), isNotNull(signInFailures.lockedAt)))
    .limit(1);
  return rows.length > 0;
}

/** Lifts every lock and forgets every count for the address (the unlock link, a password reset). */
export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, key(email)));
}

/**
 * Forgets counts that locked nothing and began more than a day ago, so the table does not grow with every
 * mistyped address (for the hourly housekeeping). Locks stay until the unlock link or a password reset.
 */
export async function pruneSignInFailures(db: Database, now = new Date()): Promise<void> {
  await db
    .delete(signInFailures)
    .where(
      and(
        isNull(signInFailures.lockedAt),
        lt(signInFailures.windowStart, new Date(now.getTime() - 86_400_000)),
      ),
    );
}
