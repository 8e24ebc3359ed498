import { href, redirect } from "react-router";
import { parseNoticeId } from "../../features/notices/notice-service.server.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/notice-identifier";

/** `/id/notice/{id}` names the notice itself (linked data); it is described by its page: 303 See Other. */
export async function loader({ params }: Route.LoaderArgs) {
  const id = parseNoticeId(params.id);
  if (id === null) notFound();
  return redirect(href("/notice/:id", { id: String(id) }), 303);
}
