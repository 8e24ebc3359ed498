/**
 * One credit application waits at a time: a second one (a double submission, a second tab) is refused and
 * changes nothing, so two applications can never be decided differently and the company told both.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { creditApplications, organisations } from "../../db/schema.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import { queuedEmails } from "../team/queued-emails.test-helper.server.ts";
import { checkDecision, type Decision } from "./approval-decision.ts";
import {
  decideCreditApplication,
  hasApprovedCreditApplication,
  submitCreditApplication,
} from "./approvals-service.server.ts";

const SITE = "https://gazette.test";
const DETAILS = { tradingName: "Credit Trading", contactName: "Carl Credit" };

function decision(input: Record<string, string>): Decision {
  const checked = checkDecision("credit-application", input);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.decision;
}

describe("credit applications", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await createTestUser(handle.db, { email: "admin@credit.test", role: "account-admin" });
  });
  afterAll(() => handle.close());

  async function companyAdmin(name: string): Promise<CurrentUser> {
    const { id, organisationId } = await createTestUser(handle.db, {
      email: `${name.toLowerCase().replace(/\W+/g, "-")}@credit.test`,
      role: "company-admin",
      organisation: { name },
    });
    return {
      id,
      organisationId,
      role: "company-admin",
      permissions: [],
      email: "",
      name: "Carl Credit",
      title: null,
      status: "active",
      organisationStatus: "approved",
      organisationName: name,
      sessionTokenHash: "x",
      sessionExpiresAt: new Date(),
    };
  }

  const applicationsOf = (organisationId: number) =>
    handle.db
      .select({ id: creditApplications.id, status: creditApplications.status })
      .from(creditApplications)
      .where(eq(creditApplications.organisationId, organisationId));

  const adminsTold = async (organisationName: string) =>
    (await queuedEmails(handle.db, "admin@credit.test")).filter((m) => m.text.includes(organisationName));

  it("refuses a second application while one waits, and tells the admins once", async () => {
    const user = await companyAdmin("Twice Credit Ltd");
    const first = await submitCreditApplication(handle.db, user, DETAILS, SITE);
    expect(first.outcome).toBe("submitted");
    expect(await submitCreditApplication(handle.db, user, DETAILS, SITE)).toEqual({
      outcome: "already-pending",
    });
    expect(await applicationsOf(user.organisationId!)).toHaveLength(1);
    expect(await adminsTold("Twice Credit Ltd")).toHaveLength(1);
  });

  it("of two applications sent at once, one is stored", async () => {
    const user = await companyAdmin("Racing Credit Ltd");
    const results = await Promise.all([
      submitCreditApplication(handle.db, user, DETAILS, SITE),
      submitCreditApplication(handle.db, user, DETAILS, SITE),
    ]);
    expect(results.map((r) => r.outcome).sort()).toEqual(["already-pending", "submitted"]);
    expect(await applicationsOf(user.organisationId!)).toHaveLength(1);
    expect(await adminsTold("Racing Credit Ltd")).toHaveLength(1);
  });

  it("once approved, a new application is refused and a second decision changes nothing", async () => {
    const user = await companyAdmin("Approved Credit Ltd");
    const sent = await submitCreditApplication(handle.db, user, DETAILS, SITE);
    if (sent.outcome !== "submitted") throw new Error(sent.outcome);
    expect(await decideCreditApplication(handle.db, sent.id, decision({ decision: "approve" }), SITE)).toBe(
      "decided",
    );
    const decline = decision({ decision: "decline", declineReason: "Changed our mind" });
    expect(await decideCreditApplication(handle.db, sent.id, decline, SITE)).toBe("already-decided");
    expect(await submitCreditApplication(handle.db, user, DETAILS, SITE)).toEqual({
      outcome: "already-approved",
    });
    expect(await applicationsOf(user.organisationId!)).toEqual([{ id: sent.id, status: "approved" }]);
    expect(await hasApprovedCreditApplication(handle.db, user.organisationId!)).toBe(true);
    // The account starts with the least credit limit, as no monthly spend was given.
    const [org] = await handle.db
      .select({ limit: organisations.creditLimitPence })
      .from(organisations)
      .where(eq(organisations.id, user.organisationId!));
    expect(org?.limit).toBe(50_000);
  });

  it("an approved account's credit limit is the monthly spend it expected", async () => {
    const user = await companyAdmin("Big Spender Ltd");
    const sent = await submitCreditApplication(
      handle.db,
      user,
      { ...DETAILS, monthlySpend: "3000.00" },
      SITE,
    );
    if (sent.outcome !== "submitted") throw new Error(sent.outcome);
    await decideCreditApplication(handle.db, sent.id, decision({ decision: "approve" }), SITE);
    const [org] = await handle.db
      .select({ limit: organisations.creditLimitPence })
      .from(organisations)
      .where(eq(organisations.id, user.organisationId!));
    expect(org?.limit).toBe(300_000);
  });

  it("after a decline the company may apply again", async () => {
    const user = await companyAdmin("Declined Credit Ltd");
    const sent = await submitCreditApplication(handle.db, user, DETAILS, SITE);
    if (sent.outcome !== "submitted") throw new Error(sent.outcome);
    await decideCreditApplication(
      handle.db,
      sent.id,
      decision({ decision: "decline", declineReason: "No trading history" }),
      SITE,
    );
    expect((await submitCreditApplication(handle.db, user, DETAILS, SITE)).outcome).toBe("submitted");
    expect((await applicationsOf(user.organisationId!)).map((a) => a.status).sort()).toEqual([
      "declined",
      "pending",
    ]);
  });
});
