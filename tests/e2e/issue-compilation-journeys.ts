/**
 * Issues compiled on the calendar (issue 13 point 4), in both projects: a member of staff finds the next
 * issues from My Gazette, sees a scheduled notice among what an edition's next issue will hold, confirms
 * "Compile now", is told what was compiled, and the notice is then found by search and printed in that
 * issue's PDF. Each project uses its own edition, so the two runs never compile each other's notice, and
 * neither is London, whose latest issue other journeys read as the demo made it (London's next issue is
 * compiled by the whole-life journey, which runs alone).
 * axe on both new pages.
 */

import { pagesText } from "../../app/features/notices/representations/pdf-inspection.ts";
import { createUser, signInAs } from "./accounts.ts";
import { checkAxe } from "./axe.ts";
import { expect, type Page, type TestInfo } from "./fixtures.ts";

const EDITION_NAMES = { edinburgh: "The Edinburgh Gazette", belfast: "The Belfast Gazette" } as const;
type Edition = keyof typeof EDITION_NAMES;

/** Words no demo notice has, so the search finds this notice alone. */
const uniqueName = () => {
  const letters = Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 6);
  return `Estate of Zephyrine Q${letters}`;
};

async function placeScheduledNotice(page: Page, edition: Edition, title: string): Promise<number> {
  const placer = await createUser(page.request, { name: "Scheduled Placer" });
  const response = await page.request.post("/__test/notices", {
    data: { email: placer.email, status: "scheduled", edition, title },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

export async function staffCompileTheNextIssueNow(page: Page, testInfo: TestInfo, edition: Edition) {
  const title = uniqueName();
  const id = await placeScheduledNotice(page, edition, title);
  const staff = await createUser(page.request, { role: "staff", name: "Issue Compiler" });
  await signInAs(page, staff.email);

  await page.goto("/my-gazette");
  await page.getByRole("link", { name: "Next issues" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Next issues" })).toBeVisible();
  const section = page.locator(`section[data-edition="${edition}"]`);
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(EDITION_NAMES[edition]);
  // What the issue will hold, by category and type: the scheduled notice under Personal Legal, 2903.
  await expect(section.getByRole("heading", { level: 3, name: "Personal Legal" })).toBeVisible();
  await expect(section).toContainText("Deceased Estates (2903)");
  await expect(section.getByRole("listitem").filter({ hasText: title })).toContainText(`notice ${id}`);
  const number = Number(
    await section
      .locator(".govuk-summary-list__row", { hasText: "Issue" })
      .first()
      .locator("dd")
      .textContent(),
  );
  expect(number).toBeGreaterThan(1000);
  await checkAxe(page, testInfo);

  await section.getByRole("link", { name: `Compile issue ${number} now` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Compile issue ${number} now` })).toBeVisible();
  await expect(page.locator(".govuk-caption-l")).toHaveText(EDITION_NAMES[edition]);
  await checkAxe(page, testInfo);
  const issueDate = await page.locator('input[name="date"]').inputValue();
  await page.getByRole("button", { name: `Compile issue ${number}`, exact: true }).click();

  await expect(page).toHaveURL(/\/admin\/issues$/);
  await expect(page.locator(".govuk-notification-banner").first()).toContainText(
    `Issue ${number} of ${EDITION_NAMES[edition]} has been compiled and published`,
  );
  // The edition's next issue is now the one after.
  await expect(section.getByRole("heading", { level: 2 })).toBeVisible();
  await expect(section).not.toContainText(title);
  await expect(
    section.locator(".govuk-summary-list__row", { hasText: "Issue" }).first().locator("dd"),
  ).toHaveText(String(number + 1));

  // The same confirmation sent again (a second tab, the back button) is stale: refused, nothing changes.
  const token = await page.locator('meta[name="csrf-token"]').getAttribute("content");
  const again = await page.request.post(`/admin/issues/${edition}/compile`, {
    form: { _csrf: token ?? "", date: issueDate },
  });
  expect(again.status()).toBe(409);
  expect(await again.text()).toContain(
    "That issue has already been compiled, or the next issue has changed.",
  );
  await page.reload();
  await expect(
    section.locator(".govuk-summary-list__row", { hasText: "Issue" }).first().locator("dd"),
  ).toHaveText(String(number + 1));

  // Found by search, as any published notice.
  await page.goto(`/all-notices/notice?text=${encodeURIComponent(title)}`);
  await expect(page.locator(`a[href="/notice/${id}"]`).first()).toBeVisible();

  // And printed in that issue's PDF.
  const pdf = await page.request.get(`/${edition}/issue/${number}/data.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pagesText(await pdf.body()).join("\n")).toContain(`Notice ID ${id} |`);
}
