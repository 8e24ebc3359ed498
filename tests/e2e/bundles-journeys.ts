/**
 * A bundle of 50 with the progress page (issue 13 point 5), in both projects: a solicitor uploads a CSV
 * of fifty 2903 notices made from the template (two of them repeats), watches the status page reach its
 * end (with JavaScript it polls and moves on by itself; without, the placer looks again), sees the
 * repeats flagged and left out, excludes and includes a notice with the toggle, reads a validation
 * report, and sends the included notices to the basket. The real sample bundle loads with its 49 repeats
 * flagged and each notice's problems. A file that is not a bundle is refused beside the field. The
 * bundle's preview, and its notices as an Atom feed. axe on every page.
 */
import { readFileSync } from "node:fs";
import { generatedDeceasedEstateCsv } from "../../app/features/bundles/generated-bundle.ts";
import { todayInLondon } from "../../app/features/publications/publication-calendar.ts";
import { createUser, signInAs } from "./accounts.ts";
import { checkAxe } from "./axe.ts";
import { expect, type Page, type TestInfo } from "./fixtures.ts";

const stamp = () => Math.random().toString(36).slice(2, 8);
const withScripts = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false;
const SAMPLE = new URL("../../../shared/data/submissions/example-bundle-2903.xml", import.meta.url);

async function signInAsSolicitor(page: Page) {
  const owner = await createUser(page.request, {
    role: "account-owner",
    name: "Bella Bundler",
    organisation: { name: `Bundler ${stamp()} Solicitors LLP` },
    placingCapacities: ["solicitor"],
  });
  await signInAs(page, owner.email);
}

async function uploadFile(
  page: Page,
  testInfo: TestInfo,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.goto("/my-gazette/bundle");
  await expect(page.getByRole("heading", { level: 1, name: "Bundles" })).toBeVisible();
  await checkAxe(page, testInfo);
  await page.getByLabel("Bundle file").setInputFiles(file);
  await page.getByRole("button", { name: "Upload bundle" }).click();
}

/**
 * Follows the status page to its end: with JavaScript it polls and moves on to the bundle by itself;
 * without, the placer looks again until it says completed, then follows the link to the bundle.
 */
async function followProcessing(page: Page, testInfo: TestInfo) {
  await expect(page).toHaveURL(/\/my-gazette\/bundle\/\d+\/process-status$/);
  const status = page.locator("#bundle-process-status");
  await expect(status).toHaveText(/^(submitted|processed \d+\/\d+ notices|completed)$/);
  await checkAxe(page, testInfo);
  if (withScripts(testInfo)) {
    await expect(page).toHaveURL(/\/my-gazette\/bundle\/\d+$/, { timeout: 120_000 });
    return;
  }
  await expect(async () => {
    if ((await status.textContent()) !== "completed")
      await page.getByRole("link", { name: "Check the progress again" }).click();
    await expect(status).toHaveText("completed", { timeout: 1_000 });
  }).toPass({ timeout: 120_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Your bundle has been processed" })).toBeVisible();
  await checkAxe(page, testInfo);
  await page.getByRole("link", { name: "See your bundle's notices" }).click();
  await expect(page).toHaveURL(/\/my-gazette\/bundle\/\d+$/);
}

const row = (page: Page, position: number) => page.locator(`tr[data-position="${position}"]`);

export async function aBundleOfFifty(page: Page, testInfo: TestInfo): Promise<void> {
  await signInAsSolicitor(page);
  const csv = generatedDeceasedEstateCsv(50, todayInLondon(new Date()), { 49: 3, 50: 7 });
  await uploadFile(page, testInfo, { name: "estates.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await followProcessing(page, testInfo);

  await expect(page.getByRole("heading", { level: 1, name: /^Bundle \d+$/ })).toBeVisible();
  await expect(page.locator("#bundle-status")).toHaveText("Processed");
  await expect(page.locator("#bundle-counts")).toHaveText("50 of 50 processed, 0 with problems");
  await expect(page.getByText("2 notices repeat an earlier notice of this bundle.")).toBeVisible();
  await expect(row(page, 49)).toContainText("This notice repeats notice 3 of the bundle");
  await expect(row(page, 50)).toContainText("This notice repeats notice 7 of the bundle");
  await expect(page.getByText("48 valid notices are included.")).toBeVisible();
  await checkAxe(page, testInfo);

  // The repeats start left out: their toggles offer to add them.
  const repeatId = Number((await row(page, 49).getByRole("button").textContent())?.match(/\d+/)?.[0]);
  await expect(row(page, 49).getByRole("button")).toHaveText(`Add notice ${repeatId}`);
  const secondId = Number((await row(page, 2).getByRole("button").textContent())?.match(/\d+/)?.[0]);
  await expect(row(page, 2).getByRole("button")).toHaveText(`Remove notice ${secondId}`);
  if (withScripts(testInfo)) await page.waitForFunction(() => document.body.classList.contains("js-enabled"));
  await row(page, 2)
    .getByRole("button", { name: `Remove notice ${secondId}` })
    .click();
  await expect(row(page, 2).getByRole("button")).toHaveText(`Add notice ${secondId}`);
  await row(page, 2)
    .getByRole("button", { name: `Add notice ${secondId}` })
    .click();
  await expect(row(page, 2).getByRole("button")).toHaveText(`Remove notice ${secondId}`);
  await row(page, 2)
    .getByRole("button", { name: `Remove notice ${secondId}` })
    .click();
  await expect(row(page, 2).getByRole("button")).toHaveText(`Add notice ${secondId}`);
  // The included count is the server's: read again.
  await page.reload();
  await expect(page.getByText("47 valid notices are included.")).toBeVisible();

  await row(page, 1)
    .getByRole("link", { name: /Validation report/ })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: /^Validation report for notice \d+$/ }),
  ).toBeVisible();
  await expect(page.locator("#validation-status")).toContainText("valid");
  await expect(page.getByText("Nothing stops this notice being published.")).toBeVisible();
  await checkAxe(page, testInfo);
  await page.getByRole("link", { name: /^Back to bundle/ }).click();

  await page.getByRole("button", { name: "Add included notices to basket" }).click();
  // Each notice is finished as the web form's "Add to basket" does: 47 of them take some seconds.
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 60_000 });
  await expect(page.getByText("47 notices are in your basket.")).toBeVisible();
  await page.goBack();
  await page.reload();
  await expect(page.getByText("0 valid notices are included.")).toBeVisible();
  await expect(row(page, 1)).toContainText("Sent");
  await expect(row(page, 2).getByRole("button")).toHaveText(`Add notice ${secondId}`);
  expect(repeatId).toBeGreaterThan(0);
}

export async function theRealSampleLoads(page: Page, testInfo: TestInfo): Promise<void> {
  await signInAsSolicitor(page);
  await uploadFile(page, testInfo, {
    name: "not-a-bundle.xml",
    mimeType: "text/xml",
    buffer: Buffer.from("<Gazette>"),
  });
  const summary = page.locator(".govuk-error-summary");
  await expect(summary).toContainText("The file is not well-formed XML");
  await expect(summary.getByRole("link")).toHaveAttribute("href", "#file");
  await checkAxe(page, testInfo);

  await page.getByLabel("Bundle file").setInputFiles({
    name: "example-bundle-2903.xml",
    mimeType: "text/xml",
    buffer: readFileSync(SAMPLE),
  });
  await page.getByRole("button", { name: "Upload bundle" }).click();
  await followProcessing(page, testInfo);
  await expect(page.locator("#bundle-counts")).toHaveText("50 of 50 processed, 50 with problems");
  await expect(page.getByText("49 notices repeat an earlier notice of this bundle.")).toBeVisible();
  // From 2017: its dates have passed, which the report says.
  await expect(row(page, 1)).toContainText("Invalid");
  await row(page, 1)
    .getByRole("link", { name: /Validation report/ })
    .click();
  await expect(page.locator("#validation-problems")).toContainText("Enter a date on or after");
  await checkAxe(page, testInfo);

  // Deleting the bundle takes its drafts with it.
  await page.getByRole("link", { name: /^Back to bundle/ }).click();
  const draft = await row(page, 1)
    .getByRole("link", { name: /^Notice \d+$/ })
    .getAttribute("href");
  await page.getByRole("button", { name: "Delete bundle" }).click();
  await expect(page).toHaveURL(/\/my-gazette\/bundle$/);
  await expect(page.getByText(/^Bundle \d+ and its drafts have been deleted\.$/)).toBeVisible();
  await expect(page.getByText("You have not sent any bundles yet.")).toBeVisible();
  const gone = await page.request.get(draft!);
  expect(gone.status()).toBe(404);
}

/**
 * The calls a placer's software makes (placement-api.md steps 2–3): the upload answered 201 with the
 * bundle's address, the process-status call polled in JSON until it is an object with @text and
 * @redirect-location, and the same in XML; the templates download. (Bearer tokens are point 6: here the
 * session and the CSRF token stand in for them.) Its notices are read as an Atom feed by Accept and at
 * `data.feed`, and as JSON.
 */
/** Sends a CSV bundle as a placer's software does; answers the bundle's address from `Location`. */
async function sendBundleByRequest(page: Page, csv: string): Promise<string> {
  await page.goto("/my-gazette/bundle");
  const token = (await page.locator('meta[name="csrf-token"]').getAttribute("content")) ?? "";
  const sent = await page.request.post("/my-gazette/bundle", {
    headers: { Accept: "application/json" },
    multipart: {
      _csrf: token,
      file: { name: "bundle.csv", mimeType: "text/csv", buffer: Buffer.from(csv) },
    },
    maxRedirects: 0,
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const location = sent.headers().location!;
  expect(location).toMatch(/^\/my-gazette\/bundle\/\d+$/);
  return location;
}

export async function aClientSendsABundle(page: Page): Promise<void> {
  await signInAsSolicitor(page);
  const location = await sendBundleByRequest(page, generatedDeceasedEstateCsv(3, todayInLondon(new Date())));

  let answer: Record<string, unknown> = {};
  await expect(async () => {
    const polled = await page.request.get(`${location}/process-status/data.json`);
    expect(polled.status()).toBe(200);
    answer = (await polled.json()) as Record<string, unknown>;
    expect(typeof answer["process-status"]).toBe("object");
  }).toPass({ timeout: 60_000 });
  expect(answer).toMatchObject({
    "process-status": { "@text": "completed", "@redirect-location": location },
    "total-notice-count": "3",
    "processed-notice-count": "3",
    "error-count": "0",
  });
  const byAccept = await page.request.get(`${location}/process-status`, {
    headers: { Accept: "application/json" },
  });
  expect(await byAccept.json()).toEqual(answer);
  const xml = await (await page.request.get(`${location}/process-status/data.xml`)).text();
  expect(xml).toContain(
    `<process-status text="completed" redirect-location="${location}">completed</process-status>`,
  );
  expect(xml).toContain("<total-notice-count>3</total-notice-count>");

  // The bundle's notices as a search feed (placement-api.md step 4), by Accept and at its own address.
  const feed = await page.request.get(location, { headers: { Accept: "application/atom+xml" } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
  expect(feed.headers().vary).toContain("Accept");
  expect(feed.headers()["cache-control"]).toBe("private, no-store");
  const atom = await feed.text();
  expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
  expect(atom.match(/<entry>/g)).toHaveLength(3);
  expect(atom.match(/<f:status>valid<\/f:status>/g)).toHaveLength(3);
  expect(atom).toMatch(/<link rel="self" type="application\/atom\+xml" href="[^"]+\/data\.feed"\/>/);
  const byXml = await page.request.get(location, { headers: { Accept: "text/xml" } });
  expect(byXml.headers()["content-type"]).toContain("application/atom+xml");
  expect(await (await page.request.get(`${location}/data.feed`)).text()).toBe(atom);
  const bundleJson = await page.request.get(location, { headers: { Accept: "application/json" } });
  expect(((await bundleJson.json()) as { notices: unknown[] }).notices).toHaveLength(3);

  const template = await page.request.get("/my-gazette/bundle/template.csv");
  expect(template.headers()["content-type"]).toContain("text/csv");
  expect(await template.text()).toMatch(/^reference,edition,publish_date,/);
  const json = await page.request.get("/my-gazette/bundle/template.json");
  expect(((await json.json()) as { notices: unknown[] }).notices).toHaveLength(1);
}

/**
 * The status page's poll (spec §4 "Notice status", §8, §9), with JavaScript: its answers are held by the
 * test for a moment — in progress shows 'processed n/m notices', a failed poll 'submitted' — then the
 * server's own answer, an object, sends the page to the bundle.
 */
export async function theStatusPagePolls(page: Page, testInfo: TestInfo): Promise<void> {
  await signInAsSolicitor(page);
  let phase: "in-progress" | "failing" | "real" = "in-progress";
  const polls: string[] = [];
  await page.route(/\/process-status\.json$/, async (route) => {
    polls.push(phase);
    if (phase === "in-progress")
      await route.fulfill({
        json: { "process-status": "in-progress", "total-notice-count": "3", "processed-notice-count": "2" },
      });
    else if (phase === "failing") await route.fulfill({ status: 503, body: "Service Unavailable" });
    else await route.continue();
  });
  const csv = generatedDeceasedEstateCsv(3, todayInLondon(new Date()));
  await uploadFile(page, testInfo, { name: "three.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(page).toHaveURL(/\/process-status$/);
  const status = page.locator("#bundle-process-status");
  await expect(status).toHaveText("processed 2/3 notices", { timeout: 10_000 });
  phase = "failing";
  await expect(status).toHaveText("submitted", { timeout: 10_000 });
  phase = "real";
  await expect(page).toHaveURL(/\/my-gazette\/bundle\/\d+$/, { timeout: 30_000 });
  await expect(page.locator("#bundle-counts")).toHaveText("3 of 3 processed, 0 with problems");
  expect(polls.slice(0, 1)).toEqual(["in-progress"]);
}

/**
 * The bundle's preview (placement-api.md step 4), in both projects: from the bundle page, the included
 * valid notices one after another as they will print, the excluded one and the repeat said to be left
 * out; axe on the page. Another placer finds neither the preview nor the feed.
 */
export async function aBundleIsPreviewed(page: Page, testInfo: TestInfo): Promise<void> {
  await signInAsSolicitor(page);
  const csv = generatedDeceasedEstateCsv(4, todayInLondon(new Date()), { 4: 1 });
  const location = await sendBundleByRequest(page, csv);
  await expect(async () => {
    const polled = await page.request.get(`${location}/process-status/data.json`);
    expect(typeof ((await polled.json()) as Record<string, unknown>)["process-status"]).toBe("object");
  }).toPass({ timeout: 60_000 });
  await page.goto(location);
  const secondId = Number((await row(page, 2).getByRole("button").textContent())?.match(/\d+/)?.[0]);
  await row(page, 2)
    .getByRole("button", { name: `Remove notice ${secondId}` })
    .click();
  await expect(row(page, 2).getByRole("button")).toHaveText(`Add notice ${secondId}`);

  await page.getByRole("link", { name: "Preview the included notices as they will print" }).click();
  await expect(page).toHaveURL(`${location}/preview`);
  const id = location.split("/").pop();
  await expect(page.getByRole("heading", { level: 1, name: `Preview of bundle ${id}` })).toBeVisible();
  await expect(page.locator("#preview-count")).toHaveText("2 notices as they will print.");
  await expect(page.locator("#preview-left-out")).toHaveText(
    "2 notices of this bundle are left out: excluded, repeated or not valid.",
  );
  const notices = page.locator("article.app-notice-preview");
  await expect(notices).toHaveCount(2);
  // The first and third notices of the file, in its order, each with its deceased's name.
  await expect(notices.nth(0)).toContainText(/BARKER-1/i);
  await expect(notices.nth(1)).toContainText(/DAWSON-3/i);
  await expect(notices.nth(0)).toContainText("Notice is hereby given");
  await checkAxe(page, testInfo);
  await page.getByRole("link", { name: `Back to bundle ${id}` }).click();
  await expect(page).toHaveURL(location);

  const stranger = await createUser(page.request, {
    role: "account-owner",
    organisation: { name: `Elsewhere ${stamp()} LLP` },
    placingCapacities: ["solicitor"],
  });
  await signInAs(page, stranger.email);
  expect((await page.request.get(`${location}/preview`)).status()).toBe(404);
  const feed = await page.request.get(location, { headers: { Accept: "application/atom+xml" } });
  expect(feed.status()).toBe(404);
  await page.goto(`${location}/preview`);
  await expect(page.getByRole("heading", { name: `Preview of bundle ${id}` })).toHaveCount(0);
}
