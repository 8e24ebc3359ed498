/**
 * The decision pages' actions: a second decision of the same request is the 409 with "This request has
 * already been decided." against the decision field (the status from the one table of domain errors).
 */

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { organisations } from "../../db/schema.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { type CurrentUser, currentUserContext } from "../../features/accounts/current-user.ts";
import { createTestUser } from "../../features/accounts/test-users.server.ts";
import { listApprovals, submitCreditApplication } from "../../features/approvals/approvals-service.server.ts";
import {
  PAYMENT_NOT_REQUIRED_INTENT,
  PAYMENT_NOT_REQUIRED_MESSAGES,
} from "../../features/placement/payment-not-required.ts";
import type { FieldError } from "../../lib/forms/parse-form.ts";
import { testRouterContext } from "../../lib/test-router-context.server.ts";
import { middleware as myGazetteArea } from "../my-gazette/my-gazette-layout.tsx";
import { middleware as adminArea } from "./admin-layout.tsx";
import { action as approvalAction } from "./approval-decision.tsx";
import { action as creditAction } from "./credit-application-decision.tsx";

type Guarded = (args: never) => Promise<unknown>;

/**
 * Runs an action below its areas' guards (My Gazette, then staff), as the router does: each guard lets the
 * request through by returning (React Router then calls the next one) or refuses by throwing.
 */
function belowGuards(action: Guarded): Guarded {
  return async (args) => {
    for (const guard of [...myGazetteArea, ...adminArea]) await guard(args, async () => new Response(null));
    return action(args);
  };
}
const decideApprovalAction = belowGuards(approvalAction as Guarded);
const decideCreditAction = belowGuards(creditAction as Guarded);

function person(id: number, organisationId: number | null, role: string, email: string): CurrentUser {
  return {
    id,
    organisationId,
    role,
    permissions: [],
    email,
    name: "Tester",
    title: null,
    status: "active",
    organisationStatus: null,
    organisationName: "Second Thoughts Ltd",
    sessionTokenHash: "x",
    sessionExpiresAt: new Date(),
  };
}

function post(path: string, fields: Record<string, string>): Request {
  return new Request(`https://gazette.example${path}`, { method: "POST", body: new URLSearchParams(fields) });
}

type Answer = { data: { errors: FieldError[] }; init: { status: number } } | Response;

describe("deciding a request twice through the decision pages", () => {
  let handle: DatabaseHandle;
  let admin: CurrentUser;
  beforeAll(async () => {
    handle = await createTestDatabase();
    const { id } = await createTestUser(handle.db, { email: "admin@twice.test", role: "account-admin" });
    admin = person(id, null, "account-admin", "admin@twice.test");
  });
  afterAll(() => handle.close());

  function args(path: string, id: number, fields: Record<string, string>) {
    const context = testRouterContext(handle.db, "203.0.113.40");
    context.set(currentUserContext, admin);
    return { request: post(path, fields), context, params: { id: String(id) } } as never;
  }

  it("a company account: approved, then refused with the 409 whichever way it is decided again", async () => {
    const owner = await createTestUser(handle.db, {
      email: "owner@twice.test",
      role: "account-owner",
      organisation: { name: "Second Thoughts Ltd", status: "pending" },
    });
    const request = (await listApprovals(handle.db)).organisations.find(
      (r) => r.organisationId === owner.organisationId,
    )!;
    const path = `/admin/approvals/${request.id}`;
    const approve = { decision: "approve", verifyCompanyTypes: "on", verifyEmail: "on" };
    const first = (await decideApprovalAction(args(path, request.id, approve))) as Answer;
    expect(first).toBeInstanceOf(Response);
    expect((first as Response).status).toBe(302);
    for (const again of [approve, { decision: "decline", declineReason: "Changed my mind" }]) {
      const second = (await decideApprovalAction(args(path, request.id, again))) as Answer;
      expect(second).toMatchObject({
        data: { errors: [{ field: "decision", message: "This request has already been decided." }] },
        init: { status: 409 },
      });
    }
  });

  it("a credit application: the same 409", async () => {
    const companyAdmin = await createTestUser(handle.db, {
      email: "cadmin@twice.test",
      role: "company-admin",
      organisation: { name: "Credit Twice Ltd" },
    });
    const applicant = person(
      companyAdmin.id,
      companyAdmin.organisationId,
      "company-admin",
      "cadmin@twice.test",
    );
    const sent = await submitCreditApplication(
      handle.db,
      applicant,
      { companyName: "Credit Twice Ltd" },
      "x",
    );
    if (sent.outcome !== "submitted") throw new Error(sent.outcome);
    const path = `/admin/approvals/credit-applications/${sent.id}`;
    const first = (await decideCreditAction(args(path, sent.id, { decision: "approve" }))) as Answer;
    expect((first as Response).status).toBe(302);
    const second = (await decideCreditAction(
      args(path, sent.id, { decision: "decline", declineReason: "Too late" }),
    )) as Answer;
    expect(second).toMatchObject({
      data: { errors: [{ field: "decision", message: "This request has already been decided." }] },
      init: { status: 409 },
    });
  });

  it("'payment not required': a public body is marked and unmarked; any other is refused with the reason", async () => {
    const paymentNotRequired = async (organisationId: number) =>
      (
        await handle.db
          .select({ mark: organisations.paymentNotRequired })
          .from(organisations)
          .where(eq(organisations.id, organisationId))
      )[0]?.mark;
    const requestOf = async (organisationId: number | null) =>
      (await listApprovals(handle.db)).organisations.find((r) => r.organisationId === organisationId)!;
    const council = await createTestUser(handle.db, {
      email: "owner@council.test",
      role: "account-owner",
      organisation: { name: "Borsetshire Council", status: "pending", businessType: "government-local" },
    });
    const councilRequest = await requestOf(council.organisationId);
    const path = `/admin/approvals/${councilRequest.id}`;
    const mark = { intent: PAYMENT_NOT_REQUIRED_INTENT, paymentNotRequired: "on" };
    const marked = (await decideApprovalAction(args(path, councilRequest.id, mark))) as Answer;
    expect((marked as Response).status).toBe(302);
    expect(await paymentNotRequired(council.organisationId!)).toBe(true);
    // The same page's decision is untouched by it.
    expect((await requestOf(council.organisationId)).status).toBe("pending");
    const unmarked = (await decideApprovalAction(
      args(path, councilRequest.id, { intent: PAYMENT_NOT_REQUIRED_INTENT }),
    )) as Answer;
    expect((unmarked as Response).status).toBe(302);
    expect(await paymentNotRequired(council.organisationId!)).toBe(false);

    const firm = await createTestUser(handle.db, {
      email: "owner@firm.test",
      role: "account-owner",
      organisation: { name: "Firm and Partners LLP", status: "pending", businessType: "private-sector" },
    });
    const firmRequest = await requestOf(firm.organisationId);
    const refused = (await decideApprovalAction(
      args(`/admin/approvals/${firmRequest.id}`, firmRequest.id, mark),
    )) as Answer;
    expect(refused).toMatchObject({
      data: {
        errors: [{ field: "paymentNotRequired", message: PAYMENT_NOT_REQUIRED_MESSAGES.notPublicSector }],
      },
      init: { status: 400 },
    });
    expect(await paymentNotRequired(firm.organisationId!)).toBe(false);
  });
});
