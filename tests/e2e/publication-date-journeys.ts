/**
 * A notice's dates (issue 12 point 5), in both projects: the placer sets a draft's earliest publication
 * date and time on the wizard's step (a wrong time reverts with JavaScript and is answered by the server
 * without; too early and too far ahead are refused; a day without an issue moves on); on a pending
 * notice's page changes it and a deceased-estates notice's claim date (in the UI kit's modal with
 * JavaScript — errors in the modal, a toast after —, on pages without), 'Required.' when the claim date is
 * empty; a published notice's dates cannot change; another account's notice is not there. axe on every
 * page and modal. Dates are worked out with the app's own rules, from today.
 */

import {
  earliestIssueDate,
  latestPublicationDate,
  minimumClaimDeadline,
} from "../../app/features/placement/publication-date.ts";
import {
  isPublicationDay,
  nextPublicationDay,
} from "../../app/features/publications/publication-calendar.ts";
import { addDays, formatLongDate } from "../../app/lib/dates.ts";
import { formatDateInput } from "../../app/lib/forms/date-input.ts";
import { londonMoment } from "../../app/lib/london-time.ts";
import { createUser, signInAs } from "./accounts.ts";
import { checkAxe } from "./axe.ts";
import { expect, type Page, type TestInfo } from "./fixtures.ts";

const stamp = () => Math.random().toString(36).slice(2, 8);
const withScripts = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled !== false;

/** A London issue day at least `days` after the first issue that can take a notice now. */
function issueDayAfter(days: number): string {
  const from = addDays(earliestIssueDate("london", new Date()), days);
  return isPublicationDay("london", from) ? from : nextPublicationDay("london", from);
}

/** A Saturday at least three weeks ahead, and the Monday (or later) issue it moves to. */
function aSaturday(): { saturday: string; issue: string } {
  let day = addDays(earliestIssueDate("london", new Date()), 21);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 6) day = addDays(day, 1);
  return { saturday: day, issue: nextPublicationDay("london", day) };
}

async function placeNotice(
  page: Page,
  email: string,
  status: string,
  title: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const response = await page.request.post("/__test/notices", { data: { email, status, title, ...extra } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const dateField = (scope: Page | ReturnType<Page["getByRole"]>) =>
  scope.getByRole("textbox", { name: "Earliest publication date" });
const timeField = (scope: Page | ReturnType<Page["getByRole"]>) =>
  scope.getByRole("textbox", { name: "Earliest publication time (UK time)" });

async function expectFieldError(page: Page, message: string) {
  await expect(page.locator(".govuk-error-summary")).toContainText(message);
  await expect(page.locator(".govuk-error-message").filter({ hasText: message }).first()).toBeVisible();
}

export async function aPlacerSetsADraftsPublicationDate(page: Page, testInfo: TestInfo): Promise<void> {
  const placer = await createUser(page.request, { name: "Dora Dates" });
  const draft = await placeNotice(page, placer.email, "draft", `Estate of Ada ${stamp()}`);
  await signInAs(page, placer.email);
  const path = `/my-gazette/draft/${draft}/publication-date`;
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Earliest publication date" })).toBeVisible();
  await expect(timeField(page)).toHaveValue("09:00");
  await checkAxe(page, testInfo);
  const save = page.getByRole("button", { name: "Save and continue" });

  // A wrong time: with JavaScript it reverts as the field is left; without, the server says so.
  await dateField(page).fill(formatDateInput(issueDayAfter(14)));
  await timeField(page).fill("25:99");
  if (withScripts(testInfo)) {
    await timeField(page).press("Tab");
    await expect(timeField(page)).toHaveValue("09:00");
    await expect(page.locator(".govuk-error-message").filter({ hasText: "Wrong time format" })).toBeVisible();
    await checkAxe(page, testInfo);
    await timeField(page).fill("10:30");
    await timeField(page).press("Tab");
    await expect(page.getByText("Wrong time format")).toHaveCount(0);
  } else {
    await save.click();
    await expectFieldError(page, "Wrong time format");
    await expect(timeField(page)).toHaveValue("25:99");
    await checkAxe(page, testInfo);
    await timeField(page).fill("10:30");
  }

  // Too far ahead, and before the next issue that can take it: refused, with the dates to keep within.
  const latest = latestPublicationDate(new Date());
  await dateField(page).fill(formatDateInput(addDays(latest, 1)));
  await save.click();
  await expectFieldError(
    page,
    `Enter a date no more than 730 days ahead, on or before ${formatLongDate(latest)}.`,
  );
  await checkAxe(page, testInfo);
  await dateField(page).fill(formatDateInput(addDays(earliestIssueDate("london", new Date()), -1)));
  await save.click();
  await expectFieldError(page, "notices must reach us by 3pm on the working day before the issue.");

  // A Saturday: saved as the next issue's date, and the placer told so; back to the draft's task list.
  const { saturday, issue } = aSaturday();
  await dateField(page).fill(formatDateInput(saturday));
  await timeField(page).fill("10:30");
  await save.click();
  await expect(page).toHaveURL(new RegExp(`/my-gazette/draft/${draft}$`));
  await expect(
    page.getByText(`${formatLongDate(saturday)} is not a publication day of The London Gazette`),
  ).toBeVisible();
  await expect(
    page.locator(".govuk-task-list__item", { hasText: "Earliest publication date" }),
  ).toContainText("Completed");
  await page.goto(path);
  await expect(dateField(page)).toHaveValue(formatDateInput(issue));
  await expect(timeField(page)).toHaveValue("10:30");
}

/** Time stands still on the page's clock from here, and moves only as the test says. */
async function pauseThePagesClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

/** The toast says `message` for 4000 ms of the page's clock (not less), then goes; the clock runs again. */
async function expectToastFor4000ms(page: Page, message: string): Promise<void> {
  const toast = page.locator("#my-notices-toast");
  await expect(page.getByRole("status")).toHaveText(message);
  await page.clock.runFor(3999);
  await expect(toast).toBeVisible();
  await expect(toast).toHaveText(message);
  await page.clock.runFor(1);
  await expect(toast).toBeHidden();
  await page.clock.resume(); // the page's data is read again, and axe, later, needs its timers
}

export async function aPlacerChangesAPendingNoticesDates(page: Page, testInfo: TestInfo): Promise<void> {
  const placer = await createUser(page.request, { name: "Percy Pending" });
  const first = issueDayAfter(14);
  const later = issueDayAfter(21);
  const deadline = addDays(minimumClaimDeadline(later), 5);
  const title = `Estate of Bea ${stamp()}`;
  const id = await placeNotice(page, placer.email, "awaiting-approval", title, {
    earliestPublicationAt: londonMoment(first, "09:00").toISOString(),
    // Whole 2903 data, as the web form leaves it: the body is made again when the claim date changes.
    data: {
      deceased: {
        forenames: "Bea",
        surname: "Hollis",
        dateOfDeath: "2026-09-14",
        addresses: [{ lines: ["1 Acacia Avenue", "Leeds"], postcode: "LS1 1AA" }],
      },
      personalRepresentatives: [{ name: "Carys Jones", address: { lines: ["2 Bank Street", "Leeds"] } }],
      claimDeadline: deadline,
    },
  });
  await signInAs(page, placer.email);
  const scripts = withScripts(testInfo);
  // The toast's 4000 ms run on the page's clock, moved only as the test says: a loaded machine no longer
  // hides a toast before the test reads it, nor lets the first toast's timer hide the second.
  if (scripts) await page.clock.install();

  // From the pending list to the notice's page: where it stands, its body, its dates.
  await page.goto("/my-gazette/pending");
  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/my-gazette/notices/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const summary = page.locator(".app-my-notice");
  await expect(summary).toContainText("Awaiting approval");
  await expect(summary).toContainText(`${formatLongDate(first)} at 09:00 (UK time)`);
  await expect(summary).toContainText(formatLongDate(deadline));
  await expect(page.locator(".app-notice-body")).toContainText(title);
  await checkAxe(page, testInfo);

  // Change publication date.
  await page.getByRole("link", { name: "Change publication date" }).click();
  const scope = scripts ? page.getByRole("dialog") : page;
  if (scripts) await expect(page.getByRole("dialog")).toContainText("Change publication date");
  else await expect(page.getByRole("heading", { level: 1, name: "Change publication date" })).toBeVisible();
  await expect(dateField(scope)).toHaveValue(formatDateInput(first));
  await checkAxe(page, testInfo);
  // Too far ahead: the form again, with why (in the modal, with JavaScript).
  await dateField(scope).fill(formatDateInput(addDays(latestPublicationDate(new Date()), 1)));
  await scope.getByRole("button", { name: "Save Changes" }).click();
  await expect(scope.locator(".govuk-error-summary")).toContainText(
    "Enter a date no more than 730 days ahead",
  );
  await dateField(scope).fill(formatDateInput(later));
  await timeField(scope).fill("11:15");
  if (scripts) await pauseThePagesClock(page);
  await scope.getByRole("button", { name: "Save Changes" }).click();
  const said = `The earliest publication date is now ${formatLongDate(later)} at 11:15 (UK time).`;
  if (scripts) {
    await expectToastFor4000ms(page, said);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  } else {
    await expect(page).toHaveURL(new RegExp(`/my-gazette/notices/${id}$`));
    await expect(
      page.locator(".govuk-notification-banner, [role=alert], [role=status]").first(),
    ).toContainText(said);
  }
  await expect(summary).toContainText(`${formatLongDate(later)} at 11:15 (UK time)`);

  // Change claim date: 'Required.' when empty, the two months and a day, then saved.
  await page.getByRole("link", { name: "Change claim date" }).click();
  const claim = (scripts ? page.getByRole("dialog") : page).getByRole("textbox", { name: "Claims deadline" });
  const claimScope = scripts ? page.getByRole("dialog") : page;
  await expect(claim).toHaveValue(formatDateInput(deadline));
  if (scripts) await expect(page.getByRole("button", { name: /^Close/ })).toBeVisible();
  await checkAxe(page, testInfo);
  await claim.fill("");
  await claimScope.getByRole("button", { name: "Save Changes" }).click();
  await expect(claimScope.locator(".govuk-error-summary")).toContainText("Required.");
  await checkAxe(page, testInfo);
  const minimum = minimumClaimDeadline(later);
  await claim.fill(formatDateInput(addDays(minimum, -1)));
  await claimScope.getByRole("button", { name: "Save Changes" }).click();
  await expect(claimScope.locator(".govuk-error-summary")).toContainText(
    `at least two months and a day after the earliest publication date: enter ${formatLongDate(minimum)} or later.`,
  );
  const newDeadline = addDays(minimum, 30);
  await claim.fill(formatDateInput(newDeadline));
  if (scripts) await pauseThePagesClock(page);
  await claimScope.getByRole("button", { name: "Save Changes" }).click();
  const claimSaid = `The claims deadline is now ${formatLongDate(newDeadline)}.`;
  if (scripts) {
    await expectToastFor4000ms(page, claimSaid);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  } else {
    await expect(
      page.locator(".govuk-notification-banner, [role=alert], [role=status]").first(),
    ).toContainText(claimSaid);
  }
  await expect(summary).toContainText(formatLongDate(newDeadline));
  // The notice as it will be published now gives the new deadline.
  await expect(page.locator(".app-notice-body")).toContainText(
    `${formatLongDate(newDeadline)}, after which date`,
  );
  await page.reload();
  await expect(summary).toContainText(formatLongDate(newDeadline));
  await expect(summary).toContainText(`${formatLongDate(later)} at 11:15 (UK time)`);
}

export async function publishedAndOthersNoticesDoNotChange(page: Page, testInfo: TestInfo): Promise<void> {
  const placer = await createUser(page.request, { name: "Paula Published" });
  const other = await createUser(page.request, { name: "Olly Other" });
  const published = await placeNotice(page, placer.email, "published", `Estate of Cy ${stamp()}`);
  const theirs = await placeNotice(page, other.email, "awaiting-approval", `Estate of Di ${stamp()}`);
  await signInAs(page, placer.email);

  await page.goto(`/my-gazette/notices/${published}`);
  await expect(page.locator(".app-my-notice")).toContainText("Published");
  await expect(page.getByRole("link", { name: "Change publication date" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Change claim date" })).toHaveCount(0);
  await checkAxe(page, testInfo);
  await page.goto(`/my-gazette/notices/${published}/publication-date`);
  await expect(page.locator(".govuk-error-summary")).toContainText(
    "The publication date can no longer be changed: this notice is published. Nothing has been changed.",
  );
  await expect(page.getByRole("button", { name: "Save Changes" })).toHaveCount(0);
  await checkAxe(page, testInfo);

  for (const path of [
    `/my-gazette/notices/${theirs}`,
    `/my-gazette/notices/${theirs}/publication-date`,
    `/my-gazette/draft/${theirs}/publication-date`,
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
}
