import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { organisations } from "../../db/schema.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import { queuedEmails } from "../team/queued-emails.test-helper.server.ts";
import { checkDecision, type Decision } from "./approval-decision.ts";
import {
  decideApproval,
  getApproval,
  listApprovals,
  requestCustomisation,
} from "./approvals-service.server.ts";

const SITE = "https://gazette.test";

function actor(id: number, organisationId: number | null, role: string): CurrentUser {
  return {
    id,
    organisationId,
    role,
    permissions: [],
    email: "",
    name: "Tester",
    title: null,
    status: "active",
    organisationStatus: null,
    organisationName: "Org",
    sessionTokenHash: "x",
    sessionExpiresAt: new Date(),
  };
}

function decision(kind: Parameters<typeof checkDecision>[0], input: Record<string, string>): Decision {
  const checked = checkDecision(kind, input);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.decision;
}

describe("approvals", () => {
  let handle: DatabaseHandle;
  let admin: CurrentUser;
  beforeAll(async () => {
    handle = await createTestDatabase();
    const { id } = await createTestUser(handle.db, { email: "admin@approvals.test", role: "account-admin" });
    admin = actor(id, null, "account-admin");
  });
  afterAll(() => handle.close());

  it("opens one request per pending organisation and approves it once, e-mailing the owner", async () => {
    const { db } = handle;
    const owner = await createTestUser(db, {
      email: "owner@pending.test",
      role: "account-owner",
      organisation: { name: "Pending Partners", status: "pending" },
    });
    await listApprovals(db);
    const lists = await listApprovals(db);
    const requests = lists.organisations.filter((r) => r.organisationId === owner.organisationId);
    expect(requests).toHaveLength(1);
    const request = (await getApproval(db, requests[0]!.id))!.request;
    const approve = decision("organisation", {
      decision: "approve",
      verifyCompanyTypes: "on",
      verifyEmail: "on",
    });
    expect(await decideApproval(db, admin, request, approve, SITE)).toBe("decided");
    expect(await decideApproval(db, admin, request, approve, SITE)).toBe("already-decided");
    const [org] = await db.select().from(organisations).where(eq(organisations.id, owner.organisationId!));
    expect(org).toMatchObject({ status: "approved", decidedBy: admin.id });
    const mails = await queuedEmails(db, "owner@pending.test");
    expect(mails.map((m) => m.subject)).toEqual(["Your Gazette account has been approved"]);
    expect(
      (await listApprovals(db)).organisations.some((r) => r.organisationId === owner.organisationId),
    ).toBe(false);
  });

  it("declines an organisation with its reason, which the owner is sent", async () => {
    const { db } = handle;
    const owner = await createTestUser(db, {
      email: "owner@declined.test",
      role: "account-owner",
      organisation: { name: "Declined Ltd", status: "pending" },
    });
    const request = (await listApprovals(db)).organisations.find(
      (r) => r.organisationId === owner.organisationId,
    )!;
    await decideApproval(
      db,
      admin,
      request,
      decision("organisation", { decision: "decline", declineReason: "Not a firm" }),
      SITE,
    );
    const [org] = await db.select().from(organisations).where(eq(organisations.id, owner.organisationId!));
    expect(org).toMatchObject({ status: "declined", declineReason: "Not a firm" });
    const [mail] = await queuedEmails(db, "owner@declined.test");
    expect(mail!.text).toContain("Reason: Not a firm");
  });

  it("applies an approved statement once; a declined one changes nothing", async () => {
    const { db } = handle;
    const companyAdmin = await createTestUser(db, {
      email: "cadmin@custom.test",
      role: "company-admin",
      organisation: { name: "Custom Co" },
    });
    const user = actor(companyAdmin.id, companyAdmin.organisationId, "company-admin");
    const declinedId = await requestCustomisation(db, user, { statement: "<p>First</p>" });
    const approvedId = await requestCustomisation(db, user, { statement: "<p>Second</p>" });
    const declined = (await getApproval(db, declinedId))!.request;
    await decideApproval(
      db,
      admin,
      declined,
      decision("customisation", { decision: "decline", approvalMessage: "Too vague" }),
      SITE,
    );
    const statementOf = async () =>
      (await db.select().from(organisations).where(eq(organisations.id, companyAdmin.organisationId!)))[0]!
        .statement;
    expect(await statementOf()).toBeNull();
    const approved = (await getApproval(db, approvedId))!.request;
    await decideApproval(db, admin, approved, decision("customisation", { decision: "approve" }), SITE);
    expect(await statementOf()).toBe("<p>Second</p>");
    // Deciding the declined one again cannot apply it.
    expect(
      await decideApproval(db, admin, declined, decision("customisation", { decision: "approve" }), SITE),
    ).toBe("already-decided");
    expect(await statementOf()).toBe("<p>Second</p>");
    const subjects = (await queuedEmails(db, "cadmin@custom.test")).map((m) => m.subject);
    expect(subjects).toEqual([
      "Your company statement has been declined",
      "Your company statement has been approved",
    ]);
    expect((await queuedEmails(db, "cadmin@custom.test"))[0]!.text).toContain("Message: Too vague");
  });
});

describe("approvals ask their state machine before the database", () => {
  let handle: DatabaseHandle;
  let admin: CurrentUser;
  beforeAll(async () => {
    handle = await createTestDatabase();
    const { id } = await createTestUser(handle.db, { email: "admin@machine.test", role: "account-admin" });
    admin = actor(id, null, "account-admin");
  });
  afterAll(() => handle.close());

  async function pendingRequest(email: string, name: string) {
    const owner = await createTestUser(handle.db, {
      email,
      role: "account-owner",
      organisation: { name, status: "pending" },
    });
    const request = (await listApprovals(handle.db)).organisations.find(
      (r) => r.organisationId === owner.organisationId,
    )!;
    return { request, organisationId: owner.organisationId! };
  }

  const statusOf = async (db: DatabaseHandle["db"], id: number) =>
    (await db.select().from(organisations).where(eq(organisations.id, id)))[0]!.status;

  it("a request it sees decided is refused as already decided, and nothing is written", async () => {
    const { request, organisationId } = await pendingRequest("seen@machine.test", "Seen Decided Ltd");
    const approve = decision("organisation", {
      decision: "approve",
      verifyCompanyTypes: "on",
      verifyEmail: "on",
    });
    for (const status of ["approved", "declined", "withdrawn"])
      expect(await decideApproval(handle.db, admin, { ...request, status }, approve, SITE)).toBe(
        "already-decided",
      );
    expect(await statusOf(handle.db, organisationId)).toBe("pending");
    expect((await getApproval(handle.db, request.id))!.request.status).toBe("pending");
  });

  it("a decision its guard refuses (no reason to decline) is invalid input, and nothing is written", async () => {
    const { request, organisationId } = await pendingRequest("guard@machine.test", "Guarded Ltd");
    const unreasoned: Decision = { outcome: "decline", message: "", details: {} };
    await expect(decideApproval(handle.db, admin, request, unreasoned, SITE)).rejects.toMatchObject({
      name: "DomainError",
      code: "invalid-input",
      message: "Please enter the decline reason.",
    });
    const unchecked: Decision = { outcome: "approve", message: "", details: {} };
    await expect(decideApproval(handle.db, admin, request, unchecked, SITE)).rejects.toMatchObject({
      code: "invalid-input",
    });
    expect(await statusOf(handle.db, organisationId)).toBe("pending");
  });
});
