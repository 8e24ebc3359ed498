import { expectNoAxeViolationsWithoutPageScripts } from "./axe.ts";
import { type APIRequestContext, expect, test } from "./fixtures.ts";
import { latestIssuePath, latestNoticeIds, summaryValue } from "./gazette.ts";

/**
 * The company finder journey with JavaScript switched off (the "no-javascript" project): the GET form,
 * results, the company page and its timeline, and the full timeline's Back link all work as plain HTML.
 */

interface CompanyJson {
  companyname: string;
  companynumber: string;
  events: { noticeId: number; publishedOn: string }[];
}

const FINDER = "/service/company-finder";

/** A company named by a notice on the home page or in the latest issue, with `minEvents` notices or more. */
async function findCompany(request: APIRequestContext, minEvents = 2): Promise<CompanyJson> {
  const ids = await latestNoticeIds(request);
  const issue = await request.get(await latestIssuePath(request));
  for (const m of (await issue.text()).matchAll(/href="\/notice\/(\d+)"/g)) ids.push(Number(m[1]));
  let fallback: CompanyJson | null = null;
  const seen = new Set<string>();
  for (const id of new Set(ids)) {
    const notice = (await (await request.get(`/notice/${id}/data.json`)).json()) as {
      companies: { number: string }[];
    };
    for (const { number } of notice.companies) {
      if (seen.has(number)) continue;
      seen.add(number);
      const response = await request.get(`/company/${number}/data.json`);
      if (!response.ok()) continue;
      const company = (await response.json()) as CompanyJson;
      if (company.events.length >= minEvents) return company;
      fallback ??= company;
    }
  }
  if (!fallback) throw new Error("no reachable notice names a company");
  return fallback;
}

test.beforeEach(({ javaScriptEnabled }) => {
  expect(javaScriptEnabled, "run this file in the no-javascript project").toBe(false);
});

test.describe("company finder without JavaScript", () => {
  test("search by name, open the company, its timeline, the full timeline, and Back", async ({
    page,
    request,
  }) => {
    const company = await findCompany(request);
    const n = company.companynumber;
    await page.goto(FINDER);
    await expectNoAxeViolationsWithoutPageScripts(page);

    const words = company.companyname.split(/[^A-Za-z0-9]+/).filter(Boolean);
    await page.getByLabel("Company name").fill(words.reverse().join(" ").toUpperCase());
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/service\/company-finder\?companyname=.+&companynumber=$/);
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      /^(\d+|More than 15) compan(y|ies) found\./,
    );
    const row = page
      .getByRole("table")
      .locator("tbody tr")
      .filter({ has: page.getByRole("cell", { name: n, exact: true }) });
    await expect(row).toHaveCount(1);
    await expectNoAxeViolationsWithoutPageScripts(page);

    await row.getByRole("link", { name: company.companyname }).click();
    await expect(page).toHaveURL(new RegExp(`/company/${n}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(company.companyname);
    await expect(summaryValue(page, "Company number")).toHaveText(n);
    const shown = company.events.slice(-8);
    const items = page.locator("ol.app-timeline__events > li");
    await expect(items).toHaveCount(shown.length);
    const dates = await items
      .locator("time")
      .evaluateAll((ts) => ts.map((t) => t.getAttribute("datetime") ?? ""));
    expect(dates).toEqual(shown.map((e) => e.publishedOn));
    expect(dates).toEqual([...dates].sort());
    await expectNoAxeViolationsWithoutPageScripts(page);

    await page.getByRole("link", { name: "View full timeline" }).click();
    await expect(page).toHaveURL(new RegExp(`/company/${n}/timeline$`));
    await expect(items).toHaveCount(company.events.length);
    await expect(items.getByRole("link").first()).toHaveAttribute(
      "href",
      `/notice/${company.events[0]!.noticeId}`,
    );
    await expectNoAxeViolationsWithoutPageScripts(page);

    // Without scripts there is no history to go back through: Back is a link to the company page.
    const back = page.locator("a.govuk-back-link");
    await expect(back).toHaveAttribute("href", `/company/${n}`);
    await back.click();
    await expect(page).toHaveURL(new RegExp(`/company/${n}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(company.companyname);
  });

  test("search by number", async ({ page, request }) => {
    const company = await findCompany(request, 1);
    await page.goto(FINDER);
    await page.getByLabel("Company number").fill(company.companynumber.toLowerCase());
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText("1 company found.");
    await page.getByRole("link", { name: company.companyname }).click();
    await expect(page).toHaveURL(new RegExp(`/company/${company.companynumber}$`));
  });

  test("no results, and the empty form, answer with their messages", async ({ page }) => {
    await page.goto(FINDER);
    await page.getByLabel("Company name").fill("Zzyzx Qwertyuiop");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "Sorry no results were found, please try again.",
    );
    await expectNoAxeViolationsWithoutPageScripts(page);

    await page.getByLabel("Company name").fill("");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\?companyname=&companynumber=$/);
    await expect(page).toHaveTitle("Error: Company finder - The Gazette");
    await expect(page.locator(".govuk-error-summary")).toContainText(
      "Enter a company name or a company number",
    );
    await expect(page.locator("#companyname-error")).toHaveText(
      "Error: Enter a company name or a company number",
    );
    await expectNoAxeViolationsWithoutPageScripts(page);
  });
});
