/** What a search returns: the contract between the search repository, the pages, the feeds and the map. */
import type { NoticeStatus } from "../notices/notice-types.ts";
import type { EditionId } from "../publications/editions.ts";
import type { SearchCursor } from "./search-cursor.ts";
import type { SearchQuery } from "./search-query.ts";

export interface FacetCount {
  /** The parameter value that selects it: a category code, notice code, edition id or year. */
  value: string;
  label: string;
  count: number;
}

export interface SearchFacets {
  categories: FacetCount[];
  noticeTypes: FacetCount[];
  editions: FacetCount[];
  years: FacetCount[];
  /** Counted from a sample for very broad searches: shown as "about N". */
  approximate: boolean;
}

export interface SearchHit {
  id: number;
  noticeCode: string;
  noticeTypeName: string;
  categoryCode: string;
  categoryName: string;
  editionId: EditionId;
  status: NoticeStatus;
  title: string;
  /** Sanitised HTML: plain text with the matched words in <mark>. */
  snippet: string;
  publishedAt: string | null;
  issueNumber: number | null;
  page: string | null;
  latitude: number | null;
  longitude: number | null;
  companyNumber: string | null;
}

/** A postcode block of the search, as the search resolved it: the circle the results were drawn from. */
export interface SearchArea {
  /** The postcode or postcode district as searched (normalised, e.g. "SW1A 1AA" or "SW1A"). */
  postcode: string;
  /** The postcode's centre (a district's: the mean of its postcodes). */
  latitude: number;
  longitude: number;
  miles: number;
}

export interface SearchResult {
  query: SearchQuery;
  total: number;
  /** True when the total was capped (very broad searches): shown as "more than N". */
  totalIsApproximate: boolean;
  hits: SearchHit[];
  facets: SearchFacets;
  /** The last page by the total; an estimate when the total is (then `hasNextPage` decides). */
  lastPage: number;
  /** Whether a next page can hold matches: a full page of an estimated total always may. */
  hasNextPage: boolean;
  /** Keys for the next and previous links (keyset paging); null where those go by page number. */
  nextCursor: SearchCursor | null;
  prevCursor: SearchCursor | null;
  /** Postcodes or local authorities of the location search that were not found. */
  unknownLocations: string[];
  /** The postcode blocks that were found, in the order searched (local authorities have no circle). */
  searchAreas: SearchArea[];
}
