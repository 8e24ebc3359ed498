import { readFile } from "node:fs/promises";
import { PDFDocument } from "pdf-lib";
import { linkUris } from "../../app/features/notices/representations/pdf-inspection.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { latestIssuePath, summaryValue, visibleText } from "./gazette.ts";

/**
 * Issues and the page viewer (spec §2): the latest issue, its pages and notices, and the viewer's toolbar:
 * first, previous, next, last, the page select, the PDF download, data.htm and share links.
 */

/** The viewer toolbar's link or, when it leads nowhere, its disabled stand-in. */
function toolbar(page: Page) {
  const bar = page.locator(".app-viewer-toolbar");
  return {
    bar,
    link: (name: string) => bar.getByRole("link", { name, exact: true }),
    disabled: (name: string) => bar.locator('span[aria-disabled="true"]', { hasText: name }),
    select: bar.getByLabel("Page", { exact: true }),
  };
}

/** The page count of an issue, read from its summary list. */
async function pageCountOf(page: Page): Promise<number> {
  return Number(await visibleText(summaryValue(page, "Pages")));
}

test.describe("issues", () => {
  test("the latest London issue lists its pages and their notices", async ({ page }) => {
    await page.goto("/london/issue/latest");
    await expect(page).toHaveURL(/\/london\/issue\/\d+$/);
    const number = new URL(page.url()).pathname.split("/").pop();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Issue ${number}`);
    await expect(page.locator(".govuk-caption-l")).toHaveText("The London Gazette");

    const pageCount = await pageCountOf(page);
    expect(pageCount).toBeGreaterThanOrEqual(2);
    const pageHeadings = page.getByRole("heading", { level: 2, name: /^Page \d+$/ });
    await expect(pageHeadings).toHaveCount(pageCount);
    const firstPage = page.getByRole("region", { name: "Page 1" });
    expect(await firstPage.getByRole("link").count()).toBeGreaterThanOrEqual(2); // heading + notices
    await expect(firstPage.locator('a[href^="/notice/"]').first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Download the whole issue (PDF)" })).toHaveAttribute(
      "href",
      `/london/issue/${number}/data.pdf`,
    );
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "View the pages" }).click();
    await expect(page).toHaveURL(new RegExp(`/london/issue/${number}/page/1$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page 1");
  });

  test("the viewer moves through the pages with its toolbar", async ({ page, request }) => {
    const issuePath = await latestIssuePath(request);
    await page.goto(issuePath);
    const last = await pageCountOf(page);
    expect(last).toBeGreaterThanOrEqual(3);
    await page.getByRole("link", { name: "View the pages" }).click();
    const tb = toolbar(page);
    const heading = page.getByRole("heading", { level: 1 });

    // Page 1: nothing before it.
    await expect(heading).toHaveText("Page 1");
    await expect(tb.disabled("First page")).toBeVisible();
    await expect(tb.disabled("Previous page")).toBeVisible();
    await expect(tb.link("First page")).toHaveCount(0);
    await expect(tb.select).toHaveValue("1");

    await tb.link("Next page").click();
    await expect(page).toHaveURL(new RegExp(`${issuePath}/page/2$`));
    await expect(heading).toHaveText("Page 2");
    await expect(tb.select).toHaveValue("2");

    await tb.link("Last page").click();
    await expect(page).toHaveURL(new RegExp(`${issuePath}/page/${last}$`));
    await expect(heading).toHaveText(`Page ${last}`);
    await expect(tb.disabled("Next page")).toBeVisible();
    await expect(tb.disabled("Last page")).toBeVisible();
    await expect(tb.link("Next page")).toHaveCount(0);

    await tb.link("Previous page").click();
    await expect(page).toHaveURL(new RegExp(`${issuePath}/page/${last - 1}$`));
    await expect(heading).toHaveText(`Page ${last - 1}`);

    await tb.link("First page").click();
    await expect(page).toHaveURL(new RegExp(`${issuePath}/page/1$`));
    await expect(heading).toHaveText("Page 1");
  });

  test("choosing a page in the select goes straight to it", async ({ page, request }) => {
    const issuePath = await latestIssuePath(request);
    await page.goto(`${issuePath}/page/1`);
    const tb = toolbar(page);
    const options = tb.select.getByRole("option");
    const count = await options.count();
    expect(count).toBeGreaterThanOrEqual(2);
    await expect(options.first()).toHaveText(`1 of ${count}`);

    await tb.select.selectOption(String(count));
    await expect(page).toHaveURL(new RegExp(`${issuePath}/page/${count}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Page ${count}`);
    await expect(tb.select).toHaveValue(String(count));

    await tb.select.selectOption("2");
    await expect(page).toHaveURL(new RegExp(`${issuePath}/page/2$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page 2");
  });

  test("the viewer shows the page's notices and offers download and share links", async ({
    page,
    request,
  }) => {
    const issuePath = await latestIssuePath(request);
    await page.goto(`${issuePath}/page/1`);
    const notices = page.locator(".app-viewer-page article");
    expect(await notices.count()).toBeGreaterThan(0);
    await expect(notices.first().getByRole("heading", { level: 2 }).getByRole("link")).toHaveAttribute(
      "href",
      /^\/notice\/\d+$/,
    );

    const tb = toolbar(page);
    await expect(tb.link("Download page (PDF)")).toHaveAttribute("href", `${issuePath}/page/1/data.pdf`);
    const share = tb.bar.getByRole("list", { name: "Share this page" });
    await expect(share.getByRole("link", { name: "Share by email" })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:\\?subject=.+&body=.*${encodeURIComponent(`${issuePath}/page/1`)}$`),
    );
    await expect(share.getByRole("link", { name: "Link to this page" })).toHaveAttribute(
      "href",
      new RegExp(`^https?://[^/]+${issuePath}/page/1$`),
    );
    await expectNoAxeViolations(page);

    // Back without history of this site falls back to the issue.
    await expect(page.locator("a.govuk-back-link")).toHaveAttribute("href", issuePath);
  });

  test("the page download is a PDF", async ({ page, request }) => {
    const issuePath = await latestIssuePath(request);
    const number = issuePath.split("/").pop();
    await page.goto(`${issuePath}/page/1`);
    const link = toolbar(page).link("Download page (PDF)");

    const response = await page.request.get((await link.getAttribute("href")) ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");

    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(`london-${number}-page-1.pdf`);
    const pdf = await PDFDocument.load(await readFile(await download.path()));
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  });

  test("the whole-issue PDF has a PDF page per printed page, each linking to its page", async ({
    page,
    request,
  }) => {
    const issuePath = await latestIssuePath(request);
    await page.goto(issuePath);
    const pageCount = await pageCountOf(page);
    expect(pageCount).toBeGreaterThanOrEqual(2);

    const response = await request.get(`${issuePath}/data.pdf`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const pdf = await PDFDocument.load(await response.body());
    expect(pdf.getPageCount()).toBe(pageCount);
    for (let i = 0; i < pageCount; i++) {
      const [uri, ...more] = linkUris(pdf, i);
      expect(more).toEqual([]);
      const path = new URL(uri ?? "").pathname;
      expect(path).toBe(`${issuePath}/page/${i + 1}`);
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });

  test("a page's PDF links to that page", async ({ request }) => {
    const issuePath = await latestIssuePath(request);
    const response = await request.get(`${issuePath}/page/2/data.pdf`);
    expect(response.status()).toBe(200);
    const pdf = await PDFDocument.load(await response.body());
    expect(pdf.getPageCount()).toBe(1);
    const path = new URL(linkUris(pdf, 0)[0] ?? "").pathname;
    expect(path).toBe(`${issuePath}/page/2`);
    expect((await request.get(path)).status()).toBe(200);
  });

  test("data.htm is a standalone HTML document listing the page's notices", async ({ page, request }) => {
    const issuePath = await latestIssuePath(request);
    await page.goto(`${issuePath}/page/2`);
    const onViewer = await page
      .locator(".app-viewer-page article h2 a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(onViewer.length).toBeGreaterThan(0);

    const response = await page.request.get(`${issuePath}/page/2/data.htm`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/html\b/);

    await page.goto(`${issuePath}/page/2/data.htm`);
    const number = issuePath.split("/").pop();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `The London Gazette, issue ${number}, page 2`,
    );
    const listed = await page
      .getByRole("article")
      .getByRole("heading", { level: 2 })
      .getByRole("link")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(listed).toEqual(onViewer);
  });

  test("the latest issue's page files redirect to that issue", async ({ page }) => {
    const response = await page.request.get("/london/issue/latest/page/1/data.htm", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toMatch(/^\/london\/issue\/\d+\/page\/1\/data\.htm$/);
  });

  test("the page-select form of the latest issue leads to the chosen page", async ({ request }) => {
    const response = await request.get("/london/issue/latest/page/1/go?page=2");
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).pathname).toMatch(/^\/london\/issue\/\d+\/page\/2$/);
  });

  test("a page the issue does not have is not found", async ({ page, request }) => {
    const issuePath = await latestIssuePath(request);
    for (const path of [`${issuePath}/page/9999`, `${issuePath}/page/0`, `${issuePath}/page/9999/data.htm`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    }
  });
});
