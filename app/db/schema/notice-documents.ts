/**
 * Supporting documents uploaded with a notice (issue 12 point 4; spec §3 "Upload types"). The file itself
 * is on disk under DATA_DIR, outside the web root, named by `storage_key`; the row says what it is. A row
 * is written only after its file is in place and removed before its file, so a row never names a missing
 * file (a file without a row is swept up by housekeeping).
 */
import { index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { oneOf, timestamptz } from "./columns.ts";
import { DOCUMENT_CONTENT_TYPES } from "./notice-documents-values.ts";
import { notices } from "./notices.ts";
import { UPLOAD_TYPES } from "./placement-values.ts";

export * from "./notice-documents-values.ts";

export const noticeDocuments = pgTable(
  "notice_documents",
  {
    id: serial("id").primaryKey(),
    noticeId: integer("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    uploadType: text("upload_type", { enum: UPLOAD_TYPES }).notNull(),
    /** The name the file had on the placer's computer, cleaned of control characters. */
    fileName: text("file_name").notNull(),
    /** Ours, from the file's name ending and checked against its first bytes, never the browser's claim. */
    contentType: text("content_type", { enum: DOCUMENT_CONTENT_TYPES }).notNull(),
    byteSize: integer("byte_size").notNull(),
    /** Hex SHA-256 of the stored bytes. */
    sha256: text("sha256").notNull(),
    /** The file's name in the document store (random; never derived from what the user sent). */
    storageKey: text("storage_key").notNull(),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    uploadedAt: timestamptz("uploaded_at").notNull().defaultNow(),
  },
  (t) => [
    index("notice_documents_notice_idx").on(t.noticeId),
    uniqueIndex("notice_documents_storage_key").on(t.storageKey),
    oneOf(t.uploadType, UPLOAD_TYPES),
    oneOf(t.contentType, DOCUMENT_CONTENT_TYPES),
  ],
);
