/** Registration's rate limits per client address: a clear 429 instead of a flood of accounts and e-mails. */
import type { RouterContextProvider } from "react-router";
import { appContext, requestInfoContext } from "../../context.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import { hitRateLimit, RATE_LIMITS, type RateLimitRule } from "../security/rate-limit.server.ts";

export const REGISTRATION_LIMITS = {
  register: RATE_LIMITS.registrationPerAddress,
  resendPerAddress: { name: "register-resend:ip", limit: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

export const TOO_MANY_REGISTRATIONS =
  "There have been too many attempts from your network. Please wait an hour and try again.";

/** Counts one attempt; over the limit, a rate-limited refusal (the error page's 429, with Retry-After). */
export async function limitRegistrationAttempts(
  context: Readonly<RouterContextProvider>,
  rule: RateLimitRule,
): Promise<void> {
  const { db, rateLimitFactor } = context.get(appContext);
  const { ip } = context.get(requestInfoContext);
  const result = await hitRateLimit(db, rule, ip, rateLimitFactor);
  if (!result.allowed)
    throw new DomainError("rate-limited", TOO_MANY_REGISTRATIONS, {
      retryAfterSeconds: result.retryAfterSeconds,
    });
}
