/**
 * The server's store of static parts' HTML (static-markup.tsx): rendered with renderToString, the same
 * renderer as the page, so the markup is byte for byte what the page would have had. Least recently used
 * parts leave first (TtlCache, with no time limit: a part's HTML depends on its key alone).
 */
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { TtlCache } from "../lib/ttl-cache.ts";
import type { StaticMarkup } from "./static-markup.tsx";

export function staticMarkupCache(maxParts = 100): StaticMarkup {
  const parts = new TtlCache<string, string>(maxParts, Number.POSITIVE_INFINITY);
  return (key: string, part: ReactElement) => {
    const cached = parts.get(key);
    if (cached !== undefined) return cached;
    const html = renderToString(part);
    parts.set(key, html);
    return html;
  };
}
