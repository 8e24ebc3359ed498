/**
 * Fixed-window rate limits kept in the database, so that every app server behind a load balancer counts
 * the same attempts. Used for sign-in, registration and password reset.
 */
import type { Database } from "../../db/client.server.ts";
import { countAttempt, deleteWindowsBefore } from "./rate-limit-repository.server.ts";

export interface RateLimitRule {
  /** e.g. "sign-in:ip" */
  name: string;
  limit: number;
  windowSeconds: number;
}

export const RATE_LIMITS = {
  signInPerAddress: { name: "sign-in:ip", limit: 30, windowSeconds: 15 * 60 },
  registrationPerAddress: { name: "register:ip", limit: 10, windowSeconds: 60 * 60 },
  passwordResetPerAddress: { name: "password-reset:ip", limit: 10, windowSeconds: 60 * 60 },
  passwordResetPerEmail: { name: "password-reset:email", limit: 3, windowSeconds: 60 * 60 },
  unlockPerEmail: { name: "unlock:email", limit: 3, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * Counts one attempt against `rule` for `subject` (an address, an e-mail) and says whether it is allowed.
 * `factor` multiplies the limit (RATE_LIMIT_FACTOR, for browser tests from one address).
 */
export async function hitRateLimit(
  db: Database,
  rule: RateLimitRule,
  subject: string,
  factor = 1,
  now = new Date(),
): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const key = `${rule.name}:${subject.toLowerCase().slice(0, 200)}`;
  const count = await countAttempt(db, key, windowStart);
  const retryAfterSeconds = Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000);
  return { allowed: count <= rule.limit * factor, retryAfterSeconds };
}

/** Forgets windows older than a day (run by the housekeeping job). */
export async function pruneRateLimits(db: Database, now = new Date()): Promise<void> {
  await deleteWindowsBefore(db, new Date(now.getTime() - 86_400_000));
}
