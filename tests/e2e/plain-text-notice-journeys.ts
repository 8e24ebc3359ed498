/**
 * Plain-text notices with tags (issue 12 point 3), in both projects: a placer types a notice of a type
 * without a web form and tags its parts — with JavaScript by selecting text and pressing "Tag selection"
 * (the overlap message for a selection across a tag; Remove in place), without it by quoting the text or
 * giving its first and last characters (a bad position or an absent quote is a clear error and nothing
 * changes) — then saves; the tags come back as the draft's, and removing an original one is saved too.
 * Someone else's draft is not found, a notice past draft is refused. axe on the page, with its messages.
 */

import { createUser, signInAs } from "./accounts.ts";
import { checkAxe } from "./axe.ts";
import { expect, type Page, type TestInfo } from "./fixtures.ts";
import { expectInBasketThenPending } from "./notice-web-form-journeys.ts";

const withScripts = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false;

/** 2460 Notices to Creditors: a type without a web form (taxonomy's WEB_FORM_CODES). */
export async function placeDraft(page: Page, email: string, status = "draft"): Promise<number> {
  const response = await page.request.post("/__test/notices", {
    data: { email, status, noticeCode: "2460", title: "Notices to Creditors" },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const TEXT = [
  "ACME WIDGETS LIMITED",
  "Company number 01234567",
  "",
  "Notice is given that creditors of the company are to send their claims to Jane Doe of 1 High Street, Leeds LS1 4AP, by 3 March 2027.",
].join("\n");

const textArea = (page: Page) => page.getByRole("textbox", { name: "Notice text" });
const tagRows = (page: Page) => page.locator("tr[data-tag-id]");
const tagRow = (page: Page, text: string) => tagRows(page).filter({ hasText: text });

/** With JavaScript: selects `text` (its `nth` occurrence) in the notice's textarea, as a person would. */
async function select(page: Page, text: string, source = TEXT) {
  const start = source.indexOf(text);
  expect(start, text).toBeGreaterThanOrEqual(0);
  await textArea(page).evaluate(
    (el, [from, to]) => {
      const area = el as HTMLTextAreaElement;
      area.focus();
      area.setSelectionRange(from!, to!);
    },
    [start, start + text.length],
  );
}

async function tagSelection(page: Page, text: string, kind: string, source = TEXT) {
  await select(page, text, source);
  await page.getByLabel("Tag the text selected above as").selectOption({ label: kind });
  await page.getByRole("button", { name: "Tag selection" }).click();
}

/** Without JavaScript: the Tag fields, by quoting or by first and last characters. */
async function tagByForm(page: Page, kind: string, by: { quote: string } | { first: string; last: string }) {
  await page.getByLabel("What the text is").selectOption({ label: kind });
  if ("quote" in by) await page.getByLabel("Text to tag").fill(by.quote);
  else {
    await page.getByLabel("Or: first character").fill(by.first);
    await page.getByLabel("Last character").fill(by.last);
  }
  await page.getByRole("button", { name: "Tag", exact: true }).click();
}

const firstAndLast = (text: string) => {
  const at = TEXT.indexOf(text);
  return { first: String(at + 1), last: String(at + text.length) };
};

async function saveAndReopen(page: Page, id: number) {
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(new RegExp(`/my-gazette/draft/${id}$`));
  await page.goto(`/my-gazette/draft/${id}/text`);
  await expect(page.getByRole("heading", { level: 1, name: "Notice text" })).toBeVisible();
}

const OVERLAP = "Your selection cannot be marked as a tag because it overlaps an exisiting selection.";

export async function aPlacerTagsAPlainTextNotice(page: Page, testInfo: TestInfo): Promise<void> {
  const placer = await createUser(page.request, { name: "Tess Tagger" });
  const id = await placeDraft(page, placer.email);
  await signInAs(page, placer.email);

  await page.goto(`/my-gazette/draft/${id}/text`);
  await expect(page.getByRole("heading", { level: 1, name: "Notice text" })).toBeVisible();
  await expect(page.getByText("Notices to Creditors").first()).toBeVisible();
  await expect(page.getByText("Nothing is tagged yet.")).toBeVisible();
  await checkAxe(page, testInfo);
  await textArea(page).fill(TEXT);

  if (withScripts(testInfo)) {
    await expect(page.getByRole("button", { name: "Tag selection" })).toBeVisible();
    await tagSelection(page, "ACME WIDGETS LIMITED", "Company name");
    await tagSelection(page, "01234567", "Company number");
    await tagSelection(page, "1 High Street, Leeds LS1 4AP", "Address");
    await tagSelection(page, "LS1 4AP", "Postcode");
    await tagSelection(page, "Jane Doe", "Person's name");
    await expect(tagRows(page)).toHaveCount(5);
    // Each tag its own random id, up to about 10 million.
    const ids = await tagRows(page).evaluateAll((rows) =>
      rows.map((r) => Number(r.getAttribute("data-tag-id"))),
    );
    expect(new Set(ids).size).toBe(5);
    for (const tagId of ids) expect(tagId >= 1 && tagId <= 9_999_999).toBe(true);
    await expect(page.locator(`input[name="tag-${ids[0]}-start"]`)).toHaveValue("0");
    await expect(page.locator(`input[name="tag-${ids[0]}-added"]`)).toHaveValue("ACME WIDGETS LIMITED");

    // Spec §5: a selection across a tag is refused with the spec's message; nothing is tagged.
    await tagSelection(page, "Leeds LS1 4AP, by 3", "Date");
    await expect(page.getByRole("alert").filter({ hasText: OVERLAP })).toBeVisible();
    await expect(tagRows(page)).toHaveCount(5);
    await checkAxe(page, testInfo);
    await tagSelection(page, "3 March 2027", "Date");
    await expect(page.getByRole("alert").filter({ hasText: OVERLAP })).toHaveCount(0);
    await expect(tagRow(page, "3 March 2027")).toContainText("Date");

    // Remove clears an added tag in place.
    await tagRow(page, "Jane Doe")
      .getByRole("button", { name: /Remove/ })
      .click();
    await expect(tagRow(page, "Jane Doe")).toHaveCount(0);
  } else {
    await tagByForm(page, "Company name", { quote: "ACME WIDGETS LIMITED" });
    await expect(tagRow(page, "ACME WIDGETS LIMITED")).toContainText("Company name");
    await expect(textArea(page)).toHaveValue(TEXT);
    await tagByForm(page, "Company number", firstAndLast("01234567"));
    await tagByForm(page, "Address", { quote: "1 High Street, Leeds LS1 4AP" });
    await tagByForm(page, "Postcode", firstAndLast("LS1 4AP"));
    await tagByForm(page, "Person's name", { quote: "Jane Doe" });
    await tagByForm(page, "Date", { quote: "3 March 2027" });
    await expect(tagRows(page)).toHaveCount(6);

    // Refusals: a clear message against the field, the form as it was, nothing tagged.
    const refused = async (message: string, field: string) => {
      await expect(page.locator(".govuk-error-summary")).toContainText(message);
      await expect(page.locator(`#${field}-error`)).toContainText(message);
      await expect(tagRows(page)).toHaveCount(6);
      await expect(textArea(page)).toHaveValue(TEXT);
    };
    await tagByForm(page, "Date", { first: "50", last: "9999" });
    await refused(
      `The first and last characters must be between 1 and ${TEXT.length}, the last not before the first.`,
      "new-tag-first",
    );
    await checkAxe(page, testInfo);
    await page.getByLabel("Or: first character").fill("");
    await page.getByLabel("Last character").fill("");
    await tagByForm(page, "Court", { quote: "the High Court" });
    await refused("‘the High Court’ is not in the notice text.", "new-tag-quote");
    await tagByForm(page, "Court", { quote: "the" });
    await refused(
      `‘the’ is in the notice text ${TEXT.split("the").length - 1} times: give the numbers of its first and last characters instead.`,
      "new-tag-quote",
    );
    await tagByForm(page, "Date", { quote: "Leeds LS1 4AP, by 3" });
    await refused(OVERLAP, "new-tag-quote");
    await page.getByLabel("Text to tag").fill("");

    await tagRow(page, "Jane Doe")
      .getByRole("button", { name: /Remove/ })
      .click();
    await expect(tagRow(page, "Jane Doe")).toHaveCount(0);
    await expect(tagRows(page)).toHaveCount(5);
  }

  await saveAndReopen(page, id);
  await expect(textArea(page)).toHaveValue(TEXT);
  await expect(tagRows(page)).toHaveCount(5);
  for (const [text, kind] of [
    ["ACME WIDGETS LIMITED", "Company name"],
    ["01234567", "Company number"],
    ["1 High Street, Leeds LS1 4AP", "Address"],
    ["3 March 2027", "Date"],
  ] as const)
    await expect(tagRow(page, text).first()).toContainText(kind);
  // Saved tags come back as original ones.
  const companyId = await tagRow(page, "ACME WIDGETS LIMITED").getAttribute("data-tag-id");
  await expect(page.locator(`input[name="tag-${companyId}-status"]`)).toHaveValue("original");
  await checkAxe(page, testInfo);

  // The draft is titled by the company it is about.
  await page.goto("/my-gazette/draft");
  await expect(page.locator(`tr[data-notice-id="${id}"]`)).toContainText("ACME WIDGETS LIMITED");

  // Removing an original tag is saved too; without JavaScript it is reported as removed (-3) until then.
  await page.goto(`/my-gazette/draft/${id}/text`);
  if (withScripts(testInfo)) await expect(page.getByRole("button", { name: "Tag selection" })).toBeVisible();
  await tagRow(page, "ACME WIDGETS LIMITED")
    .getByRole("button", { name: /Remove/ })
    .click();
  await expect(tagRow(page, "ACME WIDGETS LIMITED")).toHaveCount(0);
  await expect(page.locator(`input[name="tag-${companyId}-removed"]`)).toHaveValue("ACME WIDGETS LIMITED");
  await expect(page.locator(`input[name="tag-${companyId}-start"]`)).toHaveValue("-3");
  await saveAndReopen(page, id);
  await expect(tagRows(page)).toHaveCount(4);
  await expect(tagRow(page, "ACME WIDGETS LIMITED")).toHaveCount(0);
  await page.goto("/my-gazette/draft");
  await expect(page.locator(`tr[data-notice-id="${id}"]`)).toContainText("Notices to Creditors");
}

export async function badPostsChangeNothing(page: Page, testInfo: TestInfo): Promise<void> {
  const placer = await createUser(page.request, { name: "Nora Nothing" });
  const id = await placeDraft(page, placer.email);
  await signInAs(page, placer.email);
  await page.goto(`/my-gazette/draft/${id}/text`);
  await textArea(page).fill("Saved text of the notice.");
  await saveAndReopen(page, id);

  // Blank text: 'Required.', and the saved text is still the draft's.
  await textArea(page).fill("   ");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.locator(".govuk-error-summary")).toContainText("Required.");
  await expect(page.locator("#text-error")).toContainText("Required.");
  // An action's answer reaches the title only with scripts (use-error-title.ts), as on every form.
  if (withScripts(testInfo)) await expect(page).toHaveTitle(/^Error: /);
  await checkAxe(page, testInfo);
  await page.goto(`/my-gazette/draft/${id}/text`);
  await expect(textArea(page)).toHaveValue("Saved text of the notice.");

  // A tag posted at bad offsets for text that is not there: a clear message, nothing saved.
  const response = await page.request.post(`/my-gazette/draft/${id}/text`, {
    form: {
      _csrf: await page.locator('input[name="_csrf"]').first().inputValue(),
      text: "Other text",
      intent: "save",
      "tag-77-kind": "court",
      "tag-77-status": "added",
      "tag-77-start": "500",
      "tag-77-end": "900",
      "tag-77-text": "High Court",
      "tag-77-added": "High Court",
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("‘High Court’ is no longer in the notice text");
  await page.goto(`/my-gazette/draft/${id}/text`);
  await expect(textArea(page)).toHaveValue("Saved text of the notice.");

  // Someone else's draft is not there; a notice past draft cannot be changed here.
  const other = await createUser(page.request, { name: "Otto Other" });
  const theirs = await placeDraft(page, other.email);
  expect((await page.goto(`/my-gazette/draft/${theirs}/text`))?.status()).toBe(404);
  const submitted = await placeDraft(page, placer.email, "submitted");
  const refused = await page.goto(`/my-gazette/draft/${submitted}/text`);
  expect(refused?.status()).toBe(409);
  await expect(page.getByText("This notice is no longer a draft: its text cannot be changed.")).toBeVisible();
}

/** With JavaScript: text typed before a tag moves the tag with its words, and it is saved where it is now. */
export async function tagsFollowTheirWords(page: Page): Promise<void> {
  const placer = await createUser(page.request, { name: "Ed Editor" });
  const id = await placeDraft(page, placer.email);
  await signInAs(page, placer.email);
  await page.goto(`/my-gazette/draft/${id}/text`);
  await expect(page.getByRole("button", { name: "Tag selection" })).toBeVisible();
  const text = "Heard at the County Court at Leeds.";
  await textArea(page).fill(text);
  await tagSelection(page, "County Court at Leeds", "Court", text);
  const tagId = await tagRow(page, "County Court at Leeds").getAttribute("data-tag-id");
  await expect(page.locator(`input[name="tag-${tagId}-start"]`)).toHaveValue("13");
  await textArea(page).press("Control+Home");
  await textArea(page).pressSequentially("Petition: ");
  await expect(textArea(page)).toHaveValue(`Petition: ${text}`);
  await expect(page.locator(`input[name="tag-${tagId}-start"]`)).toHaveValue("23");
  await expect(page.locator(`input[name="tag-${tagId}-end"]`)).toHaveValue("44");
  await saveAndReopen(page, id);
  await expect(textArea(page)).toHaveValue(`Petition: ${text}`);
  await expect(page.locator(`input[name="tag-${tagId}-start"]`)).toHaveValue("23");
  await expect(tagRow(page, "County Court at Leeds")).toContainText("Court");
}

/**
 * The whole way for a type without a web form: started from its online-form page, the task list's one
 * section (text and tags) not started, then done; check your answers lists the tags; the preview shows
 * the notice with its tagged parts; submitted, it is pending.
 */
export async function aPlainTextNoticeIsPlacedFromStartToFinish(
  page: Page,
  testInfo: TestInfo,
): Promise<void> {
  const owner = await createUser(page.request, {
    role: "account-owner",
    name: "Ivy Insolvency",
    organisation: { name: `Ivy ${Math.random().toString(36).slice(2, 8)} Recovery LLP` },
    placingCapacities: ["insolvency-practitioner"],
  });
  await signInAs(page, owner.email);
  await page.goto("/my-gazette/place-notice/london/2460/online-form");
  await page.getByRole("button", { name: "Start now" }).click();
  await expect(page).toHaveURL(/\/my-gazette\/draft\/\d+$/);
  const id = Number(page.url().split("/").at(-1));
  const status = (name: string) =>
    page.locator(".govuk-task-list__item", { hasText: name }).locator(".govuk-task-list__status");
  await expect(status("Notice text and tags")).toHaveText("Not yet started");
  await expect(status("Check your answers")).toHaveText("Cannot start yet");
  await checkAxe(page, testInfo);

  await page.getByRole("link", { name: "Notice text and tags" }).click();
  // Typed at once, before the page's script may have taken the form: the script keeps what was typed.
  await textArea(page).fill(TEXT);
  if (withScripts(testInfo)) await expect(page.getByRole("button", { name: "Tag selection" })).toBeVisible();
  await expect(textArea(page)).toHaveValue(TEXT);
  if (withScripts(testInfo)) await tagSelection(page, "ACME WIDGETS LIMITED", "Company name");
  else await tagByForm(page, "Company name", { quote: "ACME WIDGETS LIMITED" });
  await expect(tagRow(page, "ACME WIDGETS LIMITED")).toBeVisible();
  await page.getByRole("button", { name: "Save and continue" }).click();

  await expect(page).toHaveURL(new RegExp(`/my-gazette/draft/${id}$`));
  await expect(status("Notice text and tags")).toHaveText("Completed");
  await page.getByRole("link", { name: "Check your answers and preview the notice" }).click();
  const answers = page.locator(".govuk-summary-list").first();
  await expect(answers).toContainText("Company name");
  await expect(answers).toContainText("ACME WIDGETS LIMITED");
  // When it may be published is part of the answers.
  await expect(page.locator(".govuk-summary-list").last()).toContainText("The next issue that can take it");
  await checkAxe(page, testInfo);
  await page.getByRole("link", { name: "Preview the notice" }).click();
  const preview = page.locator("#notice-preview");
  await expect(preview.getByRole("heading", { name: "ACME WIDGETS LIMITED" })).toBeVisible();
  await expect(preview.locator(".notice-tag-company-name")).toHaveText("ACME WIDGETS LIMITED");
  await expect(preview).toContainText("send their claims to Jane Doe");
  await checkAxe(page, testInfo);
  await page.getByRole("button", { name: "Add to basket" }).click();
  await expectInBasketThenPending(page, id, "Notices to Creditors", "ACME WIDGETS LIMITED");
}
