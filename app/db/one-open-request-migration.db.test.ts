/**
 * Migration 0007 on a database that already holds the duplicate and premature requests the approvals
 * list used to open: it keeps one open request per organisation whose owner confirmed, and only then
 * adds the unique index (which would otherwise fail on the duplicates).
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.server.ts";
import { migrateDatabase } from "./migrate.server.ts";
import { approvalRequests, organisations, users } from "./schema.ts";
import { createTestDatabase } from "./test-database.server.ts";

describe("migration 0007: one open organisation request", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  async function organisation(name: string, status: string, ownerConfirmed: boolean) {
    const [org] = await handle.db
      .insert(organisations)
      .values({ name, kind: "organisation", status })
      .returning({ id: organisations.id });
    const [owner] = await handle.db
      .insert(users)
      .values({
        email: `${name.toLowerCase().replace(/\W+/g, "-")}@migration.test`,
        name,
        passwordHash: "x",
        role: "account-owner",
        status: ownerConfirmed ? "active" : "unconfirmed",
        organisationId: org!.id,
        emailConfirmedAt: ownerConfirmed ? new Date() : null,
      })
      .returning({ id: users.id });
    await handle.db
      .update(organisations)
      .set({ ownerUserId: owner!.id })
      .where(eq(organisations.id, org!.id));
    return { organisationId: org!.id, userId: owner!.id };
  }

  async function openRequests(count: number, ids: { organisationId: number; userId: number }) {
    for (let i = 0; i < count; i++)
      await handle.db.insert(approvalRequests).values({ kind: "organisation", ...ids });
  }

  const requestsOf = (organisationId: number) =>
    handle.db
      .select({ id: approvalRequests.id, status: approvalRequests.status })
      .from(approvalRequests)
      .where(eq(approvalRequests.organisationId, organisationId))
      .orderBy(approvalRequests.id);

  it("removes duplicates and premature or stale requests, files missing ones, then enforces one", async () => {
    // Back to the state before 0007: no index, and the migration not yet recorded as applied.
    await handle.db.execute(sql`drop index approval_requests_one_open_per_organisation`);
    await handle.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );

    const doubled = await organisation("Doubled Ltd", "pending", true);
    await openRequests(3, doubled);
    const premature = await organisation("Premature Ltd", "pending", false);
    await openRequests(1, premature);
    const approved = await organisation("Approved Ltd", "approved", true);
    await handle.db
      .insert(approvalRequests)
      .values({ kind: "organisation", ...approved, status: "approved", decidedAt: new Date() });
    await openRequests(1, approved);
    const missing = await organisation("Missing Ltd", "pending", true);
    const [keptId] = (await requestsOf(doubled.organisationId)).map((r) => r.id);

    await migrateDatabase(handle);

    expect(await requestsOf(doubled.organisationId)).toEqual([{ id: keptId, status: "pending" }]);
    expect(await requestsOf(premature.organisationId)).toEqual([]);
    expect((await requestsOf(approved.organisationId)).map((r) => r.status)).toEqual(["approved"]);
    expect((await requestsOf(missing.organisationId)).map((r) => r.status)).toEqual(["pending"]);
    await expect(openRequests(1, doubled)).rejects.toThrow();
  });
});
