import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import { domainErrorResponse } from "../../lib/http.server.ts";
import { testRouterContext } from "../../lib/test-router-context.server.ts";
import {
  limitRegistrationAttempts,
  REGISTRATION_LIMITS,
  TOO_MANY_REGISTRATIONS,
} from "./registration-limits.server.ts";

describe("registration rate limits", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  const page = new Request("https://gazette.example/register", { method: "POST" });
  const contextFor = (ip: string, rateLimitFactor = 1) => testRouterContext(handle.db, ip, rateLimitFactor);

  it("allows the limit per address, then answers 429 with the reason and Retry-After", async () => {
    const context = contextFor("198.51.100.7");
    const rule = REGISTRATION_LIMITS.register;
    for (let i = 0; i < rule.limit; i++) await limitRegistrationAttempts(context, rule);
    const error = await limitRegistrationAttempts(context, rule).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    // As the server answers it: a thrown data(), the error page's 429 with this explanation.
    const refused = domainErrorResponse(error as DomainError, page) as unknown as {
      data: unknown;
      init: { status: number; headers: Record<string, string> };
    };
    expect(refused.init.status).toBe(429);
    expect(refused.data).toBe(TOO_MANY_REGISTRATIONS);
    expect(Number(refused.init.headers["Retry-After"])).toBeGreaterThan(0);
    // Another address is counted on its own.
    await expect(limitRegistrationAttempts(contextFor("198.51.100.8"), rule)).resolves.toBeUndefined();
  });

  it("multiplies the limit by the configured factor", async () => {
    const context = contextFor("198.51.100.9", 2);
    const rule = REGISTRATION_LIMITS.resendPerAddress;
    for (let i = 0; i < rule.limit * 2; i++) await limitRegistrationAttempts(context, rule);
    const error = await limitRegistrationAttempts(context, rule).catch((e: unknown) => e);
    expect(domainErrorResponse(error as DomainError, page)).toMatchObject({
      data: TOO_MANY_REGISTRATIONS,
      init: { status: 429 },
    });
  });
});
