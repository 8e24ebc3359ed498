import { appContext } from "../../context.ts";
import { getNotice } from "../../features/notices/notice-service.server.ts";
import { noticeToXhtmlFragment } from "../../features/notices/representations/notice-xhtml-fragment.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/notice-fragment";

/** `/notice/{id}/data.htm`: the notice as a bare XHTML fragment, for embedding (resource route). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  const notice = await getNotice(db, params.id);
  if (!notice) notFound();
  return new Response(noticeToXhtmlFragment(notice, siteUrl), {
    headers: {
      // A fragment has no <head> to declare its type: it is HTML to the page that embeds it.
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=300",
      "Access-Control-Allow-Origin": "*",
    },
  });
}
