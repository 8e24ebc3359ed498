/**
 * Shared by the checkout's journeys (with and without JavaScript): a signed-in buyer with a certificate in
 * the basket, the details form filled, the simulator's card page and the order's reference.
 */

import { createUser, type OutboxMessage, signInAs, type TestUser, type TestUserOptions } from "./accounts.ts";
import { addByForm } from "./basket-helpers.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { basketItems, issueToBuy } from "./shop-helpers.ts";

export const CARDS = {
  success: "4444333322221111",
  declined: "4000000000000002",
  delayed: "4000000000000077",
} as const;

export const MESSAGES = {
  declined:
    "Your payment was not taken. Your basket has been kept: check your card details and try again, or use another card.",
  cancelled: "You cancelled your payment. Your basket has been kept.",
  digits: "Please enter only digits.",
  overLimit:
    "The order's total is more than the credit left on your account, so please pay by card or contact us.",
} as const;

/** A new person, signed in in the page's browser context. */
export async function signedInBuyer(page: Page, options: TestUserOptions = {}): Promise<TestUser> {
  const user = await createUser(page.request, { name: "Ada Buyer", ...options });
  await signInAs(page, user.email);
  return user;
}

/**
 * Certificates of the latest London issue (£35.00 each, standard-rated) put in the basket on the issue's
 * purchase page, as a buyer does (with or without JavaScript: the form is posted either way).
 */
export async function certificateInBasket(page: Page, quantity = 1): Promise<void> {
  const issue = await issueToBuy(page.request);
  await page.goto(issue.purchasePath);
  const form = page.locator("form.app-purchase-form");
  await form.getByLabel(/^Certificate of a gazetted entry, £/).selectOption(String(quantity));
  await form.getByLabel("Full name").fill("Ada Lovelace");
  await form.getByRole("button", { name: "Add to basket" }).click();
  await expect(page).toHaveURL(/\/my-gazette\/basket$/);
  const items = await basketItems(page.request);
  expect(items.map((i) => [i.productId, Number(i.quantity)])).toEqual([["ce1", quantity]]);
}

/** A plain item (no issue) added the same way. */
export async function itemInBasket(page: Page, productId: string, quantity = 1): Promise<void> {
  await addByForm(page, { productId, quantity: String(quantity) });
}

/** With JavaScript: waits until the checkout's scripts run (its controls are then the enhanced ones). */
export async function checkoutReady(page: Page): Promise<void> {
  if (test.info().project.use.javaScriptEnabled === false) return;
  await expect(page.locator(".app-checkout")).toHaveAttribute("data-enhanced", "true");
}

export async function openCheckout(page: Page): Promise<void> {
  await page.goto("/checkout");
  await checkoutReady(page);
}

/**
 * Fills the details form's delivery address. With JavaScript the address fields start hidden behind the
 * finder: "Enter the address manually" shows them.
 */
export async function fillDelivery(page: Page): Promise<void> {
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Pay by card" }) });
  const manual = form.getByRole("button", { name: /Enter the address manually \(delivery address\)/ });
  await checkoutReady(page);
  if (await manual.isVisible()) await manual.click();
  await form.getByLabel("Deliver to (full name)").fill("Ada Buyer");
  await form.getByLabel("Address line 1").first().fill("12 Mill Lane");
  await form.getByLabel("Town or city").first().fill("Brighton");
  await form.getByLabel("Postcode", { exact: true }).first().fill("BN1 1AA");
}

/** On the simulator's card page: pays with a test card. */
export async function payOnCardPage(page: Page, cardNumber: string): Promise<void> {
  await expect(page).toHaveURL(/\/payment-simulator\/card\/[0-9a-v]{26}$/);
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry date").fill("10/30");
  await page.getByLabel("Name on card").fill("Ada Buyer");
  await page.getByLabel("Card security code").fill("123");
  await page.getByRole("button", { name: "Confirm payment" }).click();
}

/** The order's reference, from the confirmation page's address. */
export async function confirmationReference(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/checkout\/confirmation\/GZ-\d+$/);
  await expect(page).toHaveTitle(/^Confirmation - /);
  return new URL(page.url()).pathname.split("/").at(-1) ?? "";
}

/** The confirmation e-mail of an order, with its attachments' names (the outbox lists them). */
export function attachmentsOf(message: OutboxMessage): string[] {
  return (message as OutboxMessage & { attachments?: string[] }).attachments ?? [];
}

/**
 * Whether `reference` is an order of the signed-in person: its status call answers its owner only (404
 * for anyone else's or none).
 */
export async function isOwnOrder(page: Page, reference: string): Promise<boolean> {
  const response = await page.request.get(`/checkout/confirmation/${reference}/status.json`);
  return response.status() === 200;
}

/** The orders just before and after `reference` are not this person's: one order was made. */
export async function expectNoNeighbouringOrders(page: Page, reference: string): Promise<void> {
  const number = Number(reference.replace(/^GZ-/, ""));
  for (let n = number - 3; n <= number + 3; n++)
    if (n !== number) expect(await isOwnOrder(page, `GZ-${n}`), `GZ-${n} is not theirs`).toBe(false);
}
