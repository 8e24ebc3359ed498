import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { readCookie } from "../../lib/cookies.ts";
import { hitRateLimit } from "../security/rate-limit.server.ts";
import {
  createSession,
  endAllSessions,
  endSession,
  hashToken,
  loadSessionUser,
  SESSION_COOKIE,
  SESSION_IDLE_MS,
} from "./session.server.ts";
import { countUserSessions } from "./session-repository.server.ts";
import { createTestUser } from "./test-users.server.ts";
import { consumeUserToken, issueUserToken, peekUserToken } from "./user-tokens.server.ts";

function requestWith(setCookies: string[]): Request {
  const cookie = setCookies.map((c) => c.split(";")[0]).join("; ");
  return new Request("http://localhost/my-gazette", { headers: { cookie } });
}

describe("sessions", () => {
  let handle: DatabaseHandle;
  let userId: number;
  beforeAll(async () => {
    handle = await createTestDatabase();
    userId = (await createTestUser(handle.db, { email: "session@example.test", name: "Sue Session" })).id;
  });
  afterAll(() => handle.close());

  it("stores only the hash of the cookie's token and finds the user again", async () => {
    const { setCookies } = await createSession(handle.db, userId, new Request("http://x/"), true);
    expect(setCookies[0]).toMatch(/HttpOnly; Secure; SameSite=Lax/);
    expect(setCookies[1]).toMatch(/^Authenticated=true; Path=\//);
    const request = requestWith(setCookies);
    const token = readCookie(request, SESSION_COOKIE)!;
    expect(token).toHaveLength(43);
    const user = await loadSessionUser(handle.db, request);
    expect(user?.name).toBe("Sue Session");
    expect(user?.sessionTokenHash).toBe(hashToken(token));
    expect(user?.sessionTokenHash).not.toContain(token);
  });

  it("expires after 30 idle minutes and slides with each request", async () => {
    const start = new Date("2026-11-21T10:00:00Z");
    const { setCookies } = await createSession(handle.db, userId, new Request("http://x/"), false, start);
    const request = requestWith(setCookies);
    const later = new Date(start.getTime() + 20 * 60_000);
    expect(await loadSessionUser(handle.db, request, later)).not.toBeNull();
    // 20 minutes after that request: still alive, because the request slid the expiry.
    expect(await loadSessionUser(handle.db, request, new Date(later.getTime() + 20 * 60_000))).not.toBeNull();
    expect(
      await loadSessionUser(
        handle.db,
        request,
        new Date(later.getTime() + 20 * 60_000 + SESSION_IDLE_MS + 1),
      ),
    ).toBeNull();
  });

  it("ends one session or every session of a user, and ignores locked users", async () => {
    const a = await createSession(handle.db, userId, new Request("http://x/"), false);
    const cleared = await endSession(handle.db, requestWith(a.setCookies), false);
    expect(cleared[0]).toMatch(/Max-Age=0/);
    expect(await loadSessionUser(handle.db, requestWith(a.setCookies))).toBeNull();
    await createSession(handle.db, userId, new Request("http://x/"), false);
    await endAllSessions(handle.db, userId);
    expect(await countUserSessions(handle.db, userId)).toBe(0);
    const locked = await createTestUser(handle.db, { email: "locked@example.test", locked: true });
    const b = await createSession(handle.db, locked.id, new Request("http://x/"), false);
    expect(await loadSessionUser(handle.db, requestWith(b.setCookies))).toBeNull();
  });
});

describe("e-mailed tokens", () => {
  let handle: DatabaseHandle;
  let userId: number;
  beforeAll(async () => {
    handle = await createTestDatabase();
    userId = (await createTestUser(handle.db, { email: "token@example.test" })).id;
  });
  afterAll(() => handle.close());

  it("works once, for its purpose only, until it expires", async () => {
    const now = new Date("2026-11-21T10:00:00Z");
    const token = await issueUserToken(handle.db, { userId, purpose: "reset-password", now });
    expect(await peekUserToken(handle.db, "confirm-email", token, now)).toBeNull();
    expect(await peekUserToken(handle.db, "reset-password", token, now)).toEqual({ userId, data: null });
    expect(
      await consumeUserToken(handle.db, "reset-password", token, new Date(now.getTime() + 3_600_001)),
    ).toBeNull();
    expect(await consumeUserToken(handle.db, "reset-password", token, now)).toEqual({ userId, data: null });
    expect(await consumeUserToken(handle.db, "reset-password", token, now)).toBeNull();
  });

  it("cancels the earlier token when a new one of the purpose is issued", async () => {
    const first = await issueUserToken(handle.db, { userId, purpose: "confirm-email" });
    const second = await issueUserToken(handle.db, { userId, purpose: "confirm-email", data: { note: "x" } });
    expect(await consumeUserToken(handle.db, "confirm-email", first)).toBeNull();
    expect(await consumeUserToken(handle.db, "confirm-email", second)).toEqual({
      userId,
      data: { note: "x" },
    });
  });
});

describe("rate limits", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("allows the limit within a window, refuses the next, and starts again in the next window", async () => {
    const rule = { name: "test", limit: 3, windowSeconds: 60 };
    const now = new Date("2026-11-21T10:00:10Z");
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(handle.db, rule, "10.0.0.1", 1, now));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBe(50);
    expect((await hitRateLimit(handle.db, rule, "10.0.0.2", 1, now)).allowed).toBe(true);
    expect(
      (await hitRateLimit(handle.db, rule, "10.0.0.1", 1, new Date("2026-11-21T10:01:00Z"))).allowed,
    ).toBe(true);
    expect((await hitRateLimit(handle.db, rule, "10.0.0.1", 2, now)).allowed).toBe(true);
  });
});
