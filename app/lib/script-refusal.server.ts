/**
 * A refusal a script (X-Requested-With) reads as plain text, when a *page* refused it. React Router draws
 * whatever a page's loader, action or middleware throws on the page's error document, whoever asked — a
 * modal would show a whole page inside itself, and a script checking for 'Unauthorized' (spec §8) would
 * read HTML. So the text answer is kept in the request's context where it is thrown, and where the answer
 * leaves (server/resource-refusals.ts) it replaces the document drawn for it. Routes without a page send
 * the thrown text as it is and never reach the swap.
 */
import { createContext, type RouterContextProvider } from "react-router";

interface KeptRefusal {
  status: number;
  text: string;
  headers: Headers;
}

const scriptRefusalContext = createContext<KeptRefusal | null>(null);

/** Adds request headers to `headers`' Vary, keeping those it names already (in place). */
export function varyBy(headers: Headers, names: readonly string[]): Headers {
  const vary = new Set(names);
  for (const name of (headers.get("Vary") ?? "").split(",")) if (name.trim()) vary.add(name.trim());
  headers.set("Vary", [...vary].join(", "));
  return headers;
}

/**
 * Keeps a script's text refusal for the way out; the Response itself is thrown on, saying that the address
 * answers a script otherwise than a browser (a route without a page sends it as it is).
 */
export async function keepForScript(
  context: Readonly<RouterContextProvider>,
  response: Response,
): Promise<Response> {
  varyBy(response.headers, ["X-Requested-With"]);
  const text = await response.clone().text();
  context.set(scriptRefusalContext, {
    status: response.status,
    text,
    headers: new Headers(response.headers),
  });
  return response;
}

/**
 * The kept refusal in place of the document drawn for it: the document's headers (its cookies, its caching)
 * with the refusal's own (Content-Type, Allow, Retry-After). Null when nothing was kept or the document
 * answers something else (another status: the refusal was not what ended the request).
 */
export function keptScriptRefusal(
  context: Readonly<RouterContextProvider>,
  document: Response,
): Response | null {
  const kept = context.get(scriptRefusalContext);
  if (!kept || kept.status !== document.status) return null;
  const headers = new Headers(document.headers);
  for (const name of ["Content-Length", "Content-Encoding", "ETag", "Link"]) headers.delete(name);
  for (const [name, value] of kept.headers) headers.set(name, value);
  return new Response(kept.text, { status: kept.status, headers });
}
