/**
 * The server's store of static parts' HTML (static-markup.tsx): rendered with renderToString, the same
 * renderer as the page, so the markup is byte for byte what the page would have had. Least recently used
 * parts leave first; keys come from the address (which boxes are ticked), so the store is bounded.
 */
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import type { StaticMarkup } from "./static-markup.tsx";

export function staticMarkupCache(maxParts = 100): StaticMarkup {
  const parts = new Map<string, string>();
  return (key: string, part: ReactElement) => {
    const cached = parts.get(key);
    if (cached !== undefined) {
      // Map keeps insertion order: re-inserting marks the part as the most recently used.
      parts.delete(key);
      parts.set(key, cached);
      return cached;
    }
    const html = renderToString(part);
    parts.set(key, html);
    if (parts.size > maxParts) parts.delete(parts.keys().next().value!);
    return html;
  };
}
