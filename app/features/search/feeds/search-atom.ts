/**
 * `/{service}/notice/data.feed`: a search result page as an Atom 1.0 feed, with the facet counts (`f:`),
 * OpenSearch paging (`openSearch:`) and locations (`geo:`) consumers of the real service read (domain.md,
 * "Search and feeds"). Written as text, not through a DOM: every value goes through the XML escaping
 * helpers, so titles with `&`, `<` or control characters cannot break the document.
 */
import { escapeXmlAttribute, escapeXmlText } from "../../notices/representations/xhtml-text.ts";
import type { SearchResult } from "../search-types.ts";
import {
  ATOM_NAMESPACE,
  buildSearchFeed,
  FACETS_NAMESPACE,
  type FeedEntry,
  type FeedLink,
  GEO_NAMESPACE,
  OPENSEARCH_NAMESPACE,
  type SearchFeed,
  type SearchFeedOptions,
  XHTML_NAMESPACE,
} from "./search-feed.ts";

export type Attributes = Record<string, string | number | null | undefined>;

/** The Atom writing helpers are shared with the other Atom feeds (a bundle's notices, features/bundles). */
export function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeXmlAttribute(String(v))}"`)
    .join("");
}

/** An element with text content (escaped) on one line. */
export function textElement(
  indent: string,
  name: string,
  text: string | number,
  attrs: Attributes = {},
): string {
  return `${indent}<${name}${attributes(attrs)}>${escapeXmlText(String(text))}</${name}>`;
}

export function emptyElement(indent: string, name: string, attrs: Attributes): string {
  return `${indent}<${name}${attributes(attrs)}/>`;
}

export function linkElement(indent: string, link: FeedLink): string {
  return emptyElement(indent, "link", { rel: link.rel, type: link.type, href: link.href });
}

function entryLines(entry: FeedEntry): string[] {
  const i = "    ";
  const lines = [
    "  <entry>",
    textElement(i, "id", entry.id),
    textElement(i, "title", entry.title, { type: "text" }),
    textElement(i, "updated", entry.updated),
  ];
  if (entry.published) lines.push(textElement(i, "published", entry.published));
  lines.push(`${i}<author>`, textElement(`${i}  `, "name", entry.author), `${i}</author>`);
  lines.push(emptyElement(i, "category", { term: entry.noticeTypeName }));
  lines.push(
    textElement(i, "f:notice-code", entry.noticeCode),
    textElement(i, "f:status", entry.status),
    textElement(i, "f:category-code", entry.categoryCode),
    textElement(i, "f:edition", entry.edition),
  );
  if (entry.issue !== null) lines.push(textElement(i, "f:issue", entry.issue));
  if (entry.page !== null) lines.push(textElement(i, "f:page", entry.page));
  if (entry.companyNumber !== null) lines.push(textElement(i, "f:company-number", entry.companyNumber));
  for (const link of entry.links) lines.push(linkElement(i, link));
  // The fragment is already well-formed XHTML (snippetToXhtml): it is placed as markup, not escaped again.
  // It is an excerpt, so it is the summary; the content is the notice itself, by reference (RFC 4287
  // 4.1.3.2), since a search page does not load whole notices.
  lines.push(`${i}<summary type="xhtml"><div xmlns="${XHTML_NAMESPACE}">${entry.summary}</div></summary>`);
  lines.push(emptyElement(i, "content", { type: "application/xhtml+xml", src: entry.contentSrc }));
  if (entry.point) {
    lines.push(
      `${i}<geo:Point>`,
      textElement(`${i}  `, "geo:lat", entry.point.lat),
      textElement(`${i}  `, "geo:long", entry.point.long),
      `${i}</geo:Point>`,
    );
  }
  lines.push("  </entry>");
  return lines;
}

/** Serialises the feed model; exported for the JSON mirror's tests, which compare the two. */
export function searchFeedToAtom(feed: SearchFeed): string {
  const i = "  ";
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed${attributes({
      xmlns: ATOM_NAMESPACE,
      "xmlns:f": FACETS_NAMESPACE,
      "xmlns:geo": GEO_NAMESPACE,
      "xmlns:openSearch": OPENSEARCH_NAMESPACE,
    })}>`,
    textElement(i, "id", feed.id),
    textElement(i, "title", feed.title, { type: "text" }),
    textElement(i, "updated", feed.updated),
    `${i}<author>`,
    textElement(`${i}  `, "name", feed.author),
    `${i}</author>`,
    textElement(i, "rights", feed.rights),
    ...feed.links.map((link) => linkElement(i, link)),
    textElement(i, "f:total", feed.total, { approximate: feed.totalIsApproximate ? "true" : null }),
    textElement(i, "f:page-number", feed.pageNumber),
    textElement(i, "f:page-size", feed.pageSize),
    textElement(i, "f:last-page", feed.lastPage),
    // OpenSearch has no word for an estimate: our namespace's attribute says so, as on f:total.
    textElement(i, "openSearch:totalResults", feed.total, {
      "f:approximate": feed.totalIsApproximate ? "true" : null,
    }),
    textElement(i, "openSearch:startIndex", feed.startIndex),
    textElement(i, "openSearch:itemsPerPage", feed.pageSize),
    emptyElement(i, "openSearch:Query", {
      role: "request",
      searchTerms: feed.searchTerms || null,
      startPage: feed.pageNumber,
    }),
    ...feed.unknownLocations.map((l) => textElement(i, "f:unknown-location", l)),
    `${i}<f:facets${attributes({ approximate: feed.facetsApproximate ? "true" : null })}>`,
  ];
  for (const facet of feed.facets) {
    lines.push(`${i}  <f:facet${attributes({ name: facet.name, parameter: facet.parameter })}>`);
    for (const v of facet.values)
      lines.push(emptyElement(`${i}    `, "f:value", { term: v.value, label: v.label, count: v.count }));
    lines.push(`${i}  </f:facet>`);
  }
  lines.push(`${i}</f:facets>`);
  for (const entry of feed.entries) lines.push(...entryLines(entry));
  lines.push("</feed>", "");
  return lines.join("\n");
}

export function searchResultToAtom(result: SearchResult, opts: SearchFeedOptions): string {
  return searchFeedToAtom(buildSearchFeed(result, opts, "atom"));
}
