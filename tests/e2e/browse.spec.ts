import { expectNoAxeViolations } from "./axe.ts";
import { expect, type Page, type Request, test } from "./fixtures.ts";

/**
 * Browsing the archive (spec §2, §4 "Archive dropdowns", §7): the edition → year → index form with its
 * data calls, the index volume it leads to, the browse pages per edition and year, and the month issue
 * list the purchase page reads.
 */

function archiveForm(page: Page) {
  const form = page.locator("form.app-archive-form");
  return {
    form,
    edition: form.getByLabel("Edition"),
    year: form.getByLabel("Year"),
    index: form.getByLabel("Index"),
    submit: form.getByRole("button"),
  };
}

/** Waits for the script to take over the form, so choices go through React's handlers. */
async function openEnhancedForm(page: Page) {
  await page.goto("/browse-publications");
  const f = archiveForm(page);
  await expect(f.form).toHaveAttribute("data-enhanced", "true");
  return f;
}

function isDataCall(path: string) {
  return (r: Request) => new URL(r.url()).pathname === path;
}

test.describe("the archive dropdowns", () => {
  test("edition enables year, year enables index, and the form is blocked until all three are chosen", async ({
    page,
  }) => {
    const f = await openEnhancedForm(page);
    await expect(f.edition).toBeEnabled();
    await expect(f.year).toBeDisabled();
    await expect(f.index).toBeDisabled();
    await expect(f.submit).toBeDisabled();
    await expectNoAxeViolations(page);

    const yearsCall = page.waitForRequest(isDataCall("/browse-publications/index-years/data.json"));
    await f.edition.selectOption("london");
    const yearsRequest = await yearsCall;
    expect(new URL(yearsRequest.url()).searchParams.get("archive_edition")).toBe("london");
    expect(yearsRequest.headers()["x-requested-with"]).toBe("XMLHttpRequest");
    await expect(f.year).toBeEnabled();
    await expect(f.year.locator("option").nth(1)).toHaveText("1665");
    await expect(f.index).toBeDisabled();
    await expect(f.submit).toBeDisabled();

    const volumesCall = page.waitForRequest(isDataCall("/browse-publications/indexes/data.json"));
    await f.year.selectOption("1665");
    const volumesRequest = await volumesCall;
    expect(Object.fromEntries(new URL(volumesRequest.url()).searchParams)).toEqual({
      archive_edition: "london",
      archive_year: "1665",
    });
    expect(volumesRequest.headers()["x-requested-with"]).toBe("XMLHttpRequest");
    await expect(f.index).toBeEnabled();
    // The first issue appeared in November 1665: only the last quarter's volume exists.
    await expect(f.index.locator("option")).toHaveText(["Choose an index", "Volume 4 (October to December)"]);
    await expect(f.submit).toBeDisabled();

    await f.index.selectOption("4");
    await expect(f.submit).toBeEnabled();
    await expectNoAxeViolations(page);

    // Changing the year resets the index and blocks the form again.
    await f.year.selectOption("1700");
    await expect(f.index).toHaveValue("");
    await expect(f.submit).toBeDisabled();
    await expect(f.index.locator("option")).toHaveCount(5);
    await f.index.selectOption("2");
    await expect(f.submit).toBeEnabled();

    // Clearing the edition resets and disables both children.
    await f.edition.selectOption("");
    await expect(f.year).toBeDisabled();
    await expect(f.year).toHaveValue("");
    await expect(f.index).toBeDisabled();
    await expect(f.index).toHaveValue("");
    await expect(f.submit).toBeDisabled();

    // Clearing the year resets and disables the index only.
    await f.edition.selectOption("london");
    await expect(f.year).toBeEnabled();
    await f.year.selectOption("1700");
    await expect(f.index).toBeEnabled();
    await f.year.selectOption("");
    await expect(f.index).toBeDisabled();
    await expect(f.index).toHaveValue("");
    await expect(f.year).toBeEnabled();
    await expect(f.submit).toBeDisabled();
  });

  test("submitting lands on the index volume, which lists its issues", async ({ page }) => {
    const f = await openEnhancedForm(page);
    await f.edition.selectOption("london");
    await expect(f.year).toBeEnabled();
    await f.year.selectOption("1700");
    await expect(f.index).toBeEnabled();
    await f.index.selectOption("2");
    await f.submit.click();

    await expect(page).toHaveURL(/\/london\/index\/year\/1700\/volume\/2$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Volume 2 (April to June)");
    await expect(page.locator(".govuk-caption-l")).toHaveText("The London Gazette, 1700");
    const rows = page.locator("table.govuk-table tbody tr");
    expect(await rows.count()).toBeGreaterThan(10);
    await expect(rows.first().locator("td").first()).toHaveText(/^\d{1,2} (April|May|June) 1700$/);
    await expect(rows.first().locator("td").nth(1)).toHaveText("Index only");
    await expectNoAxeViolations(page);

    const first = rows.first().getByRole("link");
    const number = (await first.innerText()).replace("Issue ", "");
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/london/issue/${number}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Issue ${number}`);

    // Back returns to the volume, then Back on the volume to the form.
    await page.goBack();
    await expect(page).toHaveURL(/\/volume\/2$/);
    await page.locator("a.govuk-back-link").click();
    await expect(page).toHaveURL(/\/browse-publications$/);
  });

  test("an unknown volume is a 404 page", async ({ page }) => {
    for (const path of [
      "/london/index/year/1665/volume/1",
      "/london/index/year/1500/volume/1",
      "/paris/index/year/1700/volume/1",
      "/london/index/year/17x0/volume/1",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    }
  });
});

test.describe("the archive data calls", () => {
  test("index years and indexes answer sorted lists, and 400 for unknown input", async ({ request }) => {
    const years = await request.get("/browse-publications/index-years/data.json?archive_edition=london", {
      headers: { "X-Requested-With": "XMLHttpRequest" },
    });
    expect(years.status()).toBe(200);
    expect(years.headers()["content-type"]).toContain("application/json");
    const { pubyears } = (await years.json()) as { pubyears: string[] };
    expect(pubyears[0]).toBe("1665");
    expect(pubyears).toEqual([...pubyears].sort());
    expect(new Set(pubyears).size).toBe(pubyears.length);
    for (const y of pubyears) expect(y).toMatch(/^\d{4}$/);

    const indexes = await request.get(
      "/browse-publications/indexes/data.json?archive_edition=london&archive_year=1700",
    );
    expect(await indexes.json()).toEqual({ volumes: ["1", "2", "3", "4"] });

    for (const path of [
      "/browse-publications/index-years/data.json?archive_edition=paris",
      "/browse-publications/index-years/data.json",
      "/browse-publications/indexes/data.json?archive_edition=london&archive_year=1500",
      "/browse-publications/indexes/data.json?archive_edition=london&archive_year=abc",
      "/browse-publications/indexes/data.json?archive_edition=rome&archive_year=1700",
      "/browse-publications/indexes/data.json?archive_edition=london",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      const body = (await response.json()) as { error: string };
      expect(body.error.length, path).toBeGreaterThan(0);
    }
  });

  test("the month issue list gives each issue and supplement with its date", async ({ request }) => {
    const { pubyears } = (await (
      await request.get("/browse-publications/index-years/data.json?archive_edition=london")
    ).json()) as { pubyears: string[] };
    const year = pubyears.at(-1);
    // The latest month with issues (the corpus ends at the seed's "today").
    let entries: { id: string; published: string }[] = [];
    let month = 12;
    for (; month >= 1 && entries.length === 0; month--) {
      const response = await request.get(
        `/london/year/${year}/month/${month}/issue/data.json?resultPageSize=1000&includeSupplements=true`,
        { headers: { "X-Requested-With": "XMLHttpRequest" } },
      );
      expect(response.status()).toBe(200);
      entries = ((await response.json()) as { entry: typeof entries }).entry;
    }
    month++;
    const mm = String(month).padStart(2, "0");
    expect(entries.length).toBeGreaterThan(5);
    for (const e of entries) {
      expect(e.id).toMatch(/\/london\/issue\/\d+(\/supplement\/\d+)?$/);
      expect(e.published).toMatch(new RegExp(`^${year}-${mm}-\\d{2}$`));
    }
    const dates = entries.map((e) => e.published);
    expect(dates).toEqual([...dates].sort());
    const issuePath = new URL(entries[0]!.id).pathname;
    expect((await request.get(issuePath)).status()).toBe(200);
    const supplement = entries.find((e) => e.id.includes("/supplement/"));
    if (supplement) expect((await request.get(new URL(supplement.id).pathname)).status()).toBe(200);

    const capped = await request.get(`/london/year/${year}/month/${month}/issue/data.json?resultPageSize=2`);
    expect(((await capped.json()) as { entry: unknown[] }).entry).toHaveLength(2);
    const withoutSupplements = await request.get(`/london/year/${year}/month/${month}/issue/data.json`);
    const plain = ((await withoutSupplements.json()) as { entry: { id: string }[] }).entry;
    expect(plain.every((e) => !e.id.includes("/supplement/"))).toBe(true);

    const first = await request.get("/london/year/1665/month/11/issue/data.json?resultPageSize=1000");
    expect(((await first.json()) as { entry: { id: string; published: string }[] }).entry[0]).toMatchObject({
      id: expect.stringMatching(/\/london\/issue\/1$/),
      published: "1665-11-16",
    });

    for (const path of [
      "/london/year/2026/month/13/issue/data.json",
      "/london/year/2026/month/0/issue/data.json",
      "/paris/year/2026/month/1/issue/data.json",
      "/london/year/20x6/month/1/issue/data.json",
      "/london/year/2026/month/1/issue/data.json?resultPageSize=0",
      "/london/year/2026/month/1/issue/data.json?resultPageSize=lots",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expect(((await response.json()) as { error: string }).error.length).toBeGreaterThan(0);
    }
  });
});

test.describe("browsing by edition and year", () => {
  test("an edition lists its years newest first, each with its issue count", async ({ page }) => {
    await page.goto("/browse-publications");
    await page.getByRole("link", { name: "The London Gazette", exact: true }).click();
    await expect(page).toHaveURL(/\/browse-publications\/london$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The London Gazette");
    // Centuries newest first, the newest open; the older ones open on demand.
    const centuries = page.locator("details.govuk-details");
    await expect(centuries.locator("summary")).toHaveText([
      "2000 to 2099",
      "1900 to 1999",
      "1800 to 1899",
      "1700 to 1799",
      "1600 to 1699",
    ]);
    await expect(centuries.first()).toHaveAttribute("open", "");
    const years = (await page.locator("table.app-browse-years tbody th a").allTextContents()).map(Number);
    expect(years[0]).toBeGreaterThan(2000);
    expect(years.at(-1)).toBe(1665);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const counts = (await page.locator("table.app-browse-years tbody td").allTextContents()).map(Number);
    expect(counts.every((n) => n > 0)).toBe(true);

    await centuries.nth(3).locator("summary").click();
    await page.getByRole("link", { name: "1700", exact: true }).click();
    await expect(page).toHaveURL(/\/browse-publications\/london\/1700$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Issues of 1700");
  });

  test("a year lists its issues by month, with its index volumes", async ({ page }) => {
    await page.goto("/browse-publications/london/1700");
    await expect(page.getByRole("heading", { level: 2, name: "January 1700" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "December 1700" })).toBeVisible();
    const january = page.getByRole("region", { name: "January 1700" });
    expect(await january.getByRole("link", { name: /^Issue \d+$/ }).count()).toBeGreaterThan(3);
    await expect(page.getByRole("link", { name: "Volume 3 (July to September)" })).toHaveAttribute(
      "href",
      "/london/index/year/1700/volume/3",
    );
    await expect(page.getByRole("link", { name: /Previous year/ })).toHaveAttribute(
      "href",
      "/browse-publications/london/1699",
    );
    await expect(page.getByRole("link", { name: /Next year/ })).toHaveAttribute(
      "href",
      "/browse-publications/london/1701",
    );
    await expectNoAxeViolations(page);

    const issue = january.getByRole("link", { name: /^Issue \d+$/ }).first();
    const label = await issue.innerText();
    await issue.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(label);
  });

  test("the latest year of an edition links to the issues with notices", async ({ page }) => {
    await page.goto("/browse-publications/edinburgh");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Edinburgh Gazette");
    // The same template as London's four centuries, small enough for a quick accessibility check.
    await expectNoAxeViolations(page);
    await page.locator("table.app-browse-years tbody th a").first().click();
    await expect(page).toHaveURL(/\/browse-publications\/edinburgh\/\d{4}$/);
    const issue = page.getByRole("link", { name: /^Issue \d+$/ }).last();
    await issue.click();
    await expect(page).toHaveURL(/\/edinburgh\/issue\/\d+$/);
  });

  test("unknown editions and years are 404 pages", async ({ request }) => {
    for (const path of [
      "/browse-publications/paris",
      "/browse-publications/london/1500",
      "/browse-publications/london/abcd",
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});
