import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
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

  const contextFor = (ip: string, rateLimitFactor = 1) => testRouterContext(handle.db, ip, rateLimitFactor);

  it("allows the limit per address, then answers 429 with the reason and Retry-After", async () => {
    const context = contextFor("198.51.100.7");
    const rule = REGISTRATION_LIMITS.register;
    for (let i = 0; i < rule.limit; i++) await limitRegistrationAttempts(context, rule);
    // A thrown data() (React Router turns it into the error page's 429 with this explanation).
    const refused = (await limitRegistrationAttempts(context, rule).catch((e: unknown) => e)) as {
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
    await expect(limitRegistrationAttempts(context, rule)).rejects.toMatchObject({
      data: TOO_MANY_REGISTRATIONS,
      init: { status: 429 },
    });
  });
});
