/**
 * The one-field "send me a link" forms (unlock, forgotten password): the address is checked, then counted
 * against the per-address and per-e-mail limits, and the answer never depends on whether it has an
 * account.
 */
import type { RouterContextProvider } from "react-router";
import { appContext, requestInfoContext } from "../../context.ts";
import type { Database } from "../../db/client.server.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import { fieldValue, parseForm } from "../../lib/forms/parse-form.ts";
import { hitRateLimit, type RateLimitRule } from "../security/rate-limit.server.ts";
import { emailRequestSchema } from "./email-request-schema.ts";

export const UNLOCK_PER_ADDRESS: RateLimitRule = { name: "unlock:ip", limit: 10, windowSeconds: 60 * 60 };

export const TOO_MANY_REQUESTS = "You have asked for too many emails. Wait an hour, then try again.";

/** Over either limit, a rate-limited refusal (the root error page's 429, with Retry-After). */
export async function enforceEmailRequestLimits(
  db: Database,
  rules: { perAddress: RateLimitRule; perEmail: RateLimitRule },
  subjects: { address: string; email: string },
  factor: number,
): Promise<void> {
  const byAddress = await hitRateLimit(db, rules.perAddress, subjects.address, factor);
  const byEmail = await hitRateLimit(db, rules.perEmail, subjects.email, factor);
  if (!byAddress.allowed || !byEmail.allowed)
    throw new DomainError("rate-limited", TOO_MANY_REQUESTS, {
      retryAfterSeconds: Math.max(byAddress.retryAfterSeconds, byEmail.retryAfterSeconds),
    });
}

export interface EmailRequestAnswer {
  sent: boolean;
  email: string;
  error: string | undefined;
}

/**
 * The action of a one-field "send me a link" form: a bad address is answered with its message; a good one
 * is counted against both limits, then `send` runs (it decides, silently, whether there is anything to
 * send) and the form is answered "sent" whatever the address.
 */
export async function answerEmailRequest(
  request: Request,
  context: Readonly<RouterContextProvider>,
  rules: { perAddress: RateLimitRule; perEmail: RateLimitRule },
  send: (db: Database, email: string, siteUrl: string) => Promise<unknown>,
): Promise<EmailRequestAnswer> {
  const { db, siteUrl, rateLimitFactor } = context.get(appContext);
  const parsed = parseForm(emailRequestSchema, await request.formData());
  if (!parsed.ok)
    return {
      sent: false,
      email: fieldValue(parsed.values, "email").trim().slice(0, 300),
      error: parsed.errors[0]?.message,
    };
  await enforceEmailRequestLimits(
    db,
    rules,
    { address: context.get(requestInfoContext).ip, email: parsed.data.email },
    rateLimitFactor,
  );
  await send(db, parsed.data.email, siteUrl);
  return { sent: true, email: "", error: undefined };
}
