import { createUser, waitForEmail } from "./accounts.ts";
import { checkAxe } from "./axe.ts";
import { csrfToken } from "./basket-helpers.ts";
import {
  attachmentsOf,
  CARDS,
  certificateInBasket,
  confirmationReference,
  fillDelivery,
  itemInBasket,
  MESSAGES,
  payOnCardPage,
  signedInBuyer,
} from "./checkout-helpers.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { basketItems } from "./shop-helpers.ts";

/**
 * The checkout without JavaScript (the "no-javascript" project): every step is a plain form or link —
 * sign-in and back, the details form with its address fields always shown, the simulator's card page,
 * purchase orders, the Keep/Remove and remove-all prompts as pages — and a form sent twice makes one
 * order. A visitor's change is sent to sign-in and back, having changed nothing. axe on the checkout
 * and confirmation pages as such a browser sees them.
 */

test.beforeEach(({ javaScriptEnabled }) => {
  expect(javaScriptEnabled, "run this file in the no-javascript project").toBe(false);
});

const payButton = (page: Page) => page.getByRole("button", { name: "Pay by card" });

test("the whole card journey: sign in from the checkout, pay, confirmation and the e-mailed invoice", async ({
  page,
}, testInfo) => {
  const user = await createUser(page.request, { name: "Ada Buyer" });
  await certificateInBasket(page);
  await page.goto("/checkout");
  await checkAxe(page, testInfo);
  await page.getByRole("link", { name: "Sign in to pay for your order" }).click();
  await page.getByLabel("Email address").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // No finder without scripts: the address fields are simply there.
  await expect(page.getByRole("button", { name: /Find address/ })).toHaveCount(0);
  await expect(page.getByLabel("Address line 1").first()).toBeVisible();
  await checkAxe(page, testInfo);

  // A mistake is answered by the server with the field's message, and nothing is ordered.
  await page.getByLabel("Deliver to (full name)").fill("");
  await payButton(page).click();
  await expect(page.locator(".govuk-error-summary")).toContainText("This field is required.");
  await checkAxe(page, testInfo);

  await fillDelivery(page);
  await payButton(page).click();
  await payOnCardPage(page, CARDS.success);
  const reference = await confirmationReference(page);
  await expect(page.locator("[data-order-status]")).toHaveAttribute("data-order-status", "paid");
  await expect(page.getByText(reference).first()).toBeVisible();
  await checkAxe(page, testInfo);
  expect(await basketItems(page.request)).toEqual([]);
  const mail = await waitForEmail(user.email, `Your Gazette order ${reference}`);
  expect(attachmentsOf(mail)).toContain(`invoice-${reference}.pdf`);
});

test("a visitor's changes go to sign-in and back to the checkout, changing nothing; the basket is kept", async ({
  page,
}, testInfo) => {
  const user = await createUser(page.request, { name: "Ada Buyer" });
  await certificateInBasket(page);
  await itemInBasket(page, "ww1e");
  const quantities = async () =>
    (await basketItems(page.request)).map((i) => [i.productId, Number(i.quantity)]).sort();
  const before = [
    ["ce1", 1],
    ["ww1e", 1],
  ];
  const backToSignIn = async () => {
    await expect(page).toHaveURL(/\/sign-in\?redirectUrl=%2Fcheckout$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    expect(await quantities()).toEqual(before);
    await page.goto("/checkout");
  };

  // The buyer's controls are all there.
  await page.goto("/checkout");
  await expect(payButton(page)).toBeVisible();
  await checkAxe(page, testInfo);

  await page.getByLabel("Quantity of Centenary remembrance pin and card").selectOption("2");
  await page.getByRole("button", { name: "Update quantity of Centenary remembrance pin and card" }).click();
  await backToSignIn();

  await page.getByRole("link", { name: "Remove Centenary remembrance pin and card" }).click();
  // The prompt's page has loaded before axe looks at it.
  await expect(page.getByRole("button", { name: "Remove Centenary remembrance pin and card" })).toBeVisible();
  await checkAxe(page, testInfo);
  await page.getByRole("button", { name: "Remove Centenary remembrance pin and card" }).click();
  await backToSignIn();

  await page.getByRole("link", { name: "Remove all items" }).click();
  await page.getByRole("button", { name: "Remove all" }).click();
  await backToSignIn();

  await page.getByLabel("Discount code").fill("SAVE10");
  await page.getByRole("button", { name: "Apply discount" }).click();
  await backToSignIn();

  await page.getByLabel("Email address").fill(user.email);
  await fillDelivery(page);
  await payButton(page).click();
  await expect(page).toHaveURL(/\/sign-in\?redirectUrl=%2Fcheckout$/);
  expect(await quantities()).toEqual(before);

  // Signed in, back at the checkout with the basket as it was.
  await page.getByLabel("Email address").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("link", { name: "Sign in to pay for your order" })).toHaveCount(0);
  await expect(page.locator("aside")).toContainText(/Total items\s*2/);
  expect(await quantities()).toEqual(before);
});

test("a declined card and a cancelled payment return to the checkout with the basket kept", async ({
  page,
}) => {
  await signedInBuyer(page);
  await certificateInBasket(page);
  await page.goto("/checkout");
  await fillDelivery(page);
  await payButton(page).click();
  await payOnCardPage(page, CARDS.declined);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(MESSAGES.declined)).toBeVisible();

  await fillDelivery(page);
  await payButton(page).click();
  await page.getByRole("button", { name: "Cancel payment" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(MESSAGES.cancelled)).toBeVisible();
  expect((await basketItems(page.request)).map((i) => i.productId)).toEqual(["ce1"]);
});

test("the same details form sent twice goes to the same payment: one order", async ({ page }) => {
  await signedInBuyer(page);
  await certificateInBasket(page);
  await page.goto("/checkout");
  const form = page.locator("form").filter({ has: payButton(page) });
  const fields: Record<string, string> = {
    _csrf: await csrfToken(page),
    intent: "place-order",
    checkoutKey: (await form.locator("input[name=checkoutKey]").inputValue()) ?? "",
    paymentType: "card",
    email: "ada@example.test",
    shipToDeliverTo: "Ada Buyer",
    shipToStreet1: "12 Mill Lane",
    shipToCity: "Brighton",
    shipToPostalCode: "BN1 1AA",
    shipToCountry: "United Kingdom",
    invoiceSameAsDelivery: "on",
  };
  const send = () => page.request.post("/checkout", { form: fields, maxRedirects: 0 });
  const [first, second] = await Promise.all([send(), send()]);
  expect(first.status()).toBe(303);
  expect(second.status()).toBe(303);
  expect(second.headers().location).toBe(first.headers().location);
  expect(first.headers().location).toMatch(/\/payment-simulator\/card\/[0-9a-v]{26}$/);
});

test("purchase order with plain forms: digits only, then placed on account", async ({ page }, testInfo) => {
  await signedInBuyer(page, {
    role: "account-owner",
    organisation: { name: "Plain Forms Ltd", paymentMethod: "account", creditLimitPence: 10_000 },
  });
  await certificateInBasket(page);
  await page.goto("/checkout");
  await fillDelivery(page);
  const poNumber = page.getByLabel("Purchase order number (to pay on account)");
  const payByPo = page.getByRole("button", { name: "Pay by purchase order" });
  await payByPo.click();
  await expect(page.locator(".govuk-error-summary")).toContainText(
    "Enter your purchase order number: up to 10 digits.",
  );
  await poNumber.fill("12 34");
  await payByPo.click();
  await expect(page.locator(".govuk-error-summary")).toContainText(MESSAGES.digits);
  await expect(poNumber).toHaveValue("12 34");
  await poNumber.fill("1234");
  await payByPo.click();
  await confirmationReference(page);
  await expect(page.locator("[data-order-status]")).toHaveAttribute("data-order-status", "paid");
  await checkAxe(page, testInfo);
  expect(await basketItems(page.request)).toEqual([]);
});

test("quantity, Keep then Remove, and remove all as plain forms", async ({ page }, testInfo) => {
  await signedInBuyer(page);
  await certificateInBasket(page);
  await itemInBasket(page, "ww1e");
  await page.goto("/checkout");

  await page.getByLabel("Quantity of Centenary remembrance pin and card").selectOption("2");
  await page.getByRole("button", { name: "Update quantity of Centenary remembrance pin and card" }).click();
  await expect(page.locator("aside")).toContainText(/Total items\s*3/);

  await page.getByRole("link", { name: "Remove Centenary remembrance pin and card" }).click();
  await expect(page.getByText("Remove Centenary remembrance pin and card from your basket?")).toBeVisible();
  await checkAxe(page, testInfo);
  await page.getByRole("link", { name: "Keep Centenary remembrance pin and card" }).click();
  expect(await basketItems(page.request)).toHaveLength(2);
  await page.getByRole("link", { name: "Remove Centenary remembrance pin and card" }).click();
  await page.getByRole("button", { name: "Remove Centenary remembrance pin and card" }).click();
  expect((await basketItems(page.request)).map((i) => i.productId)).toEqual(["ce1"]);

  await page.getByRole("link", { name: "Remove all items" }).click();
  await expect(page.getByText("Remove all items from your basket?")).toBeVisible();
  await page.getByRole("link", { name: "Keep items" }).click();
  expect(await basketItems(page.request)).toHaveLength(1);
  await page.getByRole("link", { name: "Remove all items" }).click();
  await page.getByRole("button", { name: "Remove all" }).click();
  await expect(page.getByText("There are no items in your basket.")).toBeVisible();
  expect(await basketItems(page.request)).toEqual([]);
});
