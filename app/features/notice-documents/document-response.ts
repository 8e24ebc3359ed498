/**
 * A stored document's download (supporting documents, court orders): always an attachment, never sniffed
 * or shown in the page, never kept by shared caches, sandboxed should a browser open it anyway. A document
 * is whatever its uploader sent, and must not run as the site. (`X-Content-Type-Options: nosniff` comes
 * from helmet, on every response.)
 */
import { attachmentDisposition } from "./document-file.ts";

export interface DocumentDownload {
  fileName: string;
  contentType: string;
  byteSize: number;
  body: ReadableStream<Uint8Array>;
}

export function documentAttachment(file: DocumentDownload): Response {
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.byteSize),
      "Content-Disposition": attachmentDisposition(file.fileName),
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}

export const documentNotFound = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
