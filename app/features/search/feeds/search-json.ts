/**
 * `/{service}/notice/data.json`: the search feed as JSON, mirroring the Atom structure as the real
 * service's JSON does (domain.md: `entry[]`, attributes as `@href`, `@rel`). Element names keep their
 * Atom prefixes (`f:total`, `geo:Point`) so code written against one form reads the other. Numbers stay
 * numbers and optional elements are left out, as they are in the Atom.
 */
import type { SearchResult } from "../search-types.ts";
import {
  buildSearchFeed,
  type FeedEntry,
  type FeedLink,
  type SearchFeed,
  type SearchFeedOptions,
} from "./search-feed.ts";

export interface FeedLinkJson {
  "@rel": string;
  "@href": string;
  "@type"?: string;
}

export interface FeedFacetValueJson {
  "@term": string;
  "@label": string;
  "@count": number;
}

export interface FeedFacetJson {
  "@name": string;
  "@parameter"?: string;
  "f:value": FeedFacetValueJson[];
}

export interface FeedEntryJson {
  id: string;
  title: string;
  published?: string;
  updated: string;
  author: { name: string };
  category: { "@term": string };
  "f:notice-code": string;
  "f:status": string;
  "f:category-code": string;
  "f:edition": string;
  /** A string like `f:page` (page labels such as `B61` are not numbers): one type for both. */
  "f:issue"?: string;
  "f:page"?: string;
  "f:company-number"?: string;
  link: FeedLinkJson[];
  /** The excerpt as plain text, unescaped: the Atom summary's text. */
  content: string;
  "geo:Point"?: { "geo:lat": number; "geo:long": number };
}

export interface SearchFeedJson {
  id: string;
  title: string;
  updated: string;
  author: { name: string };
  rights: string;
  link: FeedLinkJson[];
  "f:total": number;
  /** Atom's `f:total/@approximate`: true when the total was capped ("more than N"). */
  "f:total-approximate": boolean;
  "f:page-number": number;
  "f:page-size": number;
  "f:last-page": number;
  "openSearch:totalResults": number;
  "openSearch:startIndex": number;
  "openSearch:itemsPerPage": number;
  "openSearch:Query": { "@role": "request"; "@searchTerms"?: string; "@startPage": number };
  "f:unknown-location": string[];
  "f:facets": { "@approximate": boolean; "f:facet": FeedFacetJson[] };
  entry: FeedEntryJson[];
}

function linkJson(link: FeedLink): FeedLinkJson {
  return { "@rel": link.rel, "@href": link.href, ...(link.type ? { "@type": link.type } : {}) };
}

function entryJson(e: FeedEntry): FeedEntryJson {
  return {
    id: e.id,
    title: e.title,
    ...(e.published ? { published: e.published } : {}),
    updated: e.updated,
    author: { name: e.author },
    category: { "@term": e.noticeTypeName },
    "f:notice-code": e.noticeCode,
    "f:status": e.status,
    "f:category-code": e.categoryCode,
    "f:edition": e.edition,
    ...(e.issue !== null ? { "f:issue": String(e.issue) } : {}),
    ...(e.page !== null ? { "f:page": e.page } : {}),
    ...(e.companyNumber !== null ? { "f:company-number": e.companyNumber } : {}),
    link: e.links.map(linkJson),
    content: e.summaryText,
    ...(e.point ? { "geo:Point": { "geo:lat": e.point.lat, "geo:long": e.point.long } } : {}),
  };
}

export function searchFeedToJson(feed: SearchFeed): SearchFeedJson {
  return {
    id: feed.id,
    title: feed.title,
    updated: feed.updated,
    author: { name: feed.author },
    rights: feed.rights,
    link: feed.links.map(linkJson),
    "f:total": feed.total,
    "f:total-approximate": feed.totalIsApproximate,
    "f:page-number": feed.pageNumber,
    "f:page-size": feed.pageSize,
    "f:last-page": feed.lastPage,
    "openSearch:totalResults": feed.total,
    "openSearch:startIndex": feed.startIndex,
    "openSearch:itemsPerPage": feed.pageSize,
    "openSearch:Query": {
      "@role": "request",
      ...(feed.searchTerms ? { "@searchTerms": feed.searchTerms } : {}),
      "@startPage": feed.pageNumber,
    },
    "f:unknown-location": feed.unknownLocations,
    "f:facets": {
      "@approximate": feed.facetsApproximate,
      "f:facet": feed.facets.map((f) => ({
        "@name": f.name,
        ...(f.parameter ? { "@parameter": f.parameter } : {}),
        "f:value": f.values.map((v) => ({ "@term": v.value, "@label": v.label, "@count": v.count })),
      })),
    },
    entry: feed.entries.map(entryJson),
  };
}

export function searchResultToJson(result: SearchResult, opts: SearchFeedOptions): SearchFeedJson {
  return searchFeedToJson(buildSearchFeed(result, opts, "json"));
}
