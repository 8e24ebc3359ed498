/** The `:id` of an injunction's addresses: a number, or the page is not there (404, never a 500). */
import { notFound } from "../../lib/http.server.ts";
import { parseId } from "../../lib/ids.ts";

export function injunctionId(params: { id: string }): number {
  const id = parseId(params.id);
  if (id === null) notFound();
  return id;
}
