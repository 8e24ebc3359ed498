/**
 * The browser journeys share one browser context per Playwright worker (playwright.config.ts,
 * `reuseContext`, ADR 030). Between journeys Playwright clears cookies, the cache, every visited origin's
 * storage, extra pages, routes, init scripts and bindings, and puts back the viewport and emulation; what
 * it does not put back would leak from one journey into the next. A journey must not change it.
 */
export interface SharedContextBreach {
  file: string;
  line: number;
  what: string;
}

/** What Playwright leaves as a journey set it (its `reuseContext` documentation), and why it would leak. */
export const NOT_RESET: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /\.grantPermissions\s*\(/, what: "permissions granted stay granted" },
  { pattern: /\.clearPermissions\s*\(/, what: "permissions are the context's, not the journey's" },
  { pattern: /\.setGeolocation\s*\(/, what: "a set position stays set" },
  { pattern: /\.setOffline\s*\(/, what: "an offline context stays offline" },
  { pattern: /\.setExtraHTTPHeaders\s*\(/, what: "extra headers stay on every later request" },
  { pattern: /\bwindow\.name\b/, what: "window.name survives navigation in the shared tab" },
  { pattern: /\bhistory\.length\b/, what: "the shared tab's history holds earlier journeys' pages" },
];

/** Each line of a journey source that changes what the next journey in the worker would inherit. */
export function sharedContextBreaches(file: string, source: string): SharedContextBreach[] {
  const found: SharedContextBreach[] = [];
  source.split("\n").forEach((text, i) => {
    for (const rule of NOT_RESET) {
      if (rule.pattern.test(text)) found.push({ file, line: i + 1, what: rule.what });
    }
  });
  return found;
}
