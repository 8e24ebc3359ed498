/**
 * The whole life of a 2903 (issue 13's "Done when"), in both projects: an individual places it through
 * the web form with its documents and pays by card (issue 12's road); staff approve it from the queue,
 * which schedules it; staff compile London's next issue now (again, while the notice waits for a later
 * issue: its earliest date decides); the notice is then published in that issue, found by search, and
 * printed in the issue's PDF. Compiling publishes every scheduled London notice, so these journeys run
 * alone, after all the others (playwright.config.ts).
 */

import { pagesText } from "../../app/features/notices/representations/pdf-inspection.ts";
import { createUser, signInAs } from "./accounts.ts";
import { checkAxe } from "./axe.ts";
import { expect, type Page, type TestInfo } from "./fixtures.ts";
import { anIndividualPlacesA2903WithDocumentsAndPaysByCard } from "./notice-placed-and-paid-journeys.ts";

const LONDON = "The London Gazette";

async function publishedIssue(page: Page, id: number): Promise<number | null> {
  const response = await page.request.get(`/notice/${id}/data.json`);
  if (response.status() !== 200) return null;
  const notice = (await response.json()) as { issue: { number: number } | null };
  return notice.issue?.number ?? null;
}

export async function theWholeLifeOfA2903(page: Page, testInfo: TestInfo): Promise<void> {
  const id = await anIndividualPlacesA2903WithDocumentsAndPaysByCard(page, testInfo);
  expect(await publishedIssue(page, id)).toBeNull();

  // Staff approve it from the queue: it is scheduled at once.
  const staff = await createUser(page.request, { role: "staff", name: "Editor Everyday" });
  await signInAs(page, staff.email);
  await page.goto("/admin/notices?edition=london");
  const row = page.locator(`tr[data-notice-id="${id}"]`);
  await expect(row).toContainText("Harold Holloway");
  await row.getByRole("link").first().click();
  await expect(page.locator("#notice-preview")).toContainText("Edith Mary HOLLOWAY");
  await expect(page.getByText("death certificate.pdf")).toBeVisible();
  await page.getByRole("button", { name: "Approve and schedule" }).click();
  await expect(page.locator(".govuk-notification-banner").first()).toContainText(
    `Notice ${id} has been approved and scheduled for publication.`,
  );

  // London's next issue is compiled now; once more while the notice's earliest date is still ahead.
  let issue: number | null = null;
  for (let attempt = 0; attempt < 3 && issue === null; attempt++) {
    await page.goto("/admin/issues");
    const london = page.locator('section[data-edition="london"]');
    await expect(london.getByRole("heading", { level: 2 })).toHaveText(LONDON);
    const link = london.getByRole("link", { name: /^Compile issue \d+ now$/ });
    const number = Number((await link.textContent())!.match(/\d+/)![0]);
    await link.click();
    await page.getByRole("button", { name: `Compile issue ${number}`, exact: true }).click();
    await expect(page.locator(".govuk-notification-banner").first()).toContainText(
      `Issue ${number} of ${LONDON} has been compiled and published`,
    );
    issue = await publishedIssue(page, id);
    if (issue !== null) expect(issue).toBe(number);
  }
  expect(issue, "the notice is published in one of London's next issues").not.toBeNull();

  // Public: its page names the issue; search finds it; the issue's PDF prints it.
  await page.goto(`/notice/${id}`);
  await expect(page.locator("main")).toContainText("Edith Mary HOLLOWAY");
  await checkAxe(page, testInfo);
  await page.goto(`/all-notices/notice?text=${encodeURIComponent("Edith Mary Holloway")}&sort-by=newest`);
  await expect(page.locator(`a[href="/notice/${id}"]`).first()).toBeVisible();
  const pdf = await page.request.get(`/london/issue/${issue}/data.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pagesText(await pdf.body()).join("\n")).toContain(`Notice ID ${id} |`);

  // The placer sees it among their published notices.
  const placerList = await page.request.get("/my-gazette/published");
  expect(placerList.status()).toBe(200);
}
