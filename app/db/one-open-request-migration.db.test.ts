/**
 * Migration 0007 on a database that already holds the duplicate and premature requests the approvals
 * list used to open, and director claims and credit applications sent twice. It keeps one open request
 * per organisation whose owner confirmed, one waiting claim per person and company, and one pending
 * application, and only then adds the unique indexes (which would otherwise fail on the duplicates).
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.server.ts";
import { migrateDatabase } from "./migrate.server.ts";
import journal from "./migrations/meta/_journal.json" with { type: "json" };
import {
  approvalRequests,
  creditApplications,
  type OrganisationStatus,
  organisations,
  type RequestStatus,
  users,
} from "./schema.ts";
import { createTestDatabase } from "./test-database.server.ts";

describe("migration 0007: one open request or application where two could be decided both ways", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  async function organisation(name: string, status: OrganisationStatus, ownerConfirmed: boolean) {
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

  it("removes duplicate, premature and stale requests, files missing ones, supersedes doubled claims and applications", async () => {
    // Back to the state before 0007: no index, and 0007 and every later migration not yet recorded as
    // applied (the later ones are undone too, so that running them again works).
    const since = journal.entries.find((e) => e.tag.startsWith("0007_"))!.when;
    // 0022: one type's notices newest first with the place.
    await handle.db.execute(sql`drop index notices_code_date_place_idx`);
    // 0020: the year rollup and the covering place and id indexes (the function goes with 0009's below).
    await handle.db.execute(sql`drop table notice_year_counts`);
    await handle.db.execute(sql`drop index notices_place_idx, notices_published_id_idx`);
    await handle.db.execute(sql`create index notices_lat_lng_idx on notices (latitude, longitude)`);
    // 0019: bundles of notices.
    await handle.db.execute(sql`drop table bundle_items, bundles`);
    // 0018: the placers' responses to proofs.
    await handle.db.execute(sql`drop table proof_responses`);
    // 0017: court injunctions.
    await handle.db.execute(sql`drop table court_injunctions`);
    // 0016: the placement API's clients and tokens.
    await handle.db.execute(sql`drop table api_tokens, api_clients`);
    // 0015: a notice deleted from its placer's lists.
    await handle.db.execute(sql`alter table notices drop column placer_hidden_at`);
    // 0014: notices' supporting documents.
    await handle.db.execute(sql`drop table notice_documents`);
    await handle.db.execute(sql`alter table notices drop column documents_confirmed_at`);
    // 0013: placing notices. The organisations' payment_not_required column stays, as the credit limit
    // does below (0013 adds it only if it is missing).
    await handle.db.execute(sql`drop table notice_fees, placing_capacities`);
    await handle.db.execute(sql`alter table notices drop column placed_by_user_id`);
    await handle.db.execute(sql`alter table notice_provenance drop column actor_user_id`);
    await handle.db.execute(sql`alter table notice_types add column price_pence integer`);
    // 0011: the shop's tables and its order numbers. The credit limit column stays (this test's inserts
    // name every column of today's schema; 0011 adds it only if it is missing).
    await handle.db.execute(
      sql`drop table basket_items, baskets, order_lines, order_events, refunds, payments,
          discount_redemptions, orders, product_prices, discount_codes, simulator_refunds,
          simulator_payments, products`,
    );
    await handle.db.execute(sql`drop sequence order_reference_seq`);
    // 0010: the CHECKs on status columns (the only CHECK constraints left on the tables before 0011).
    const checks = await handle.db.execute<{ tbl: string; name: string }>(
      sql`select conrelid::regclass::text as tbl, conname as name from pg_constraint
          where contype = 'c' and conrelid <> 0 and connamespace = 'public'::regnamespace`,
    );
    for (const c of checks.rows)
      await handle.db.execute(
        sql`alter table ${sql.identifier(c.tbl)} drop constraint ${sql.identifier(c.name)}`,
      );
    await handle.db.execute(sql`drop table sign_in_failures`);
    // 0009: the day rollup and its triggers (dropped with their function).
    await handle.db.execute(sql`drop function notice_day_counts_apply() cascade`);
    await handle.db.execute(sql`drop table notice_day_counts`);
    await handle.db.execute(sql`drop index approval_requests_one_open_per_organisation`);
    await handle.db.execute(sql`drop index credit_applications_one_pending_per_organisation`);
    await handle.db.execute(sql`drop index approval_requests_one_open_director_claim`);
    await handle.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at >= ${since}`);

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
    const credit = async (status: RequestStatus = "pending") =>
      (
        await handle.db
          .insert(creditApplications)
          .values({ organisationId: missing.organisationId, details: {}, status })
          .returning({ id: creditApplications.id })
      )[0]!.id;
    const claim = async (companyNumber: string) =>
      (
        await handle.db
          .insert(approvalRequests)
          .values({ kind: "director-claim", userId: missing.userId, payload: { companyNumber } })
          .returning({ id: approvalRequests.id })
      )[0]!.id;
    const olderClaim = await claim("01234567");
    const newerClaim = await claim("01234567");
    const otherClaim = await claim("07654321");
    const declinedCredit = await credit("declined");
    const olderCredit = await credit();
    const newerCredit = await credit();

    await migrateDatabase(handle);

    expect(await requestsOf(doubled.organisationId)).toEqual([{ id: keptId, status: "pending" }]);
    expect(await requestsOf(premature.organisationId)).toEqual([]);
    expect((await requestsOf(approved.organisationId)).map((r) => r.status)).toEqual(["approved"]);
    expect((await requestsOf(missing.organisationId)).map((r) => r.status)).toEqual(["pending"]);
    await expect(openRequests(1, doubled)).rejects.toThrow();

    const credits = await handle.db
      .select({ id: creditApplications.id, status: creditApplications.status })
      .from(creditApplications)
      .where(eq(creditApplications.organisationId, missing.organisationId))
      .orderBy(creditApplications.id);
    expect(credits).toEqual([
      { id: declinedCredit, status: "declined" },
      { id: olderCredit, status: "superseded" },
      { id: newerCredit, status: "pending" },
    ]);
    await expect(credit()).rejects.toThrow();

    const claims = await handle.db
      .select({ id: approvalRequests.id, status: approvalRequests.status })
      .from(approvalRequests)
      .where(eq(approvalRequests.kind, "director-claim"))
      .orderBy(approvalRequests.id);
    expect(claims).toEqual([
      { id: olderClaim, status: "superseded" },
      { id: newerClaim, status: "pending" },
      { id: otherClaim, status: "pending" },
    ]);
    await expect(claim("07654321")).rejects.toThrow();
  });
});
