/**
 * Pages have one address each: `/London/issue/4` is answered with a permanent redirect to `/london/issue/4`,
 * so links, bookmarks and search engines settle on the lower-case form. Data calls (`data.json`, feeds,
 * PDFs) are simply answered: a client that writes `London` wants the data, not a detour.
 */
import { redirect } from "react-router";
import { parseEditionId } from "./editions.ts";

/** The same path with its edition segment in lower case, or null when it already is (or names none). */
export function canonicalEditionPath(pathname: string, editionParam: string | undefined): string | null {
  const edition = parseEditionId(editionParam);
  if (!edition || editionParam === edition) return null;
  const segments = pathname.split("/");
  const at = segments.indexOf(editionParam as string);
  if (at < 0) return null;
  segments[at] = edition;
  return segments.join("/");
}

/** Throws the 301 to the lower-case address of a page whose edition is written in another case. */
export function redirectToCanonicalEdition(request: Request, editionParam: string | undefined): void {
  const url = new URL(request.url);
  const path = canonicalEditionPath(url.pathname, editionParam);
  if (path !== null) throw redirect(`${path}${url.search}`, 301);
}
