import { appContext } from "../../context.ts";
import { monthIssueList } from "../../features/browse/browse-service.server.ts";
import type { Route } from "./+types/month-issues-data";
import { jsonResult } from "./json-response.ts";

/**
 * `/{edition}/year/{year}/month/{month}/issue/data.json?resultPageSize=1000&includeSupplements=true`:
 * `{ "entry": [{ "id", "published" }] }`, the month's issues (and their supplements) oldest first.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  return jsonResult(await monthIssueList(db, params, new URL(request.url).searchParams, siteUrl));
}
