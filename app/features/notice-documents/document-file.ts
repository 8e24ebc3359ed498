/**
 * What a supporting document may be (spec §9: the known file types; §5: 25 MB or larger refused), and the
 * words for a refusal. Pure: the form's field (its `accept` and the browser-side checks), the store that
 * checks the bytes as they arrive, and the tests share it.
 */
import {
  DOCUMENT_FORMATS,
  type DocumentContentType,
  type DocumentExtension,
} from "../../db/schema/notice-documents-values.ts";
import { file } from "../../lib/forms/field-schemas.ts";

export { UPLOAD_LIMIT_BYTES } from "../../lib/forms/messages.ts";

export const DOCUMENT_MESSAGES = {
  required: "Select a file to upload.",
  wrongType:
    "The selected file must be a PDF, PNG, JPG, GIF, BMP, DOC, DOCX, ODT, XLS, XLSX, PPT, PPTX, TXT, ZIP or RAR file.",
  notWhatItSays: "The selected file is not the kind of file its name says it is.",
  empty: "The selected file is empty.",
  uploadType: "Select what the document is.",
  unreadable: "The upload could not be read. Please try again.",
} as const;

/** Name endings another system may use for one of ours. */
const ALIASES: Readonly<Record<string, DocumentExtension>> = { jpeg: "jpg" };

/** The file's kind by its name's ending (`Scan.PDF` → pdf), or null when it is not one we take. */
export function documentExtension(fileName: string): DocumentExtension | null {
  const ending = /\.([A-Za-z0-9]{1,5})$/.exec(fileName.trim())?.[1]?.toLowerCase();
  if (!ending) return null;
  if (ending in DOCUMENT_FORMATS) return ending as DocumentExtension;
  return ALIASES[ending] ?? null;
}

export function contentTypeOf(extension: DocumentExtension): DocumentContentType {
  return DOCUMENT_FORMATS[extension];
}

/**
 * The list's icon class for a file: `app-file-icon--pdf` and so on for the known types (spec §9), a
 * generic one otherwise.
 */
export function fileIconClass(fileName: string): string {
  return `app-file-icon app-file-icon--${documentExtension(fileName) ?? "other"}`;
}

/**
 * The name as shown and sent back in Content-Disposition: the last path part (some browsers send a whole
 * path), without control characters, at most 200 characters keeping the ending.
 */
export function cleanFileName(name: string): string {
  const base = (name.split(/[\\/]/).at(-1) ?? "").replace(/[\p{Cc}\p{Cf}]/gu, "").trim();
  if (base.length <= 200) return base || "document";
  const ending = /\.[A-Za-z0-9]{1,5}$/.exec(base)?.[0] ?? "";
  return base.slice(0, 200 - ending.length) + ending;
}

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => new TextEncoder().encode(text);

const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const ZIP = [ascii("PK\x03\x04"), ascii("PK\x05\x06")];

/** How each kind of file begins (magic numbers): a file must begin as its name says. */
const SIGNATURES: Readonly<Record<Exclude<DocumentExtension, "txt">, readonly Uint8Array[]>> = {
  pdf: [ascii("%PDF-")],
  png: [bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
  jpg: [bytes(0xff, 0xd8, 0xff)],
  gif: [ascii("GIF87a"), ascii("GIF89a")],
  bmp: [ascii("BM")],
  doc: [OLE],
  xls: [OLE],
  ppt: [OLE],
  // The Office Open XML and OpenDocument formats are ZIP archives.
  docx: ZIP,
  xlsx: ZIP,
  pptx: ZIP,
  odt: ZIP,
  zip: ZIP,
  rar: [ascii("Rar!\x1a\x07")],
};

const startsWith = (head: Uint8Array, prefix: Uint8Array) =>
  head.length >= prefix.length && prefix.every((byte, i) => head[i] === byte);

/** How many of the first bytes `looksLike` needs. */
export const SNIFF_BYTES = 8192;

/**
 * Do the file's first bytes fit its kind? Text has no NUL byte in its first 8 KB; every other kind starts
 * with its signature. Cheap, and enough that a program renamed `.pdf` is refused.
 */
export function looksLike(extension: DocumentExtension, head: Uint8Array): boolean {
  if (extension === "txt") return !head.subarray(0, SNIFF_BYTES).includes(0);
  return SIGNATURES[extension].some((prefix) => startsWith(head, prefix));
}

/**
 * The form's file field: chosen (unless `required` is null: optional), under 25 MB (the spec's message),
 * of a type we take. Court orders (features/injunctions) follow the same rules with their own words.
 */
export function documentFile({ required = DOCUMENT_MESSAGES.required }: { required?: string | null } = {}) {
  const extensions = [...Object.keys(DOCUMENT_FORMATS), ...Object.keys(ALIASES)];
  return file({
    types: [...new Set(Object.values(DOCUMENT_FORMATS))],
    extensions,
    required: required ?? undefined,
    wrongType: DOCUMENT_MESSAGES.wrongType,
    acceptsFile: (chosen) => documentExtension(chosen.name) !== null,
  });
}

/** "840 KB", "3.2 MB": a document's size as the list shows it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("en-GB")} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The file's kind in capitals for its icon ("PDF"), or "FILE". */
export function fileIconText(fileName: string): string {
  return (documentExtension(fileName) ?? "file").toUpperCase();
}

/**
 * `Content-Disposition: attachment` with the file's own name: an ASCII fallback for old clients and the
 * UTF-8 name (RFC 6266, RFC 8187), so the browser saves the file and never shows it in the page.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
