import { appContext } from "../../context.ts";
import { ARCHIVE_FIELDS } from "../../features/browse/browse-params.ts";
import { archiveVolumes } from "../../features/browse/browse-service.server.ts";
import type { Route } from "./+types/indexes-data";
import { jsonResult } from "./json-response.ts";

/** `/browse-publications/indexes/data.json?archive_edition=&archive_year=` → `{ "volumes": [...] }`. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const search = new URL(request.url).searchParams;
  const result = await archiveVolumes(
    db,
    search.get(ARCHIVE_FIELDS.edition),
    search.get(ARCHIVE_FIELDS.year),
  );
  return jsonResult(result.ok ? { ok: true, value: { volumes: result.value } } : result);
}
