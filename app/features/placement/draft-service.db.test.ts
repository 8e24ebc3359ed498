/**
 * Drafts of web-form notices against the database (both engines): starting one only where the account may
 * place the type, saving answers page by page (errors change nothing), only for the placer or a colleague
 * who may place, and finishing: the notice written as it will be published, version 1 and its people and
 * places, the workflow's submit step with its provenance, all or nothing; a finished draft takes no more
 * answers; a personal representative without documents is refused at submit and the draft is kept.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { noticePeople, noticeProvenance, notices, noticeVersions } from "../../db/schema.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import { createTestUser, testPlacer } from "../accounts/test-users.server.ts";
import { insertNoticeDocument } from "../notice-documents/notice-documents-repository.server.ts";
import {
  draftInHand,
  draftPage,
  finishDraft,
  reviewDraft,
  saveDraftPage,
  startDraft,
} from "./draft-service.server.ts";

type Person = Parameters<typeof startDraft>[1];

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

const ANSWERS: Record<string, Record<string, string>> = {
  deceased: { forenames: "Ambrose John", surname: "Quillfeather", occupation: "Clockmaker" },
  "date-of-death": { dateOfDeath: "14/09/2026" },
  address: { addressLine1: "7 Harbour Row", addressCity: "Whitby", addressPostcode: "YO21 3PU" },
  "personal-representative": {
    name: "Wendy Wills",
    firm: "Wills & Co <Solicitors>",
    repLine1: "2 Bridge Street",
    repCity: "Whitby",
  },
};

describe("drafts of web-form notices", () => {
  let handle: DatabaseHandle;
  let solicitor: Person;
  let colleague: Person;
  let stranger: Person;
  let representative: Person;
  const person = testPlacer;

  beforeAll(async () => {
    handle = await createTestDatabase();
    const { db } = handle;
    const owner = await createTestUser(db, {
      email: "owner@wills.test",
      role: "account-owner",
      organisation: { name: "Wills LLP" },
      placingCapacities: ["solicitor"],
    });
    const member = await createTestUser(db, {
      email: "member@wills.test",
      organisationId: owner.organisationId!,
      permissions: ["place-notices"],
    });
    const other = await createTestUser(db, {
      email: "owner@other.test",
      role: "account-owner",
      organisation: { name: "Other LLP" },
      placingCapacities: ["solicitor"],
    });
    const rep = await createTestUser(db, {
      email: "rep@family.test",
      placingCapacities: ["personal-representative"],
    });
    solicitor = person(owner, "account-owner");
    colleague = person(member, "user", ["place-notices"]);
    stranger = person(other, "account-owner");
    representative = person(rep, "user");
  });
  afterAll(() => handle.close());

  async function answerAll(id: number, user: Person, except: string[] = []) {
    for (const [slug, answers] of Object.entries(ANSWERS)) {
      if (except.includes(slug)) continue;
      const hand = await draftInHand(handle.db, user, id);
      const at = draftPage(hand.form, slug, slug === "personal-representative" ? "1" : null, hand.draft.data);
      const saved = await saveDraftPage(handle.db, hand, at, form(answers));
      expect(saved.ok).toBe(true);
    }
    // The claims deadline as the page offers it: the earliest the law allows.
    const hand = await draftInHand(handle.db, user, id);
    const at = draftPage(hand.form, "claims-deadline", null, hand.draft.data);
    const offered = at.page.values(hand.draft.data, hand.ctx, 0).claimDeadline as string;
    expect((await saveDraftPage(handle.db, hand, at, form({ claimDeadline: offered }))).ok).toBe(true);
  }

  it("starts a draft only of a type the account may place", async () => {
    const id = await startDraft(handle.db, solicitor, "london", "2903");
    const [row] = await handle.db.select().from(notices).where(eq(notices.id, id));
    expect(row).toMatchObject({
      status: "draft",
      noticeCode: "2903",
      editionId: "london",
      placedByUserId: solicitor.id,
    });
    await expect(startDraft(handle.db, solicitor, "london", "1105")).rejects.toMatchObject({
      code: "forbidden",
    });
    // Sent twice (a double click): one draft. Once answered, or a minute later, a new one.
    expect(await startDraft(handle.db, solicitor, "london", "2903")).toBe(id);
    expect(await startDraft(handle.db, colleague, "london", "2903")).not.toBe(id);
    const later = new Date(Date.now() + 61_000);
    expect(await startDraft(handle.db, solicitor, "london", "2903", later)).not.toBe(id);
    await expect(startDraft(handle.db, solicitor, "paris", "2903")).rejects.toMatchObject({
      code: "not-found",
    });
  });

  it("saves a page's answers, refuses bad ones without changing anything, and hides the draft from strangers", async () => {
    const id = await startDraft(handle.db, solicitor, "london", "2903");
    const hand = await draftInHand(handle.db, solicitor, id);
    const at = draftPage(hand.form, "deceased", null, hand.draft.data);
    const refused = await saveDraftPage(handle.db, hand, at, form({ forenames: "Ambrose" }));
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.errors).toContainEqual({
        field: "surname",
        message: "Enter the surname of the person who has died",
      });
    expect((await draftInHand(handle.db, solicitor, id)).draft.data).toEqual({});

    // A colleague who may place notices carries on; another account finds nothing there.
    const theirs = await draftInHand(handle.db, colleague, id);
    expect((await saveDraftPage(handle.db, theirs, at, form(ANSWERS.deceased!))).ok).toBe(true);
    const saved = await draftInHand(handle.db, solicitor, id);
    expect(saved.draft.data).toEqual({
      deceased: { forenames: "Ambrose John", surname: "Quillfeather", occupation: "Clockmaker" },
    });
    expect(saved.draft.title).toBe("Ambrose John QUILLFEATHER");
    await expect(draftInHand(handle.db, stranger, id)).rejects.toMatchObject({ code: "not-found" });
  });

  it("finishes a draft: the notice as published, its version, people and provenance, then no more answers", async () => {
    const id = await startDraft(handle.db, solicitor, "belfast", "2903");
    await answerAll(id, solicitor);
    const hand = await draftInHand(handle.db, solicitor, id);
    const review = await reviewDraft(handle.db, hand);
    expect(review.problems).toEqual([]);
    expect(review.notice.bodyHtml).toContain("section 28 of the Trustee Act (Northern Ireland) 1958");
    // Answers are text in the notice, never markup.
    expect(review.notice.bodyHtml).toContain("Wills &amp; Co &lt;Solicitors&gt;");

    let inTransaction = false;
    await finishDraft(handle.db, solicitor, hand, async () => {
      inTransaction = true;
    });
    expect(inTransaction).toBe(true);
    const [row] = await handle.db.select().from(notices).where(eq(notices.id, id));
    expect(row).toMatchObject({ status: "submitted", title: "Ambrose John QUILLFEATHER" });
    expect(row!.pricePence).toBeGreaterThan(0);
    expect(row!.bodyText).toContain("Date of death: 14 September 2026");
    expect((row!.data as { claimDeadline: string }).claimDeadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const versions = await handle.db.select().from(noticeVersions).where(eq(noticeVersions.noticeId, id));
    expect(versions).toMatchObject([
      { version: 1, reason: "as-submitted", title: "Ambrose John QUILLFEATHER" },
    ]);
    const people = await handle.db.select().from(noticePeople).where(eq(noticePeople.noticeId, id));
    expect(people.map((p) => [p.role, p.nameKey])).toContainEqual(["deceased", "ambrose john quillfeather"]);
    const trail = await handle.db.select().from(noticeProvenance).where(eq(noticeProvenance.noticeId, id));
    expect(trail.map((p) => p.activity)).toEqual(["received"]);

    await expect(draftInHand(handle.db, solicitor, id)).rejects.toMatchObject({ code: "conflict" });
  });

  it("finishes nothing when what follows in the transaction fails, or while answers are missing", async () => {
    const id = await startDraft(handle.db, solicitor, "london", "2903");
    await answerAll(id, solicitor);
    const hand = await draftInHand(handle.db, solicitor, id);
    await expect(
      finishDraft(handle.db, solicitor, hand, async () => {
        throw new DomainError("invalid-input", "The basket said no.");
      }),
    ).rejects.toThrow("The basket said no.");
    const [row] = await handle.db.select().from(notices).where(eq(notices.id, id));
    expect(row!.status).toBe("draft");
    expect(await handle.db.select().from(noticeVersions).where(eq(noticeVersions.noticeId, id))).toEqual([]);

    const unfinished = await startDraft(handle.db, solicitor, "london", "2903");
    await answerAll(unfinished, solicitor, ["address"]);
    const partial = await draftInHand(handle.db, solicitor, unfinished);
    expect((await reviewDraft(handle.db, partial)).problems.map((p) => p.href)).toContain(
      `/my-gazette/draft/${unfinished}/address`,
    );
    await expect(finishDraft(handle.db, solicitor, partial)).rejects.toMatchObject({ code: "invalid-input" });
  });

  it("refuses a personal representative's notice without its documents, keeping the draft, and takes it with them", async () => {
    const id = await startDraft(handle.db, representative, "london", "2903");
    await answerAll(id, representative);
    const hand = await draftInHand(handle.db, representative, id);
    await expect(finishDraft(handle.db, representative, hand)).rejects.toMatchObject({
      code: "invalid-input",
    });
    const [row] = await handle.db.select().from(notices).where(eq(notices.id, id));
    expect(row!.status).toBe("draft");

    // With the death certificate and a grant uploaded, it goes.
    for (const uploadType of ["CERTIFICATE", "PROBATE"] as const)
      await insertNoticeDocument(handle.db, {
        noticeId: id,
        uploadType,
        fileName: `${uploadType.toLowerCase()}.pdf`,
        contentType: "application/pdf",
        byteSize: 100,
        sha256: "0".repeat(64),
        storageKey: `test-${uploadType}-${id}`,
        uploadedBy: representative.id,
      });
    await finishDraft(handle.db, representative, await draftInHand(handle.db, representative, id));
    const [after] = await handle.db.select().from(notices).where(eq(notices.id, id));
    expect(after!.status).toBe("submitted");
  });
});
