/**
 * Moderation and proofs (issue 13 points 1 and 2, ADR 021), in both projects: a placer reads the proof of
 * their notice (HTML and PDF), comments on it and accepts it, and staff read both beside the notice; staff
 * find a notice in the queue, approve it (scheduled at once) and reject another with a reason, which is
 * e-mailed, and its placer takes it back to correct it; staff withdraw a published notice permanently and
 * its public page and data twins say so. axe on every new page.
 */

import { createUser, linkIn, signInAs, waitForEmail } from "./accounts.ts";
import { checkAxe } from "./axe.ts";
import { expect, type Page, type TestInfo } from "./fixtures.ts";
import { placeTestNotice } from "./my-notices-journeys.ts";

const stamp = () => Math.random().toString(36).slice(2, 8);

const banner = (page: Page) =>
  page.locator(".govuk-notification-banner, [role=alert], [role=status]").first();

async function expectErrorFor(page: Page, message: string) {
  await expect(page.locator(".govuk-error-summary")).toContainText(message);
  await expect(page.locator(".govuk-error-message")).toContainText(message);
}

export async function aProofIsCommentedAndAccepted(page: Page, testInfo: TestInfo): Promise<void> {
  const placer = await createUser(page.request, { name: "Polly Proof" });
  const staff = await createUser(page.request, { role: "staff", name: "Desk Editor" });
  const title = `Estate of Percy ${stamp()}`;
  const id = await placeTestNotice(page, placer.email, "awaiting-approval", title);
  await signInAs(page, placer.email);

  await page.goto(`/my-gazette/notices/${id}`);
  await expect(page.getByRole("heading", { level: 2, name: "Proof" })).toBeVisible();
  await expect(page.getByText("You have not commented on or accepted the proof yet.")).toBeVisible();
  await checkAxe(page, testInfo);

  await page.getByRole("link", { name: "view the proof" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Proof: ${title}` })).toBeVisible();
  await expect(page.locator("#notice-proof")).toContainText(title);
  await checkAxe(page, testInfo);
  const pdf = await page.request.get(`/my-gazette/notices/${id}/proof.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await page.getByRole("link", { name: "Back to the notice" }).click();

  // An empty comment is refused beside the field; nothing is recorded.
  await page.getByRole("button", { name: "Send comment" }).click();
  await expectErrorFor(page, "Enter your comment on the proof");
  await checkAxe(page, testInfo);
  await page.getByLabel("Comment on the proof").fill("Please print the surname as Proudfoot.");
  await page.getByRole("button", { name: "Send comment" }).click();
  await expect(banner(page)).toContainText("Your comment on the proof has been sent to the Gazette.");
  await expect(page.locator("#proof-responses")).toContainText("Please print the surname as Proudfoot.");

  await page.getByRole("button", { name: "Accept proof" }).click();
  await expect(banner(page)).toContainText("You have accepted the proof.");
  await expect(page.getByText("You have accepted this proof.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept proof" })).toHaveCount(0);
  await expect(page.locator("#proof-responses")).toContainText("Proof accepted on version 1, by Polly Proof");

  // Staff read both beside the notice.
  await signInAs(page, staff.email);
  await page.goto(`/admin/notices/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator("#proof-responses")).toContainText("Please print the surname as Proudfoot.");
  await expect(page.locator("#proof-responses")).toContainText("Proof accepted on version 1, by Polly Proof");
  await checkAxe(page, testInfo);
}

export async function staffApproveAndReject(page: Page, testInfo: TestInfo): Promise<void> {
  const placer = await createUser(page.request, { name: "Rita Resubmit" });
  const staff = await createUser(page.request, { role: "staff", name: "Desk Editor" });
  const approveTitle = `Estate of Amos ${stamp()}`;
  const rejectTitle = `Estate of Rhoda ${stamp()}`;
  const toApprove = await placeTestNotice(page, placer.email, "awaiting-approval", approveTitle);
  const toReject = await placeTestNotice(page, placer.email, "awaiting-approval", rejectTitle);
  await signInAs(page, staff.email);

  await page.goto("/admin/notices?edition=london&type=2903");
  await expect(page.getByRole("heading", { level: 1, name: "Notices awaiting approval" })).toBeVisible();
  await expect(page.locator("#moderation-sla")).toContainText("decided by the end of the working day after");
  await expect(page.getByLabel("Edition")).toHaveValue("london");
  const approveRow = page.locator(`tr[data-notice-id="${toApprove}"]`);
  await expect(approveRow).toContainText("Rita Resubmit");
  await expect(approveRow).toContainText(/Due by|Overdue/);
  await checkAxe(page, testInfo);

  await approveRow.getByRole("link", { name: new RegExp(approveTitle) }).click();
  await expect(page.getByRole("heading", { level: 1, name: approveTitle })).toBeVisible();
  await expect(page.locator("#notice-preview")).toContainText(approveTitle);
  await expect(page.getByText("No supporting documents.")).toBeVisible();
  await checkAxe(page, testInfo);
  await page.getByRole("button", { name: "Approve and schedule" }).click();
  await expect(banner(page)).toContainText(
    `Notice ${toApprove} has been approved and scheduled for publication.`,
  );
  await expect(page.locator(`tr[data-notice-id="${toApprove}"]`)).toHaveCount(0);
  await page.goto(`/admin/notices/${toApprove}`);
  await expect(page.locator(".app-moderation-summary")).toContainText("Scheduled");
  await expect(page.getByRole("button", { name: "Approve and schedule" })).toHaveCount(0);

  await page.goto(`/admin/notices/${toReject}`);
  await page.getByRole("button", { name: "Reject notice" }).click();
  await expectErrorFor(page, "Enter the reason for rejecting the notice");
  await checkAxe(page, testInfo);
  const reason = "The date of death is after the date of the notice.";
  await page.getByLabel("Reason for rejecting").fill(reason);
  await page.getByRole("button", { name: "Reject notice" }).click();
  await expect(banner(page)).toContainText(`Notice ${toReject} has been rejected.`);

  const email = await waitForEmail(placer.email, `Your notice ${toReject} has been rejected`);
  expect(email.text).toContain(`Reason: ${reason}`);

  // The placer follows the e-mail, reads why, and takes the notice back to correct it.
  await signInAs(page, placer.email);
  await page.goto(linkIn(email, `/my-gazette/notices/${toReject}`));
  await expect(page.locator("#rejection-reason")).toContainText(reason);
  await checkAxe(page, testInfo);
  await page.getByRole("button", { name: "Correct and resubmit" }).click();
  await expect(page).toHaveURL(new RegExp(`/my-gazette/draft/${toReject}$`));
}

export async function aPublishedNoticeIsWithdrawnPermanently(page: Page, testInfo: TestInfo): Promise<void> {
  const placer = await createUser(page.request, { name: "Wally Withdrawn" });
  const staff = await createUser(page.request, { role: "staff", name: "Desk Editor" });
  const title = `Estate of Tomas ${stamp()}`;
  const id = await placeTestNotice(page, placer.email, "published", title);
  await signInAs(page, staff.email);

  await page.goto(`/admin/notices/${id}`);
  await expect(page.getByRole("heading", { level: 2, name: "Withdraw permanently" })).toBeVisible();
  await page.getByRole("button", { name: "Withdraw notice permanently" }).click();
  await expectErrorFor(page, "Enter the reason for withdrawing the notice");
  await checkAxe(page, testInfo);
  const reason = "Published in error: the court order was set aside.";
  await page.getByLabel("Reason for withdrawing").fill(reason);
  await page.getByRole("button", { name: "Withdraw notice permanently" }).click();
  await expect(banner(page)).toContainText(`Notice ${id} has been permanently withdrawn.`);
  await expect(page.locator(".app-moderation-summary")).toContainText("Permanently withdrawn");

  // The public record: the notice's page and its data twins say so, with the reason.
  await page.goto(`/notice/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator(".govuk-warning-text")).toContainText(
    `This notice has been permanently withdrawn: ${reason}`,
  );
  await expect(page.locator(".app-notice-body")).toContainText("permanently withdrawn by the Gazette");
  await checkAxe(page, testInfo);
  const json = await (await page.request.get(`/notice/${id}/data.json`)).json();
  expect(json.status).toBe("permanently-withdrawn");
  expect(json.withdrawal.reason).toBe(reason);
  const turtle = await (await page.request.get(`/notice/${id}/data.ttl`)).text();
  expect(turtle).toContain('"permanently-withdrawn"');
  expect(turtle).toContain(reason);
  const pdf = await page.request.get(`/notice/${id}/data.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
}
