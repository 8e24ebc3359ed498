/** Turns a notice into one of its data representations as an HTTP response. */
import type { Notice } from "./notice-types.ts";
import { noticeToJson } from "./representations/notice-json.ts";
import { noticeToJsonLd } from "./representations/notice-jsonld.ts";
import { noticeToPdf } from "./representations/notice-pdf.ts";
import { noticeToRdfXml } from "./representations/notice-rdfxml.ts";
import { noticeToTurtle } from "./representations/notice-turtle.ts";
import { noticeToXhtml } from "./representations/notice-xhtml.ts";

export const NOTICE_DATA_FILES = {
  "data.json": "json",
  "data.xml": "xml",
  "data.jsonld": "jsonld",
  "data.ttl": "ttl",
  "data.pdf": "pdf",
  "data.rdf": "rdf",
} as const;

export type NoticeDataFormat = (typeof NOTICE_DATA_FILES)[keyof typeof NOTICE_DATA_FILES];

export function noticeDataFormat(file: string | undefined): NoticeDataFormat | null {
  return file && Object.hasOwn(NOTICE_DATA_FILES, file)
    ? NOTICE_DATA_FILES[file as keyof typeof NOTICE_DATA_FILES]
    : null;
}

const CACHE = "public, max-age=300";

export async function noticeRepresentationResponse(
  notice: Notice,
  format: NoticeDataFormat,
  siteUrl: string,
): Promise<Response> {
  const headers = new Headers({ "Cache-Control": CACHE, Vary: "Accept", "Access-Control-Allow-Origin": "*" });
  switch (format) {
    case "json":
      headers.set("Content-Type", "application/json; charset=utf-8");
      return new Response(JSON.stringify(noticeToJson(notice, siteUrl)), { headers });
    case "jsonld":
      headers.set("Content-Type", "application/ld+json; charset=utf-8");
      return new Response(JSON.stringify(noticeToJsonLd(notice, siteUrl)), { headers });
    case "xml":
      headers.set("Content-Type", "application/xhtml+xml; charset=utf-8");
      return new Response(noticeToXhtml(notice, siteUrl), { headers });
    case "ttl":
      headers.set("Content-Type", "text/turtle; charset=utf-8");
      return new Response(noticeToTurtle(notice, siteUrl), { headers });
    case "rdf":
      headers.set("Content-Type", "application/rdf+xml; charset=utf-8");
      return new Response(noticeToRdfXml(notice, siteUrl), { headers });
    case "pdf": {
      headers.set("Content-Type", "application/pdf");
      headers.set("Content-Disposition", `inline; filename="notice-${notice.id}.pdf"`);
      const bytes = await noticeToPdf(notice, siteUrl);
      return new Response(bytes as Uint8Array<ArrayBuffer>, { headers });
    }
    default: {
      const exhaustive: never = format;
      throw new Error(`Unknown format ${exhaustive}`);
    }
  }
}
