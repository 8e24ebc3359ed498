/**
 * A part of a page that is the same for everyone who sees it with the same key. The server renders it to
 * HTML once and reuses the HTML (the results page's 200 notice-type boxes were half its rendering time).
 * The browser keeps the markup the server drew for a key as it is, without the part's code (issue 14: the
 * page's weight); only for a key the page was not drawn with (after a navigation in the browser) does it
 * render the part as React, whose code the part may then load (React.lazy). The part must read no context
 * (it is rendered on its own) and depend on nothing but what its key says; it keeps no React state. Links
 * in a part are plain links (a whole page load), and its event handlers never run: a part is markup alone.
 */
import { createContext, type ReactElement, type ReactNode, Suspense, use } from "react";

export type StaticMarkup = (key: string, part: ReactElement) => string;

const StaticMarkupContext = createContext<StaticMarkup | null>(null);

export function StaticMarkupProvider({ value, children }: { value: StaticMarkup; children?: ReactNode }) {
  return <StaticMarkupContext value={value}>{children}</StaticMarkupContext>;
}

/** The markup the server drew for each key, read once from the page (it is the same for a key). Only the
 * server marks a part with data-static-part. */
const drawn = new Map<string, string>();

function drawnMarkup(key: string): string | undefined {
  let html = drawn.get(key);
  if (html === undefined && typeof document !== "undefined") {
    html = document.querySelector(`[data-static-part="${CSS.escape(key)}"]`)?.innerHTML;
    if (html !== undefined) drawn.set(key, html);
  }
  return html;
}

export function StaticPart({
  cacheKey,
  shared = true,
  children,
}: {
  cacheKey: string;
  /**
   * false: the part's HTML is not kept by the server (it shows what one search or one visitor entered,
   * which others would not reuse); the server renders it with the page, the browser still keeps it.
   */
  shared?: boolean;
  children: ReactElement;
}) {
  const markup = use(StaticMarkupContext);
  // A div either way, so the browser's tree matches the server's markup element for element.
  if (markup && shared)
    return (
      <div data-static-part={cacheKey} dangerouslySetInnerHTML={{ __html: markup(cacheKey, children) }} />
    );
  // On the server without a store (tests), or a part not shared: the part itself, rendered with the page.
  if (typeof document === "undefined") return <div data-static-part={cacheKey}>{children}</div>;
  const html = drawnMarkup(cacheKey);
  // React does not touch markup given as HTML when it hydrates, nor later while the HTML stays the same.
  return html !== undefined ? (
    <div key={cacheKey} data-static-part={cacheKey} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    // Not marked as the server's markup: a render of it in the browser (its empty fallback first) is no
    // markup to keep.
    <div key={cacheKey} data-static-part-drawn-here={cacheKey}>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}
