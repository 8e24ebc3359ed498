/**
 * The browser journeys share one browser context and its tab per Playwright worker (tests/e2e/fixtures.ts,
 * ADR 030). Between journeys the fixture closes extra tabs, takes the tab to a plain page of the site,
 * clears cookies, the cache and the visited origins' storage, removes routes, puts back viewport and media; a
 * journey that installs a fake clock, an init script or a binding has its context closed after it. What
 * none of that puts back would leak from one journey into the next: a journey must not change it, and
 * must take `test` from the fixture (a journey on Playwright's own `test` would get a context of its own).
 */
export interface SharedContextBreach {
  file: string;
  line: number;
  what: string;
}

/** What the shared context keeps as a journey set it, and why it would leak. */
export const NOT_RESET: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /\.grantPermissions\s*\(/, what: "permissions granted stay granted" },
  { pattern: /\.clearPermissions\s*\(/, what: "permissions are the context's, not the journey's" },
  { pattern: /\.setGeolocation\s*\(/, what: "a set position stays set" },
  { pattern: /\.setOffline\s*\(/, what: "an offline context stays offline" },
  { pattern: /\.setExtraHTTPHeaders\s*\(/, what: "extra headers stay on every later request" },
  { pattern: /\bwindow\.name\b/, what: "window.name survives navigation in the shared tab" },
  { pattern: /\bhistory\.length\b/, what: "the shared tab's history holds earlier journeys' pages" },
  {
    pattern: /import\s*{[^}]*\btest\b[^}]*}\s*from\s*"@playwright\/test"/,
    what: "a journey takes `test` from ./fixtures.ts, which lends the shared context",
  },
];

/** Each place in a journey source that changes what the next journey in the worker would inherit. */
export function sharedContextBreaches(file: string, source: string): SharedContextBreach[] {
  const found: SharedContextBreach[] = [];
  for (const rule of NOT_RESET) {
    // The whole source, not line by line: an import wrapped over several lines is still one import.
    for (const match of source.matchAll(new RegExp(rule.pattern.source, "g"))) {
      const line = source.slice(0, match.index).split("\n").length;
      found.push({ file, line, what: rule.what });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}
