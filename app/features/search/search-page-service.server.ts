/** What the search pages need: scope from the URL, the parsed query, the result. */
import type { Database } from "../../db/client.server.ts";
import { postcodesStillImporting } from "../geo/geo-import-job.server.ts";
import { type EditionId, parseEditionId } from "../publications/editions.ts";
import { todayInLondon } from "../publications/publication-calendar.ts";
import { isServiceId, SERVICES, type ServiceId } from "../taxonomy/taxonomy.ts";
import { type ParsedSearch, parseSearchParams } from "./search-query.ts";
import { runSearch } from "./search-service.server.ts";
import type { SearchResult } from "./search-types.ts";

export interface SearchScope {
  service: ServiceId;
  editionScope: EditionId | null;
  /** `/all-notices/notice` or `/insolvency/london/notice` */
  basePath: string;
  title: string;
}

export function searchScope(
  serviceParam: string | undefined,
  editionParam: string | undefined,
): SearchScope | null {
  if (!serviceParam || !isServiceId(serviceParam)) return null;
  const editionScope = editionParam === undefined ? null : parseEditionId(editionParam);
  if (editionParam !== undefined && !editionScope) return null;
  const service = SERVICES[serviceParam];
  return {
    service: serviceParam,
    editionScope,
    basePath: editionScope ? `/${serviceParam}/${editionScope}/notice` : `/${serviceParam}/notice`,
    title: service.name === "All notices" ? "Notices" : `${service.name} notices`,
  };
}

/** The search a URL asks for in a scope, with what the form would say is wrong with it. */
export function parseSearchInScope(scope: SearchScope, url: URL): ParsedSearch {
  return parseSearchParams(
    url.searchParams,
    { service: scope.service, editionScope: scope.editionScope },
    todayInLondon(),
  );
}

/**
 * The search a results page shows. `postcodesLoading`: a place was not found while the full postcode
 * list is still being imported after a first start, so the page can say why (asked only then).
 */
export async function searchForPage(
  db: Database,
  scope: SearchScope,
  url: URL,
): Promise<{ parsed: ParsedSearch; result: SearchResult; postcodesLoading: boolean }> {
  const parsed = parseSearchInScope(scope, url);
  const result = await runSearch(db, parsed.query);
  const postcodesLoading = result.unknownLocations.length > 0 && (await postcodesStillImporting(db));
  return { parsed, result, postcodesLoading };
}
