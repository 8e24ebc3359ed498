import type { Page } from "./fixtures.ts";

/**
 * Holds back every request of the page to addresses matching `pattern` until the answered function is
 * called: to look at a page before its scripts run, or at a button while its request is in flight.
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
