import { href, redirect } from "react-router";
import { parseEditionId } from "../../features/publications/editions.ts";
import { notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/edition-identifier";

/**
 * `/id/{edition}` names the edition itself (linked data: `publication:hasEdition`); the document about
 * it is its archive, by year: 303 See Other.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const edition = parseEditionId(params.edition);
  if (!edition) notFound();
  return redirect(href("/browse-publications/:edition", { edition }), 303);
}
