import { appContext } from "../../context.ts";
import {
  noticeDataFormat,
  noticeRepresentationResponse,
} from "../../features/notices/notice-representation.server.ts";
import { getNotice } from "../../features/notices/notice-service.server.ts";
import { jsonNotFound, notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/notice-data";

/** `/notice/{id}/data.json` and the other representations (resource route: no component). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const format = noticeDataFormat(new URL(request.url).pathname.split("/").pop());
  if (!format) notFound();
  const { db, siteUrl } = context.get(appContext);
  const notice = await getNotice(db, params.id);
  if (!notice) {
    if (format === "json" || format === "jsonld") return jsonNotFound();
    notFound();
  }
  return noticeRepresentationResponse(notice, format, siteUrl);
}
