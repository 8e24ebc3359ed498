/** Helpers for the My Gazette journeys: a real PNG, and the page's CSRF token for direct calls. */
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "./axe.ts";

export async function pngBytes(width = 24, height = 16): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#1d70b8" } })
    .png()
    .toBuffer();
}

export async function csrfToken(page: Page): Promise<string> {
  const token = await page.locator('meta[name="csrf-token"]').getAttribute("content");
  expect(token).toBeTruthy();
  return token!;
}

/** The id of the first notice listed by a search page. */
export async function firstResultId(page: Page): Promise<number> {
  const href = await page.locator(".app-search-results li h3 a").first().getAttribute("href");
  const id = Number(/\/notice\/(\d+)/.exec(href ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

/**
 * axe for a signed-in page viewed without JavaScript: as axe.ts's expectNoAxeViolationsWithoutPageScripts
 * (a fresh context that may run axe but never loads the page's own scripts), but carrying the page's
 * cookies so that the same signed-in page is checked rather than the sign-in redirect.
 */
export async function expectNoAxeViolationsSignedInWithoutScripts(page: Page): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser behind this page");
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    await context.addCookies(await page.context().cookies());
    const checked = await context.newPage();
    await checked.route("**/*", async (route) => {
      const type = route.request().resourceType();
      if (type === "script") return route.abort();
      if (type !== "document") return route.fallback();
      const response = await route.fetch();
      return route.fulfill({
        response,
        headers: { ...response.headers(), "content-security-policy": "script-src 'none'" },
      });
    });
    await checked.goto(page.url());
    expect(new URL(checked.url()).pathname).toBe(new URL(page.url()).pathname);
    await expectNoAxeViolations(checked);
  } finally {
    await context.close();
  }
}
