import { createStaticHandler, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { routeConfigTree } from "./route-config-tree.ts";
import { ROUTE_PATTERN_FLAG, withRoutePatternMatching } from "./route-pattern-matching.ts";

/** A deterministic stream of numbers in [0, 1), so a failure names the same addresses every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Both forms of each optional segment: "/dev/ui-kit/:component?" is "/dev/ui-kit" and "/dev/ui-kit/:component". */
function withoutOptionals(path: string): string[] {
  const at = path.search(/\/:[\w-]+\?/);
  if (at < 0) return [path];
  const segment = path.slice(at).match(/^\/:[\w-]+\?/)?.[0] ?? "";
  const rest = path.slice(at + segment.length);
  return [
    ...withoutOptionals(path.slice(0, at) + rest),
    ...withoutOptionals(path.slice(0, at) + segment.slice(0, -1) + rest),
  ];
}

/**
 * Addresses to ask both matchers: each route's path with sample values (trailing slash, capitals); for every
 * two routes one address could reach, that address (where their ranking decides); and random addresses
 * made of the routes' own words.
 */
function addresses(leaves: string[]): Set<string> {
  const found = new Set<string>(["/", "/notice/%E2%82%AC", "/a%20b/c"]);
  const values = ["123", "abc-DEF", "%20x", "data.json", "london"];
  for (const leaf of leaves)
    for (const value of values) {
      const address = leaf.replace(/:[\w-]+\??/g, value).replace(/\*$/, "x/y");
      found.add(address).add(`${address}/`).add(address.toUpperCase());
      for (const form of withoutOptionals(leaf))
        found.add(form.replace(/:[\w-]+/g, value).replace(/\/\*$/, ""));
    }
  const paths = leaves.flatMap(withoutOptionals).map((p) => p.split("/").filter(Boolean));
  const isWord = (s: string) => !s.startsWith(":") && s !== "*";
  for (const a of paths)
    for (const b of paths) {
      const length = Math.max(a.length, b.length);
      const segments: string[] = [];
      for (let i = 0; i < length; i++) {
        const x = a[i] ?? (a.at(-1) === "*" ? "*" : undefined);
        const y = b[i] ?? (b.at(-1) === "*" ? "*" : undefined);
        if (x === undefined || y === undefined) break;
        if (isWord(x) && isWord(y) && x.toLowerCase() !== y.toLowerCase()) break;
        segments.push(isWord(x) ? x : isWord(y) ? y : "123");
      }
      if (segments.length === length) found.add(`/${segments.join("/")}`);
    }
  const words = [...new Set(paths.flat().filter(isWord))].concat(["123", "london", "ABC", "x.y", "%20"]);
  const random = seeded(1665);
  for (let i = 0; i < 2000; i++) {
    let address = "";
    for (let n = 1 + Math.floor(random() * 6); n > 0; n--)
      address += `/${words[Math.floor(random() * words.length)]}`;
    found.add(address);
  }
  return found;
}

const describeMatch = (matches: ReturnType<ReturnType<typeof createStaticHandler>["match"]>) =>
  JSON.stringify(matches?.map((m) => [m.route.id, m.params, m.pathname, m.pathnameBase]) ?? null);

describe("route-pattern matching on the server", () => {
  it("matches every address the way the browser's router does, bar four that answer 'not found' either way", () => {
    const { routes, leaves } = routeConfigTree();
    const build = { future: {} } as ServerBuild;
    const standard = createStaticHandler(routes);
    const pattern = createStaticHandler(routes, { future: withRoutePatternMatching(build).future });
    const differ: string[] = [];
    let asked = 0;
    for (const address of addresses(leaves)) {
      // As the server sees it: dots resolved by the URL parser. Addresses with an empty segment go to the
      // standard matcher (react-router-handler.ts); badly escaped ones are refused before React Router.
      const pathname = new URL(`http://gazette.localhost${address}`).pathname;
      if (pathname.includes("//")) continue;
      try {
        decodeURI(pathname);
      } catch {
        continue;
      }
      asked++;
      if (describeMatch(standard.match(pathname)) !== describeMatch(pattern.match(pathname)))
        differ.push(pathname);
    }
    expect(asked).toBeGreaterThan(3000);
    // The standard matcher scores every segment and takes the highest sum ("/:service/notice/data.feed" beats
    // "/browse-publications/:edition/:year"), the other prefers the leftmost fixed word. Each of these is
    // nonsense either way: a search of no service, a year called "data.feed", an API call the simulator lacks.
    // A new route that makes another address differ fails here: order it in app/routes.ts (equal scores go by
    // order) so that both agree.
    expect(differ.sort()).toEqual([
      "/browse-publications/notice/data.feed",
      "/browse-publications/notice/data.json",
      "/payment-simulator/v1/notice/data.feed",
      "/payment-simulator/v1/notice/data.json",
    ]);
  });

  it("gives the server its matcher and the page the build's own future flags", () => {
    const build = { future: { unstable_optimizeDeps: false } } as unknown as ServerBuild;
    const server = withRoutePatternMatching(build);
    expect((server.future as Record<string, unknown>)[ROUTE_PATTERN_FLAG]).toBe(true);
    // The page's hydration data is JSON: a browser router with the flag would need its matcher preloaded.
    expect(JSON.parse(JSON.stringify({ future: server.future }))).toEqual({ future: build.future });
    expect(build.future).toEqual({ unstable_optimizeDeps: false });
  });
});
