import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import { domainErrorResponse } from "../../lib/http.server.ts";
import { testRouterContext } from "../../lib/test-router-context.server.ts";
import type { RateLimitRule } from "../security/rate-limit.server.ts";
import { answerEmailRequest, TOO_MANY_REQUESTS } from "./email-request.server.ts";
import { SIGN_IN_MESSAGES } from "./sign-in-schema.ts";

const RULES: { perAddress: RateLimitRule; perEmail: RateLimitRule } = {
  perAddress: { name: "test-link:ip", limit: 5, windowSeconds: 3600 },
  perEmail: { name: "test-link:email", limit: 2, windowSeconds: 3600 },
};

function post(email: string): Request {
  return new Request("https://gazette.example/forgotten-password", {
    method: "POST",
    body: new URLSearchParams({ email }),
  });
}

describe("the one-field 'send me a link' forms", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("answers a bad address with its message and sends nothing", async () => {
    const sent: string[] = [];
    const answer = await answerEmailRequest(
      post("  not-an-address "),
      testRouterContext(handle.db, "203.0.113.1"),
      RULES,
      async (_db, email) => sent.push(email),
    );
    expect(answer).toEqual({ sent: false, email: "not-an-address", error: SIGN_IN_MESSAGES.email });
    expect(sent).toEqual([]);
  });

  it("sends for a good address (in lower case), then refuses the same address over its limit", async () => {
    const sent: string[] = [];
    const send = async (_db: unknown, email: string, siteUrl: string) => sent.push(`${email} ${siteUrl}`);
    const context = testRouterContext(handle.db, "203.0.113.2");
    for (let i = 0; i < RULES.perEmail.limit; i++) {
      const answer = await answerEmailRequest(post("Someone@Example.org"), context, RULES, send);
      expect(answer).toEqual({ sent: true, email: "", error: undefined });
    }
    expect(sent).toEqual(Array(2).fill("someone@example.org https://gazette.example"));
    const request = post("someone@example.org");
    const error = await answerEmailRequest(request, context, RULES, send).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    // As the server answers it: the error page's 429 with this explanation.
    const refused = domainErrorResponse(error as DomainError, request) as unknown as {
      data: unknown;
      init: { status: number; headers: Record<string, string> };
    };
    expect(refused.init.status).toBe(429);
    expect(refused.data).toBe(TOO_MANY_REQUESTS);
    expect(Number(refused.init.headers["Retry-After"])).toBeGreaterThan(0);
    expect(sent).toHaveLength(2);
    // Another address from the same place still gets its answer.
    await expect(answerEmailRequest(post("other@example.org"), context, RULES, send)).resolves.toMatchObject({
      sent: true,
    });
  });
});
