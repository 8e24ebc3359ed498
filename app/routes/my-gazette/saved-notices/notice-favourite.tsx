import { href } from "react-router";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { isAjax } from "../../../features/accounts/require-user.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { refererPath } from "../../../features/my-gazette/return-path.server.ts";
import { saveNotice, unsaveNotice } from "../../../features/saved-notices/saved-notices-service.server.ts";
import { notFound } from "../../../lib/http.server.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/notice-favourite";

/**
 * The favourite toggle (spec §3/§7): `POST /my-gazette/notice` with action=add and noticeId, and
 * `POST /my-gazette/notice/{id}` with _method=delete and action=remove. Scripts get `{ saved }`; forms
 * go back to the page they came from.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = signedInUser(context);
  const { db, secureCookies } = context.get(appContext);
  const form = await request.formData();
  const removing = params.id !== undefined;
  const wanted = removing
    ? String(form.get("_method") ?? "").toLowerCase() === "delete" && form.get("action") === "remove"
    : form.get("action") === "add";
  if (!wanted) return new Response("Bad request", { status: 400, headers: { "Content-Type": "text/plain" } });
  const noticeId = parseId(removing ? params.id : form.get("noticeId"));
  if (noticeId === null) notFound();
  const known = removing
    ? await unsaveNotice(db, user.id, noticeId)
    : await saveNotice(db, user.id, noticeId);
  if (!known) notFound();
  if (isAjax(request)) return Response.json({ saved: !removing });
  return redirectWithFlash(
    refererPath(request, href("/notice/:id", { id: String(noticeId) })),
    removing ? "The notice was removed from My Gazette." : "The notice was saved to My Gazette.",
    { secure: secureCookies },
  );
}

export function loader(): never {
  notFound();
}
