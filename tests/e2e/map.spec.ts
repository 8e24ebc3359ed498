import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { latestNoticeIds } from "./gazette.ts";

/** The notices map on the search results (issue "Find notices", point 5). */

/** A postcode from a latest notice's JSON `locations`: the demo data places notices at real postcodes. */
async function postcodeWithNotices(request: APIRequestContext): Promise<string> {
  for (const id of await latestNoticeIds(request)) {
    const response = await request.get(`/notice/${id}/data.json`);
    const json = (await response.json()) as { locations?: { postcode: string | null }[] };
    const postcode = json.locations?.find((l) => l.postcode)?.postcode;
    if (postcode) return postcode;
  }
  throw new Error("no latest notice has a postcode");
}

const toggle = (page: Page) => page.locator(".app-notices-map > button");
const markers = (page: Page) => page.locator("#notices-map .app-map-place, #notices-map .app-map-cluster");

test.describe("notices map", () => {
  test("a postcode search opens the map with markers; the button hides and shows it", async ({
    page,
    request,
  }) => {
    const postcode = await postcodeWithNotices(request);
    await page.goto(
      `/all-notices/notice?location-postcode-1=${encodeURIComponent(postcode)}&location-distance-1=10`,
    );
    await expect(page.locator("#results-count")).not.toHaveText(/^0 notices$/);
    await expect(toggle(page)).toHaveText("Hide map");
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#notices-map")).toBeVisible();
    await expect(markers(page).first()).toBeVisible();
    // The local-authority outlines are drawn as the basemap.
    await expect(
      page.locator("#notices-map path.leaflet-interactive, #notices-map svg path").first(),
    ).toBeAttached();
    // Markers have accessible names.
    await expect(markers(page).first()).toHaveAttribute("aria-label", /\S/);

    await expectNoAxeViolations(page);

    await toggle(page).click();
    await expect(toggle(page)).toHaveText("Show map");
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#notices-map")).toBeHidden();
    await toggle(page).click();
    await expect(toggle(page)).toHaveText("Hide map");
    await expect(markers(page).first()).toBeVisible();
  });

  test("a place's popup lists its notices with links", async ({ page, request }) => {
    const postcode = await postcodeWithNotices(request);
    await page.goto(
      `/all-notices/notice?location-postcode-1=${encodeURIComponent(postcode)}&location-distance-1=1`,
    );
    const place = page.locator("#notices-map .app-map-place");
    const cluster = page.locator("#notices-map .app-map-cluster");
    await expect(markers(page).first()).toBeVisible();
    // Zoom into clusters until a single place shows.
    for (let i = 0; i < 10 && (await place.count()) === 0; i++) {
      await cluster.first().click();
      await page.waitForTimeout(300);
    }
    await place.first().click();
    const popup = page.locator(".leaflet-popup-content");
    await expect(popup.locator('a[href^="/notice/"]').first()).toBeVisible();
  });

  test("a search without a location starts with the map hidden", async ({ page }) => {
    await page.goto("/all-notices/notice?text=notice");
    await expect(toggle(page)).toHaveText("Show map");
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#notices-map")).toBeHidden();
    await toggle(page).click();
    await expect(markers(page).first()).toBeVisible();
    await expect(toggle(page)).toHaveText("Hide map");
  });

  test("results without coordinates have no map at all", async ({ page }) => {
    await page.goto("/all-notices/notice?noticetypes=1101");
    // Proclamations have no places: there are results, none of them located.
    await expect(page.locator("#results-count")).not.toHaveText(/^0 notices$/);
    // Give hydration time to add the map if it wrongly would.
    await page.waitForLoadState("networkidle");
    await expect(page.locator(".app-notices-map")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /map/i })).toHaveCount(0);
  });

  test("no request leaves the site", async ({ page, request }) => {
    const outside: string[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.hostname !== "localhost" && url.protocol !== "data:") outside.push(r.url());
    });
    const postcode = await postcodeWithNotices(request);
    await page.goto(`/all-notices/notice?location-postcode-1=${encodeURIComponent(postcode)}`);
    await expect(markers(page).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(outside).toEqual([]);
  });
});
