/**
 * `/notice/{id}/data.htm`: the notice as a bare XHTML fragment, to be embedded in another page (the
 * Gazette's own "htm" representation). It is lifted out of the data.xml document rather than written a
 * second time, so the two can never say different things; what the document declared on `<html>` (the
 * XHTML namespace, the language, the RDFa prefixes) moves onto the fragment's root so its RDFa still reads
 * the same triples on its own.
 */
import type { Notice } from "../notice-types.ts";
import { noticeToXhtml } from "./notice-xhtml.ts";

const HTML_START = /<html\b([^>]*)>/;

export function noticeToXhtmlFragment(notice: Notice, siteUrl: string): string {
  const document = noticeToXhtml(notice, siteUrl);
  const html = HTML_START.exec(document);
  // The article is the document's only top-level element in <body>; its end is the last one (the body
  // itself may contain articles of its own).
  const start = document.indexOf("<article", html ? html.index : 0);
  const end = document.lastIndexOf("</article>");
  if (!html || start < 0 || end < start) throw new Error("data.xml has no <article> to lift out");
  const article = document.slice(start, end + "</article>".length);
  const inherited = html[1] ?? "";
  return `${article.replace(/^<article\b/, `<article${inherited}`)}\n`;
}
