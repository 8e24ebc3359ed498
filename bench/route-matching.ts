/**
 * What matching an address to our routes costs: React Router's standard matcher (the browser's, and the
 * server's before issue 14's change) against its route-pattern matcher (the server's now,
 * server/route-pattern-matching.ts), over app/routes.ts, for the addresses a page is matched at. A page of
 * the site is matched four times: the request, its query, and lazy route discovery's ancestors (`/` and,
 * for a results page, `/all-notices`).
 *
 *   npm run bench:routes [-- --rounds 3 --matches 5000]
 */
import { parseArgs } from "node:util";
import { createStaticHandler } from "react-router";
import { routeConfigTree } from "../server/route-config-tree.ts";
import { withRoutePatternMatching } from "../server/route-pattern-matching.ts";

const { values } = parseArgs({
  options: { rounds: { type: "string", default: "3" }, matches: { type: "string", default: "5000" } },
});
const rounds = Number(values.rounds);
const matches = Number(values.matches);
const { routes, leaves } = routeConfigTree();
const handlers = {
  standard: createStaticHandler(routes),
  "route-pattern": createStaticHandler(routes, {
    future: withRoutePatternMatching({ future: {} } as Parameters<typeof withRoutePatternMatching>[0]).future,
  }),
};
const addresses = [
  "/",
  "/all-notices",
  "/all-notices/notice",
  "/notice/4000001",
  "/london/issue/64000",
  "/my-gazette/notices/12",
  "/sign-in",
  "/no/such/page",
];
console.log(`${leaves.length} routes; µs per match, best of ${rounds} rounds of ${matches}`);
console.log(`address | ${Object.keys(handlers).join(" | ")}`);
for (const address of addresses) {
  const best = Object.values(handlers).map((handler) => {
    let fastest = Number.POSITIVE_INFINITY;
    for (let round = 0; round < rounds; round++) {
      const started = performance.now();
      for (let i = 0; i < matches; i++) handler.match(address);
      fastest = Math.min(fastest, ((performance.now() - started) / matches) * 1000);
    }
    return fastest.toFixed(1);
  });
  console.log(`${address} | ${best.join(" | ")}`);
}
