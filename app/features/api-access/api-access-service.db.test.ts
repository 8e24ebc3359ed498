import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { isDomainError } from "../../lib/domain-errors.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import {
  checkBearerToken,
  exchangePasswordGrant,
  listApiClients,
  pruneApiTokens,
  registerApiClient,
  revokeAccessToken,
  revokeApiClient,
} from "./api-access-service.server.ts";
import { OAUTH_MESSAGES, TOKEN_LIFETIME_SECONDS } from "./oauth.ts";

const PASSWORD = "Test-Passw0rd!";
const CLIENT = { address: "198.51.100.7", fromThisMachine: false };
let handle: DatabaseHandle;
let staff: { id: number; role: string; organisationId: null; permissions: string[] };
let counter = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  const { id } = await createTestUser(handle.db, { email: "staff@example.test", role: "staff" });
  staff = { id, role: "staff", organisationId: null, permissions: [] };
});
afterAll(() => handle.close());

const basic = (key: string, secret: string) => `Basic ${Buffer.from(`${key}:${secret}`).toString("base64")}`;

function grant(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

async function placer(input: Partial<Parameters<typeof createTestUser>[1]> = {}) {
  counter++;
  const email = `placer-${counter}@example.test`;
  const { id } = await createTestUser(handle.db, { email, password: PASSWORD, ...input });
  return { id, email };
}

async function client(requestsPerMinute = 600) {
  return registerApiClient(handle.db, staff, { name: `Software ${++counter}`, requestsPerMinute });
}

async function token(c: { clientKey: string; secret: string }, email: string, now = new Date()) {
  const answer = await exchangePasswordGrant(
    handle.db,
    {
      authorization: basic(c.clientKey, c.secret),
      form: grant({ grant_type: "password", username: email, password: PASSWORD, scope: "trust" }),
    },
    CLIENT,
    1,
    now,
  );
  if (!answer.ok) throw new Error(answer.body.error_description);
  return answer.body;
}

describe("registering API clients", () => {
  it("is staff's only, and keeps only the secret's hash", async () => {
    const c = await client();
    expect(c.clientKey).toMatch(/^gz-/);
    expect(c.secret.length).toBeGreaterThanOrEqual(40);
    const stored = await handle.db.execute<{ secret_hash: string }>(
      sql`select secret_hash from api_clients where id = ${c.id}`,
    );
    expect(stored.rows[0]!.secret_hash).not.toBe(c.secret);
    expect(JSON.stringify(await listApiClients(handle.db, staff))).not.toContain(c.secret);
    const owner = { id: 1, role: "account-owner", organisationId: 1, permissions: [] };
    await expect(registerApiClient(handle.db, owner, { name: "x", requestsPerMinute: 1 })).rejects.toSatisfy(
      (e) => isDomainError(e) && e.code === "forbidden",
    );
  });
});

describe("the password grant", () => {
  it("gives a person's bearer token for an hour, which is that person on every call", async () => {
    const c = await client();
    const p = await placer({ organisation: { name: "Firm A" } });
    const now = new Date("2026-11-24T10:00:00Z");
    const answer = await token(c, p.email, now);
    expect(answer).toMatchObject({
      token_type: "bearer",
      expires_in: TOKEN_LIFETIME_SECONDS,
      scope: "trust",
    });
    const check = await checkBearerToken(handle.db, answer.access_token, 1, new Date("2026-11-24T10:59:00Z"));
    expect(check.ok && check.holder.user).toMatchObject({
      id: p.id,
      email: p.email,
      organisationName: "Firm A",
    });
    expect(
      await checkBearerToken(handle.db, answer.access_token, 1, new Date("2026-11-24T11:00:01Z")),
    ).toEqual({
      ok: false,
      reason: "invalid-token",
    });
    const stored = await handle.db.execute<{ token_hash: string }>(sql`select token_hash from api_tokens`);
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(answer.access_token);
  });

  it.each([
    ["no client", null, { grant_type: "password" }, 401, "invalid_client", OAUTH_MESSAGES.noClient],
    ["a wrong secret", "wrong", { grant_type: "password" }, 401, "invalid_client", OAUTH_MESSAGES.badClient],
    [
      "another grant",
      "right",
      { grant_type: "client_credentials" },
      400,
      "unsupported_grant_type",
      OAUTH_MESSAGES.grantType,
    ],
    [
      "another scope",
      "right",
      { grant_type: "password", scope: "admin" },
      400,
      "invalid_scope",
      OAUTH_MESSAGES.scope,
    ],
    [
      "no password",
      "right",
      { grant_type: "password", username: "a@b.test" },
      400,
      "invalid_request",
      OAUTH_MESSAGES.fields,
    ],
    [
      "a wrong password",
      "right",
      { grant_type: "password", username: "nobody@example.test", password: "x" },
      400,
      "invalid_grant",
      OAUTH_MESSAGES.badGrant,
    ],
  ] as const)("refuses %s with the RFC's answer", async (_, secret, fields, status, error, description) => {
    const c = await client();
    const answer = await exchangePasswordGrant(
      handle.db,
      {
        authorization: secret === null ? null : basic(c.clientKey, secret === "right" ? c.secret : secret),
        form: grant(fields),
      },
      CLIENT,
      1,
    );
    expect(answer).toMatchObject({ ok: false, status, body: { error, error_description: description } });
    if (status === 401) expect(!answer.ok && answer.headers["WWW-Authenticate"]).toMatch(/^Basic /);
  });

  it("refuses people the sign-in form refuses: a pending organisation's, an unconfirmed one", async () => {
    const c = await client();
    for (const p of [
      await placer({ organisation: { name: "Pending", status: "pending" } }),
      await placer({ status: "unconfirmed" }),
    ]) {
      const answer = await exchangePasswordGrant(
        handle.db,
        {
          authorization: basic(c.clientKey, c.secret),
          form: grant({ grant_type: "password", username: p.email, password: PASSWORD }),
        },
        CLIENT,
        1,
      );
      expect(answer).toMatchObject({ ok: false, body: { error: "invalid_grant" } });
    }
  });
});

describe("revoking", () => {
  it("a client ends all its tokens and refuses new ones", async () => {
    const c = await client();
    const p = await placer();
    const t = await token(c, p.email);
    await revokeApiClient(handle.db, staff, c.id);
    expect(await checkBearerToken(handle.db, t.access_token, 1)).toEqual({
      ok: false,
      reason: "invalid-token",
    });
    await expect(token(c, p.email)).rejects.toThrow(OAUTH_MESSAGES.badClient);
    await expect(revokeApiClient(handle.db, staff, c.id)).rejects.toSatisfy(
      (e) => isDomainError(e) && e.code === "conflict",
    );
  });

  it("a token, by its own client only", async () => {
    const [a, b] = [await client(), await client()];
    const p = await placer();
    const t = await token(a, p.email);
    const revoke = (c: typeof a) =>
      revokeAccessToken(handle.db, {
        authorization: basic(c.clientKey, c.secret),
        form: grant({ token: t.access_token }),
      });
    expect(await revoke(b)).toEqual({ ok: true });
    expect((await checkBearerToken(handle.db, t.access_token, 1)).ok).toBe(true);
    expect(await revoke(a)).toEqual({ ok: true });
    expect(await checkBearerToken(handle.db, t.access_token, 1)).toEqual({
      ok: false,
      reason: "invalid-token",
    });
  });

  it("a person who is disabled loses their tokens' use at once", async () => {
    const c = await client();
    const p = await placer();
    const t = await token(c, p.email);
    await handle.db.execute(sql`update users set status = 'disabled' where id = ${p.id}`);
    expect(await checkBearerToken(handle.db, t.access_token, 1)).toEqual({
      ok: false,
      reason: "invalid-token",
    });
  });

  it("housekeeping forgets tokens dead for a day, never live ones", async () => {
    const c = await client();
    const p = await placer();
    const old = new Date(Date.now() - 3 * 86_400_000);
    await token(c, p.email, old);
    const live = await token(c, p.email);
    expect(await pruneApiTokens(handle.db)).toBeGreaterThanOrEqual(1);
    expect((await checkBearerToken(handle.db, live.access_token, 1)).ok).toBe(true);
  });
});

describe("a client's calls a minute", () => {
  it("are counted across its tokens, then refused with the time to wait", async () => {
    const c = await client(3);
    const [p, q] = [await placer(), await placer()];
    const [t1, t2] = [await token(c, p.email), await token(c, q.email)];
    const at = new Date("2026-11-24T12:00:10Z");
    const results = [];
    for (const t of [t1, t2, t1, t2]) results.push(await checkBearerToken(handle.db, t.access_token, 1, at));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false]);
    expect(results[3]).toEqual({ ok: false, reason: "rate-limited", retryAfterSeconds: 50 });
  });
});
