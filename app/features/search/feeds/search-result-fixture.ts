/**
 * A search result page for the feed tests: page 1 of 3 of a text search, with one notice that has a
 * location and one that does not, and a title that needs escaping. Names, companies and numbers are
 * synthetic and obviously so (domain.md, "Geography"). Each call returns a fresh object.
 */
import type { SearchQuery } from "../search-query.ts";
import type { SearchHit, SearchResult } from "../search-types.ts";

export const FIXTURE_SITE_URL = "https://gazette.example";
export const FIXTURE_SEARCH_PATH = "/all-notices/notice";
export const FIXTURE_UPDATED = "2026-11-20T12:00:00.000Z";

/** A title with every character XML gives meaning to, and some that are not ASCII. */
export const HOSTILE_TITLE = `<script>&"' Zoë Ł'Exemple & Søn Ltd`;

export function sampleSearchQuery(overrides: Partial<SearchQuery> = {}): SearchQuery {
  return {
    service: "all-notices",
    editionScope: null,
    text: "liquidator",
    categoryCodes: ["24"],
    noticeTypes: [],
    publishDate: { from: "2026-01-01", to: null },
    dateOfDeath: { from: null, to: null },
    claimExpiry: { from: null, to: null },
    locations: [],
    editions: [],
    issue: null,
    page: 1,
    pageSize: 10,
    sort: "relevance",
    cursor: null,
    ...overrides,
  };
}

function hits(): SearchHit[] {
  return [
    {
      id: 4812001,
      noticeCode: "2432",
      noticeTypeName: "Appointment of Liquidators",
      categoryCode: "24",
      categoryName: "Corporate Insolvency",
      editionId: "london",
      status: "published",
      title: "EXAMPLE WIDGETS (TESTSHIRE) LIMITED",
      snippet:
        "Notice is hereby given that the <mark>Liquidator</mark> of Example Widgets &#38; Sons was appointed",
      publishedAt: "2026-11-19T09:00:00.000Z",
      issueNumber: 64912,
      page: "21734",
      latitude: 51.507351,
      longitude: -0.127758,
      companyNumber: "99000123",
    },
    {
      id: 4812002,
      noticeCode: "2441",
      noticeTypeName: "Resolutions for Winding-up",
      categoryCode: "24",
      categoryName: "Corporate Insolvency",
      editionId: "edinburgh",
      status: "published",
      title: HOSTILE_TITLE,
      snippet: "A <mark>liquidator</mark> was named: &lt;b&gt;not bold&lt;/b&gt; &amp; done",
      publishedAt: "2026-11-18T09:00:00.000Z",
      issueNumber: 28871,
      page: null,
      latitude: null,
      longitude: null,
      companyNumber: null,
    },
    {
      id: 4812003,
      noticeCode: "2433",
      noticeTypeName: "Notices to Creditors",
      categoryCode: "24",
      categoryName: "Corporate Insolvency",
      editionId: "belfast",
      status: "published",
      title: "PLACEHOLDER HOLDINGS LIMITED",
      // An unbalanced highlight: the feed must still be well-formed.
      snippet: "The <mark>liquidator</mark> <mark>invites claims",
      publishedAt: "2026-11-14T09:00:00.000Z",
      issueNumber: 9001,
      page: "1201",
      latitude: 54.597285,
      longitude: -5.93012,
      companyNumber: "NI990045",
    },
  ];
}

export function sampleSearchResult(overrides: Partial<SearchResult> = {}): SearchResult {
  const page = overrides.query?.page ?? 1;
  const lastPage = overrides.lastPage ?? 3;
  return {
    query: sampleSearchQuery(),
    total: 25,
    totalIsApproximate: false,
    hits: hits(),
    facets: {
      categories: [{ value: "24", label: "Corporate Insolvency", count: 25 }],
      noticeTypes: [
        { value: "2432", label: "Appointment of Liquidators", count: 12 },
        { value: "2441", label: "Resolutions for Winding-up", count: 9 },
        { value: "2433", label: "Notices to Creditors", count: 4 },
      ],
      editions: [
        { value: "london", label: "The London Gazette", count: 20 },
        { value: "edinburgh", label: "The Edinburgh Gazette", count: 3 },
        { value: "belfast", label: "The Belfast Gazette", count: 2 },
      ],
      years: [{ value: "2026", label: "2026", count: 25 }],
      approximate: false,
    },
    lastPage: 3,
    // As runSearch decides it for an exact total.
    hasNextPage: page < lastPage,
    nextCursor: null,
    prevCursor: null,
    unknownLocations: [],
    searchAreas: [],
    ...overrides,
  };
}
