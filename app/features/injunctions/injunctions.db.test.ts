/**
 * Court injunctions against the database and a real court-order store on disk: recorded, listed (current
 * and ended), changed and ended by account admins and staff only; and the notice workflow refusing a
 * petition to wind up a company under an injunction in force, at submit and at approval, while letting
 * through the same petition outside the dates, after the injunction is ended, and every other type.
 */
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import type { NoticeStatus } from "../../db/schema/notices-values.ts";
import { courtInjunctions, notices, placingCapacities } from "../../db/schema.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { addDays, ukDate } from "../../lib/dates.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import { formatDateInput } from "../../lib/forms/date-input.ts";
import type { Actor } from "../accounts/permissions.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import { DOCUMENT_MESSAGES } from "../notice-documents/document-file.ts";
import { DocumentStore } from "../notice-documents/document-store.server.ts";
import {
  draftInHand,
  draftPage,
  finishDraft,
  saveDraftPage,
  startDraft,
} from "../placement/draft-service.server.ts";
import { applyNoticeStep, type NoticeActor } from "../placement/notice-workflow-service.server.ts";
import { INJUNCTION_MESSAGES } from "./injunction-rule.ts";
import {
  changeInjunction,
  endInjunction,
  findInjunction,
  type InjunctionInput,
  injunctionsPage,
  openCourtOrder,
  recordInjunction,
  sweepCourtOrders,
} from "./injunctions-service.server.ts";

const PDF = "%PDF-1.7\nThe court orders that no petition be advertised.\n";
const order = (name = "order.pdf", body = PDF) => new File([body], name, { type: "application/pdf" });
/** Noon in London, on a day of December 2026 (GMT). */
const on = (day: string) => new Date(`${day}T12:00:00Z`);

async function refusal(run: () => Promise<unknown>): Promise<DomainError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("court injunctions", () => {
  let handle: DatabaseHandle;
  let store: DocumentStore;
  let dir: string;
  let admin: Actor;
  let staff: Actor & { name: string };
  let placer: NoticeActor & { kind: "placer" };
  let owner: Actor;
  let organisationId: number;

  const terms = (overrides: Partial<InjunctionInput> = {}): InjunctionInput => ({
    companyNumber: "01234567",
    registerTitle: "Register of Companies for England and Wales",
    startsOn: "2026-12-01",
    endsOn: "2026-12-31",
    courtOrder: order(),
    ...overrides,
  });

  beforeAll(async () => {
    handle = await createTestDatabase();
    dir = await mkdtemp(join(tmpdir(), "gazette-court-orders-"));
    store = new DocumentStore(dir);
    const { db } = handle;
    const adminUser = await createTestUser(db, {
      email: "admin@injunctions.test",
      role: "account-admin",
      name: "Ada Admin",
    });
    const staffUser = await createTestUser(db, {
      email: "staff@injunctions.test",
      role: "staff",
      name: "Sam Staff",
    });
    const ownerUser = await createTestUser(db, {
      email: "owner@injunctions.test",
      role: "account-owner",
      organisation: { name: "Petitioners LLP" },
    });
    organisationId = ownerUser.organisationId!;
    const person = (id: number, role: string, org: number | null) =>
      ({ id, role, organisationId: org, permissions: [], name: `Person ${id}` }) satisfies Actor & {
        name: string;
      };
    admin = person(adminUser.id, "account-admin", null);
    staff = person(staffUser.id, "staff", null);
    owner = person(ownerUser.id, "account-owner", organisationId);
    placer = { kind: "placer", user: person(ownerUser.id, "account-owner", organisationId) };
  });
  afterAll(async () => {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function notice(
    status: NoticeStatus,
    { code = "2450", company = "01234567", earliest = null as Date | null } = {},
  ): Promise<number> {
    const [row] = await handle.db
      .insert(notices)
      .values({
        noticeCode: code,
        editionId: "london",
        status,
        title: "Petitions to Wind Up (Companies)",
        bodyHtml: "<p>Petition</p>",
        bodyText: "Petition",
        placingOrganisationId: organisationId,
        placedByUserId: placer.user.id,
        companyNumber: company,
        earliestPublicationAt: earliest,
      })
      .returning({ id: notices.id });
    return row!.id;
  }

  const statusOf = async (id: number) =>
    (await handle.db.select({ s: notices.status }).from(notices).where(eq(notices.id, id)))[0]?.s;

  const submit = (id: number, at: Date) =>
    applyNoticeStep(handle.db, { noticeId: id, event: "submit", actor: placer, at });

  it("records an injunction with its court order, lists it as current, and serves the order back", async () => {
    const result = await recordInjunction(
      handle.db,
      store,
      admin,
      terms({ companyNumber: "sc 654321" }),
      on("2026-11-24"),
    );
    expect(result.ok).toBe(true);
    const id = (result as { id: number }).id;
    const found = await findInjunction(handle.db, admin, id, on("2026-11-24"));
    expect(found).toMatchObject({
      companyNumber: "SC654321",
      startsOn: "2026-12-01",
      endsOn: "2026-12-31",
      orderFileName: "order.pdf",
      orderContentType: "application/pdf",
      orderByteSize: PDF.length,
      recordedByName: "Ada Admin",
      state: "not-yet-in-force",
      endedAt: null,
    });
    const page = await injunctionsPage(handle.db, staff, on("2026-12-05"));
    expect(page.current.find((i) => i.id === id)?.state).toBe("in-force");
    const file = await openCourtOrder(handle.db, store, staff, id);
    expect(file).toMatchObject({ fileName: "order.pdf", contentType: "application/pdf" });
    expect(await new Response(file.body).text()).toBe(PDF);
  });

  it("refuses a court order that is not what its name says, keeping nothing", async () => {
    const before = (await handle.db.select().from(courtInjunctions)).length;
    const result = await recordInjunction(
      handle.db,
      store,
      admin,
      terms({ courtOrder: order("order.pdf", "MZ…") }),
    );
    expect(result).toEqual({ ok: false, field: "courtOrder", message: DOCUMENT_MESSAGES.notWhatItSays });
    expect((await handle.db.select().from(courtInjunctions)).length).toBe(before);
    expect(await readdir(join(dir, "tmp")).catch(() => [])).toEqual([]);
  });

  it("is managed by account admins and staff only", async () => {
    for (const run of [
      () => injunctionsPage(handle.db, owner),
      () => recordInjunction(handle.db, store, owner, terms()),
      () => endInjunction(handle.db, owner, 1),
    ])
      expect((await refusal(run)).code).toBe("forbidden");
  });

  it("stops a 2450 about the company at submit inside the dates, with nothing changed, and lets it through outside", async () => {
    const recorded = await recordInjunction(handle.db, store, admin, terms({ companyNumber: "11111111" }));
    expect(recorded.ok).toBe(true);
    const inside = await notice("draft", { company: "11111111" });
    const error = await refusal(() => submit(inside, on("2026-12-01")));
    expect(error).toMatchObject({
      code: "invalid-input",
      message: INJUNCTION_MESSAGES.blocked("11111111", "2026-12-31"),
    });
    expect(await statusOf(inside)).toBe("draft");
    // The last day is inside too; the day after is not.
    expect((await refusal(() => submit(inside, on("2026-12-31")))).code).toBe("invalid-input");
    expect((await submit(inside, on("2027-01-01"))).to).toBe("submitted");
    const before = await notice("draft", { company: "11111111" });
    expect((await submit(before, on("2026-11-30"))).to).toBe("submitted");
    // Inside the dates, but asking to be published after they end.
    const later = await notice("draft", { company: "11111111", earliest: new Date("2027-01-05T09:00:00Z") });
    expect((await submit(later, on("2026-12-10"))).to).toBe("submitted");
  });

  it("lets through other notice types, other companies, and a 2451 only when outside the dates", async () => {
    await recordInjunction(handle.db, store, admin, terms({ companyNumber: "22222222" }));
    const day = on("2026-12-15");
    expect((await submit(await notice("draft", { code: "2452", company: "22222222" }), day)).to).toBe(
      "submitted",
    );
    expect((await submit(await notice("draft", { code: "2903", company: "22222222" }), day)).to).toBe(
      "submitted",
    );
    expect((await submit(await notice("draft", { company: "33333333" }), day)).to).toBe("submitted");
    const partnership = await notice("draft", { code: "2451", company: "22222222" });
    expect((await refusal(() => submit(partnership, day))).code).toBe("invalid-input");
  });

  it("stops staff approving inside the dates; ending or changing the injunction lets the petition through", async () => {
    const recorded = await recordInjunction(handle.db, store, admin, terms({ companyNumber: "44444444" }));
    const id = (recorded as { id: number }).id;
    const approve = (noticeId: number, at: Date) =>
      applyNoticeStep(handle.db, { noticeId, event: "approve", actor: { kind: "staff", user: staff }, at });
    const first = await notice("awaiting-approval", { company: "44444444" });
    const error = await refusal(() => approve(first, on("2026-12-02")));
    expect(error.message).toBe(INJUNCTION_MESSAGES.blocked("44444444", "2026-12-31"));
    expect(await statusOf(first)).toBe("awaiting-approval");

    // Changed to end on 3 December: approving on the 4th goes through.
    const changed = await changeInjunction(
      handle.db,
      store,
      admin,
      id,
      terms({ companyNumber: "44444444", endsOn: "2026-12-03", courtOrder: order("varied order.pdf") }),
      on("2026-12-02"),
    );
    expect(changed.ok).toBe(true);
    const after = await findInjunction(handle.db, admin, id);
    expect(after).toMatchObject({
      endsOn: "2026-12-03",
      orderFileName: "varied order.pdf",
      changedByName: "Ada Admin",
    });
    expect((await approve(first, on("2026-12-04"))).to).toBe("approved");

    // Ended: a second petition in its dates goes through; an ended injunction cannot be changed or ended again.
    const second = await notice("awaiting-approval", { company: "44444444" });
    expect((await refusal(() => approve(second, on("2026-12-02")))).code).toBe("invalid-input");
    await endInjunction(handle.db, staff, id, on("2026-12-02"));
    expect((await approve(second, on("2026-12-02"))).to).toBe("approved");
    expect((await refusal(() => endInjunction(handle.db, admin, id))).code).toBe("conflict");
    expect(
      (await refusal(() => changeInjunction(handle.db, store, admin, id, terms({ courtOrder: null })))).code,
    ).toBe("conflict");
    const page = await injunctionsPage(handle.db, admin, on("2026-12-02"));
    expect(page.ended.find((i) => i.id === id)).toMatchObject({ state: "ended", endedByName: "Sam Staff" });
    expect(page.current.some((i) => i.id === id)).toBe(false);
  });

  it("keeps one court-order file per injunction: a replaced order's file is removed", async () => {
    const recorded = await recordInjunction(handle.db, store, admin, terms({ companyNumber: "55555555" }));
    const id = (recorded as { id: number }).id;
    const keyOf = async () =>
      (
        await handle.db
          .select({ key: courtInjunctions.orderStorageKey })
          .from(courtInjunctions)
          .where(eq(courtInjunctions.id, id))
      )[0]!.key;
    const oldKey = await keyOf();
    expect(await store.exists(oldKey)).toBe(true);
    await changeInjunction(
      handle.db,
      store,
      admin,
      id,
      terms({ companyNumber: "55555555", courtOrder: order("new.pdf") }),
    );
    expect(await store.exists(oldKey)).toBe(false);
    expect(await store.exists(await keyOf())).toBe(true);
    // Without a new order the old one stays.
    const kept = await keyOf();
    await changeInjunction(
      handle.db,
      store,
      admin,
      id,
      terms({ companyNumber: "55555555", courtOrder: null }),
    );
    expect(await keyOf()).toBe(kept);
  });

  it("sweeps a court-order file no injunction names (a crash before its row), keeping every named one", async () => {
    const recorded = await recordInjunction(handle.db, store, admin, terms({ companyNumber: "66666666" }));
    const [kept] = await handle.db
      .select({ key: courtInjunctions.orderStorageKey })
      .from(courtInjunctions)
      .where(eq(courtInjunctions.id, (recorded as { id: number }).id));
    const orphan = "0123456789abcdef0123456789abcdef";
    await mkdir(join(dir, "01"), { recursive: true });
    await writeFile(store.pathOf(orphan), PDF);
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    for (const key of [orphan, kept!.key]) await utimes(store.pathOf(key), twoHoursAgo, twoHoursAgo);
    await sweepCourtOrders(handle.db, store);
    expect(await store.exists(orphan)).toBe(false);
    expect(await store.exists(kept!.key)).toBe(true);
  });

  it("refuses to finish a firm's 2450 draft in range, keeping the draft; the same draft finishes after the end", async () => {
    const today = ukDate(new Date())!;
    const typed = (days: number) => formatDateInput(addDays(today, days));
    const firm = { ...placer.user, organisationStatus: "approved" as const };
    await handle.db.insert(placingCapacities).values({ organisationId, capacity: "solicitor" });
    const id = await startDraft(handle.db, firm, "london", "2450");
    const answers: Record<string, Record<string, string>> = {
      court: { courtName: "High Court of Justice", caseNumber: "CR-2026-007001", caseYear: "2026" },
      company: {
        companyName: "Guarded Tin Works Limited",
        companyNumber: "7777 7777",
        officeLine1: "8 Tin Street",
        officeCity: "Sheffield",
      },
      petitioner: {
        petitionPresentedOn: typed(-10),
        petitionerName: "Creditor Steel plc",
        petitionerLine1: "1 Forge Lane",
        petitionerCity: "Rotherham",
      },
      representative: { name: "Rhys Rep", repLine1: "2 Court Row", repCity: "Leeds" },
      hearing: {
        hearingCourt: "High Court of Justice",
        hearingDate: typed(40),
        hearingTime: "10:30",
        hearingLine1: "Rolls Building",
        hearingCity: "London",
      },
    };
    for (const [slug, fields] of Object.entries(answers)) {
      const hand = await draftInHand(handle.db, firm, id);
      const input = new FormData();
      for (const [k, v] of Object.entries(fields)) input.set(k, v);
      const saved = await saveDraftPage(
        handle.db,
        hand,
        draftPage(hand.form, slug, null, hand.draft.data),
        input,
      );
      expect(saved.ok, slug).toBe(true);
    }
    await recordInjunction(
      handle.db,
      store,
      admin,
      terms({ companyNumber: "77777777", startsOn: addDays(today, -1), endsOn: addDays(today, 30) }),
    );
    const error = await refusal(async () =>
      finishDraft(handle.db, firm, await draftInHand(handle.db, firm, id)),
    );
    expect(error).toMatchObject({
      code: "invalid-input",
      message: INJUNCTION_MESSAGES.blocked("77777777", addDays(today, 30)),
    });
    const [kept] = await handle.db.select().from(notices).where(eq(notices.id, id));
    expect(kept).toMatchObject({ status: "draft", companyNumber: null, submittedAt: null });

    // The day after the injunction's last day, the same draft is finished.
    const after = new Date(`${addDays(today, 31)}T12:00:00Z`);
    await finishDraft(handle.db, firm, await draftInHand(handle.db, firm, id), async () => {}, after);
    expect(await statusOf(id)).toBe("submitted");
  });
});
