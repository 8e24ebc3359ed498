import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import {
  savedNoticesToJson,
  savedNoticesToXml,
} from "../../../features/my-gazette/saved-items-representations.ts";
import {
  countSavedNotices,
  listSavedNotices,
} from "../../../features/saved-notices/saved-notices-service.server.ts";
import { MY_GAZETTE_PAGE_SIZE, pageFrom } from "../../../lib/paging.ts";
import type { Route } from "./+types/saved-notices-data";

/** `/my-gazette/notice/data.json|data.xml` (placement-api.md step 8): the person's saved notices, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, siteUrl } = context.get(appContext);
  const userId = signedInUser(context).id;
  const url = new URL(request.url);
  const page = pageFrom(url);
  const [notices, total] = await Promise.all([
    listSavedNotices(db, userId, { limit: MY_GAZETTE_PAGE_SIZE, offset: (page - 1) * MY_GAZETTE_PAGE_SIZE }),
    countSavedNotices(db, userId),
  ]);
  const data = { notices, total, page, pageSize: MY_GAZETTE_PAGE_SIZE };
  const headers = { "Cache-Control": "private, no-store" };
  return url.pathname.endsWith(".xml")
    ? new Response(savedNoticesToXml(data, siteUrl), {
        headers: { ...headers, "Content-Type": "application/xml; charset=utf-8" },
      })
    : Response.json(savedNoticesToJson(data, siteUrl), { headers });
}
