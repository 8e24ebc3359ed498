/**
 * app/routes.ts as the route tree React Router matches (under a root route), with every leaf's full path:
 * for comparing route matchers (route-pattern-matching.test.ts, bench/route-matching.ts) without a build.
 */
import type { RouteObject } from "react-router";
import routeConfig from "../app/routes.ts";

interface ConfigEntry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  children?: ConfigEntry[];
}

export function routeConfigTree(): { routes: RouteObject[]; leaves: string[] } {
  const leaves: string[] = [];
  const convert = (entries: ConfigEntry[], base: string): RouteObject[] =>
    entries.map((entry, n): RouteObject => {
      const path = entry.path ? `${base}/${entry.path}` : base;
      const id = entry.id ?? `${entry.file}#${base}/${n}`;
      if (entry.index) {
        leaves.push(path || "/");
        return { id, index: true };
      }
      if (!entry.children) leaves.push(path || "/");
      return { id, path: entry.path, children: entry.children ? convert(entry.children, path) : undefined };
    });
  return { routes: [{ id: "root", path: "", children: convert(routeConfig as ConfigEntry[], "") }], leaves };
}
