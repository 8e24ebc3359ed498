/**
 * The one-field "send me a link" forms (unlock, forgotten password): the address is checked, then counted
 * against the per-address and per-e-mail limits, and the answer never depends on whether it has an
 * account.
 */
import { data } from "react-router";
import type { Database } from "../../db/client.server.ts";
import { hitRateLimit, type RateLimitRule } from "../security/rate-limit.server.ts";
import { isEmailAddress, SIGN_IN_MESSAGES } from "./sign-in-schema.ts";

export const UNLOCK_PER_ADDRESS: RateLimitRule = { name: "unlock:ip", limit: 10, windowSeconds: 60 * 60 };

export const TOO_MANY_REQUESTS = "You have asked for too many emails. Wait an hour, then try again.";

export type EmailRequest = { ok: true; email: string } | { ok: false; email: string; error: string };

export function readEmailField(form: FormData): EmailRequest {
  const raw = form.get("email");
  const email = typeof raw === "string" ? raw.trim().slice(0, 300) : "";
  return isEmailAddress(email)
    ? { ok: true, email: email.toLowerCase() }
    : { ok: false, email, error: SIGN_IN_MESSAGES.email };
}

/** Throws the root error page's 429 when either limit is exceeded. */
export async function enforceEmailRequestLimits(
  db: Database,
  rules: { perAddress: RateLimitRule; perEmail: RateLimitRule },
  subjects: { address: string; email: string },
  factor: number,
): Promise<void> {
  const byAddress = await hitRateLimit(db, rules.perAddress, subjects.address, factor);
  const byEmail = await hitRateLimit(db, rules.perEmail, subjects.email, factor);
  if (!byAddress.allowed || !byEmail.allowed)
    throw data(TOO_MANY_REQUESTS, {
      status: 429,
      statusText: "Too Many Requests",
      headers: { "Retry-After": String(Math.max(byAddress.retryAfterSeconds, byEmail.retryAfterSeconds)) },
    });
}
