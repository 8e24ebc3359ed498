/**
 * The database, as the migrations build it, keeps every constrained column to its list: each listed word
 * is accepted, and any other word is refused with a check violation (SQLSTATE 23514) naming the column's
 * constraint. A list changed without a new migration fails here.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client.server.ts";
import { constrainedColumns, schemaChecks } from "./constrained-columns.ts";
import {
  approvalRequests,
  bundleItems,
  bundles,
  companies,
  courtInjunctions,
  creditApplications,
  discountCodes,
  jobs,
  noticeDocuments,
  noticeProvenance,
  notices,
  orderEvents,
  orders,
  organisations,
  payments,
  placingCapacities,
  proofResponses,
  refunds,
  savedSearches,
  simulatorPayments,
  simulatorRefunds,
  userImages,
  users,
  userTokens,
} from "./schema.ts";
import { createTestDatabase } from "./test-database.server.ts";

/** The SQLSTATE and constraint of a failed statement, whether the driver's error is wrapped or not. */
function failure(error: unknown): { code?: string; constraint?: string } {
  let e: unknown = error;
  while (e && typeof e === "object") {
    const { code, constraint, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof code === "string")
      return { code, constraint: typeof constraint === "string" ? constraint : undefined };
    e = cause;
  }
  return {};
}

describe("status constraints in the database", () => {
  let handle: DatabaseHandle;
  const columns = constrainedColumns();

  beforeAll(async () => {
    handle = await createTestDatabase();
    const { db } = handle;
    // One valid row in every table with a constrained column (editions come with the reference data).
    const [organisation] = await db
      .insert(organisations)
      .values({ name: "Constraint Test Ltd", kind: "organisation", status: "pending" })
      .returning({ id: organisations.id });
    const [user] = await db
      .insert(users)
      .values({ email: "constraints@example.test", name: "Connie Straint", organisationId: organisation!.id })
      .returning({ id: users.id });
    const [type] = await db
      .execute<{ code: string }>(sql`select code from notice_types order by code limit 1`)
      .then((r) => r.rows);
    const [notice] = await db
      .insert(notices)
      .values({
        noticeCode: type!.code,
        editionId: "london",
        status: "draft",
        title: "A notice",
        bodyHtml: "<p>A notice</p>",
        bodyText: "A notice",
      })
      .returning({ id: notices.id });
    await db.insert(noticeProvenance).values({
      noticeId: notice!.id,
      activity: "received",
      occurredAt: new Date(),
      agent: "Constraint Test Ltd",
    });
    await db.insert(companies).values({ number: "01234567", name: "Constraint Test Ltd" });
    await db.insert(jobs).values({ queue: "constraint-test" });
    await db.insert(userTokens).values({
      userId: user!.id,
      purpose: "confirm-email",
      tokenHash: "hash",
      expiresAt: new Date(),
    });
    await db.insert(savedSearches).values({ userId: user!.id, name: "All", path: "/notice", query: "" });
    await db.insert(userImages).values({
      userId: user!.id,
      fileName: "logo.png",
      contentType: "image/png",
      byteSize: 1,
      body: new Uint8Array([0]),
    });
    await db.insert(approvalRequests).values({ kind: "organisation", organisationId: organisation!.id });
    await db.insert(creditApplications).values({ organisationId: organisation!.id, details: {} });
    await db.insert(placingCapacities).values({ organisationId: organisation!.id, capacity: "solicitor" });
    await db.insert(noticeDocuments).values({
      noticeId: notice!.id,
      uploadType: "CERTIFICATE",
      fileName: "certificate.pdf",
      contentType: "application/pdf",
      byteSize: 1,
      sha256: "0".repeat(64),
      storageKey: "constraint-test",
    });
    const [bundle] = await db
      .insert(bundles)
      .values({ placedByUserId: user!.id, format: "xml", totalCount: 1 })
      .returning({ id: bundles.id });
    await db.insert(bundleItems).values({ bundleId: bundle!.id, position: 1, noticeCode: "2903", entry: {} });
    await db.insert(proofResponses).values({ noticeId: notice!.id, version: 1, kind: "comment", text: "x" });
    await db.insert(courtInjunctions).values({
      companyNumber: "01234567",
      registerTitle: "Register of Companies for England and Wales",
      startsOn: "2026-01-01",
      endsOn: "2026-12-31",
      orderFileName: "order.pdf",
      orderContentType: "application/pdf",
      orderByteSize: 1,
      orderSha256: "0".repeat(64),
      orderStorageKey: "constraint-test",
    });
    // The shop (products come with the reference data).
    await db.insert(discountCodes).values({ code: "CONSTRAINT10", kind: "percentage", amount: 10 });
    const address = {
      deliverTo: "Connie Straint",
      telephone: "",
      street1: "1 Test Street",
      street2: "",
      city: "London",
      county: "",
      country: "United Kingdom",
      postalCode: "SW1A 1AA",
    };
    const [order] = await db
      .insert(orders)
      .values({
        reference: "GZ-000001",
        userId: user!.id,
        paymentType: "card",
        invoiceAddress: address,
        email: "constraints@example.test",
        subtotalPence: 1200,
        netPence: 1000,
        vatPence: 200,
        totalPence: 1200,
        idempotencyKey: "constraint-test",
      })
      .returning({ id: orders.id });
    await db
      .insert(orderEvents)
      .values({ orderId: order!.id, event: "create", fromStatus: "created", toStatus: "created" });
    const [payment] = await db
      .insert(payments)
      .values({
        orderId: order!.id,
        provider: "simulator",
        amountPence: 1200,
        returnToken: "token",
        idempotencyKey: "constraint-test",
      })
      .returning({ id: payments.id });
    await db.insert(refunds).values({ paymentId: payment!.id, amountPence: 100 });
    await db.insert(simulatorPayments).values({
      paymentId: "sim-1",
      amountPence: 1200,
      reference: "GZ-000001",
      description: "Constraint test",
      returnUrl: "http://localhost/return",
    });
    await db.insert(simulatorRefunds).values({ refundId: "simr-1", paymentId: "sim-1", amountPence: 100 });
  });
  afterAll(() => handle.close());

  const setColumn = (table: string, column: string, value: string) =>
    handle.db.execute(sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${value}`);

  it("are the schema's CHECKs, no more and no fewer", async () => {
    const rows = await handle.db.execute<{ name: string }>(
      sql`select conname as name from pg_constraint
          where contype = 'c' and conrelid <> 0 and connamespace = 'public'::regnamespace`,
    );
    expect(rows.rows.map((r) => r.name).sort()).toEqual(
      schemaChecks()
        .map((c) => c.name)
        .sort(),
    );
  });

  it.each(columns.map((c) => [`${c.table}.${c.column}`, c] as const))(
    "%s takes each of its words and refuses any other with 23514",
    async (_, { table, column, values }) => {
      const rows = await handle.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
      );
      expect(rows.rows[0]?.n, `a row in ${table} to change`).toBeGreaterThan(0);

      for (const value of values) await setColumn(table, column, value);

      // A near miss (wrong case: the upload types are capitals) and the empty string a blank form field
      // would send.
      const first = values[0]!;
      const nearMiss = first === first.toUpperCase() ? first.toLowerCase() : first.toUpperCase();
      for (const outside of [nearMiss, ""]) {
        const error = await setColumn(table, column, outside).then(
          () => null,
          (e: unknown) => e,
        );
        expect(failure(error), `${table}.${column} = '${outside}'`).toEqual({
          code: "23514",
          constraint: `${table}_${column}_check`,
        });
      }
    },
  );
});
