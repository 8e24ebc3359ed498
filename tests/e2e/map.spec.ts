import { expectNoAxeViolations } from "./axe.ts";
import { type APIRequestContext, expect, type Page, test } from "./fixtures.ts";
import { latestNoticeIds } from "./gazette.ts";

/** The notices map on the search results (issue "Find notices", point 5). */

/** Postcodes from the latest notices' JSON `locations`: the demo data places notices at real postcodes. */
async function postcodesWithNotices(request: APIRequestContext, wanted: number): Promise<string[]> {
  const found = new Set<string>();
  for (const id of await latestNoticeIds(request)) {
    const response = await request.get(`/notice/${id}/data.json`);
    const json = (await response.json()) as { locations?: { postcode: string | null }[] };
    const postcode = json.locations?.find((l) => l.postcode)?.postcode;
    if (postcode) found.add(postcode);
    if (found.size === wanted) return [...found];
  }
  throw new Error(`fewer than ${wanted} latest notices have a postcode`);
}

async function postcodeWithNotices(request: APIRequestContext): Promise<string> {
  const [postcode] = await postcodesWithNotices(request, 1);
  return postcode!;
}

const radii = (page: Page) => page.locator("#notices-map path.app-map-radius");
const centres = (page: Page) => page.locator("#notices-map .leaflet-marker-pane .app-map-centre");
const mapKey = (page: Page) => page.locator("#notices-map-key");

/** The middle of an element's box on the screen. */
async function middleOf(locator: ReturnType<Page["locator"]>): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
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
    // Leaflet's styles arrive with the map's code, not before the page's first paint (ADR 027).
    await expect(page.locator("#notices-map .leaflet-container")).toHaveCSS("overflow", "hidden");
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('head link[rel="stylesheet"][data-precedence]')].map((l) =>
          l.getAttribute("href"),
        ),
      ),
    ).not.toContainEqual(expect.stringMatching(/leaflet/));

    await expectNoAxeViolations(page);

    await toggle(page).click();
    await expect(toggle(page)).toHaveText("Show map");
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#notices-map")).toBeHidden();
    await toggle(page).click();
    await expect(toggle(page)).toHaveText("Hide map");
    await expect(markers(page).first()).toBeVisible();
  });

  test("a postcode search draws its centre and radius, framed whole, with a key in words", async ({
    page,
    request,
  }) => {
    const postcode = await postcodeWithNotices(request);
    await page.goto(
      `/all-notices/notice?location-postcode-1=${encodeURIComponent(postcode)}&location-distance-1=5`,
    );
    await expect(markers(page).first()).toBeVisible();
    await expect(radii(page)).toHaveCount(1);
    await expect(centres(page)).toHaveCount(1);
    // The cross sits at the middle of the dashed circle.
    const circle = await middleOf(radii(page));
    const centre = await middleOf(centres(page));
    expect(Math.abs(circle.x - centre.x)).toBeLessThan(3);
    expect(Math.abs(circle.y - centre.y)).toBeLessThan(3);
    // The map is framed to show the whole circle.
    const canvas = await page.locator(".app-notices-map__canvas").boundingBox();
    const ring = await radii(page).boundingBox();
    if (!canvas || !ring) throw new Error("the map or its circle is not on screen");
    expect(ring.width).toBeGreaterThan(50);
    expect(ring.x).toBeGreaterThanOrEqual(canvas.x - 1);
    expect(ring.y).toBeGreaterThanOrEqual(canvas.y - 1);
    expect(ring.x + ring.width).toBeLessThanOrEqual(canvas.x + canvas.width + 1);
    expect(ring.y + ring.height).toBeLessThanOrEqual(canvas.y + canvas.height + 1);
    // Every symbol is named in words, not by its colour alone.
    await expect(mapKey(page)).toBeVisible();
    await expect(mapKey(page)).toContainText("Round marker: a place with notices");
    await expect(mapKey(page)).toContainText("Square marker: nearby places grouped together");
    await expect(mapKey(page)).toContainText("Cross: the centre of the postcode searched");
    await expect(mapKey(page)).toContainText("Dashed circle: the distance searched");
    await expect(mapKey(page)).toContainText(`Within 5 miles of ${postcode}`);
    await expect(page.locator(".app-notices-map__canvas")).toHaveAttribute(
      "aria-describedby",
      "notices-map-key",
    );
    // Places and groups differ in shape, not only in colour.
    const radius = (selector: string) =>
      mapKey(page)
        .locator(selector)
        .evaluate((e) => getComputedStyle(e).borderTopLeftRadius);
    expect(await radius(".app-map-symbol--place")).toBe("50%");
    expect(await radius(".app-map-symbol--cluster")).toBe("4px");
    await expectNoAxeViolations(page);

    // Hiding the map hides its key with it.
    await toggle(page).click();
    await expect(mapKey(page)).toBeHidden();
  });

  test("each postcode block searched has its own centre and circle", async ({ page, request }) => {
    const [first, second] = await postcodesWithNotices(request, 2);
    await page.goto(
      `/all-notices/notice?numberOfLocationSearches=2&location-postcode-1=${encodeURIComponent(first!)}` +
        `&location-distance-1=1&location-postcode-2=${encodeURIComponent(second!)}&location-distance-2=20`,
    );
    await expect(radii(page)).toHaveCount(2);
    await expect(centres(page)).toHaveCount(2);
    await expect(mapKey(page)).toContainText(`Within 1 mile of ${first}`);
    await expect(mapKey(page)).toContainText(`Within 20 miles of ${second}`);
  });

  test("a search without a postcode has the key but no centre or circle", async ({ page }) => {
    await page.goto("/all-notices/notice?text=notice");
    await toggle(page).click();
    await expect(markers(page).first()).toBeVisible();
    await expect(mapKey(page)).toContainText("Round marker");
    await expect(mapKey(page)).not.toContainText("Cross");
    await expect(radii(page)).toHaveCount(0);
    await expect(centres(page)).toHaveCount(0);
  });

  test("a place's popup lists its notices with links", async ({ page, request }) => {
    const postcode = await postcodeWithNotices(request);
    await page.goto(
      `/all-notices/notice?location-postcode-1=${encodeURIComponent(postcode)}&location-distance-1=1`,
    );
    const place = page.locator("#notices-map .app-map-place");
    const cluster = page.locator("#notices-map .app-map-cluster");
    await expect(markers(page).first()).toBeVisible();
    // Zoom into clusters until a single place shows. Each zoom ends in a redraw that replaces every
    // marker: the markers drawn before the click leaving the page is the sign that the map has moved.
    for (let i = 0; i < 10 && (await place.count()) === 0; i++) {
      await markers(page).evaluateAll((drawn) => {
        for (const marker of drawn) marker.setAttribute("data-drawn-before", "");
      });
      await cluster.first().click();
      await expect(page.locator("#notices-map [data-drawn-before]")).toHaveCount(0);
    }
    await place.first().click();
    const popup = page.locator(".leaflet-popup-content");
    await expect(popup.locator('a[href^="/notice/"]').first()).toBeVisible();
  });

  test("a place's popup stays open after the map moves to make room for it", async ({ page, request }) => {
    const postcode = await postcodeWithNotices(request);
    await page.clock.install();
    await page.goto(
      `/all-notices/notice?location-postcode-1=${encodeURIComponent(postcode)}&location-distance-1=1`,
    );
    const place = page.locator("#notices-map .app-map-place").first();
    await expect(place).toBeVisible();
    // Paused, Leaflet's animation frames run only when the test moves the clock.
    await page.clock.pauseAt(Date.now() + 1000);
    const link = page.locator(".leaflet-popup-content").locator('a[href^="/notice/"]').first();
    await place.click();
    await expect(link).toBeVisible();
    // Well past the quarter of a second the map takes to pan the popup into view.
    await page.clock.runFor(2000);
    await expect(link).toBeVisible();
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
    // The search form's autocomplete turns into a combobox in the same render after hydration as the
    // one in which the map would appear: once it has, the map would be there if it wrongly were drawn.
    await expect(page.locator('#location-local-authority-1[role="combobox"]')).toBeAttached();
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
