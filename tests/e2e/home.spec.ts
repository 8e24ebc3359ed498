import { expectNoAxeViolations } from "./axe.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { visibleText } from "./gazette.ts";

/**
 * The home page: the highlights carousel (spec §2/§9: 6000 ms between slides, 600 ms effect, pauses on
 * hover, focus or the Pause button, wraps), the latest notices and the header's services menu.
 */

const DELAY_MS = 6000;

const START = new Date("2026-03-02T09:00:00Z");

/**
 * Opens the home page with a fake clock that stands still until the test moves it, so the carousel's
 * timer is started at a known instant and only `clock.runFor` makes time pass.
 */
async function openHomeWithFrozenClock(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1000));
  await page.goto("/");
  const carousel = page.locator("section.app-carousel");
  // The index appears once JavaScript has taken over the carousel (and started its timer).
  await expect(carousel).toHaveAttribute("data-active-slide", "0");
  return carousel;
}

/** Moves the pointer well away from the carousel (onto the page footer). */
async function movePointerAway(page: Page) {
  const box = await page.locator("footer").boundingBox();
  if (!box) throw new Error("the footer has no box");
  await page.mouse.move(box.x + 5, box.y + 5);
}

test.describe("home page carousel", () => {
  test("shows slide 1 first and moves to slide 2 after exactly 6 seconds", async ({ page }) => {
    const carousel = await openHomeWithFrozenClock(page);
    const slides = carousel.locator(".app-carousel__slide");
    await expect(slides).toHaveCount(4);
    await expect(slides.nth(0)).toHaveClass(/\bis-active\b/);
    await expect(carousel.locator(".app-carousel__slide.is-active")).toHaveCount(1);
    await expect(slides.nth(0)).toBeVisible();

    await page.clock.runFor(DELAY_MS - 100);
    await expect(carousel).toHaveAttribute("data-active-slide", "0");
    await expect(slides.nth(0)).toHaveClass(/\bis-active\b/);

    await page.clock.runFor(100);
    await expect(carousel).toHaveAttribute("data-active-slide", "1");
    await expect(slides.nth(1)).toHaveClass(/\bis-active\b/);
    await expect(slides.nth(0)).not.toHaveClass(/\bis-active\b/);
    await expect(carousel.locator(".app-carousel__slide.is-active")).toHaveCount(1);
  });

  test("fades between slides over 600 ms", async ({ page }) => {
    const carousel = await openHomeWithFrozenClock(page);
    const slides = carousel.locator(".app-carousel__slide");
    // Transitions are switched on after the first frame, so hidden slides do not fade out on load.
    for (let i = 0; i < 4; i++) await expect(slides.nth(i)).toHaveCSS("transition-duration", "0s");
    await page.clock.runFor(50);
    for (let i = 0; i < 4; i++) await expect(slides.nth(i)).toHaveCSS("transition-duration", "0.6s");
  });

  test("hovering pauses the carousel and leaving resumes it", async ({ page }) => {
    const carousel = await openHomeWithFrozenClock(page);
    await carousel.locator(".app-carousel__slide.is-active").hover();
    await expect(carousel).toHaveAttribute("data-paused", "true");

    await page.clock.runFor(2 * DELAY_MS);
    await expect(carousel).toHaveAttribute("data-active-slide", "0");

    await movePointerAway(page);
    await expect(carousel).toHaveAttribute("data-paused", "false");
    await page.clock.runFor(DELAY_MS);
    await expect(carousel).toHaveAttribute("data-active-slide", "1");
  });

  test("stays paused while keyboard focus is inside, even when the pointer passes over and leaves", async ({
    page,
  }) => {
    const carousel = await openHomeWithFrozenClock(page);
    await carousel.getByRole("button", { name: "Next slide" }).focus();
    await expect(carousel).toHaveAttribute("data-paused", "true");
    await carousel.hover();
    await movePointerAway(page);
    await page.clock.runFor(2 * DELAY_MS);
    await expect(carousel).toHaveAttribute("data-active-slide", "0");
    await expect(carousel).toHaveAttribute("data-paused", "true");
  });

  test("the Pause button stops the carousel until Play is pressed", async ({ page }) => {
    const carousel = await openHomeWithFrozenClock(page);
    const pause = carousel.getByRole("button", { name: "Pause slides" });
    await expect(pause).toHaveAttribute("aria-pressed", "false");

    await pause.click();
    const play = carousel.getByRole("button", { name: "Play slides" });
    await expect(play).toHaveAttribute("aria-pressed", "true");
    // Even with the pointer elsewhere it stays on the first slide.
    await movePointerAway(page);
    await page.clock.runFor(3 * DELAY_MS);
    await expect(carousel).toHaveAttribute("data-active-slide", "0");

    await play.click();
    await expect(carousel.getByRole("button", { name: "Pause slides" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    // Pressing Play moved the pointer and the focus into the carousel, which pause it too: leave it.
    await page.getByRole("heading", { level: 1 }).click();
    await expect(carousel).toHaveAttribute("data-paused", "false");
    await page.clock.runFor(DELAY_MS);
    await expect(carousel).toHaveAttribute("data-active-slide", "1");
  });

  test("wraps from the fourth slide back to the first", async ({ page }) => {
    const carousel = await openHomeWithFrozenClock(page);
    for (const expected of ["1", "2", "3", "0"]) {
      await page.clock.runFor(DELAY_MS);
      await expect(carousel).toHaveAttribute("data-active-slide", expected);
    }
    await expect(carousel.locator(".app-carousel__slide").first()).toHaveClass(/\bis-active\b/);
  });

  test("Next and Previous buttons move between slides and wrap", async ({ page }) => {
    const carousel = await openHomeWithFrozenClock(page);
    const next = carousel.getByRole("button", { name: "Next slide" });
    const previous = carousel.getByRole("button", { name: "Previous slide" });

    await next.click();
    await expect(carousel).toHaveAttribute("data-active-slide", "1");
    await expect(carousel.getByRole("heading", { name: "Deceased estates notices" })).toBeVisible();
    await next.click();
    await expect(carousel).toHaveAttribute("data-active-slide", "2");
    await previous.click();
    await expect(carousel).toHaveAttribute("data-active-slide", "1");
    await previous.click();
    await previous.click();
    await expect(carousel).toHaveAttribute("data-active-slide", "3");
    await next.click();
    await expect(carousel).toHaveAttribute("data-active-slide", "0");

    // Slides that are not shown are hidden from assistive technology and from the tab order.
    const hidden = carousel.locator(".app-carousel__slide:not(.is-active)");
    await expect(hidden).toHaveCount(3);
    for (const slide of await hidden.all()) {
      await expect(slide).toHaveAttribute("aria-hidden", "true");
      await expect(slide.getByRole("link", { includeHidden: true })).toHaveAttribute("tabindex", "-1");
    }
  });
});

test.describe("home page", () => {
  test("lists the latest notices, each leading to its notice page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 2, name: "Latest notices" })).toBeVisible();
    const links = page.locator(".app-notice-list").getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(5);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(/^\/notice\/\d+$/);
    }

    const first = links.first();
    const title = await visibleText(first);
    const href = await first.getAttribute("href");
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });

  test("the services menu opens to list the services and closes with Escape", async ({ page }) => {
    await page.goto("/");
    const menu = page.locator("details.app-services-menu");
    await expect(menu).not.toHaveAttribute("open");
    const list = menu.getByRole("list", { name: "Services" });
    await expect(list).toBeHidden();

    await menu.locator("summary").click();
    await expect(menu).toHaveAttribute("open", "");
    await expect(list).toBeVisible();
    const links = list.getByRole("link");
    await expect(links).toHaveCount(8);
    await expect(list.getByRole("link", { name: "Search all notices" })).toHaveAttribute(
      "href",
      "/all-notices/notice",
    );
    await expect(list.getByRole("link", { name: "Latest London issue" })).toHaveAttribute(
      "href",
      "/london/issue/latest",
    );
    await expect(list.getByRole("link", { name: "Find a local authority" })).toHaveAttribute(
      "href",
      "/services/local-authority-finder",
    );

    await page.keyboard.press("Escape");
    await expect(menu).not.toHaveAttribute("open");
    await expect(menu.locator("summary")).toBeFocused();
  });

  test("the sign-in link is marked to open the sign-in modal", async ({ page }) => {
    await page.goto("/");
    const signIn = page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Sign in" });
    await expect(signIn).toHaveClass(/\bsign-in-modal\b/);
    await expect(signIn).toHaveAttribute("href", "/sign-in");
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/");
    const carousel = page.locator("section.app-carousel");
    await expect(carousel).toHaveAttribute("data-active-slide", /\d/);
    // Stopped (as WCAG 2.2.2 lets anyone stop it): a scan takes seconds on a slow machine, and a slide
    // changing under it puts a half-faded link before axe (seen in CI: the second slide's link, mid-fade).
    await carousel.getByRole("button", { name: "Pause slides" }).click();
    await expect(carousel).toHaveAttribute("data-paused", "true");
    // Let the 600 ms fade that hides the other slides finish: until then they overlap the shown one.
    await expect(carousel.locator(".app-carousel__slide:not(.is-active)")).toHaveCount(3);
    for (const slide of await carousel.locator(".app-carousel__slide:not(.is-active)").all()) {
      await expect(slide).toBeHidden();
    }
    await expectNoAxeViolations(page);
    await page.locator("details.app-services-menu summary").click();
    await expectNoAxeViolations(page);
  });
});
