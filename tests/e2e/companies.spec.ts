import { expectNoAxeViolations } from "./axe.ts";
import { type APIRequestContext, expect, type Page, test } from "./fixtures.ts";
import {
  expectNoStackTrace,
  latestIssuePath,
  latestNoticeIds,
  summaryValue,
  visibleText,
} from "./gazette.ts";

/**
 * The company finder (spec §2, §7, §8), the company page with its insolvency event timeline and the full
 * timeline, and their JSON. The companies used are found the way a visitor would: from notices on the
 * home page and in the latest issue, whose data names the companies they are about.
 */

interface CompanyEventJson {
  noticeId: number;
  noticeCode: string;
  noticeType: string;
  publishedOn: string;
  uri: string;
}

interface CompanyJson {
  companyname: string;
  companynumber: string;
  registeredOffice: string | null;
  natureOfBusiness: string | null;
  incorporatedOn: string | null;
  status: string;
  events: CompanyEventJson[];
}

const FINDER = "/service/company-finder";
const NO_RESULTS = "Sorry no results were found, please try again.";
const REQUIRED = "Enter a company name or a company number";

/** Notices a visitor can reach: the latest on the home page, then those of the latest London issue. */
async function reachableNoticeIds(request: APIRequestContext): Promise<number[]> {
  const ids = await latestNoticeIds(request);
  const issue = await request.get(await latestIssuePath(request));
  for (const m of (await issue.text()).matchAll(/href="\/notice\/(\d+)"/g)) ids.push(Number(m[1]));
  return [...new Set(ids)];
}

/**
 * A company that notices are about, read from its data.json; the first with at least `minEvents`
 * published notices, so that its timeline has an order to check.
 */
async function findCompany(request: APIRequestContext, minEvents = 2): Promise<CompanyJson> {
  let fallback: CompanyJson | null = null;
  const seen = new Set<string>();
  for (const id of await reachableNoticeIds(request)) {
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
  if (!fallback)
    throw new Error("no notice reachable from the home page or the latest issue names a company");
  return fallback;
}

/** The words of a name in reverse order and in lower case: the finder takes words in any order. */
const shuffledName = (name: string) =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .reverse()
    .join(" ")
    .toLowerCase();

const sortedCopy = (values: string[]) => [...values].sort();

/** The events drawn on the timeline: notice ids and dates, in the order of the list. */
async function timelineEvents(page: Page): Promise<{ id: number; date: string; name: string }[]> {
  const items = page.locator("ol.app-timeline__events > li");
  const out: { id: number; date: string; name: string }[] = [];
  for (const item of await items.all()) {
    const link = item.getByRole("link");
    const href = (await link.getAttribute("href")) ?? "";
    out.push({
      id: Number(href.replace(/^\/notice\//, "")),
      date: (await item.locator("time").getAttribute("datetime")) ?? "",
      name: (await link.textContent()) ?? "",
    });
  }
  return out;
}

/** Checks the timeline shows exactly `events`, oldest first, along a horizontal axis. */
async function expectTimeline(page: Page, events: CompanyEventJson[]) {
  const drawn = await timelineEvents(page);
  expect(drawn.map((e) => e.id)).toEqual(events.map((e) => e.noticeId));
  const dates = drawn.map((e) => e.date);
  expect(dates).toEqual(sortedCopy(dates));
  for (const [i, e] of events.entries()) {
    // Each link is named by the notice type and the date (the layout may add spaces between its parts).
    const link = page.locator("ol.app-timeline__events > li").nth(i).getByRole("link");
    await expect(link).toHaveAccessibleName(
      new RegExp(`^${escapeRegExp(e.noticeType)}\\s*,\\s+\\d{1,2} [A-Z][a-z]+ \\d{4}$`),
    );
    await expect(link).toHaveAttribute("href", `/notice/${e.noticeId}`);
  }
  // Drawn left to right on one line: each event's mark is to the right of the one before.
  const boxes = await page.locator("ol.app-timeline__events > li").evaluateAll((lis) =>
    lis.map((li) => {
      const r = li.getBoundingClientRect();
      return { x: r.left, y: r.top };
    }),
  );
  for (let i = 1; i < boxes.length; i++) {
    expect(boxes[i]!.x).toBeGreaterThan(boxes[i - 1]!.x);
    expect(Math.abs(boxes[i]!.y - boxes[0]!.y)).toBeLessThan(2);
  }
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.describe("company finder", () => {
  test("a visitor finds a company by name, reads its timeline, opens the full timeline and goes back", async ({
    page,
    request,
  }) => {
    const company = await findCompany(request);
    // The finder is one of the services in the header's menu.
    await page.goto("/");
    const menu = page.locator("details.app-services-menu");
    await menu.locator("summary").click();
    await menu.getByRole("link", { name: "Company finder" }).click();
    await expect(page).toHaveURL(new RegExp(`${FINDER}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Company finder");
    await expect(page).toHaveTitle("Company finder - The Gazette");
    await expectNoAxeViolations(page);

    await page.getByLabel("Company name").fill(shuffledName(company.companyname));
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/service\/company-finder\?companyname=[^&]+&companynumber=$/);
    await expect(page.getByRole("heading", { level: 2, name: "Results" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      /^(\d+|More than 15) compan(y|ies) found\./,
    );
    const rows = page.getByRole("table").locator("tbody tr");
    expect(await rows.count()).toBeGreaterThanOrEqual(1);
    expect(await rows.count()).toBeLessThanOrEqual(15);
    const row = rows.filter({ has: page.getByRole("cell", { name: company.companynumber, exact: true }) });
    await expect(row).toHaveCount(1);
    await expectNoAxeViolations(page);

    await row.getByRole("link", { name: company.companyname }).click();
    await expect(page).toHaveURL(new RegExp(`/company/${company.companynumber}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(company.companyname);
    await expect(summaryValue(page, "Company number")).toHaveText(company.companynumber);
    if (company.registeredOffice)
      await expect(summaryValue(page, "Registered office")).toHaveText(company.registeredOffice);
    if (company.natureOfBusiness) {
      await expect(summaryValue(page, "Nature of business")).toHaveText(company.natureOfBusiness);
    }
    await expect(summaryValue(page, "Incorporated on")).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expect(summaryValue(page, "Status")).not.toBeEmpty();
    await expect(page.getByRole("heading", { level: 2, name: "Insolvency event timeline" })).toBeVisible();
    await expect(page.getByRole("list", { name: /oldest first$/ })).toBeVisible();
    await expectTimeline(page, company.events.slice(-8));
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "View full timeline" }).click();
    await expect(page).toHaveURL(new RegExp(`/company/${company.companynumber}/timeline$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insolvency event timeline");
    await expect(page.locator(".govuk-caption-l")).toHaveText(
      `${company.companyname} (${company.companynumber})`,
    );
    await expectTimeline(page, company.events);
    await expectNoAxeViolations(page);

    // Back goes one step back in history: the company page.
    await page.locator("a.govuk-back-link").click();
    await expect(page).toHaveURL(new RegExp(`/company/${company.companynumber}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(company.companyname);

    // And a timeline event opens its notice.
    const last = company.events.at(-1)!;
    await page.locator("ol.app-timeline__events").getByRole("link").last().click();
    await expect(page).toHaveURL(new RegExp(`/notice/${last.noticeId}$`));
    await expect(page.locator(".govuk-caption-l")).toHaveText(`${last.noticeType} (${last.noticeCode})`);
  });

  test("a visitor finds a company by its number, typed in lower case with spaces", async ({
    page,
    request,
  }) => {
    const company = await findCompany(request, 1);
    const n = company.companynumber;
    await page.goto(FINDER);
    await page
      .getByLabel("Company number")
      .fill(` ${n.slice(0, 2).toLowerCase()} ${n.slice(2, 5)} ${n.slice(5)} `);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText("1 company found.");
    const first = page.getByRole("table").locator("tbody tr").first();
    await expect(first.getByRole("cell").nth(1)).toHaveText(n);
    await first.getByRole("link", { name: company.companyname }).click();
    await expect(page).toHaveURL(new RegExp(`/company/${n}$`));
    await expect(summaryValue(page, "Company number")).toHaveText(n);

    // The start of a number finds several companies, at most 15, and says when there are more.
    await page.goto(`${FINDER}?companynumber=${n.slice(0, 2)}`);
    const rows = page.getByRole("table").locator("tbody tr");
    expect(await rows.count()).toBeGreaterThan(1);
    expect(await rows.count()).toBeLessThanOrEqual(15);
    if ((await rows.count()) === 15) {
      await expect(page.getByRole("main").getByRole("status")).toHaveText(
        /^More than 15 companies found\. The first 15 are shown/,
      );
    }
    for (const cell of await rows.locator("td:nth-child(2)").all()) {
      expect(await visibleText(cell)).toMatch(new RegExp(`^${n.slice(0, 2)}`));
    }
  });

  test("a search that matches nothing says so", async ({ page }) => {
    await page.goto(FINDER);
    await page.getByLabel("Company name").fill("Zzyzx Qwertyuiop");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(NO_RESULTS);
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(page.getByLabel("Company name")).toHaveValue("Zzyzx Qwertyuiop");
    await expectNoAxeViolations(page);
  });

  test("sending the form empty asks for a name or a number, in the browser and from the server", async ({
    page,
  }) => {
    await page.goto(FINDER);
    await page.getByRole("button", { name: "Search" }).click();
    // Checked in the browser by the shared schema: no request, the error summary takes focus.
    await expect(page).toHaveURL(new RegExp(`${FINDER}$`));
    const summary = page.locator(".govuk-error-summary");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: REQUIRED })).toHaveAttribute("href", "#companyname");
    await expect(page.locator("#companyname-error")).toHaveText(`Error: ${REQUIRED}`);
    await expect(page.getByLabel("Company name")).toHaveAttribute("aria-describedby", /companyname-error/);
    await expectNoAxeViolations(page);

    // The same answer from the server when the address is sent as it is.
    const response = await page.goto(`${FINDER}?companyname=&companynumber=`);
    expect(response?.status()).toBe(400);
    await expect(page).toHaveTitle("Error: Company finder - The Gazette");
    await expect(page.locator(".govuk-error-summary")).toContainText(REQUIRED);
    await expect(page.locator("#companyname-error")).toHaveText(`Error: ${REQUIRED}`);

    // Too long a name is refused too.
    await page.getByLabel("Company name").fill("a".repeat(161));
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.locator("#companyname-error")).toHaveText(
      "Error: Company name must be 160 characters or fewer",
    );
  });
});

test.describe("company data", () => {
  test("the finder's data.json lists at most 15 companies and refuses bad input with a 400", async ({
    request,
  }) => {
    const company = await findCompany(request, 1);
    const word = company.companyname.split(" ")[0]!;
    const found = await request.get(`${FINDER}/data.json`, { params: { companyname: word.toUpperCase() } });
    expect(found.status()).toBe(200);
    expect(found.headers()["content-type"]).toMatch(/^application\/json\b/);
    const results = (await found.json()) as { companyname: string; companynumber: string }[];
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(15);
    for (const r of results) {
      expect(Object.keys(r).sort()).toEqual(["companyname", "companynumber"]);
      expect(r.companyname.toLowerCase()).toMatch(
        new RegExp(`(^|[^a-z0-9])${escapeRegExp(word.toLowerCase())}`),
      );
    }

    const byNumber = await request.get(
      `${FINDER}/data.json?companyname=&companynumber=${company.companynumber}`,
    );
    expect(await byNumber.json()).toEqual([
      { companyname: company.companyname, companynumber: company.companynumber },
    ]);

    const none = await request.get(`${FINDER}/data.json?companyname=zzyzx+qwertyuiop`);
    expect(none.status()).toBe(200);
    expect(await none.json()).toEqual([]);

    for (const query of [
      "",
      "?companyname=&companynumber=",
      `?companyname=${"a".repeat(161)}`,
      `?companynumber=${"1".repeat(161)}`,
    ]) {
      const bad = await request.get(`${FINDER}/data.json${query}`);
      expect(bad.status(), query).toBe(400);
      expect(bad.headers()["content-type"], query).toMatch(/^application\/json\b/);
      const body = (await bad.json()) as { error: string };
      expect(typeof body.error, query).toBe("string");
      expect(body.error.length, query).toBeGreaterThan(0);
    }
  });

  test("a company's data.json has its details and every notice about it, oldest first", async ({
    request,
  }) => {
    const company = await findCompany(request);
    expect(Object.keys(company).sort()).toEqual(
      [
        "companyname",
        "companynumber",
        "registeredOffice",
        "natureOfBusiness",
        "incorporatedOn",
        "status",
        "events",
      ].sort(),
    );
    expect(company.companynumber).toMatch(/^[A-Z0-9]{2}\d{6}$/);
    expect(company.incorporatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(company.events.length).toBeGreaterThanOrEqual(1);
    const dates = company.events.map((e) => e.publishedOn);
    expect(dates).toEqual(sortedCopy(dates));
    for (const e of company.events) {
      expect(e.noticeCode).toMatch(/^\d{4}$/);
      expect(e.uri).toMatch(new RegExp(`/id/notice/${e.noticeId}$`));
      // Each event is a notice that names the company.
      const notice = (await (await request.get(`/notice/${e.noticeId}/data.json`)).json()) as {
        noticeType: string;
        companies: { number: string }[];
      };
      expect(notice.noticeType).toBe(e.noticeType);
      expect(notice.companies.map((c) => c.number)).toContain(company.companynumber);
    }
    // Lower case finds the same company.
    const lower = await request.get(`/company/${company.companynumber.toLowerCase()}/data.json`);
    expect((await lower.json()).companynumber).toBe(company.companynumber);
  });

  test("unknown or malformed company numbers are 404s: a page, or JSON for data.json", async ({
    page,
    request,
  }) => {
    for (const path of [
      "/company/00000000",
      "/company/not-a-number",
      "/company/00000000/timeline",
      "/company/%27%3B/timeline",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText("Page not found");
      expectNoStackTrace(await visibleText(page.locator("body")));
    }
    for (const path of ["/company/00000000/data.json", "/company/abc/data.json"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()["content-type"], path).toMatch(/^application\/json\b/);
      expect(await response.json(), path).toEqual({ error: "Not found", status: 404 });
    }
  });

  test("a company number in lower case or with a space redirects to the company's one address", async ({
    page,
    request,
  }) => {
    const company = await findCompany(request, 1);
    // An all-digit number is the same in lower case: the space makes every number's form differ.
    const number = company.companynumber;
    const untidy = encodeURIComponent(`${number.slice(0, 2).toLowerCase()} ${number.slice(2)}`);
    const response = await request.get(`/company/${untidy}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`/company/${company.companynumber}`);
    await page.goto(`/company/${untidy}/timeline`);
    await expect(page).toHaveURL(new RegExp(`/company/${company.companynumber}/timeline$`));
  });
});
