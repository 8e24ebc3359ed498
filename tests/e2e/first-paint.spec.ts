import { expect, test } from "./fixtures.ts";
import { latestNoticeId } from "./gazette.ts";

/**
 * What comes before the first paint (ADR 027): the stylesheet first in the head, the scripts' preloads
 * behind it at low priority, and no web fonts to wait for.
 */

test("a page's head names its stylesheet before anything it fetches, and preloads its scripts at low priority", async ({
  request,
}) => {
  for (const path of ["/", "/all-notices/notice?text=estate", `/notice/${await latestNoticeId(request)}`]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const links = [...head.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
    expect(links[0], path).toMatch(/rel="stylesheet"/);
    const preloads = links.filter((link) => link.includes('rel="modulepreload"'));
    expect(preloads.length, path).toBeGreaterThan(0);
    for (const preload of preloads) expect(preload, path).toContain('fetchpriority="low"');
  }
});

test("a notice page loads no web font: the text is set in Arial, as services off GOV.UK must", async ({
  page,
  request,
}) => {
  const fonts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "font") fonts.push(r.url());
  });
  await page.goto(`/notice/${await latestNoticeId(request)}`);
  await expect(page.locator("h1")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(fonts).toEqual([]);
  await expect(page.locator("h1")).toHaveCSS("font-family", /^arial, sans-serif$/i);
  await expect(page.locator("body")).toHaveClass(/js-enabled/);
});
