/**
 * Did another site make the browser send this request? Browsers say so in Sec-Fetch-Site; older ones
 * are judged by Origin, then Referer. A request that says nothing (typed address, bookmark, a client
 * that sends no such headers) counts as our own.
 */
function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

export function isCrossSiteRequest(request: Request, siteUrl: string): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite === "cross-site";
  const from = request.headers.get("origin") ?? request.headers.get("referer");
  if (!from) return false;
  // "null" is the origin of sandboxed frames and some redirects: never ours.
  const origin = originOf(from);
  if (!origin) return true;
  // Ours whether seen as this request's own address or the configured public one (behind a proxy).
  return origin !== new URL(request.url).origin && origin !== originOf(siteUrl);
}
