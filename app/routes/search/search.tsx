import { appContext } from "../../context.ts";
import { getCurrentUser } from "../../features/accounts/require-user.server.ts";
import { chooseRepresentation } from "../../features/notices/representations/negotiation.ts";
import { redirectToCanonicalEdition } from "../../features/publications/edition-path.ts";
import { savedAmong } from "../../features/saved-notices/saved-notices-service.server.ts";
import { SaveSearchForm } from "../../features/saved-searches/save-search-form.tsx";
import { describeSearch } from "../../features/saved-searches/saved-search-name.ts";
import { FilterPanel } from "../../features/search/filter-panel.tsx";
import { filterLinks } from "../../features/search/search-filters.ts";
import { SearchForm } from "../../features/search/search-form.tsx";
import { searchForPage, searchScope } from "../../features/search/search-page-service.server.ts";
import { toSearchParams } from "../../features/search/search-query.ts";
import { facetsShown, SearchFacets, SearchResults } from "../../features/search/search-results.tsx";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/search";

/** `Accept: application/atom+xml` or JSON at the search page answers with the feed (domain.md). */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    const url = new URL(request.url);
    if (request.method === "GET" && !url.pathname.endsWith(".data")) {
      const accept = request.headers.get("accept") ?? "";
      const wantsFeed = /application\/atom\+xml/.test(accept) && !/text\/html/.test(accept);
      if (wantsFeed || chooseRepresentation(accept) === "json") {
        const target = new URL(`${url.pathname}/${wantsFeed ? "data.feed" : "data.json"}${url.search}`, url);
        return new Response(null, {
          status: 303,
          headers: { Location: target.pathname + target.search, Vary: "Accept" },
        });
      }
    }
    const response = await next();
    response.headers.append("Vary", "Accept");
    return response;
  },
];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  redirectToCanonicalEdition(request, params.edition);
  const scope = searchScope(params.service, params.edition);
  if (!scope) notFound();
  const { db, mapTileUrl } = context.get(appContext);
  const { parsed, result, postcodesLoading } = await searchForPage(db, scope, new URL(request.url));
  const savedIds = await savedAmong(
    db,
    getCurrentUser(context)?.id,
    result.hits.map((h) => h.id),
  );
  return {
    savedIds,
    saveSearch: {
      path: scope.basePath,
      query: toSearchParams(result.query, { page: 1 }).toString(),
      name: describeSearch(scope.title, result.query),
    },
    scope,
    result: { ...result, facets: facetsShown(result.facets) },
    filters: filterLinks(result.query, scope.basePath),
    entered: parsed.entered,
    problems: parsed.problems,
    locationCount: parsed.locationBlocks,
    mapTileUrl,
    postcodesLoading,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: "Page not found - The Gazette" }];
  const { scope, result } = loaderData;
  const words = result.query.text ? `“${result.query.text}” - ` : "";
  const query = toSearchParams(result.query, { page: 1 }).toString();
  const feedQuery = query ? `?${query}` : "";
  return [
    {
      title: `${words}${scope.title}${result.query.page > 1 ? ` (page ${result.query.page})` : ""} - The Gazette`,
    },
    // The feeds of this search (from its first page, where a feed reader starts), not of every notice.
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      href: `${scope.basePath}/data.feed${feedQuery}`,
    },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/json",
      href: `${scope.basePath}/data.json${feedQuery}`,
    },
  ];
};

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const {
    scope,
    result,
    entered,
    problems,
    locationCount,
    mapTileUrl,
    savedIds,
    saveSearch,
    postcodesLoading,
    filters,
  } = loaderData;
  return (
    <>
      {problems.length > 0 ? (
        <div className="govuk-error-summary" data-module="govuk-error-summary">
          <div role="alert">
            <h2 className="govuk-error-summary__title">There is a problem with your search</h2>
            <div className="govuk-error-summary__body">
              <ul className="govuk-list govuk-error-summary__list">
                {problems.map((p) => (
                  <li key={`${p.field}-${p.message}`}>
                    <a href={`#${p.field === "text" ? "search-text" : p.field.replace(/[^a-z0-9]+/gi, "-")}`}>
                      {p.message}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      ) : null}
      <h1 className="govuk-heading-xl">{scope.title}</h1>
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-one-third">
          {/* Open from the start when the error summary above links to fields inside it. */}
          <FilterPanel startOpen={problems.length > 0}>
            <SearchForm
              key={JSON.stringify(result.query)}
              action={scope.basePath}
              service={scope.service}
              editionScope={scope.editionScope}
              query={result.query}
              entered={entered}
              problems={problems}
              locationCount={locationCount}
            />
          </FilterPanel>
        </div>
        <div className="govuk-grid-column-two-thirds">
          <SearchResults
            result={result}
            basePath={scope.basePath}
            filters={filters}
            mapTileUrl={mapTileUrl}
            postcodesLoading={postcodesLoading}
            savedIds={savedIds}
            saveSearchForm={<SaveSearchForm {...saveSearch} />}
          />
          <SearchFacets result={result} basePath={scope.basePath} />
        </div>
      </div>
    </>
  );
}
