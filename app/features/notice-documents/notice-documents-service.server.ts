/**
 * Supporting documents of a placed notice (issue 12 point 4; spec §3 upload types, §4 "Posting
 * documents", §5/§9 the 25 MB limit): uploading, listing, deleting, confirming them (which closes the
 * upload until undone) and reading one back. Who: the notice's placer, or a colleague as My Gazette's rules
 * say (findMyNotice: others get a 404; a team viewer without 'place notices' sees them and changes nothing,
 * 403); staff who decide notices may read them too. Documents change only while the notice is a draft.
 *
 * For the workflow and the draft's task list: `missingNoticeDocuments` (the submit step's
 * `missingDocuments`) and `documentsTaskStatus`.
 */
import type { Database } from "../../db/client.server.ts";
import type { UploadType } from "../../db/schema/placement-values.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { hasCapability } from "../accounts/permissions.ts";
import { findMyNotice, findMyNoticeToActOn } from "../my-notices/my-notices-service.server.ts";
import { type DocumentRequirement, missingDocuments } from "../placement/placing-policy.ts";
import type { DocumentDownload } from "./document-response.ts";
import type { DocumentStore, Upload } from "./document-store.server.ts";
import {
  deleteNoticeDocumentRow,
  insertNoticeDocument,
  type NoticeDocumentRecord,
  type NoticeDocumentsState,
  selectKnownStorageKeys,
  selectNoticeDocument,
  selectNoticeDocuments,
  selectNoticeDocumentsState,
  updateDocumentsConfirmedAt,
} from "./notice-documents-repository.server.ts";

export type { NoticeDocumentRecord };

type Person = Pick<CurrentUser, "id" | "role" | "organisationId" | "permissions" | "name">;

export const NOTICE_DOCUMENT_MESSAGES = {
  notDraft: "The documents of a notice can be changed only while it is a draft.",
  confirmed: "Your documents are confirmed. Choose 'Change documents' to upload or delete a document.",
  notConfirmed: "Your documents are not confirmed, so there is nothing to change back.",
  nothingToConfirm: "Upload at least one document before you confirm your documents.",
  noSuchDocument: "There is no such document.",
  noSuchNotice: "There is no such notice.",
} as const;

/** A document as the pages show it (no storage key: that stays on the server). */
export interface NoticeDocumentView {
  id: number;
  uploadType: UploadType;
  fileName: string;
  contentType: string;
  byteSize: number;
  uploadedAt: string;
}

export interface NoticeDocumentsPage {
  notice: { id: number; title: string; status: string };
  documents: NoticeDocumentView[];
  confirmed: boolean;
  /** The notice is a draft: its documents may change (when not confirmed). */
  open: boolean;
  /** This person may change them (the placer, or a colleague who places notices). */
  mayChange: boolean;
}

const view = (d: NoticeDocumentRecord): NoticeDocumentView => ({
  id: d.id,
  uploadType: d.uploadType,
  fileName: d.fileName,
  contentType: d.contentType,
  byteSize: d.byteSize,
  uploadedAt: d.uploadedAt.toISOString(),
});

export async function noticeDocumentsPage(
  db: Database,
  user: Person,
  noticeId: number,
): Promise<NoticeDocumentsPage> {
  const notice = await findMyNotice(db, user, noticeId);
  const mayChange = await findMyNoticeToActOn(db, user, noticeId).then(
    () => true,
    () => false,
  );
  const [documents, state] = await Promise.all([
    selectNoticeDocuments(db, noticeId),
    selectNoticeDocumentsState(db, noticeId),
  ]);
  return {
    notice: { id: notice.id, title: notice.title, status: notice.status },
    documents: documents.map(view),
    confirmed: state?.documentsConfirmedAt != null,
    open: notice.status === "draft",
    mayChange,
  };
}

/** A notice's documents for staff deciding it (moderation, ADR 021); others are told there is no such notice. */
export async function noticeDocumentsForStaff(
  db: Database,
  user: Person,
  noticeId: number,
): Promise<NoticeDocumentView[]> {
  if (!hasCapability(user, "decide-notices"))
    throw new DomainError("not-found", NOTICE_DOCUMENT_MESSAGES.noSuchNotice);
  return (await selectNoticeDocuments(db, noticeId)).map(view);
}

/** Refuses a change the notice's state does not allow: past draft, or documents confirmed. */
function assertChangeable(state: NoticeDocumentsState | null, { confirmed }: { confirmed: boolean }) {
  if (!state) throw new DomainError("not-found", NOTICE_DOCUMENT_MESSAGES.noSuchNotice);
  if (state.status !== "draft") throw new DomainError("conflict", NOTICE_DOCUMENT_MESSAGES.notDraft);
  if ((state.documentsConfirmedAt !== null) !== confirmed)
    throw new DomainError(
      "conflict",
      confirmed ? NOTICE_DOCUMENT_MESSAGES.notConfirmed : NOTICE_DOCUMENT_MESSAGES.confirmed,
    );
}

/**
 * Runs `change` in a transaction holding the notice's row, after checking again (under the lock) that the
 * documents may change: a confirmation racing an upload makes one of them wait and then see the other.
 */
async function whileChangeable<T>(
  db: Database,
  noticeId: number,
  confirmed: boolean,
  change: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    assertChangeable(await selectNoticeDocumentsState(tx, noticeId, { forUpdate: true }), { confirmed });
    return change(tx);
  });
}

export type UploadResult = { ok: true; document: NoticeDocumentView } | { ok: false; message: string };

/**
 * Stores an upload as one of the notice's documents. The file is written (and checked) first, outside the
 * transaction; its row is written after, under the notice's lock. If the row cannot be written the file
 * is removed, so neither is left without the other. A refused file is `ok: false` with the message for
 * the form; a refused person or state throws.
 */
export async function uploadNoticeDocument(
  db: Database,
  store: DocumentStore,
  user: Person,
  input: { noticeId: number; uploadType: UploadType; file: Upload; at?: Date },
): Promise<UploadResult> {
  const { noticeId } = input;
  await findMyNoticeToActOn(db, user, noticeId);
  assertChangeable(await selectNoticeDocumentsState(db, noticeId), { confirmed: false });
  const stored = await store.save(input.file);
  if (!stored.ok) return stored;
  const { document } = stored;
  try {
    const id = await whileChangeable(db, noticeId, false, (tx) =>
      insertNoticeDocument(tx, {
        noticeId,
        uploadType: input.uploadType,
        ...document,
        uploadedBy: user.id,
        uploadedAt: input.at,
      }),
    );
    const record = await selectNoticeDocument(db, noticeId, id);
    return { ok: true, document: view(record!) };
  } catch (error) {
    await store.remove(document.storageKey);
    throw error;
  }
}

/** Deletes one of the notice's documents: its row, then (after the commit) its file. Its name. */
export async function deleteNoticeDocument(
  db: Database,
  store: DocumentStore,
  user: Person,
  noticeId: number,
  documentId: number,
): Promise<string> {
  await findMyNoticeToActOn(db, user, noticeId);
  const deleted = await whileChangeable(db, noticeId, false, (tx) =>
    deleteNoticeDocumentRow(tx, noticeId, documentId),
  );
  if (!deleted) throw new DomainError("not-found", NOTICE_DOCUMENT_MESSAGES.noSuchDocument);
  await store.remove(deleted.storageKey);
  return deleted.fileName;
}

/** One of the notice's documents, for the delete question (404 if not the person's to change). */
export async function findNoticeDocumentToChange(
  db: Database,
  user: Person,
  noticeId: number,
  documentId: number,
): Promise<NoticeDocumentView> {
  await findMyNoticeToActOn(db, user, noticeId);
  const document = await selectNoticeDocument(db, noticeId, documentId);
  if (!document) throw new DomainError("not-found", NOTICE_DOCUMENT_MESSAGES.noSuchDocument);
  return view(document);
}

/** A notice whose documents the person may change, for the change question (404, or 403 for a viewer). */
export async function findNoticeToChangeDocuments(
  db: Database,
  user: Person,
  noticeId: number,
): Promise<{ id: number; title: string }> {
  const notice = await findMyNoticeToActOn(db, user, noticeId);
  return { id: notice.id, title: notice.title };
}

/** Spec §4: confirming the documents closes the upload until the placer changes them. */
export async function confirmNoticeDocuments(
  db: Database,
  user: Person,
  noticeId: number,
  at = new Date(),
): Promise<void> {
  await findMyNoticeToActOn(db, user, noticeId);
  await whileChangeable(db, noticeId, false, async (tx) => {
    if ((await selectNoticeDocuments(tx, noticeId)).length === 0)
      throw new DomainError("conflict", NOTICE_DOCUMENT_MESSAGES.nothingToConfirm);
    await updateDocumentsConfirmedAt(tx, noticeId, at);
  });
}

/** Spec §4: the confirmation undone (after the placer said yes to the prompt); the upload opens again. */
export async function reopenNoticeDocuments(db: Database, user: Person, noticeId: number): Promise<void> {
  await findMyNoticeToActOn(db, user, noticeId);
  await whileChangeable(db, noticeId, true, (tx) => updateDocumentsConfirmedAt(tx, noticeId, null));
}

export type { DocumentDownload };

/**
 * A document's file for the people who may read it: those who see the notice in My Gazette, and staff who
 * decide notices. Anyone else is told there is no such document.
 */
export async function openNoticeDocument(
  db: Database,
  store: DocumentStore,
  user: Person,
  noticeId: number,
  documentId: number,
): Promise<DocumentDownload> {
  if (!hasCapability(user, "decide-notices")) await findMyNotice(db, user, noticeId);
  const document = await selectNoticeDocument(db, noticeId, documentId);
  if (!document || !(await store.exists(document.storageKey)))
    throw new DomainError("not-found", NOTICE_DOCUMENT_MESSAGES.noSuchDocument);
  return {
    fileName: document.fileName,
    contentType: document.contentType,
    byteSize: document.byteSize,
    body: store.read(document.storageKey),
  };
}

/**
 * The documents the placing policy requires that the notice lacks, in the words of the workflow's submit
 * step: pass it as `missingDocuments` to `applyNoticeStep({ event: "submit", … })`. `requirement` is
 * `placingVerdict(code, capacities).documents` (null: nothing required). A document counts once uploaded;
 * whether the placer confirmed them is the task list's business (`documentsTaskStatus`).
 */
export async function missingNoticeDocuments(
  db: Database,
  noticeId: number,
  requirement: DocumentRequirement | null,
): Promise<string[]> {
  if (!requirement) return [];
  const attached = (await selectNoticeDocuments(db, noticeId)).map((d) => d.uploadType);
  return missingDocuments(requirement, attached);
}

export type DocumentsTaskStatus = "Not started" | "In progress" | "Completed";

/** The draft's task list: nothing uploaded, uploaded but not confirmed, or confirmed. */
export async function documentsTaskStatus(db: Database, noticeId: number): Promise<DocumentsTaskStatus> {
  const [state, documents] = await Promise.all([
    selectNoticeDocumentsState(db, noticeId),
    selectNoticeDocuments(db, noticeId),
  ]);
  if (state?.documentsConfirmedAt) return "Completed";
  return documents.length === 0 ? "Not started" : "In progress";
}

/** Housekeeping: removes files no row names (a crash between the file and its row, deleted drafts). */
export function sweepDocumentStore(db: Database, store: DocumentStore, now = new Date()) {
  return store.sweep((keys) => selectKnownStorageKeys(db, keys), now);
}
