/**
 * Moderation and proofs against the database (ADR 021): the queue (filters, oldest first), approving
 * (approved and scheduled in one go, two provenance rows), rejecting (reason required, e-mail queued in
 * the same transaction, the placer's return to draft and resubmission as a new version), the permanent
 * withdrawal's tombstone, and the proof's comments and acceptance (once per version, closed once decided).
 */
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { jobs, noticeProvenance, notices, noticeVersions } from "../../db/schema.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import { onPublicAnswersPurged } from "../../lib/http-cache.server.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import { EMAIL_QUEUE } from "../email/send-email.server.ts";
import { createTestNotice } from "../my-notices/test-notices.server.ts";
import { getNotice } from "../notices/notice-service.server.ts";
import { noticeToJson } from "../notices/representations/notice-json.ts";
import { noticePaymentRoute, placeWithoutPayment } from "../placement/notice-payment-service.server.ts";
import { applyNoticeStep } from "../placement/notice-workflow-service.server.ts";
import {
  approveNotice,
  moderationQueue,
  noticeForDecision,
  rejectNotice,
  withdrawNoticePermanently,
} from "./moderation-service.server.ts";
import {
  PROOF_MESSAGES,
  proofPanel,
  proofResponsesForStaff,
  respondToProof,
} from "./proof-service.server.ts";

const SITE = "http://gazette.test";
const NO_FILTER = { edition: "", type: "", age: "" };

describe("moderation and proofs", () => {
  let handle: DatabaseHandle;
  const staff = { id: 0, role: "staff", organisationId: null, permissions: [] as string[], name: "Desk" };
  const admin = {
    id: 0,
    role: "account-admin",
    organisationId: null,
    permissions: [] as string[],
    name: "Admin",
  };
  const placer = {
    id: 0,
    role: "user",
    organisationId: null,
    permissions: [] as string[],
    name: "Jo Placer",
  };
  const stranger = {
    id: 0,
    role: "user",
    organisationId: null,
    permissions: [] as string[],
    name: "Stranger",
  };

  beforeAll(async () => {
    handle = await createTestDatabase();
    staff.id = (await createTestUser(handle.db, { email: "desk@moderation.test", role: "staff" })).id;
    admin.id = (
      await createTestUser(handle.db, { email: "admin@moderation.test", role: "account-admin" })
    ).id;
    placer.id = (await createTestUser(handle.db, { email: "jo@moderation.test", name: "Jo Placer" })).id;
    stranger.id = (await createTestUser(handle.db, { email: "stranger@moderation.test" })).id;
  });
  afterAll(() => handle.close());

  const place = async (status: "awaiting-approval" | "published", extra: Record<string, unknown> = {}) =>
    (await createTestNotice(handle.db, { email: "jo@moderation.test", status, ...extra }))!.id;

  const statusOf = async (id: number) =>
    (await handle.db.select({ s: notices.status }).from(notices).where(eq(notices.id, id)))[0]?.s;

  const trail = async (id: number) =>
    (
      await handle.db
        .select({
          activity: noticeProvenance.activity,
          detail: noticeProvenance.detail,
          version: noticeProvenance.version,
        })
        .from(noticeProvenance)
        .where(eq(noticeProvenance.noticeId, id))
        .orderBy(asc(noticeProvenance.id))
    ).map((r) => r);

  async function refusal(run: () => Promise<unknown>): Promise<DomainError> {
    try {
      await run();
    } catch (error) {
      if (error instanceof DomainError) return error;
      throw error;
    }
    throw new Error("expected a refusal");
  }

  it("asks an individual who never paid for a notice to pay for it", async () => {
    const id = (await createTestNotice(handle.db, { email: "jo@moderation.test", status: "submitted" }))!.id;
    expect(await noticePaymentRoute(handle.db, placer, id)).toBe("basket");
    expect((await refusal(() => handle.db.transaction((tx) => placeWithoutPayment(tx, id)))).code).toBe(
      "invalid-input",
    );
  });

  it("lists notices awaiting approval oldest first, filtered by edition, type and age, for staff only", async () => {
    const older = await place("awaiting-approval", { title: "Older", noticeCode: "2903" });
    const newer = await place("awaiting-approval", { title: "Newer", edition: "edinburgh" });
    // The older notice reached staff two days ago.
    await handle.db
      .update(noticeProvenance)
      .set({ occurredAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(and(eq(noticeProvenance.noticeId, older), eq(noticeProvenance.activity, "validated")));
    const ids = (view: Awaited<ReturnType<typeof moderationQueue>>) => view.items.map((i) => i.id);
    const all = await moderationQueue(handle.db, staff, NO_FILTER);
    expect(ids(all).indexOf(older)).toBeLessThan(ids(all).indexOf(newer));
    expect(ids(await moderationQueue(handle.db, staff, { ...NO_FILTER, edition: "edinburgh" }))).toEqual([
      newer,
    ]);
    expect(ids(await moderationQueue(handle.db, staff, { ...NO_FILTER, age: "1" }))).toEqual([older]);
    expect(ids(await moderationQueue(handle.db, staff, { ...NO_FILTER, type: "2450" }))).toEqual([]);
    const item = all.items.find((i) => i.id === older)!;
    expect(item.sla.age).toBe("2 days");
    expect(item.proof).toBe("not yet answered");
    expect((await refusal(() => moderationQueue(handle.db, admin, NO_FILTER))).code).toBe("forbidden");
  });

  it("shows staff the company-register check as check-answers words it", async () => {
    const id = await place("awaiting-approval", { data: { company: { number: "09999999" } } });
    const decision = await noticeForDecision(handle.db, staff, id);
    expect(decision.companyWarnings).toEqual([
      "Company number 09999999 has not been verified: it is not on the register of companies the Gazette knows. Check it is right; you can still go on.",
    ]);
    expect(decision.sla?.overdue).toBe(false);
    expect(
      (await noticeForDecision(handle.db, staff, await place("awaiting-approval"))).companyWarnings,
    ).toEqual([]);
  });

  it("approves and schedules in one go, with both steps in the trail", async () => {
    const id = await place("awaiting-approval");
    expect((await noticeForDecision(handle.db, staff, id)).mayDecide).toBe(true);
    expect(await approveNotice(handle.db, staff, id)).toBe("scheduled");
    expect(await statusOf(id)).toBe("scheduled");
    const steps = (await trail(id)).map((s) => s.activity);
    expect(steps.slice(-2)).toEqual(["approved", "scheduled"]);
    // Twice: the second finds it moved on and changes nothing.
    expect((await refusal(() => approveNotice(handle.db, staff, id))).code).toBe("conflict");
    expect((await trail(id)).length).toBe(steps.length);
  });

  it("rejects only with a reason, e-mails the placer, and takes a correction back as a new version", async () => {
    const id = await place("awaiting-approval");
    const emailsBefore = (await handle.db.select().from(jobs).where(eq(jobs.queue, EMAIL_QUEUE))).length;
    expect((await refusal(() => rejectNotice(handle.db, staff, id, "  ", SITE))).code).toBe("invalid-input");
    expect(await statusOf(id)).toBe("awaiting-approval");
    await rejectNotice(handle.db, staff, id, "The deceased's date of death is missing.", SITE);
    expect(await statusOf(id)).toBe("rejected");
    const emails = await handle.db
      .select()
      .from(jobs)
      .where(eq(jobs.queue, EMAIL_QUEUE))
      .orderBy(asc(jobs.id));
    expect(emails.length).toBe(emailsBefore + 1);
    const message = emails.at(-1)!.payload as { to: string; subject: string; text: string };
    expect(message.to).toBe("jo@moderation.test");
    expect(message.subject).toBe(`Your notice ${id} has been rejected`);
    expect(message.text).toContain("Reason: The deceased's date of death is missing.");
    expect(message.text).toContain(`${SITE}/my-gazette/notices/${id}`);

    // The placer corrects it as a draft and submits it again: version 2, kept as resubmitted.
    const asPlacer = { kind: "placer" as const, user: placer };
    await applyNoticeStep(handle.db, { noticeId: id, event: "return-to-draft", actor: asPlacer });
    await handle.db.update(notices).set({ title: "Corrected" }).where(eq(notices.id, id));
    await applyNoticeStep(handle.db, { noticeId: id, event: "submit", actor: asPlacer });
    const [row] = await handle.db.select({ v: notices.version }).from(notices).where(eq(notices.id, id));
    expect(row?.v).toBe(2);
    const versions = await handle.db.select().from(noticeVersions).where(eq(noticeVersions.noticeId, id));
    expect(versions.map((v) => [v.version, v.reason, v.title])).toEqual([[2, "as-resubmitted", "Corrected"]]);
    expect((await trail(id)).at(-1)).toMatchObject({ activity: "received", version: 2 });
    // Paid for once: it goes back to staff without paying again.
    expect(await noticePaymentRoute(handle.db, placer, id)).toBe("not-required");
    await handle.db.transaction((tx) => placeWithoutPayment(tx, id));
    expect(await statusOf(id)).toBe("awaiting-approval");
  });

  it("withdraws a published notice permanently, leaving a tombstone that says why", async () => {
    const id = await place("published");
    let purges = 0;
    const stopListening = onPublicAnswersPurged(() => purges++);
    expect((await refusal(() => withdrawNoticePermanently(handle.db, staff, id, ""))).code).toBe(
      "invalid-input",
    );
    expect(purges).toBe(0);
    await withdrawNoticePermanently(handle.db, staff, id, "Placed in error by the court.");
    // Its public answers (data, feeds) are purged, and a CDN listener would be told.
    stopListening();
    expect(purges).toBe(1);
    expect(await statusOf(id)).toBe("permanently-withdrawn");
    expect((await trail(id)).at(-1)).toMatchObject({
      activity: "permanently-withdrawn",
      detail: "Placed in error by the court.",
    });
    const tombstone = (await getNotice(handle.db, String(id)))!;
    expect(tombstone.status).toBe("permanently-withdrawn");
    expect(tombstone.bodyText).toContain("permanently withdrawn by the Gazette");
    expect(tombstone.bodyText).toContain("Reason: Placed in error by the court.");
    const json = noticeToJson(tombstone, SITE);
    expect(json.withdrawal?.reason).toBe("Placed in error by the court.");
    expect(json.content).not.toContain("Test");
  });

  it("takes the placer's comments and one acceptance per version until staff decide; staff read them", async () => {
    const id = await place("awaiting-approval");
    await respondToProof(handle.db, placer, id, { kind: "comment", text: "Please spell the name Smyth." });
    await respondToProof(handle.db, placer, id, { kind: "accepted" });
    const again = await refusal(() => respondToProof(handle.db, placer, id, { kind: "accepted" }));
    expect(again.message).toBe(PROOF_MESSAGES.alreadyAccepted);
    expect((await refusal(() => respondToProof(handle.db, stranger, id, { kind: "accepted" }))).code).toBe(
      "not-found",
    );
    const panel = (await proofPanel(handle.db, placer, id))!;
    expect(panel).toMatchObject({ open: true, mayRespond: true, accepted: true });
    const seen = await proofResponsesForStaff(handle.db, staff, id);
    expect(seen.map((r) => [r.kind, r.text, r.byName])).toEqual([
      ["comment", "Please spell the name Smyth.", "Jo Placer"],
      ["accepted", "", "Jo Placer"],
    ]);
    const queued = (await moderationQueue(handle.db, staff, NO_FILTER)).items.find((i) => i.id === id);
    expect(queued?.proof).toBe("accepted");
    await approveNotice(handle.db, staff, id);
    const closed = await refusal(() =>
      respondToProof(handle.db, placer, id, { kind: "comment", text: "Late" }),
    );
    expect(closed.message).toBe(PROOF_MESSAGES.closed);
    expect((await proofPanel(handle.db, placer, id))?.open).toBe(false);
  });
});
