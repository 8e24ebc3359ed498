/**
 * The journeys' `test`: Playwright's, with one browser context and its tab kept per worker (per set of
 * context options) and lent to each journey in turn (ADR 030). Every journey file imports `test` from
 * here, never from @playwright/test (tests/shared-context-rules.test.ts holds that).
 *
 * Why not Playwright's own `reuseContext`: between journeys it takes the tab to about:blank, which leaves
 * the site and ends the site's renderer process, so each journey's first page started a new one. Here,
 * after each journey: its other tabs closed, the kept tab taken to a plain page of the site, cookies, the
 * HTTP cache and the visited origins' storage cleared, routes removed, viewport and media put back — what
 * Playwright's reset does, but the renderer stays. A journey that changes what cannot be taken back (a fake
 * clock, an init script, a binding) has its context closed after it; the next journey gets a new one.
 */
import {
  type BrowserContext,
  test as base,
  type Frame,
  type Page,
  type ViewportSize,
} from "@playwright/test";

export * from "@playwright/test";

interface KeptContext {
  context: BrowserContext;
  page: Page;
  /** The journey changed what cannot be undone: the context is closed after it. */
  spent: boolean;
}

const STORAGE_CLEARED =
  "local_storage,indexeddb,websql,service_workers,cache_storage,file_systems,shared_storage";

export const test = base.extend<{ kept: KeptContext }, { keptContexts: Map<string, KeptContext> }>({
  keptContexts: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const kept = new Map<string, KeptContext>();
      await use(kept);
      for (const { context } of kept.values()) await context.close();
    },
    { scope: "worker" },
  ],
  kept: async ({ browser, keptContexts, javaScriptEnabled, viewport, baseURL }, use) => {
    const options = { javaScriptEnabled, viewport, baseURL };
    const key = JSON.stringify(options);
    let kept = keptContexts.get(key);
    if (!kept) {
      const context = await browser.newContext(options);
      kept = { context, page: await context.newPage(), spent: false };
      keptContexts.set(key, kept);
    }
    const lent = kept;
    // Every origin a page of the journey opened, so that its storage is cleared after it.
    const visited = new Set<string>();
    const onNavigated = (frame: Frame) => {
      const origin = originOf(frame.url());
      if (origin) visited.add(origin);
    };
    const onPage = (page: Page) => page.on("framenavigated", onNavigated);
    lent.context.on("page", onPage);
    lent.page.on("framenavigated", onNavigated);
    const { clock } = lent.context;
    const undo = [
      // Each of the clock's methods installs it if it is not yet (Playwright's Clock), not only install().
      ...(
        ["install", "fastForward", "pauseAt", "resume", "runFor", "setFixedTime", "setSystemTime"] as const
      ).map((name) => spendOn(lent, clock, name)),
      spendOn(lent, lent.context, "addInitScript"),
      spendOn(lent, lent.page, "addInitScript"),
      spendOn(lent, lent.context, "exposeBinding"),
      spendOn(lent, lent.context, "exposeFunction"),
      spendOn(lent, lent.page, "exposeBinding"),
      spendOn(lent, lent.page, "exposeFunction"),
    ];
    await use(lent);
    for (const put of undo) put();
    lent.context.off("page", onPage);
    lent.page.off("framenavigated", onNavigated);
    // A journey that ended stuck (a dialog left open, a page crashed) leaves a context not worth saving.
    const putBack = !lent.spent && (await leaveClean(lent, visited, viewport, baseURL).catch(() => false));
    if (!putBack) {
      keptContexts.delete(key);
      await lent.context.close();
    }
  },
  context: async ({ kept }, use) => {
    await use(kept.context);
  },
  page: async ({ kept }, use) => {
    await use(kept.page);
  },
});

/** Wraps a method so that calling it marks the context spent; returns what puts the method back. */
function spendOn<T extends object, K extends keyof T & string>(kept: KeptContext, target: T, name: K) {
  const original = target[name] as (...args: unknown[]) => unknown;
  (target as Record<string, unknown>)[name] = (...args: unknown[]) => {
    kept.spent = true;
    return original.apply(target, args);
  };
  return () => {
    (target as Record<string, unknown>)[name] = original;
  };
}

/** What one journey leaves in the context is taken away before the next; false if the tab is gone. */
async function leaveClean(
  kept: KeptContext,
  origins: Set<string>,
  viewport: ViewportSize | null,
  baseURL: string | undefined,
): Promise<boolean> {
  const { context, page } = kept;
  for (const other of context.pages()) if (other !== page) await other.close();
  if (page.isClosed()) return false;
  // A plain page of the site, not about:blank: leaving the site would end the tab's renderer process, and
  // the next journey's first page would pay for a new one (~0.4 s on a 2-core machine).
  await page.goto(baseURL ? new URL("/healthz", baseURL).href : "about:blank");
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await context.clearCookies();
  {
    // The cache too: an answer kept for minutes (feeds, representations) must not reach the next journey.
    const session = await context.newCDPSession(page);
    await session.send("Network.clearBrowserCache");
    for (const origin of origins)
      await session.send("Storage.clearDataForOrigin", { origin, storageTypes: STORAGE_CLEARED });
    await session.detach();
  }
  if (viewport && !sameSize(page.viewportSize(), viewport)) await page.setViewportSize(viewport);
  await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
  return true;
}

function sameSize(a: ViewportSize | null, b: ViewportSize) {
  return a !== null && a.width === b.width && a.height === b.height;
}

function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin.startsWith("http") ? origin : null;
  } catch {
    return null;
  }
}
