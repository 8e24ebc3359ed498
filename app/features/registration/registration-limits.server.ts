/** Registration's rate limits per client address: a clear 429 instead of a flood of accounts and e-mails. */
import { data, type RouterContextProvider } from "react-router";
import { appContext, requestInfoContext } from "../../context.ts";
import { hitRateLimit, RATE_LIMITS, type RateLimitRule } from "../security/rate-limit.server.ts";

export const REGISTRATION_LIMITS = {
  register: RATE_LIMITS.registrationPerAddress,
  resendPerAddress: { name: "register-resend:ip", limit: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

export const TOO_MANY_REGISTRATIONS =
  "There have been too many attempts from your network. Please wait an hour and try again.";

/** Counts one attempt; throws a 429 response (shown by the error page) when over the limit. */
export async function limitRegistrationAttempts(
  context: Readonly<RouterContextProvider>,
  rule: RateLimitRule,
): Promise<void> {
  const { db, rateLimitFactor } = context.get(appContext);
  const { ip } = context.get(requestInfoContext);
  const result = await hitRateLimit(db, rule, ip, rateLimitFactor);
  if (!result.allowed)
    throw data(TOO_MANY_REGISTRATIONS, {
      status: 429,
      headers: { "Retry-After": String(result.retryAfterSeconds) },
    });
}
