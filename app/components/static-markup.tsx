/**
 * A part of a page that is the same for everyone who sees it with the same key. The server renders it to
 * HTML once and reuses the HTML (the results page's 200 notice-type boxes were half its rendering time);
 * the browser renders it as React, which hydrates that same markup. The part must read no context (it
 * is rendered on its own) and depend on nothing but what its key says.
 */
import { createContext, type ReactElement, type ReactNode, use } from "react";

export type StaticMarkup = (key: string, part: ReactElement) => string;

const StaticMarkupContext = createContext<StaticMarkup | null>(null);

export function StaticMarkupProvider({ value, children }: { value: StaticMarkup; children?: ReactNode }) {
  return <StaticMarkupContext value={value}>{children}</StaticMarkupContext>;
}

export function StaticPart({ cacheKey, children }: { cacheKey: string; children: ReactElement }) {
  const markup = use(StaticMarkupContext);
  // A div either way, so the browser's tree matches the server's markup element for element.
  return markup ? (
    <div dangerouslySetInnerHTML={{ __html: markup(cacheKey, children) }} />
  ) : (
    <div>{children}</div>
  );
}
