import { appContext } from "../../context.ts";
import { ARCHIVE_FIELDS } from "../../features/browse/browse-params.ts";
import { archiveYears } from "../../features/browse/browse-service.server.ts";
import type { Route } from "./+types/index-years-data";
import { jsonResult } from "./json-response.ts";

/** `/browse-publications/index-years/data.json?archive_edition=` → `{ "pubyears": [...] }`, oldest first. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const edition = new URL(request.url).searchParams.get(ARCHIVE_FIELDS.edition);
  const result = await archiveYears(db, edition);
  return jsonResult(result.ok ? { ok: true, value: { pubyears: result.value } } : result);
}
