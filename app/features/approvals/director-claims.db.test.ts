/**
 * A person's claim to be a director of one company waits once: sent again it is refused and changes
 * nothing, so the account admin cannot approve one copy and decline the other.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { approvalRequests, companies } from "../../db/schema.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import { claimDirectorship, DIRECTOR_CLAIM_WAITING } from "../companies/company-admin-service.server.ts";
import { checkDecision } from "./approval-decision.ts";
import { decideApproval, getApproval } from "./approvals-service.server.ts";

const CLAIM = {
  directorName: "Dana Director",
  addressLine1: "1 High Street",
  locality: "Leeds",
  postcode: "LS1 1AA",
};

describe("director claims", () => {
  let handle: DatabaseHandle;
  let claimant: CurrentUser;
  let admin: CurrentUser;
  const person = (id: number, role: string): CurrentUser => ({
    id,
    organisationId: null,
    role,
    permissions: [],
    email: "",
    name: "Dana Claimant",
    title: null,
    status: "active",
    organisationStatus: null,
    organisationName: null,
    sessionTokenHash: "x",
    sessionExpiresAt: new Date(),
  });
  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db.insert(companies).values([
      { number: "01234567", name: "Claimed Ltd" },
      { number: "07654321", name: "Other Ltd" },
    ]);
    claimant = person((await createTestUser(handle.db, { email: "dana@claims.test" })).id, "user");
    admin = person(
      (await createTestUser(handle.db, { email: "admin@claims.test", role: "account-admin" })).id,
      "account-admin",
    );
  });
  afterAll(() => handle.close());

  const claimsOf = (companyNumber: string) =>
    handle.db
      .select({ id: approvalRequests.id, status: approvalRequests.status })
      .from(approvalRequests)
      .where(
        and(
          eq(approvalRequests.kind, "director-claim"),
          eq(approvalRequests.userId, claimant.id),
          sql`${approvalRequests.payload}->>'companyNumber' = ${companyNumber}`,
        ),
      );

  it("refuses the same claim while it waits, sent again or twice at once; another company is fine", async () => {
    const results = await Promise.all([
      claimDirectorship(handle.db, claimant, { ...CLAIM, companyNumber: "01234567" }),
      claimDirectorship(handle.db, claimant, { ...CLAIM, companyNumber: "01 234567" }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await claimDirectorship(handle.db, claimant, { ...CLAIM, companyNumber: "01234567" })).toEqual({
      ok: false,
      errors: [{ field: "companyNumber", message: DIRECTOR_CLAIM_WAITING }],
    });
    expect(await claimsOf("01234567")).toHaveLength(1);
    expect(await claimDirectorship(handle.db, claimant, { ...CLAIM, companyNumber: "07654321" })).toEqual({
      ok: true,
    });
  });

  it("once decided, the claim cannot be decided again, and a new claim may be made", async () => {
    const [open] = await claimsOf("07654321");
    const request = (await getApproval(handle.db, open!.id))!.request;
    const decline = checkDecision("director-claim", { decision: "decline", declineReason: "Unknown" });
    const approve = checkDecision("director-claim", {
      decision: "approve",
      ...CLAIM,
      companyNumber: "07654321",
    });
    if (!decline.ok || !approve.ok) throw new Error("decisions");
    expect(await decideApproval(handle.db, admin, request, decline.decision, "https://gazette.test")).toBe(
      "decided",
    );
    expect(await decideApproval(handle.db, admin, request, approve.decision, "https://gazette.test")).toBe(
      "already-decided",
    );
    expect(await claimsOf("07654321")).toEqual([{ id: open!.id, status: "declined" }]);
    expect(await claimDirectorship(handle.db, claimant, { ...CLAIM, companyNumber: "07654321" })).toEqual({
      ok: true,
    });
  });
});
