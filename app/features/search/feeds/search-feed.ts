/**
 * One search result page as a feed, independent of its syntax. The Atom (`data.feed`) and JSON
 * (`data.json`) forms are both written from this model, which is what keeps the JSON a faithful mirror
 * of the Atom structure (domain.md, "Search and feeds"): same ids, links, counts and entries.
 */
import { noticeLinks, noticeUri } from "../../notices/representations/vocabulary.ts";
import { decodeEntities, escapeXmlText } from "../../notices/representations/xhtml-text.ts";
import { getEdition } from "../../publications/editions.ts";
import type { SearchCursor } from "../search-cursor.ts";
import { toSearchParams } from "../search-query.ts";
import type { FacetCount, SearchHit, SearchResult } from "../search-types.ts";

/**
 * The `f:` namespace is the real service's, whatever host this deployment answers on: consumers match
 * elements by namespace IRI, so one that varied with the host would hide `f:total` and the facets from
 * code written against the real feeds (and from the same code reading a test deployment).
 */
export const FACETS_NAMESPACE = "https://www.thegazette.co.uk/facets";
export const GEO_NAMESPACE = "http://www.w3.org/2003/01/geo/wgs84_pos#";
export const OPENSEARCH_NAMESPACE = "http://a9.com/-/spec/opensearch/1.1/";
export const ATOM_NAMESPACE = "http://www.w3.org/2005/Atom";
export const XHTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

export const ATOM_MEDIA_TYPE = "application/atom+xml";
export const JSON_MEDIA_TYPE = "application/json";

/** Notices are Crown copyright, published under the Open Government Licence. */
export const FEED_RIGHTS =
  "Crown copyright. Published under the Open Government Licence v3.0: " +
  "https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/";

export interface SearchFeedOptions {
  /** The site's base URL, without a trailing slash (a trailing slash is tolerated). */
  siteUrl: string;
  /** The HTML search page's path, e.g. `/all-notices/notice` or `/insolvency/london/notice`. */
  searchPath: string;
  title: string;
  /** ISO timestamp: when the feed was generated. */
  updated: string;
}

export type FeedFormat = "atom" | "json";

export interface FeedLink {
  rel: string;
  href: string;
  type?: string;
}

export type FacetName = "category" | "notice-type" | "edition" | "year";

export interface FeedFacet {
  name: FacetName;
  /** The search parameter a value of this facet is given to; null when no single parameter selects it. */
  parameter: string | null;
  values: FacetCount[];
}

export interface FeedEntry {
  id: string;
  title: string;
  /** RFC 3339; null for a notice without a publication date (the feed's own date stands in for `updated`). */
  published: string | null;
  updated: string;
  author: string;
  noticeCode: string;
  status: string;
  categoryCode: string;
  /** The notice type name: Atom's category/@term (domain.md). */
  noticeTypeName: string;
  edition: string;
  issue: number | null;
  page: string | null;
  companyNumber: string | null;
  links: FeedLink[];
  /** The excerpt as a well-formed XHTML fragment (text with <mark> only), to be placed in an XHTML div. */
  summary: string;
  /** The excerpt as plain text: no markup and no escapes, for formats that are not XML. */
  summaryText: string;
  /** The whole notice as XHTML, which Atom's `content` refers to (the search has only the excerpt). */
  contentSrc: string;
  point: { lat: number; long: number } | null;
}

export interface SearchFeed {
  id: string;
  title: string;
  updated: string;
  author: string;
  rights: string;
  links: FeedLink[];
  total: number;
  totalIsApproximate: boolean;
  pageNumber: number;
  pageSize: number;
  lastPage: number;
  /** 1-based index of the first entry of this page (OpenSearch startIndex). */
  startIndex: number;
  searchTerms: string;
  facetsApproximate: boolean;
  facets: FeedFacet[];
  /** Postcodes or local authorities of the query that were not found, so a client can tell the user. */
  unknownLocations: string[];
  entries: FeedEntry[];
}

const stripTrailingSlash = (s: string) => s.replace(/\/+$/, "");

/**
 * Atom dates are RFC 3339 date-times. Hits carry ISO timestamps; a bare date (YYYY-MM-DD) is read as
 * midnight UTC so that a stray date-only value still yields a valid feed.
 */
export function toRfc3339(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value}T00:00:00Z`;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

const MARK_TAG = /<(\/?)mark\b[^>]*>/gi;

/**
 * The search snippet (sanitised HTML: text with <mark> around matched words) as a well-formed XHTML
 * fragment. Only <mark> survives, balanced and without attributes; entities are decoded and the text
 * re-escaped for XML, so any other markup shows as text instead of breaking the feed.
 */
export function snippetToXhtml(snippet: string): string {
  const text = (raw: string) => escapeXmlText(decodeEntities(raw));
  let out = "";
  let open = false;
  let last = 0;
  for (const m of snippet.matchAll(MARK_TAG)) {
    out += text(snippet.slice(last, m.index));
    last = m.index + m[0].length;
    const closing = m[1] === "/";
    // Nested or stray tags are dropped: <mark> cannot usefully nest, and a stray end tag would be an error.
    if (!closing && !open) {
      out += "<mark>";
      open = true;
    } else if (closing && open) {
      out += "</mark>";
      open = false;
    }
  }
  out += text(snippet.slice(last));
  if (open) out += "</mark>";
  return out;
}

/** The snippet's text without the highlights and with its entities decoded. */
export function snippetToText(snippet: string): string {
  return decodeEntities(snippet.replace(MARK_TAG, ""));
}

function entryOf(hit: SearchHit, siteUrl: string, fallbackUpdated: string): FeedEntry {
  const links = noticeLinks(siteUrl, hit.id);
  const published = hit.publishedAt ? toRfc3339(hit.publishedAt) : null;
  const hasPoint =
    hit.latitude !== null &&
    hit.longitude !== null &&
    Number.isFinite(hit.latitude) &&
    Number.isFinite(hit.longitude);
  return {
    id: noticeUri(siteUrl, hit.id),
    title: hit.title,
    published,
    updated: published ?? fallbackUpdated,
    // The edition is the publisher of record of a notice.
    author: getEdition(hit.editionId)?.name ?? "The Gazette",
    noticeCode: hit.noticeCode,
    status: hit.status,
    categoryCode: hit.categoryCode,
    noticeTypeName: hit.noticeTypeName,
    edition: hit.editionId,
    issue: hit.issueNumber,
    page: hit.page,
    companyNumber: hit.companyNumber,
    links: [
      { rel: "alternate", type: "text/html", href: links.html },
      { rel: "alternate", type: "application/json", href: links.json },
      { rel: "alternate", type: "application/ld+json", href: links.jsonld },
      { rel: "alternate", type: "application/xhtml+xml", href: links.xml },
      { rel: "alternate", type: "text/turtle", href: links.ttl },
      { rel: "alternate", type: "application/pdf", href: links.pdf },
    ],
    summary: snippetToXhtml(hit.snippet),
    summaryText: snippetToText(hit.snippet),
    contentSrc: links.xml,
    point: hasPoint ? { lat: hit.latitude as number, long: hit.longitude as number } : null,
  };
}

/** The feed model of a search result, with links to the given format's pages. */
export function buildSearchFeed(
  result: SearchResult,
  opts: SearchFeedOptions,
  format: FeedFormat,
): SearchFeed {
  const siteUrl = stripTrailingSlash(opts.siteUrl);
  const searchPath = stripTrailingSlash(opts.searchPath);
  const { query } = result;
  const page = query.page;
  // A search with no results still has one (empty) page, which first and last point at.
  const lastPage = Math.max(1, result.lastPage);
  const queryString = (p: number, cursor: SearchCursor | null = null) => {
    const s = toSearchParams(query, { page: p, cursor }).toString();
    return s ? `?${s}` : "";
  };
  const feedFile = format === "atom" ? "data.feed" : "data.json";
  const otherFile = format === "atom" ? "data.json" : "data.feed";
  const ownType = format === "atom" ? ATOM_MEDIA_TYPE : JSON_MEDIA_TYPE;
  const otherType = format === "atom" ? JSON_MEDIA_TYPE : ATOM_MEDIA_TYPE;
  const feedUrl = (p: number, cursor: SearchCursor | null = null) =>
    `${siteUrl}${searchPath}/${feedFile}${queryString(p, cursor)}`;
  const htmlUrl = (p: number) => `${siteUrl}${searchPath}${queryString(p)}`;

  const links: FeedLink[] = [
    { rel: "self", type: ownType, href: feedUrl(page, query.cursor) },
    { rel: "alternate", type: "text/html", href: htmlUrl(page) },
    { rel: "alternate", type: otherType, href: `${siteUrl}${searchPath}/${otherFile}${queryString(page)}` },
    { rel: "first", type: ownType, href: feedUrl(1) },
  ];
  // Beyond the last page, "previous" leads back to the last page that has results (when that is known).
  if (page > 1) {
    const prev = result.totalIsApproximate ? page - 1 : Math.min(page - 1, lastPage);
    links.push({
      rel: "prev",
      type: ownType,
      href: feedUrl(prev, prev === page - 1 ? result.prevCursor : null),
    });
  }
  // Next and previous carry a keyset cursor where there is one: an index seek however deep the page.
  if (result.hasNextPage)
    links.push({ rel: "next", type: ownType, href: feedUrl(page + 1, result.nextCursor) });
  // An estimated total does not know its last page: a guessed "last" could be empty or cut matches off.
  if (!result.totalIsApproximate) links.push({ rel: "last", type: ownType, href: feedUrl(lastPage) });

  const updated = toRfc3339(opts.updated);
  return {
    // The feed's own address, as on the real service: consumers page by rewriting `results-page` in it.
    id: feedUrl(page),
    title: opts.title,
    updated,
    author: "The Gazette",
    rights: FEED_RIGHTS,
    links,
    total: result.total,
    totalIsApproximate: result.totalIsApproximate,
    pageNumber: page,
    pageSize: query.pageSize,
    lastPage,
    startIndex: (page - 1) * query.pageSize + 1,
    searchTerms: query.text,
    facetsApproximate: result.facets.approximate,
    facets: [
      { name: "category", parameter: "categorycode", values: result.facets.categories },
      { name: "notice-type", parameter: "noticetypes", values: result.facets.noticeTypes },
      { name: "edition", parameter: "edition", values: result.facets.editions },
      // A year is chosen through start-publish-date and end-publish-date, not one parameter.
      { name: "year", parameter: null, values: result.facets.years },
    ],
    unknownLocations: result.unknownLocations,
    entries: result.hits.map((hit) => entryOf(hit, siteUrl, updated)),
  };
}
