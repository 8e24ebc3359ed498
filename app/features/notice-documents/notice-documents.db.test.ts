/**
 * Supporting documents against the database and a real store on disk: an upload becomes a row and a file
 * that agree (name, size, SHA-256); a delete removes both; confirmation closes the upload until undone;
 * only the placer (or a colleague who places) changes them, a team viewer reads them, staff read them,
 * strangers are told there is no such notice; a crash mid-write or before the row leaves no row naming a
 * missing file, and the sweep removes the file nobody names. The submit step's missing documents and the
 * task list's status come from the same rows.
 */
import { createHash } from "node:crypto";
import { mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import type { UploadType } from "../../db/schema/placement-values.ts";
import { noticeDocuments } from "../../db/schema.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { isDomainError } from "../../lib/domain-errors.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import { createTestNotice } from "../my-notices/test-notices.server.ts";
import { PERSONAL_REPRESENTATIVE_DOCUMENTS } from "../placement/placing-policy.ts";
import { DOCUMENT_MESSAGES } from "./document-file.ts";
import { DocumentStore } from "./document-store.server.ts";
import {
  confirmNoticeDocuments,
  deleteNoticeDocument,
  documentsTaskStatus,
  missingNoticeDocuments,
  NOTICE_DOCUMENT_MESSAGES,
  noticeDocumentsPage,
  openNoticeDocument,
  reopenNoticeDocuments,
  sweepDocumentStore,
  uploadNoticeDocument,
} from "./notice-documents-service.server.ts";

type Person = Parameters<typeof noticeDocumentsPage>[1];

const PDF = "%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n";
const pdf = (name = "grant.pdf", body = PDF) => new File([body], name, { type: "application/pdf" });

/** What a refused call threw: its code and message. */
async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isDomainError(error)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { code: error.code, message: error.message };
}

/** Every file in the store (the stored documents and anything left in tmp/). */
async function filesIn(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

describe("notice documents", () => {
  let handle: DatabaseHandle;
  let root: string;
  let store: DocumentStore;
  let placer: Person;
  let colleague: Person;
  let teamViewer: Person;
  let stranger: Person;
  let staff: Person;
  const person = (id: number, role: string, organisationId: number | null, permissions: string[]) =>
    ({ id, role, organisationId, permissions, name: `Person ${id}` }) as Person;
  const draft = (email = "placer@firm.test", status = "draft") =>
    createTestNotice(handle.db, { email, status: status as never, title: "Estate of Ann" }).then(
      (n) => n!.id,
    );
  const upload = (
    who: Person,
    noticeId: number,
    file: File = pdf(),
    uploadType: UploadType = "CERTIFICATE",
  ) => uploadNoticeDocument(handle.db, store, who, { noticeId, uploadType, file });
  const rows = (noticeId: number) =>
    handle.db.select().from(noticeDocuments).where(eq(noticeDocuments.noticeId, noticeId));

  beforeAll(async () => {
    handle = await createTestDatabase();
    root = await mkdtemp(join(tmpdir(), "gazette-documents-"));
    store = new DocumentStore(root);
    const { db } = handle;
    const p = await createTestUser(db, {
      email: "placer@firm.test",
      organisation: { name: "Firm LLP" },
      role: "account-owner",
    });
    const c = await createTestUser(db, {
      email: "colleague@firm.test",
      organisationId: p.organisationId!,
      permissions: ["place-notices", "view-team-notices"],
    });
    const v = await createTestUser(db, {
      email: "viewer@firm.test",
      organisationId: p.organisationId!,
      permissions: ["view-team-notices"],
    });
    const s = await createTestUser(db, { email: "stranger@else.test" });
    const g = await createTestUser(db, { email: "staff@gazette.test", role: "staff" });
    placer = person(p.id, "account-owner", p.organisationId, []);
    colleague = person(c.id, "user", p.organisationId, ["place-notices", "view-team-notices"]);
    teamViewer = person(v.id, "user", p.organisationId, ["view-team-notices"]);
    stranger = person(s.id, "user", null, []);
    staff = person(g.id, "staff", null, []);
  });
  afterAll(async () => {
    await handle.close();
    await rm(root, { recursive: true, force: true });
  });

  it("stores an upload as a row and a file that agree, and lists it", async () => {
    const id = await draft();
    const result = await upload(placer, id, pdf("C:\\scans\\Death certificate.PDF"));
    expect(result).toMatchObject({
      ok: true,
      document: { uploadType: "CERTIFICATE", fileName: "Death certificate.PDF", byteSize: PDF.length },
    });
    const [row] = await rows(id);
    expect(row).toMatchObject({
      contentType: "application/pdf",
      sha256: createHash("sha256").update(PDF).digest("hex"),
      uploadedBy: placer.id,
    });
    expect(row!.storageKey).toMatch(/^[0-9a-f]{32}$/);
    expect(await store.exists(row!.storageKey)).toBe(true);
    const page = await noticeDocumentsPage(handle.db, placer, id);
    expect(page).toMatchObject({ confirmed: false, open: true, mayChange: true });
    expect(page.documents.map((d) => d.fileName)).toEqual(["Death certificate.PDF"]);
    expect(JSON.stringify(page)).not.toContain(row!.storageKey);

    const download = await openNoticeDocument(handle.db, store, placer, id, row!.id);
    expect(await new Response(download.body).text()).toBe(PDF);
    expect(download).toMatchObject({ fileName: "Death certificate.PDF", contentType: "application/pdf" });
  });

  it("refuses a wrong kind, a disguised file, an empty one and one of 25 MB, leaving nothing", async () => {
    const id = await draft();
    const before = await filesIn(root);
    expect(await upload(placer, id, new File(["MZ"], "setup.exe"))).toEqual({
      ok: false,
      message: DOCUMENT_MESSAGES.wrongType,
    });
    expect(await upload(placer, id, new File(["MZ\x90\x00 program"], "grant.pdf"))).toEqual({
      ok: false,
      message: DOCUMENT_MESSAGES.notWhatItSays,
    });
    expect(await upload(placer, id, new File([], "grant.pdf"))).toEqual({
      ok: false,
      message: DOCUMENT_MESSAGES.empty,
    });
    // A stream that says nothing of its size is counted as it comes, and cut off at the limit.
    const small = new DocumentStore(root, { limitBytes: 1024 });
    const chunks = [PDF, ...Array.from({ length: 100 }, () => "x".repeat(600))];
    let pulled = 0;
    const endless = {
      name: "big grant.pdf",
      stream: () =>
        new ReadableStream<Uint8Array>({
          pull(controller) {
            const chunk = chunks[pulled++];
            if (chunk === undefined) controller.close();
            else controller.enqueue(new TextEncoder().encode(chunk));
          },
        }),
    };
    const cut = await small.save(endless);
    expect(cut).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^big grant\.pdf is too big \(0\.0MB\)! Please upload it as a ZIP archive\.$/,
      ),
    });
    expect(pulled, "stops reading at the limit").toBeLessThan(6);
    expect(await rows(id)).toEqual([]);
    expect(await filesIn(root)).toEqual(before);
  });

  it("deletes a document's row and file", async () => {
    const id = await draft();
    const uploaded = await upload(placer, id);
    if (!uploaded.ok) throw new Error(uploaded.message);
    const [row] = await rows(id);
    expect(await deleteNoticeDocument(handle.db, store, placer, id, uploaded.document.id)).toBe("grant.pdf");
    expect(await rows(id)).toEqual([]);
    expect(await store.exists(row!.storageKey)).toBe(false);
    expect(await refusal(deleteNoticeDocument(handle.db, store, placer, id, uploaded.document.id))).toEqual({
      code: "not-found",
      message: NOTICE_DOCUMENT_MESSAGES.noSuchDocument,
    });
  });

  it("confirming closes the upload and the delete; changing them opens both again", async () => {
    const id = await draft();
    expect(await documentsTaskStatus(handle.db, id)).toBe("Not started");
    expect(await refusal(confirmNoticeDocuments(handle.db, placer, id))).toEqual({
      code: "conflict",
      message: NOTICE_DOCUMENT_MESSAGES.nothingToConfirm,
    });
    const uploaded = await upload(placer, id);
    if (!uploaded.ok) throw new Error(uploaded.message);
    expect(await documentsTaskStatus(handle.db, id)).toBe("In progress");
    await confirmNoticeDocuments(handle.db, placer, id);
    expect(await documentsTaskStatus(handle.db, id)).toBe("Completed");
    expect((await noticeDocumentsPage(handle.db, placer, id)).confirmed).toBe(true);
    const closed = { code: "conflict", message: NOTICE_DOCUMENT_MESSAGES.confirmed };
    expect(await refusal(upload(placer, id))).toEqual(closed);
    expect(await refusal(deleteNoticeDocument(handle.db, store, placer, id, uploaded.document.id))).toEqual(
      closed,
    );
    expect(await refusal(confirmNoticeDocuments(handle.db, placer, id))).toEqual(closed);
    expect(await rows(id)).toHaveLength(1);

    await reopenNoticeDocuments(handle.db, placer, id);
    expect(await documentsTaskStatus(handle.db, id)).toBe("In progress");
    expect(await refusal(reopenNoticeDocuments(handle.db, placer, id))).toEqual({
      code: "conflict",
      message: NOTICE_DOCUMENT_MESSAGES.notConfirmed,
    });
    expect((await upload(placer, id, pdf("grant.pdf"), "PROBATE")).ok).toBe(true);
  });

  it("lets the placer and a colleague who places change them, a team viewer read them, staff read them, and nobody else", async () => {
    const id = await draft();
    expect((await upload(colleague, id)).ok).toBe(true);
    const [row] = await rows(id);
    const forbidden = await refusal(upload(teamViewer, id));
    expect(forbidden.code).toBe("forbidden");
    expect((await noticeDocumentsPage(handle.db, teamViewer, id)).mayChange).toBe(false);
    expect(
      await new Response((await openNoticeDocument(handle.db, store, teamViewer, id, row!.id)).body).text(),
    ).toBe(PDF);
    expect(
      await new Response((await openNoticeDocument(handle.db, store, staff, id, row!.id)).body).text(),
    ).toBe(PDF);
    // Called one at a time: a refusal made before it is awaited would be an unhandled rejection.
    const calls = [
      () => upload(stranger, id),
      () => noticeDocumentsPage(handle.db, stranger, id),
      () => openNoticeDocument(handle.db, store, stranger, id, row!.id),
      () => deleteNoticeDocument(handle.db, store, stranger, id, row!.id),
      () => confirmNoticeDocuments(handle.db, stranger, id),
    ];
    for (const call of calls) expect((await refusal(call())).code).toBe("not-found");
    // A document is reached through its own notice only.
    const other = await draft();
    expect((await refusal(openNoticeDocument(handle.db, store, placer, other, row!.id))).code).toBe(
      "not-found",
    );
  });

  it("changes documents only while the notice is a draft", async () => {
    const id = await draft("placer@firm.test", "awaiting-approval");
    expect(await refusal(upload(placer, id))).toEqual({
      code: "conflict",
      message: NOTICE_DOCUMENT_MESSAGES.notDraft,
    });
    expect((await noticeDocumentsPage(handle.db, placer, id)).open).toBe(false);
  });

  it("a crash mid-write or before the row leaves no row without its file, and the sweep removes the leftovers", async () => {
    const id = await draft();
    const before = new Set(await filesIn(root));
    // Killed between the file's rename and its row: the file is in place, no row names it.
    const crashing = new DocumentStore(root);
    const crash = crashing.save(pdf(), {
      beforeRename: async () => {
        throw new Error("power cut");
      },
    });
    await expect(crash).rejects.toThrow("power cut");
    expect(new Set(await filesIn(root)), "a crash before the rename leaves nothing").toEqual(before);
    // A file stored whose row was never written, and a temporary file a killed process left.
    const orphan = await store.save(pdf());
    if (!orphan.ok) throw new Error(orphan.message);
    const temp = join(root, "tmp", "0123456789abcdef0123456789abcdef.part");
    await writeFile(temp, "%PDF-half");
    const uploaded = await upload(placer, id);
    if (!uploaded.ok) throw new Error(uploaded.message);
    const [row] = await rows(id);

    // Nothing younger than an hour is touched (an upload may be under way).
    expect((await sweepDocumentStore(handle.db, store)).removed).toBe(0);
    const old = new Date(Date.now() - 2 * 3_600_000);
    for (const path of [store.pathOf(orphan.document.storageKey), store.pathOf(row!.storageKey), temp])
      await utimes(path, old, old);
    expect((await sweepDocumentStore(handle.db, store)).removed).toBeGreaterThanOrEqual(2);
    expect(await store.exists(orphan.document.storageKey)).toBe(false);
    expect(await store.exists(row!.storageKey), "a file its row names stays").toBe(true);
    expect(await filesIn(join(root, "tmp"))).not.toContain("0123456789abcdef0123456789abcdef.part");
    // Every row still names a file.
    for (const r of await handle.db.select().from(noticeDocuments))
      expect(await store.exists(r.storageKey)).toBe(true);
  });

  it("an upload that loses a race with the confirmation leaves neither its row nor its file", async () => {
    const id = await draft();
    expect((await upload(placer, id)).ok).toBe(true);
    const before = new Set(await filesIn(root));
    // Another tab confirms the documents while this upload's file is being written.
    class RacingStore extends DocumentStore {
      override async save(...args: Parameters<DocumentStore["save"]>) {
        const saved = await super.save(...args);
        await confirmNoticeDocuments(handle.db, colleague, id);
        return saved;
      }
    }
    const racing = uploadNoticeDocument(handle.db, new RacingStore(root), placer, {
      noticeId: id,
      uploadType: "PROBATE",
      file: pdf("late grant.pdf"),
    });
    expect(await refusal(racing)).toEqual({ code: "conflict", message: NOTICE_DOCUMENT_MESSAGES.confirmed });
    expect((await rows(id)).map((r) => r.fileName)).toEqual(["grant.pdf"]);
    expect(new Set(await filesIn(root))).toEqual(before);
  });

  it("says which required documents are missing, for the submit step", async () => {
    const id = await draft();
    const missing = () => missingNoticeDocuments(handle.db, id, PERSONAL_REPRESENTATIVE_DOCUMENTS);
    expect(await missingNoticeDocuments(handle.db, id, null)).toEqual([]);
    expect(await missing()).toEqual([
      "death certificate",
      "grant of probate, letters of administration, grant of representation or court order",
    ]);
    await upload(placer, id, pdf(), "CERTIFICATE");
    expect(await missing()).toEqual([
      "grant of probate, letters of administration, grant of representation or court order",
    ]);
    await upload(placer, id, pdf(), "COURTORDER");
    expect(await missing()).toEqual([]);
  });
});
