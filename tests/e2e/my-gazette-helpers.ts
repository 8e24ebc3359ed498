/** Helpers for the My Gazette journeys: a real PNG, and the page's CSRF token for direct calls. */

import sharp from "sharp";
import { createUser, signInAs } from "./accounts.ts";
import { type APIRequestContext, expect, type Page } from "./fixtures.ts";
import { latestNoticeId } from "./gazette.ts";

export async function pngBytes(width = 24, height = 16): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#1d70b8" } })
    .png()
    .toBuffer();
}

/** A new person, signed in, on the newest notice's page (where its favourite toggle is). */
export async function onLatestNoticeSignedIn(page: Page, request: APIRequestContext): Promise<number> {
  const user = await createUser(request);
  await signInAs(page, user.email);
  const id = await latestNoticeId(request);
  await page.goto(`/notice/${id}`);
  return id;
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
