/**
 * The notice workflow against the database: each step moves the status and writes its provenance row
 * (who, when, why) in one transaction; a step refused, stale or failing half-way changes nothing; only the
 * placer (or a colleague who may place notices) acts as placer, only staff decide.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { noticeProvenance, notices, organisations } from "../../db/schema.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import type { Actor } from "../accounts/permissions.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import { listProvenance } from "../notices/notice-service.server.ts";
import { NOTICE_MESSAGES } from "./notice-machine.ts";
import { applyNoticeStep, GAZETTE_AGENTS, type NoticeActor } from "./notice-workflow-service.server.ts";

describe("notice workflow steps", () => {
  let handle: DatabaseHandle;
  let placer: NoticeActor & { kind: "placer" };
  let colleague: NoticeActor & { kind: "placer" };
  let memberWithoutPermission: NoticeActor & { kind: "placer" };
  let stranger: NoticeActor & { kind: "placer" };
  let staff: NoticeActor & { kind: "staff" };
  let accountAdmin: NoticeActor & { kind: "staff" };
  let organisationId: number;

  const person = (id: number, role: string, organisationId: number | null, permissions: string[] = []) =>
    ({ id, role, organisationId, permissions, name: `Person ${id}` }) satisfies Actor & { name: string };

  beforeAll(async () => {
    handle = await createTestDatabase();
    const { db } = handle;
    const owner = await createTestUser(db, {
      email: "owner@workflow.test",
      role: "account-owner",
      organisation: { name: "Probate & Co LLP" },
    });
    organisationId = owner.organisationId!;
    const member = await createTestUser(db, {
      email: "member@workflow.test",
      organisationId,
      permissions: ["place-notices"],
    });
    const viewer = await createTestUser(db, {
      email: "viewer@workflow.test",
      organisationId,
      permissions: [],
    });
    const other = await createTestUser(db, { email: "other@workflow.test" });
    const staffUser = await createTestUser(db, { email: "staff@workflow.test", role: "staff" });
    const admin = await createTestUser(db, { email: "admin@workflow.test", role: "account-admin" });
    placer = { kind: "placer", user: person(owner.id, "account-owner", organisationId) };
    colleague = { kind: "placer", user: person(member.id, "user", organisationId, ["place-notices"]) };
    memberWithoutPermission = { kind: "placer", user: person(viewer.id, "user", organisationId) };
    stranger = { kind: "placer", user: person(other.id, "user", null) };
    staff = { kind: "staff", user: person(staffUser.id, "staff", null) };
    accountAdmin = { kind: "staff", user: person(admin.id, "account-admin", null) };
  });
  afterAll(() => handle.close());

  async function draft(): Promise<number> {
    const [row] = await handle.db
      .insert(notices)
      .values({
        noticeCode: "2903",
        editionId: "london",
        status: "draft",
        title: "Deceased Estates: Smith",
        bodyHtml: "<p>Smith</p>",
        bodyText: "Smith",
        placingOrganisationId: organisationId,
        placedByUserId: placer.user.id,
      })
      .returning({ id: notices.id });
    return row!.id;
  }

  const statusOf = async (id: number) =>
    (await handle.db.select({ s: notices.status }).from(notices).where(eq(notices.id, id)))[0]?.s;

  const trail = (id: number) =>
    handle.db
      .select({
        activity: noticeProvenance.activity,
        agent: noticeProvenance.agent,
        detail: noticeProvenance.detail,
        actorUserId: noticeProvenance.actorUserId,
        version: noticeProvenance.version,
        occurredAt: noticeProvenance.occurredAt,
      })
      .from(noticeProvenance)
      .where(eq(noticeProvenance.noticeId, id))
      .orderBy(asc(noticeProvenance.id));

  it("takes a notice from draft to published, one provenance row a step: who, when and why", async () => {
    const id = await draft();
    const at = (minute: number) => new Date(Date.UTC(2027, 2, 1, 9, minute));
    const system = { kind: "system" } as const;
    const payments = { kind: "system", agent: "Gazette payments" } as const;
    const steps = [
      { event: "submit", actor: placer },
      { event: "start-payment", actor: payments },
      { event: "payment-succeeded", actor: payments },
      { event: "validate", actor: system },
      { event: "approve", actor: staff, reason: "Checked against the grant" },
      { event: "schedule", actor: system },
      { event: "publish", actor: system },
    ] as const;
    for (const [i, step] of steps.entries())
      await applyNoticeStep(handle.db, { noticeId: id, ...step, at: at(i) });

    expect(await statusOf(id)).toBe("published");
    const [row] = await handle.db.select().from(notices).where(eq(notices.id, id));
    expect(row!.submittedAt).toEqual(at(0));
    expect(row!.publishedAt).toEqual(at(6));
    expect(await trail(id)).toEqual([
      {
        activity: "received",
        agent: "Probate & Co LLP",
        detail: null,
        actorUserId: placer.user.id,
        version: 1,
        occurredAt: at(0),
      },
      {
        activity: "payment-started",
        agent: "Gazette payments",
        detail: null,
        actorUserId: null,
        version: 1,
        occurredAt: at(1),
      },
      {
        activity: "paid",
        agent: "Gazette payments",
        detail: null,
        actorUserId: null,
        version: 1,
        occurredAt: at(2),
      },
      {
        activity: "validated",
        agent: GAZETTE_AGENTS.system,
        detail: null,
        actorUserId: null,
        version: 1,
        occurredAt: at(3),
      },
      {
        activity: "approved",
        agent: GAZETTE_AGENTS.staff,
        detail: "Checked against the grant",
        actorUserId: staff.user.id,
        version: 1,
        occurredAt: at(4),
      },
      {
        activity: "scheduled",
        agent: GAZETTE_AGENTS.system,
        detail: null,
        actorUserId: null,
        version: 1,
        occurredAt: at(5),
      },
      {
        activity: "published",
        agent: GAZETTE_AGENTS.system,
        detail: null,
        actorUserId: null,
        version: 1,
        occurredAt: at(6),
      },
    ]);
    // The public trail (/notice/{id}/provenance) shows what the Gazette did, not the payment or the schedule.
    expect((await listProvenance(handle.db, id)).map((e) => e.activity)).toEqual([
      "received",
      "validated",
      "approved",
      "published",
    ]);
  });

  it("lets a colleague who may place notices withdraw it, with their note", async () => {
    const id = await draft();
    await applyNoticeStep(handle.db, { noticeId: id, event: "submit", actor: placer });
    const result = await applyNoticeStep(handle.db, {
      noticeId: id,
      event: "withdraw",
      actor: colleague,
      reason: "  Sent twice  ",
    });
    expect(result).toEqual({ noticeId: id, from: "submitted", to: "withdrawn", activity: "withdrawn" });
    expect((await trail(id)).at(-1)).toMatchObject({
      activity: "withdrawn",
      agent: "Probate & Co LLP",
      detail: "Sent twice",
      actorUserId: colleague.user.id,
    });
  });

  it("tells another account, and a member who may not place notices, that there is no such notice", async () => {
    const id = await draft();
    for (const actor of [stranger, memberWithoutPermission])
      await expect(
        applyNoticeStep(handle.db, { noticeId: id, event: "submit", actor }),
      ).rejects.toMatchObject({
        code: "not-found",
      });
    await expect(
      applyNoticeStep(handle.db, { noticeId: 99_999_999, event: "submit", actor: placer }),
    ).rejects.toMatchObject({ code: "not-found" });
    expect(await statusOf(id)).toBe("draft");
    expect(await trail(id)).toEqual([]);
  });

  it("takes decisions only from staff, and only the staff's events from them", async () => {
    const id = await draft();
    await applyNoticeStep(handle.db, { noticeId: id, event: "submit", actor: placer });
    await applyNoticeStep(handle.db, { noticeId: id, event: "pay-on-account", actor: { kind: "system" } });
    await applyNoticeStep(handle.db, { noticeId: id, event: "validate", actor: { kind: "system" } });
    await expect(
      applyNoticeStep(handle.db, { noticeId: id, event: "approve", actor: accountAdmin }),
    ).rejects.toMatchObject({ code: "forbidden", message: NOTICE_MESSAGES.staffOnly });
    await expect(
      applyNoticeStep(handle.db, { noticeId: id, event: "approve", actor: placer }),
    ).rejects.toMatchObject({ code: "forbidden" });
    await expect(
      applyNoticeStep(handle.db, { noticeId: id, event: "reject", actor: staff, reason: " " }),
    ).rejects.toMatchObject({ code: "invalid-input", message: NOTICE_MESSAGES.reason });
    expect(await statusOf(id)).toBe("awaiting-approval");
    await applyNoticeStep(handle.db, {
      noticeId: id,
      event: "reject",
      actor: staff,
      reason: "Wrong edition",
    });
    expect(await statusOf(id)).toBe("rejected");
    expect((await trail(id)).map((e) => e.activity)).toEqual(["received", "paid", "validated", "rejected"]);
  });

  it("skips payment only for an account marked payment not required", async () => {
    const id = await draft();
    await applyNoticeStep(handle.db, { noticeId: id, event: "submit", actor: placer });
    await expect(
      applyNoticeStep(handle.db, { noticeId: id, event: "skip-payment", actor: { kind: "system" } }),
    ).rejects.toMatchObject({ code: "invalid-input", message: NOTICE_MESSAGES.paymentRequired });
    await handle.db
      .update(organisations)
      .set({ paymentNotRequired: true })
      .where(eq(organisations.id, organisationId));
    try {
      await applyNoticeStep(handle.db, { noticeId: id, event: "skip-payment", actor: { kind: "system" } });
    } finally {
      await handle.db
        .update(organisations)
        .set({ paymentNotRequired: false })
        .where(eq(organisations.id, organisationId));
    }
    expect(await statusOf(id)).toBe("awaiting-approval");
    expect((await trail(id)).map((e) => e.activity)).toEqual(["received", "payment-not-required"]);
  });

  it("refuses to submit without the documents the policy requires", async () => {
    const id = await draft();
    await expect(
      applyNoticeStep(handle.db, {
        noticeId: id,
        event: "submit",
        actor: placer,
        missingDocuments: ["Death certificate"],
      }),
    ).rejects.toMatchObject({ code: "invalid-input" });
    expect(await statusOf(id)).toBe("draft");
    expect(await trail(id)).toEqual([]);
  });

  it("makes one change of two racing steps: the second finds the notice moved on", async () => {
    const id = await draft();
    await applyNoticeStep(handle.db, { noticeId: id, event: "submit", actor: placer });
    const outcomes = await Promise.allSettled([
      applyNoticeStep(handle.db, { noticeId: id, event: "withdraw", actor: placer }),
      applyNoticeStep(handle.db, { noticeId: id, event: "withdraw", actor: colleague }),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === "rejected");
    expect(refused?.status === "rejected" && refused.reason).toMatchObject({ code: "conflict" });
    expect((await trail(id)).map((e) => e.activity)).toEqual(["received", "withdrawn"]);
  });

  it("keeps the status when its provenance row cannot be written: one transaction", async () => {
    const id = await draft();
    await applyNoticeStep(handle.db, { noticeId: id, event: "submit", actor: placer });
    await applyNoticeStep(handle.db, { noticeId: id, event: "pay-on-account", actor: { kind: "system" } });
    await applyNoticeStep(handle.db, { noticeId: id, event: "validate", actor: { kind: "system" } });
    // Staff whose account is gone: the row naming them breaks its foreign key after the status moved.
    const ghost: NoticeActor = { kind: "staff", user: { ...staff.user, id: 88_888_888 } };
    await expect(
      applyNoticeStep(handle.db, { noticeId: id, event: "approve", actor: ghost }),
    ).rejects.toThrow();
    expect(await statusOf(id)).toBe("awaiting-approval");
    expect((await trail(id)).map((e) => e.activity)).toEqual(["received", "paid", "validated"]);
  });
});
