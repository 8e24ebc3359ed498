/**
 * Paying for placed notices (issue 12 point 6), with JavaScript and without: a submitted notice in the
 * placer's basket (the test hook puts it there through addNoticeToBasket, as "Add to basket" will) is one
 * line at its fee with no quantity to change; paid by card through the simulator or by purchase order on a
 * credit account, it goes on to approval and is listed as pending in My Gazette; a declined card keeps it
 * in the basket, submitted; taken out of the basket it is a draft again. Staff mark a public body
 * "payment not required" on its approval page. axe on each page.
 */

import { createUser, signInAs, type TestUser } from "./accounts.ts";
import { checkAxe } from "./axe.ts";
import {
  CARDS,
  checkoutReady,
  confirmationReference,
  payOnCardPage,
  signedInBuyer,
} from "./checkout-helpers.ts";
import { expect, type Page, type TestInfo, test } from "./fixtures.ts";
import { basketItems } from "./shop-helpers.ts";

/** A Deceased Estates notice (2903, London: £96.00 inc. VAT), submitted and in the placer's basket. */
async function noticeInBasket(page: Page, user: TestUser, title: string): Promise<number> {
  const response = await page.request.post("/__test/notices", {
    data: { email: user.email, status: "submitted", title, basket: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/**
 * A basket of notices has nothing to deliver: the checkout asks for the invoice address only. With
 * JavaScript its fields start hidden behind the finder: "Enter the address manually" shows them.
 */
export async function fillInvoice(page: Page): Promise<void> {
  await checkoutReady(page);
  await expect(page.getByLabel("Deliver to (full name)")).toHaveCount(0);
  const invoice = page.locator("[data-invoice-address]");
  const manual = invoice.getByRole("button", { name: /Enter the address manually \(invoice address\)/ });
  if (await manual.isVisible()) await manual.click();
  await invoice.getByLabel("Name on the invoice").fill("Ada Buyer");
  await invoice.getByLabel("Address line 1").fill("12 Mill Lane");
  await invoice.getByLabel("Town or city").fill("Brighton");
  await invoice.getByLabel("Postcode", { exact: true }).fill("BN1 1AA");
}

const lineName = (id: number) => `Deceased Estates notice ${id} (The London Gazette)`;
const noticeRow = (page: Page, id: number) => page.locator(`tr[data-notice-id="${id}"]`);

/** The checkout shows the notice at its fee, one of its kind: no quantity to choose. */
async function checkoutShowsNotice(page: Page, id: number, testInfo: TestInfo): Promise<void> {
  await page.goto("/checkout");
  await checkoutReady(page);
  const row = page.locator("tr").filter({ hasText: lineName(id) });
  await expect(row).toContainText("£96.00");
  await expect(page.getByLabel(`Quantity of ${lineName(id)}`)).toHaveCount(0);
  await checkAxe(page, testInfo);
  const items = await basketItems(page.request);
  expect(items).toMatchObject([{ noticeId: String(id), hideQuantity: "true", quantity: 1 }]);
}

/** The notice is listed in My Gazette's pending notices with this status. */
async function pendingWithStatus(page: Page, id: number, status: string, testInfo: TestInfo) {
  await page.goto("/my-gazette/pending");
  await expect(noticeRow(page, id)).toContainText(status);
  await checkAxe(page, testInfo);
}

export async function payForNoticeByCard(page: Page, testInfo: TestInfo): Promise<void> {
  const user = await signedInBuyer(page, { placingCapacities: ["solicitor"] });
  const id = await noticeInBasket(page, user, "Estate of Ada Card");
  await checkoutShowsNotice(page, id, testInfo);
  await fillInvoice(page);
  await page.getByRole("button", { name: "Pay by card" }).click();
  await payOnCardPage(page, CARDS.success);
  await confirmationReference(page);
  await expect(page.locator("[data-order-status]")).toHaveAttribute("data-order-status", "paid");
  await expect(page.getByText(lineName(id)).first()).toBeVisible();
  await checkAxe(page, testInfo);
  expect(await basketItems(page.request)).toEqual([]);
  await pendingWithStatus(page, id, "Awaiting approval", testInfo);
}

export async function declinedCardKeepsNotice(page: Page, testInfo: TestInfo): Promise<void> {
  const user = await signedInBuyer(page, { placingCapacities: ["solicitor"] });
  const id = await noticeInBasket(page, user, "Estate of Ada Declined");
  await page.goto("/checkout");
  await fillInvoice(page);
  await page.getByRole("button", { name: "Pay by card" }).click();
  await payOnCardPage(page, CARDS.declined);
  await expect(page).toHaveURL(/\/checkout/);
  expect((await basketItems(page.request)).map((i) => i.noticeId)).toEqual([String(id)]);
  await pendingWithStatus(page, id, "Submitted", testInfo);
}

export async function payForNoticeByPurchaseOrder(page: Page, testInfo: TestInfo): Promise<void> {
  const user = await signedInBuyer(page, {
    role: "account-owner",
    organisation: { name: "Notices On Account LLP", paymentMethod: "account", creditLimitPence: 50_000 },
    placingCapacities: ["solicitor"],
  });
  const id = await noticeInBasket(page, user, "Estate of Ada Account");
  await checkoutShowsNotice(page, id, testInfo);
  await fillInvoice(page);
  await page.getByLabel("Purchase order number (to pay on account)").fill("4455");
  await page.getByRole("button", { name: "Pay by purchase order" }).click();
  await confirmationReference(page);
  await expect(page.locator("[data-order-status]")).toHaveAttribute("data-order-status", "paid");
  await checkAxe(page, testInfo);
  await pendingWithStatus(page, id, "Awaiting approval", testInfo);
}

export async function removedNoticeIsDraft(page: Page, testInfo: TestInfo): Promise<void> {
  const user = await signedInBuyer(page, { placingCapacities: ["solicitor"] });
  const id = await noticeInBasket(page, user, "Estate of Ada Removed");
  await page.goto("/checkout");
  await checkoutReady(page);
  await page
    .getByRole("link", { name: `Remove ${lineName(id)}` })
    .or(page.getByRole("button", { name: `Remove ${lineName(id)}` }))
    .click();
  await expect(page.getByText(`Remove ${lineName(id)} from your basket?`)).toBeVisible();
  await checkAxe(page, testInfo);
  await page
    .getByRole("button", { name: `Remove ${lineName(id)}` })
    .last()
    .click();
  await expect(page.getByText("There are no items in your basket.").first()).toBeVisible();
  expect(await basketItems(page.request)).toEqual([]);
  await page.goto("/my-gazette/draft");
  await expect(noticeRow(page, id)).toContainText("Estate of Ada Removed");
  await checkAxe(page, testInfo);
}

export async function staffMarkPaymentNotRequired(page: Page, testInfo: TestInfo): Promise<void> {
  const stamp = Date.now().toString(36);
  await createUser(page.request, {
    role: "account-owner",
    organisation: {
      name: `Borsetshire ${stamp} Council`,
      status: "pending",
      businessType: "government-local",
    },
  });
  await createUser(page.request, {
    role: "account-owner",
    organisation: { name: `Firm ${stamp} LLP`, status: "pending", businessType: "private-sector" },
  });
  const admin = await createUser(page.request, { role: "account-admin" });
  await signInAs(page, admin.email);

  await page.goto("/admin/approvals");
  await page.getByRole("link", { name: `Firm ${stamp} LLP` }).click();
  await expect(page.getByRole("heading", { name: "Paying for notices" })).toBeVisible();
  await expect(page.getByText(/Only public-sector organisations/)).toBeVisible();
  await expect(page.getByLabel("Payment not required")).toHaveCount(0);

  await page.goto("/admin/approvals");
  await page.getByRole("link", { name: `Borsetshire ${stamp} Council` }).click();
  const box = page.getByLabel("Payment not required");
  await expect(box).not.toBeChecked();
  await checkAxe(page, testInfo);
  await box.check();
  await page.getByRole("button", { name: "Save payment setting" }).click();
  await expect(page.locator(".app-flash-message")).toContainText("payment not required");
  await expect(page.getByLabel("Payment not required")).toBeChecked();
  await checkAxe(page, testInfo);
  // The request itself still waits for its decision.
  await expect(page.getByRole("button", { name: "Save decision" })).toBeVisible();
}

/** The journeys as tests, for each project's spec file (`prefix` names the project in the titles). */
export function noticePaymentTests(prefix: string): void {
  const journeys: [string, (page: Page, testInfo: TestInfo) => Promise<void>][] = [
    [
      "a notice in the basket paid by card goes on to approval and is pending in My Gazette",
      payForNoticeByCard,
    ],
    ["a declined card keeps the notice in the basket, submitted", declinedCardKeepsNotice],
    ["a notice paid by purchase order on a credit account goes on to approval", payForNoticeByPurchaseOrder],
    ["a notice taken out of the basket is a draft again", removedNoticeIsDraft],
    [
      "staff mark a public body 'payment not required'; a company is told why it pays",
      staffMarkPaymentNotRequired,
    ],
  ];
  for (const [title, journey] of journeys)
    test(`${prefix}${title}`, async ({ page }, testInfo) => journey(page, testInfo));
}
