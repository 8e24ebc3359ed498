/**
 * React Router's route-pattern matcher, on the server only.
 *
 * The default matcher tries the route branches one by one in rank order, a regular expression each: with our
 * ~225 routes that was 0.2–0.45 ms a match on a 2-core machine, and a document is matched four times (the
 * request, its query, and lazy route discovery's ancestors `/` and `/all-notices`): ~2 ms of a page that
 * cost 10–15 ms beyond its SQL (docs/performance.md, issue 14). The route-pattern matcher (React Router
 * 8.4's `future.unstable_routePatternMatching`) answers the same match in 9–40 µs (`npm run bench:routes`).
 *
 * Framework mode has no setting for it, so the server's copy of the build is given the flag. The browser
 * must not get it: the build's future flags are also written into the page for hydration, and a browser
 * router with the flag needs the matcher preloaded there too (more script on every page, against issue 14's
 * 120 kB budget). So the flag is left out of the flags' JSON, which is all the page carries of them.
 * The two must agree on which route an address is (ADR 031): route-pattern-matching.test.ts asks both, and
 * checks that the page's copy of the flags is the build's own.
 */
import type { ServerBuild } from "react-router";
import { unstable_preloadRoutePattern } from "react-router/route-pattern";

export const ROUTE_PATTERN_FLAG = "unstable_routePatternMatching";

export function withRoutePatternMatching(build: ServerBuild): ServerBuild {
  unstable_preloadRoutePattern();
  const pageFlags = { ...build.future };
  const future = {
    ...pageFlags,
    [ROUTE_PATTERN_FLAG]: true,
    // What the page's hydration data says: the build's own flags, without the server's matcher.
    toJSON: () => pageFlags,
  };
  return { ...build, future: future as unknown as ServerBuild["future"] };
}
