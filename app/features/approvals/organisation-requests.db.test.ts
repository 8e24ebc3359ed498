/**
 * A company account's approval request: filed once, when the owner confirms the address, and decided
 * once. A second decision, the same or the opposite, concurrent or later, is refused and changes nothing.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { approvalRequests, organisations, users } from "../../db/schema.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { parseForm } from "../../lib/forms/parse-form.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import { organisationRegistrationSchema } from "../registration/registration-schema.ts";
import { confirmRegistration, registerOrganisation } from "../registration/registration-service.server.ts";
import { queuedEmails } from "../team/queued-emails.test-helper.server.ts";
import { checkDecision, type Decision } from "./approval-decision.ts";
import { type ApprovalRow, decideApproval, getApproval, listApprovals } from "./approvals-service.server.ts";

const SITE = "https://gazette.test";
const PASSWORD = "Sunny-Day7";

function decision(input: Record<string, string>): Decision {
  const checked = checkDecision("organisation", input);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.decision;
}

const APPROVE = decision({ decision: "approve", verifyCompanyTypes: "on", verifyEmail: "on" });
const DECLINE = decision({ decision: "decline", declineReason: "Not a firm" });

describe("organisation approval requests", () => {
  let handle: DatabaseHandle;
  let admin: CurrentUser;
  beforeAll(async () => {
    handle = await createTestDatabase();
    const { id } = await createTestUser(handle.db, { email: "admin@requests.test", role: "account-admin" });
    admin = {
      id,
      organisationId: null,
      role: "account-admin",
      permissions: [],
      email: "admin@requests.test",
      name: "Ada Admin",
      title: null,
      status: "active",
      organisationStatus: null,
      organisationName: null,
      sessionTokenHash: "x",
      sessionExpiresAt: new Date(),
    };
  });
  afterAll(() => handle.close());

  async function register(email: string, organisationName: string) {
    // As the registration action reads the form: fields not sent are empty.
    const parsed = parseForm(
      organisationRegistrationSchema,
      new URLSearchParams({
        title: "Ms",
        firstName: "Olive",
        lastName: "Owner",
        email,
        password: PASSWORD,
        "password-confirm": PASSWORD,
        terms: "yes",
        businessType: "private-sector",
        organisationName,
        organisationStructure: "limited-company",
        noCHregistrationNumber: "yes",
        reasonForNotRegistered: "other",
        otherReasonForNotRegistered: "Registered in Jersey",
        addressLine1: "2 Market Street",
        correspondenceAddressLine1: "PO Box 7",
        sameasCompanyWebsite: "yes",
      }),
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    await registerOrganisation(handle.db, parsed.data, { siteUrl: SITE });
    const [user] = await handle.db.select().from(users).where(eq(users.email, email));
    const [mail] = await queuedEmails(handle.db, email);
    const token = /register\/confirm\?token=([\w-]+)/.exec(mail!.text)?.[1] ?? "";
    return { organisationId: user!.organisationId!, token };
  }

  const requestsOf = (organisationId: number) =>
    handle.db
      .select()
      .from(approvalRequests)
      .where(
        and(eq(approvalRequests.organisationId, organisationId), eq(approvalRequests.kind, "organisation")),
      );

  const statusOf = async (organisationId: number) =>
    (await handle.db.select().from(organisations).where(eq(organisations.id, organisationId)))[0]!.status;

  /** Registers and confirms an owner, and returns the one open request of their organisation. */
  async function confirmedRequest(
    email: string,
    name: string,
  ): Promise<ApprovalRow & { organisationId: number }> {
    const { organisationId, token } = await register(email, name);
    await confirmRegistration(handle.db, token, { siteUrl: SITE });
    const [open] = await requestsOf(organisationId);
    const request = (await getApproval(handle.db, open!.id))!.request;
    return { ...request, organisationId };
  }

  it("files no request before the owner confirms, and viewing the list creates none", async () => {
    const { organisationId, token } = await register("early@requests.test", "Early Birds Ltd");
    const lists = await listApprovals(handle.db);
    expect(lists.organisations.some((r) => r.organisationId === organisationId)).toBe(false);
    await listApprovals(handle.db);
    expect(await requestsOf(organisationId)).toHaveLength(0);

    await confirmRegistration(handle.db, token, { siteUrl: SITE });
    const after = await listApprovals(handle.db);
    expect(after.organisations.filter((r) => r.organisationId === organisationId)).toHaveLength(1);
    expect(await requestsOf(organisationId)).toHaveLength(1);
  });

  it("confirming twice, one after the other or at once, files one request and tells the admins once", async () => {
    const { organisationId, token } = await register("twice@requests.test", "Twice Told Ltd");
    const outcomes = await Promise.all([
      confirmRegistration(handle.db, token, { siteUrl: SITE }),
      confirmRegistration(handle.db, token, { siteUrl: SITE }),
    ]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual([
      "invalid-token",
      "organisation-awaiting-approval",
    ]);
    expect((await confirmRegistration(handle.db, token, { siteUrl: SITE })).outcome).toBe("invalid-token");
    expect(await requestsOf(organisationId)).toHaveLength(1);
    const told = (await queuedEmails(handle.db, "admin@requests.test")).filter((m) =>
      m.text.includes("Twice Told Ltd"),
    );
    expect(told).toHaveLength(1);
  });

  it("the database holds one open request per organisation", async () => {
    const request = await confirmedRequest("index@requests.test", "Indexed Ltd");
    await expect(
      handle.db
        .insert(approvalRequests)
        .values({ kind: "organisation", organisationId: request.organisationId, userId: request.userId }),
    ).rejects.toThrow();
    expect(await requestsOf(request.organisationId)).toHaveLength(1);
  });

  it("an approved request cannot then be declined: refused, and the organisation stays approved", async () => {
    const request = await confirmedRequest("flip@requests.test", "Flip Flop Ltd");
    expect(await decideApproval(handle.db, admin, request, APPROVE, SITE)).toBe("decided");
    expect(await decideApproval(handle.db, admin, request, DECLINE, SITE)).toBe("already-decided");
    expect(await decideApproval(handle.db, admin, request, APPROVE, SITE)).toBe("already-decided");
    expect(await statusOf(request.organisationId)).toBe("approved");
    const [row] = await requestsOf(request.organisationId);
    expect(row).toMatchObject({ status: "approved", decisionMessage: null });
    const subjects = (await queuedEmails(handle.db, "flip@requests.test")).map((m) => m.subject);
    expect(subjects.filter((s) => s.includes("has been"))).toEqual([
      "Your Gazette account has been approved",
    ]);
  });

  it("a stale open request cannot decline an organisation already approved", async () => {
    const request = await confirmedRequest("stale@requests.test", "Stale Bread Ltd");
    await decideApproval(handle.db, admin, request, APPROVE, SITE);
    // A request left open from before the one-request rule (the index only covers open ones).
    const [stale] = await handle.db
      .insert(approvalRequests)
      .values({ kind: "organisation", organisationId: request.organisationId, userId: request.userId })
      .returning({ id: approvalRequests.id });
    const staleRequest = (await getApproval(handle.db, stale!.id))!.request;
    expect(await decideApproval(handle.db, admin, staleRequest, DECLINE, SITE)).toBe("already-decided");
    expect(await statusOf(request.organisationId)).toBe("approved");
    expect((await getApproval(handle.db, stale!.id))!.request.status).toBe("pending");
    const subjects = (await queuedEmails(handle.db, "stale@requests.test")).map((m) => m.subject);
    expect(subjects).not.toContain("Your Gazette account has been declined");
  });

  it("of two decisions at once, exactly one wins and only its effect and e-mail happen", async () => {
    for (const [index, first] of [APPROVE, DECLINE].entries()) {
      const email = `race${index}@requests.test`;
      const request = await confirmedRequest(email, `Race ${index} Ltd`);
      const second = first === APPROVE ? DECLINE : APPROVE;
      const outcomes = await Promise.all([
        decideApproval(handle.db, admin, request, first, SITE),
        decideApproval(handle.db, admin, request, second, SITE),
      ]);
      expect([...outcomes].sort()).toEqual(["already-decided", "decided"]);
      const winner = outcomes[0] === "decided" ? first : second;
      const status = winner.outcome === "approve" ? "approved" : "declined";
      expect(await statusOf(request.organisationId)).toBe(status);
      expect((await requestsOf(request.organisationId))[0]!.status).toBe(status);
      const decisionMails = (await queuedEmails(handle.db, email)).filter((m) =>
        m.subject.includes("has been"),
      );
      expect(decisionMails.map((m) => m.subject)).toEqual([`Your Gazette account has been ${status}`]);
    }
  });
});
