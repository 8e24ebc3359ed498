/**
 * One sign-in attempt from a form (page or modal): rate limit per client address, the form's checks, the
 * account's checks, then a fresh session. The caller turns the result into a page or an HTML fragment.
 */
import type { Database } from "../../db/client.server.ts";
import { type FieldError, fieldValue, parseForm } from "../../lib/forms/parse-form.ts";
import { rotateCsrfToken } from "../security/csrf.server.ts";
import { hitRateLimit, RATE_LIMITS } from "../security/rate-limit.server.ts";
import { createSession, endSession } from "./session.server.ts";
import type { SignInProblemKind } from "./sign-in-messages.ts";
import { signInSchema } from "./sign-in-schema.ts";
import { checkSignIn, type SignInClient } from "./sign-in-service.server.ts";

export type SignInAttempt =
  | {
      kind: "signed-in";
      /** Who signed in: the route joins their visitor basket to their own (features/baskets). */
      userId: number;
      email: string;
      redirectUrl: string;
      setCookies: string[];
      csrfToken: string;
    }
  | { kind: "invalid-form"; email: string; redirectUrl: string; errors: FieldError[] }
  | {
      kind: "refused";
      email: string;
      redirectUrl: string;
      problem: SignInProblemKind;
      retryAfterSeconds?: number;
    }
  | { kind: "locked" };

export async function attemptSignIn(
  services: { db: Database; secureCookies: boolean; rateLimitFactor: number },
  request: Request,
  client: SignInClient,
): Promise<SignInAttempt> {
  const { db } = services;
  const parsed = parseForm(signInSchema, await request.formData());
  const { email, redirectUrl } = parsed.ok
    ? parsed.data
    : {
        email: fieldValue(parsed.values, "email").trim(),
        redirectUrl: fieldValue(parsed.values, "redirectUrl"),
      };
  const limit = await hitRateLimit(
    db,
    RATE_LIMITS.signInPerAddress,
    client.address,
    services.rateLimitFactor,
  );
  if (!limit.allowed)
    return {
      kind: "refused",
      email,
      redirectUrl,
      problem: "rate-limited",
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  if (!parsed.ok) return { kind: "invalid-form", email, redirectUrl, errors: parsed.errors };

  const outcome = await checkSignIn(db, parsed.data, client);
  switch (outcome.kind) {
    case "success": {
      // A new session id and a new CSRF token on every sign-in: whatever was planted or seen before it
      // is worth nothing afterwards.
      await endSession(db, request, services.secureCookies);
      const { setCookies } = await createSession(db, outcome.userId, request, services.secureCookies);
      const csrf = rotateCsrfToken(services.secureCookies);
      return {
        kind: "signed-in",
        userId: outcome.userId,
        email,
        redirectUrl,
        setCookies: [...setCookies, csrf.setCookie],
        csrfToken: csrf.token,
      };
    }
    case "locked":
      return { kind: "locked" };
    case "invalid":
    case "unconfirmed":
    case "organisation-pending":
    case "organisation-declined":
      return { kind: "refused", email, redirectUrl, problem: outcome.kind };
  }
}
