/** A service landing page: its words and types (service-landing.ts) and its latest notices from search. */
import type { Database } from "../../db/client.server.ts";
import type { EditionId } from "../publications/editions.ts";
import { todayInLondon } from "../publications/publication-calendar.ts";
import { parseSearchParams } from "../search/search-query.ts";
import { runSearch } from "../search/search-service.server.ts";
import {
  type LandingServiceId,
  type ServiceLandingContent,
  serviceLandingContent,
} from "./service-landing.ts";

/** How many of the newest notices a landing page lists; the rest are a search away. */
export const LANDING_LATEST_NOTICES = 10;

export interface LatestNotice {
  id: number;
  title: string;
  noticeCode: string;
  noticeTypeName: string;
  editionId: EditionId;
  publishedAt: string | null;
}

export interface ServiceLanding extends ServiceLandingContent {
  latest: LatestNotice[];
}

/** The page's data: the newest notices are the service's own search with no filters, newest first. */
export async function serviceLanding(db: Database, service: LandingServiceId): Promise<ServiceLanding> {
  const { query } = parseSearchParams(
    new URLSearchParams({
      "sort-by": "latest-date",
      "results-page-size": String(LANDING_LATEST_NOTICES),
    }),
    { service },
    todayInLondon(),
  );
  const result = await runSearch(db, query);
  return {
    ...serviceLandingContent(service),
    latest: result.hits.map((h) => ({
      id: h.id,
      title: h.title,
      noticeCode: h.noticeCode,
      noticeTypeName: h.noticeTypeName,
      editionId: h.editionId,
      publishedAt: h.publishedAt,
    })),
  };
}
