/** Where a plain form post goes back to: the referring page when it is on this site, else a default. */
import { safeLocalPath } from "../../lib/safe-redirect.ts";

export function refererPath(request: Request, fallback: string): string {
  const referer = request.headers.get("referer");
  if (!referer) return fallback;
  try {
    const ref = new URL(referer);
    if (ref.origin !== new URL(request.url).origin) return fallback;
    return safeLocalPath(`${ref.pathname}${ref.search}`) ?? fallback;
  } catch {
    return fallback;
  }
}
