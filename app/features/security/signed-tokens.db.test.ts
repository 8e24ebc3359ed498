import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { signedToken } from "./signed-tokens.server.ts";
import { loadOrCreateSigningKey } from "./signing-key-repository.server.ts";

describe("signed tokens", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("keeps one signing key per database, made on first use", async () => {
    const first = await loadOrCreateSigningKey(handle.db);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(await loadOrCreateSigningKey(handle.db)).toBe(first);
  });

  it("gives the same token for the same purpose and subject, and another for anything else", async () => {
    const a = await signedToken(handle.db, "unsubscribe", "7:2026-11-21T10:00:00.000Z");
    expect(await signedToken(handle.db, "unsubscribe", "7:2026-11-21T10:00:00.000Z")).toBe(a);
    expect(await signedToken(handle.db, "unsubscribe", "8:2026-11-21T10:00:00.000Z")).not.toBe(a);
    expect(await signedToken(handle.db, "other", "7:2026-11-21T10:00:00.000Z")).not.toBe(a);
  });
});
