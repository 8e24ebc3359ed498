/**
 * The kinds of file a placer may upload as a notice's supporting document (spec §9 "known file types for
 * icons"), each by its file name ending and the content type the Gazette stores and serves it as. Pure, so
 * the form, the storage and the CHECK on notice_documents.content_type say the same list.
 */
export const DOCUMENT_FORMATS = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  bmp: "image/bmp",
  doc: "application/msword",
  xls: "application/vnd.ms-excel",
  ppt: "application/vnd.ms-powerpoint",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  odt: "application/vnd.oasis.opendocument.text",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  txt: "text/plain",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  zip: "application/zip",
  rar: "application/vnd.rar",
} as const;

export type DocumentExtension = keyof typeof DOCUMENT_FORMATS;
export type DocumentContentType = (typeof DOCUMENT_FORMATS)[DocumentExtension];

/** The stored content types, once each (jpg and jpeg share one), for the column's CHECK. */
export const DOCUMENT_CONTENT_TYPES = [...new Set(Object.values(DOCUMENT_FORMATS))] as [
  DocumentContentType,
  ...DocumentContentType[],
];
