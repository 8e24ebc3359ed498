import { expect, type Page, test } from "./fixtures.ts";
import { holdRequests } from "./held-requests.ts";

/**
 * The home page does not move when its scripts take over the carousel (issue 14: no layout shift, space
 * reserved). The page's scripts are held back until the server's HTML has been drawn, so the carousel is
 * seen first as the browser lays it out before any script, then as the script leaves it.
 */

/** Layout shifts counted as CLS counts them (none right after input), with the elements that moved. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; nodes: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const nodes = entry.sources.map((s) =>
          s.node instanceof Element
            ? `${s.node.tagName.toLowerCase()}.${[...s.node.classList].join(".")}`
            : "",
        );
        w.__shifts.push({ value: entry.value, nodes });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test(`the carousel keeps its room while its script starts (${viewport.width} px wide)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await recordLayoutShifts(page);
    const release = await holdRequests(page, "**/assets/*.js");
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const carousel = page.locator("section.app-carousel");
    const next = page.getByRole("heading", { level: 2, name: "Latest notices" });
    await expect(carousel).not.toHaveAttribute("data-active-slide");
    // Drawn before any script: the room the carousel takes and where the content after it starts.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const before = { carousel: await carousel.boundingBox(), next: await next.boundingBox() };

    release();
    await expect(carousel).toHaveAttribute("data-active-slide", "0");
    await expect(carousel.getByRole("button", { name: "Pause slides" })).toBeVisible();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const after = { carousel: await carousel.boundingBox(), next: await next.boundingBox() };

    expect(after.carousel?.height).toBe(before.carousel?.height);
    expect(after.next?.y).toBe(before.next?.y);
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts,
    );
    // Nothing in the page's content moved; the header's navigation settles by about 0.001 (0.01 is allowed
    // here; CLS counts up to 0.1 as good).
    const inMain = await page.evaluate(() => {
      const main = document.querySelector("main");
      return main
        ? [...main.querySelectorAll("*")].map(
            (e) => `${e.tagName.toLowerCase()}.${[...e.classList].join(".")}`,
          )
        : [];
    });
    expect(
      shifts.filter((s) => s.nodes.some((n) => n === "main.govuk-main-wrapper" || inMain.includes(n))),
    ).toEqual([]);
    expect(shifts.reduce((sum, s) => sum + s.value, 0)).toBeLessThan(0.01);
  });
}
