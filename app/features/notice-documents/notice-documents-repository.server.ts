/**
 * SQL of notices' supporting documents: the rows naming the stored files, and the notice's confirmation
 * of them. The files themselves are the document store's (document-store.server.ts).
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import type { DocumentContentType } from "../../db/schema/notice-documents-values.ts";
import type { NoticeStatus } from "../../db/schema/notices-values.ts";
import type { UploadType } from "../../db/schema/placement-values.ts";
import { noticeDocuments, notices } from "../../db/schema.ts";

export interface NoticeDocumentRecord {
  id: number;
  noticeId: number;
  uploadType: UploadType;
  fileName: string;
  contentType: DocumentContentType;
  byteSize: number;
  sha256: string;
  storageKey: string;
  uploadedBy: number | null;
  uploadedAt: Date;
}

export interface NoticeDocumentsState {
  status: NoticeStatus;
  documentsConfirmedAt: Date | null;
}

const columns = {
  id: noticeDocuments.id,
  noticeId: noticeDocuments.noticeId,
  uploadType: noticeDocuments.uploadType,
  fileName: noticeDocuments.fileName,
  contentType: noticeDocuments.contentType,
  byteSize: noticeDocuments.byteSize,
  sha256: noticeDocuments.sha256,
  storageKey: noticeDocuments.storageKey,
  uploadedBy: noticeDocuments.uploadedBy,
  uploadedAt: noticeDocuments.uploadedAt,
};

/** The notice's status and confirmation; with `forUpdate`, its row locked until the transaction ends. */
export async function selectNoticeDocumentsState(
  db: Database,
  noticeId: number,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<NoticeDocumentsState | null> {
  const query = db
    .select({ status: notices.status, documentsConfirmedAt: notices.documentsConfirmedAt })
    .from(notices)
    .where(eq(notices.id, noticeId));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

export async function insertNoticeDocument(
  db: Database,
  values: Omit<NoticeDocumentRecord, "id" | "uploadedAt"> & { uploadedAt?: Date },
): Promise<number> {
  const [row] = await db.insert(noticeDocuments).values(values).returning({ id: noticeDocuments.id });
  return row!.id;
}

/** A notice's documents in the order they were uploaded. */
export function selectNoticeDocuments(db: Database, noticeId: number): Promise<NoticeDocumentRecord[]> {
  return db
    .select(columns)
    .from(noticeDocuments)
    .where(eq(noticeDocuments.noticeId, noticeId))
    .orderBy(asc(noticeDocuments.uploadedAt), asc(noticeDocuments.id));
}

export async function selectNoticeDocument(
  db: Database,
  noticeId: number,
  documentId: number,
): Promise<NoticeDocumentRecord | null> {
  const [row] = await db
    .select(columns)
    .from(noticeDocuments)
    .where(and(eq(noticeDocuments.noticeId, noticeId), eq(noticeDocuments.id, documentId)));
  return row ?? null;
}

/** Deletes the row; what it named (for the file's removal after the commit), or null if it was gone. */
export async function deleteNoticeDocumentRow(
  db: Database,
  noticeId: number,
  documentId: number,
): Promise<Pick<NoticeDocumentRecord, "storageKey" | "fileName"> | null> {
  const [row] = await db
    .delete(noticeDocuments)
    .where(and(eq(noticeDocuments.noticeId, noticeId), eq(noticeDocuments.id, documentId)))
    .returning({ storageKey: noticeDocuments.storageKey, fileName: noticeDocuments.fileName });
  return row ?? null;
}

export async function updateDocumentsConfirmedAt(
  db: Database,
  noticeId: number,
  at: Date | null,
): Promise<void> {
  await db.update(notices).set({ documentsConfirmedAt: at }).where(eq(notices.id, noticeId));
}

/** Which of these storage keys a row names. */
export async function selectKnownStorageKeys(db: Database, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: noticeDocuments.storageKey })
    .from(noticeDocuments)
    .where(inArray(noticeDocuments.storageKey, [...keys]));
  return new Set(rows.map((r) => r.key));
}
