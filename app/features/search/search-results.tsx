/** Results of a search: count, applied filters with remove links, the notices, paging, feeds, facets. */
import type { ReactNode } from "react";
import { Link, href as routePath } from "react-router";
import { Pagination } from "../../components/ui/pagination.tsx";
import { formatLongDate } from "../../lib/dates.ts";
import { NoticesMap } from "../map/notices-map.tsx";
import { editionName } from "../publications/edition-names.ts";
import { FavouriteToggle } from "../saved-notices/favourite-toggle.tsx";
import type { FilterLink } from "./search-filters.ts";
import { type SearchQuery, searchHref, toSearchParams } from "./search-query.ts";
import type { FacetCount, SearchResult } from "./search-types.ts";

/** An estimate shown to two significant figures: "about 890,000", not a false "888,561". */
function roundForDisplay(n: number): number {
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.round(n / magnitude) * magnitude;
}

export function SearchResults({
  result,
  basePath,
  filters = [],
  mapTileUrl = null,
  savedIds = [],
  saveSearchForm = null,
  postcodesLoading = false,
}: {
  result: SearchResult;
  basePath: string;
  /** The applied filters with their remove links (filterLinks, on the server). */
  filters?: readonly FilterLink[];
  mapTileUrl?: string | null;
  /** The full list of postcodes is still being loaded after a first start (geo-import-job.server.ts). */
  postcodesLoading?: boolean;
  /** The listed notices the signed-in person has saved (none for visitors). */
  savedIds?: readonly number[];
  /** The "Save this search" form (My Gazette). */
  saveSearchForm?: ReactNode;
}) {
  const q = result.query;
  const saved = new Set(savedIds);
  // An estimated last page may fall short of the real one: only an empty page is beyond the last.
  const beyondLast = q.page > 1 && result.hits.length === 0 && result.total > 0;
  const qs = toSearchParams(q).toString();
  return (
    <>
      <p className="govuk-heading-m" id="results-count" role="status">
        {result.totalIsApproximate ? "About " : ""}
        {(result.totalIsApproximate ? roundForDisplay(result.total) : result.total).toLocaleString("en-GB")}{" "}
        {result.total === 1 ? "notice" : "notices"}
      </p>
      {filters.length > 0 ? (
        <div className="app-applied-filters">
          <h2 className="govuk-heading-s govuk-!-margin-bottom-2">Filtered by</h2>
          <ul className="govuk-list">
            {filters.map((f) => (
              <li key={f.label}>
                {f.label}{" "}
                <Link className="govuk-link" to={f.removeHref}>
                  Remove<span className="govuk-visually-hidden"> filter: {f.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.unknownLocations.length > 0 ? (
        <div className="govuk-inset-text">
          We could not find {result.unknownLocations.map((l) => `“${l}”`).join(", ")}. Check the postcode or
          local authority and try again.
          {postcodesLoading
            ? " The full list of postcodes is still being loaded after the service started, so a correct postcode may not be found yet: try again in a few minutes."
            : null}
        </div>
      ) : null}
      {beyondLast ? (
        <div className="govuk-inset-text">
          There {result.lastPage === 1 ? "is only 1 page" : `are only ${result.lastPage} pages`} of results.{" "}
          <Link className="govuk-link" to={searchHref(basePath, q, result.lastPage)}>
            Go to the last page
          </Link>
        </div>
      ) : null}
      {result.total === 0 ? (
        <div className="govuk-inset-text">No notices match your search. Try fewer words or filters.</div>
      ) : null}
      <NoticesMap
        hits={result.hits}
        areas={result.searchAreas}
        locationSearch={q.locations.length > 0}
        tileUrl={mapTileUrl}
      />
      <ol className="app-notice-list app-search-results" start={(q.page - 1) * q.pageSize + 1}>
        {result.hits.map((h) => (
          <li key={h.id}>
            <h3 className="govuk-heading-s govuk-!-margin-bottom-1">
              <Link className="govuk-link" to={routePath("/notice/:id", { id: String(h.id) })}>
                {h.title}
              </Link>
            </h3>
            <p className="govuk-body-s govuk-!-margin-bottom-1">
              <strong>{h.noticeTypeName}</strong> ({h.noticeCode}) · {editionName(h.editionId)}
              {h.publishedAt ? (
                <>
                  {" "}
                  · <time dateTime={h.publishedAt.slice(0, 10)}>{formatLongDate(h.publishedAt)}</time>
                </>
              ) : null}
              {h.issueNumber ? <> · Issue {h.issueNumber}</> : null}
            </p>
            <p
              className="govuk-body-s govuk-!-margin-bottom-0 app-snippet"
              dangerouslySetInnerHTML={{ __html: h.snippet }}
            />
            <FavouriteToggle noticeId={h.id} saved={saved.has(h.id)} noticeTitle={h.title} />
          </li>
        ))}
      </ol>
      <ResultsPagination result={result} basePath={basePath} />
      {saveSearchForm}
      <p className="govuk-body govuk-!-margin-top-6">
        <a
          className="govuk-link"
          href={`${basePath}/data.feed${qs ? `?${qs}` : ""}`}
          type="application/atom+xml"
        >
          RSS feed for this search
        </a>{" "}
        ·{" "}
        <a className="govuk-link" href={`${basePath}/data.json${qs ? `?${qs}` : ""}`} type="application/json">
          This search as JSON
        </a>
      </p>
    </>
  );
}

/** Numbered pages by offset, and previous and next by keyset cursor (an index seek however deep). */
function ResultsPagination({ result, basePath }: { result: SearchResult; basePath: string }) {
  const q = result.query;
  // With an estimated total the last page is unknown: numbers go one past this page, and only while full.
  const last = result.totalIsApproximate ? q.page + (result.hasNextPage ? 1 : 0) : result.lastPage;
  if (last <= 1) return null;
  const current = Math.min(q.page, last);
  // Beyond the last page the cursors belong to the page asked for, not to the one shown as current.
  const onAskedPage = current === q.page;
  return (
    <Pagination
      label="Results pages"
      pages={{ current, last, href: (p) => searchHref(basePath, q, p), showLast: !result.totalIsApproximate }}
      previous={
        current > 1
          ? { href: searchHref(basePath, q, current - 1, onAskedPage ? result.prevCursor : null) }
          : null
      }
      next={
        onAskedPage && result.hasNextPage
          ? { href: searchHref(basePath, q, current + 1, result.nextCursor) }
          : null
      }
    />
  );
}

/** How many refinements each facet group offers: the largest, or the latest years. */
export const FACET_LINKS = 10;

/**
 * A result's facets cut to what the page shows: the page sends its data to the browser too, and a broad
 * search has ~200 notice types, of which 10 are links.
 */
export function facetsShown(facets: SearchResult["facets"]): SearchResult["facets"] {
  return {
    ...facets,
    categories: facets.categories.slice(0, FACET_LINKS),
    noticeTypes: facets.noticeTypes.slice(0, FACET_LINKS),
    editions: facets.editions.slice(0, FACET_LINKS),
    years: facets.years.slice(0, FACET_LINKS),
  };
}

/** Refinements with the number of notices each would give. */
export function SearchFacets({ result, basePath }: { result: SearchResult; basePath: string }) {
  const q = result.query;
  const group = (
    title: string,
    counts: FacetCount[],
    add: (value: string) => SearchQuery,
    max = FACET_LINKS,
  ) =>
    counts.length > 0 ? (
      <div className="app-facet">
        <h3 className="govuk-heading-s govuk-!-margin-bottom-1">{title}</h3>
        <ul className="govuk-list govuk-body-s">
          {counts.slice(0, max).map((c) => (
            <li key={c.value}>
              <Link className="govuk-link" to={searchHref(basePath, { ...add(c.value), page: 1 })}>
                {c.label}
              </Link>{" "}
              ({result.facets.approximate ? "about " : ""}
              {c.count.toLocaleString("en-GB")})
            </li>
          ))}
        </ul>
      </div>
    ) : null;
  return (
    <div className="app-facets">
      <h2 className="govuk-heading-m">Refine</h2>
      {group("Category", result.facets.categories, (v) => ({ ...q, categoryCodes: [v], noticeTypes: [] }))}
      {group("Notice type", result.facets.noticeTypes, (v) => ({
        ...q,
        noticeTypes: [v],
        categoryCodes: [],
      }))}
      {q.editionScope
        ? null
        : group("Edition", result.facets.editions, (v) => ({
            ...q,
            editions: [v as SearchQuery["editions"][number]],
          }))}
      {group("Year", result.facets.years, (v) => ({
        ...q,
        // The current year runs to today: a date after today is not a valid "to" date.
        publishDate: { from: `${v}-01-01`, to: Number(v) < new Date().getFullYear() ? `${v}-12-31` : null },
      }))}
    </div>
  );
}
