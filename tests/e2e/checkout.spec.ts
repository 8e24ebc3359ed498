import { BASKET_JOINED_MESSAGE } from "../../app/features/orders/checkout-after-sign-in.ts";
import { createUser, signInInModal, waitForEmail } from "./accounts.ts";
import { checkAxe } from "./axe.ts";
import {
  attachmentsOf,
  CARDS,
  certificateInBasket,
  confirmationReference,
  expectNoNeighbouringOrders,
  fillDelivery,
  isOwnOrder,
  itemInBasket,
  MESSAGES,
  openCheckout,
  payOnCardPage,
  signedInBuyer,
} from "./checkout-helpers.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { basketItems } from "./shop-helpers.ts";

/**
 * The checkout with JavaScript (spec §2, §4, §8, §9; issue 11 points 6, 7, 9, 10): a certificate bought
 * by card through the simulator (success, decline, cancel, a delayed confirmation the page's 10-second
 * check picks up), by purchase order on a credit account, with discount codes, items changed and removed
 * through the basket's JSON calls, and the address finder. A visitor has the same controls: acting on one
 * opens the sign-in modal, and once signed in the action carries on (or, when the account's basket
 * joined theirs, the checkout is drawn again and says why). axe on the checkout and confirmation pages.
 */

const payButton = (page: Page) => page.getByRole("button", { name: "Pay by card" });
const summary = (page: Page) => page.locator("aside.app-checkout__summary");

/** Signs in through the modal the page opened. */
test("signed out: sign in from the checkout, then buy a certificate by card; the invoice is e-mailed", async ({
  page,
}, testInfo) => {
  const user = await createUser(page.request, { name: "Ada Buyer" });
  // A visitor's basket, joined to the account's at sign-in.
  await certificateInBasket(page);
  await openCheckout(page);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(summary(page)).toContainText("£35.00");
  // The visitor has the buyer's controls; each asks for sign-in when used.
  await expect(payButton(page)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Remove Certificate/ })).toBeVisible();
  await checkAxe(page, testInfo);

  await page.getByRole("link", { name: "Sign in to pay for your order" }).click();
  await signInInModal(page, user);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(payButton(page)).toBeVisible();
  await expect(page.getByRole("table")).toContainText("Ada Lovelace");
  await expect(page.getByLabel("Email address")).toHaveValue(user.email);
  await checkAxe(page, testInfo);

  await fillDelivery(page);
  await payButton(page).click();
  await expect(page.getByRole("heading", { name: "Enter card details" })).toBeVisible();
  await expect(page.locator(".govuk-summary-list")).toContainText("£35.00");
  await payOnCardPage(page, CARDS.success);

  const reference = await confirmationReference(page);
  await expect(page.getByText(reference).first()).toBeVisible();
  await expect(page.locator("[data-order-status]")).toHaveAttribute("data-order-status", "paid");
  await expect(page.locator("[data-status-pending]")).toHaveCount(0);
  await checkAxe(page, testInfo);
  expect(await basketItems(page.request)).toEqual([]);

  const mail = await waitForEmail(user.email, `Your Gazette order ${reference}`);
  expect(attachmentsOf(mail)).toContain(`invoice-${reference}.pdf`);
});

test("signed out: Remove asks for sign-in in the modal, then the item is removed", async ({
  page,
}, testInfo) => {
  const user = await createUser(page.request, { name: "Ada Buyer" });
  await certificateInBasket(page);
  await itemInBasket(page, "ww1e");
  await itemInBasket(page, "ww1c");
  await openCheckout(page);
  const pin = page.locator("tr", { hasText: "Centenary remembrance pin and card" });
  await pin.getByRole("button", { name: /^Remove/ }).click();
  await checkAxe(page, testInfo);
  let removals = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && /\/my-gazette\/basket\/item\/\d+$/.test(r.url())) removals++;
  });
  await pin.getByRole("button", { name: /^Remove/ }).click();
  // Nothing is sent before the sign-in.
  await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
  expect(removals).toBe(0);
  await checkAxe(page, testInfo);
  await signInInModal(page, user);

  await expect(pin).toHaveCount(0);
  await expect(summary(page)).toContainText(/Total items\s*2/);
  expect(removals).toBe(1);
  expect((await basketItems(page.request)).map((i) => i.productId).sort()).toEqual(["ce1", "ww1c"]);
  // The page's data is read again: signed in, with the account's e-mail offered.
  await expect(page.getByRole("link", { name: "Sign in to pay for your order" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Basket \(2\)/ })).toBeVisible();
});

test("signed out: a quantity change asks for sign-in, then is made in the account's basket", async ({
  page,
}) => {
  const user = await createUser(page.request, { name: "Ada Buyer" });
  await certificateInBasket(page);
  await itemInBasket(page, "ww1e");
  await openCheckout(page);
  await page.getByLabel("Quantity of Centenary remembrance pin and card").selectOption("3");
  await signInInModal(page, user);
  await expect(summary(page)).toContainText(/Total items\s*4/);
  const items = await basketItems(page.request);
  expect(items.map((i) => [i.productId, Number(i.quantity)]).sort()).toEqual([
    ["ce1", 1],
    ["ww1e", 3],
  ]);
});

test("signed out: Pay by card asks for sign-in, then the same form goes on to the card page", async ({
  page,
}) => {
  const user = await createUser(page.request, { name: "Ada Buyer" });
  await certificateInBasket(page);
  await openCheckout(page);
  await page.getByLabel("Email address").fill(user.email);
  await fillDelivery(page);
  await payButton(page).click();
  await signInInModal(page, user);

  // The details typed before the sign-in went with it, with the new token.
  await expect(page.getByRole("heading", { name: "Enter card details" })).toBeVisible();
  await payOnCardPage(page, CARDS.success);
  const reference = await confirmationReference(page);
  await expect(page.locator("[data-order-status]")).toHaveAttribute("data-order-status", "paid");
  expect(await isOwnOrder(page, reference)).toBe(true);
  expect(await basketItems(page.request)).toEqual([]);
});

test("signed out, and the account's basket held items: the checkout is drawn again, says why, and nothing is removed", async ({
  page,
}, testInfo) => {
  const user = await signedInBuyer(page);
  await page.goto("/shop");
  await itemInBasket(page, "ww1c");
  await page.context().clearCookies();

  await certificateInBasket(page);
  await openCheckout(page);
  const certificate = page.locator("tr", { hasText: "Certificate of a gazetted entry" });
  await certificate.getByRole("button", { name: /^Remove/ }).click();
  await certificate.getByRole("button", { name: /^Remove/ }).click();
  await signInInModal(page, user);

  await expect(page).toHaveURL(/\/checkout\?basket=joined$/);
  await expect(page.getByText(BASKET_JOINED_MESSAGE)).toBeVisible();
  await expect(page.locator("tr", { hasText: "Certificate of a gazetted entry" })).toBeVisible();
  await expect(page.locator("tr", { hasText: "Facsimile issue" })).toBeVisible();
  expect((await basketItems(page.request)).map((i) => i.productId).sort()).toEqual(["ce1", "ww1c"]);
  await checkAxe(page, testInfo);
});

test("a declined card, then Cancel payment: back at checkout each time with the basket kept", async ({
  page,
}) => {
  await signedInBuyer(page);
  await certificateInBasket(page);
  await openCheckout(page);
  await fillDelivery(page);
  await payButton(page).click();
  await payOnCardPage(page, CARDS.declined);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(MESSAGES.declined)).toBeVisible();
  expect((await basketItems(page.request)).map((i) => i.productId)).toEqual(["ce1"]);

  await fillDelivery(page);
  await payButton(page).click();
  await expect(page).toHaveURL(/\/payment-simulator\/card\//);
  await page.getByRole("button", { name: "Cancel payment" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(MESSAGES.cancelled)).toBeVisible();
  expect((await basketItems(page.request)).map((i) => i.productId)).toEqual(["ce1"]);
});

test("a double-clicked Pay by card makes one order", async ({ page }) => {
  await signedInBuyer(page);
  await certificateInBasket(page);
  await openCheckout(page);
  await fillDelivery(page);
  let posts = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname.startsWith("/checkout")) posts++;
  });
  await payButton(page).dblclick();
  await payOnCardPage(page, CARDS.success);
  const reference = await confirmationReference(page);
  expect(posts).toBe(1);
  await expectNoNeighbouringOrders(page, reference);
});

test("delayed confirmation: the confirmation waits, and its 10-second check shows the payment", async ({
  page,
}, testInfo) => {
  await signedInBuyer(page);
  await certificateInBasket(page);
  await page.clock.install();
  await openCheckout(page);
  await fillDelivery(page);
  await payButton(page).click();
  await expect(page).toHaveURL(/\/payment-simulator\/card\/[0-9a-v]{26}$/);
  const paymentId = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  await payOnCardPage(page, CARDS.delayed);

  await confirmationReference(page);
  const status = page.locator("[data-order-status]");
  await expect(status).toHaveAttribute("data-order-status", "awaiting-payment");
  await expect(page.locator("[data-status-pending]")).toBeVisible();
  await checkAxe(page, testInfo);

  // A check before the bank confirms changes nothing.
  const check = () =>
    page.waitForResponse((r) => new URL(r.url()).pathname.endsWith("/status.json") && r.status() === 200);
  let checked = check();
  await page.clock.runFor(10_000);
  await checked;
  await expect(status).toHaveAttribute("data-order-status", "awaiting-payment");

  // The simulator's clock moves past the 20 seconds; the next check (10 s later) finds it paid.
  const moved = await page.request.post(`/__test/payment-simulator/${paymentId}/clock`, {
    data: { seconds: 21 },
  });
  expect(await moved.json()).toEqual({ state: "success" });
  checked = check();
  await page.clock.runFor(10_000);
  await checked;
  await expect(status).toHaveAttribute("data-order-status", "paid");
  await expect(page.locator("[data-status-pending]")).toHaveCount(0);
  await expect(page.getByText("Order complete")).toBeVisible();
  expect(await basketItems(page.request)).toEqual([]);
});

test("purchase order on a credit account: the number's digits, and the credit limit", async ({
  page,
}, testInfo) => {
  await signedInBuyer(page, {
    role: "account-owner",
    organisation: { name: "Credit Ltd", paymentMethod: "account", creditLimitPence: 5000 },
  });
  await certificateInBasket(page, 2);
  // The buttons ignore a second click within a second (a double click): the page's clock is moved past
  // that before each new try, as a person correcting the form would take longer.
  await page.clock.install();
  await openCheckout(page);
  const poNumber = page.getByLabel("Purchase order number (to pay on account)");
  await expect(poNumber).toBeVisible();
  await fillDelivery(page);
  const payByPo = page.getByRole("button", { name: "Pay by purchase order" });

  await poNumber.fill("PO-12");
  await payByPo.click();
  await expect(page.locator(".govuk-error-summary")).toContainText(MESSAGES.digits);
  await checkAxe(page, testInfo);

  // £70.00 against £50.00 of credit: refused, nothing ordered.
  await poNumber.fill("12345");
  await page.clock.fastForward(1_500);
  await payByPo.click();
  await expect(page.locator(".govuk-error-summary")).toContainText(MESSAGES.overLimit);
  expect((await basketItems(page.request)).map((i) => Number(i.quantity))).toEqual([2]);

  // One certificate (£35.00) fits.
  await page.getByLabel("Quantity of Certificate of a gazetted entry").selectOption("1");
  await expect(summary(page)).toContainText("£35.00");
  await fillDelivery(page);
  await poNumber.fill("12345");
  await page.clock.fastForward(1_500);
  await payByPo.click();
  const reference = await confirmationReference(page);
  await expect(page.locator("[data-order-status]")).toHaveAttribute("data-order-status", "paid");
  await expect(page.getByText(reference).first()).toBeVisible();
  await checkAxe(page, testInfo);
  expect(await basketItems(page.request)).toEqual([]);
});

test("discount codes: an unknown code is refused, a valid one shows in the summary and can be removed", async ({
  page,
}) => {
  const code = `SAVE${Date.now().toString(36).toUpperCase()}`;
  const made = await page.request.post("/__test/discount-codes", {
    data: { code, kind: "percentage", amount: 10 },
  });
  expect(made.status(), await made.text()).toBe(201);
  await signedInBuyer(page);
  await certificateInBasket(page);
  await openCheckout(page);
  const field = page.getByLabel("Discount code");
  const apply = page.getByRole("button", { name: "Apply discount" });

  await field.fill("NO-SUCH-CODE");
  await apply.click();
  await expect(page.locator(".govuk-error-summary")).toBeVisible();
  await expect(page.locator("#discountCode-error")).not.toBeEmpty();
  await expect(summary(page)).not.toContainText("Discount");

  await field.fill(code.toLowerCase());
  await apply.click();
  await expect(summary(page)).toContainText(`Discount (${code})`);
  await expect(summary(page)).toContainText("-£3.50");
  await expect(summary(page)).toContainText("£31.50");
  await expect(page.getByText(`Discount code ${code} is applied.`)).toBeVisible();

  await page.getByRole("button", { name: "Remove discount code" }).click();
  await expect(summary(page)).not.toContainText("Discount (");
  await expect(page.getByLabel("Discount code")).toBeVisible();
});

test("items at checkout: quantity through the JSON call, remove with Keep then Remove, and remove all", async ({
  page,
}, testInfo) => {
  await signedInBuyer(page);
  await certificateInBasket(page);
  await itemInBasket(page, "ww1e");
  await itemInBasket(page, "ww1c");
  await openCheckout(page);
  await expect(summary(page)).toContainText(/Total items\s*3/);

  // A quantity change is sent at once (no button) and the summary follows.
  const update = page.waitForRequest((r) => /\/quantity\/data\.json$/.test(r.url()));
  await page.getByLabel("Quantity of Facsimile issue: 4 August 1914").selectOption("3");
  expect((await update).headers()["x-requested-with"]).toBe("XMLHttpRequest");
  await expect(summary(page)).toContainText(/Total items\s*5/);
  await checkAxe(page, testInfo);

  // Remove asks first: Keep leaves it; Remove takes it out without leaving the page.
  const pin = page.locator("tr", { hasText: "Centenary remembrance pin and card" });
  await pin.getByRole("button", { name: /^Remove/ }).click();
  await expect(pin.getByText("Remove Centenary remembrance pin and card from your basket?")).toBeVisible();
  await pin.getByRole("button", { name: /^Keep/ }).click();
  await expect(pin.getByRole("button", { name: /^Keep/ })).toHaveCount(0);
  await pin.getByRole("button", { name: /^Remove/ }).click();
  await pin.getByRole("button", { name: /^Remove/ }).click();
  await expect(pin).toHaveCount(0);
  await expect(summary(page)).toContainText(/Total items\s*4/);
  expect((await basketItems(page.request)).map((i) => i.productId).sort()).toEqual(["ce1", "ww1c"]);

  // Remove all asks, then empties the basket.
  await page.getByRole("link", { name: "Remove all items" }).click();
  await page.getByRole("button", { name: "Remove all" }).click();
  await expect(page.getByText("There are no items in your basket.")).toBeVisible();
  expect(await basketItems(page.request)).toEqual([]);
});

test("an item change that fails: the quantity goes back and 'Error updating your item' fades", async ({
  page,
}) => {
  await signedInBuyer(page);
  await certificateInBasket(page);
  await itemInBasket(page, "ww1e");
  await page.clock.install();
  await openCheckout(page);
  await page.route(/\/quantity\/data\.json$/, (route) => route.fulfill({ status: 500, body: "" }));
  const select = page.getByLabel("Quantity of Centenary remembrance pin and card");
  await select.selectOption("4");
  const error = page.getByText("Error updating your item");
  await expect(error).toBeVisible();
  await expect(select).toHaveValue("1");
  await page.clock.runFor(3_000);
  await expect(error).toHaveCount(0);

  await page.route(/\/my-gazette\/basket\/item\/\d+$/, (route) => route.fulfill({ status: 500, body: "" }));
  const pin = page.locator("tr", { hasText: "Centenary remembrance pin and card" });
  await pin.getByRole("button", { name: /^Remove/ }).click();
  await pin.getByRole("button", { name: /^Remove/ }).click();
  await expect(page.getByText("Error deleting your item")).toBeVisible();
  await expect(pin).toBeVisible();
  await page.clock.runFor(3_000);
  await expect(page.getByText("Error deleting your item")).toHaveCount(0);
});

test("the address finder fills the delivery address from a postcode", async ({ page }) => {
  await signedInBuyer(page);
  await certificateInBasket(page);
  await openCheckout(page);
  const street = page.getByLabel("Address line 1").first();
  await expect(street).toBeHidden();
  const finder = page.getByLabel("Find the delivery address by postcode");

  await finder.fill("not a postcode");
  await page.getByRole("button", { name: "Find address for the delivery address" }).click();
  await expect(page.getByText("Sorry, the postcode you entered is not in the correct format.")).toBeVisible();

  const postcode = await knownPostcode(page);
  await finder.fill(postcode);
  await finder.press("Enter");
  const results = page.getByLabel("Select the delivery address");
  await expect(results).toBeVisible();
  const options = await results.locator("option:not([disabled])").allTextContents();
  expect(options.length).toBeGreaterThan(0);
  expect(options.length).toBeLessThanOrEqual(15);
  await results.selectOption({ index: 1 });
  await expect(street).toBeVisible();
  await expect(street).not.toHaveValue("");
  await expect(page.getByLabel("Postcode", { exact: true }).first()).toHaveValue(postcode);
  await expect(page).toHaveURL(/\/checkout$/);
});

/** A postcode the finder knows: one of the first page's answers for a notice's own postcode. */
async function knownPostcode(page: Page): Promise<string> {
  const home = await page.request.get("/");
  const ids = [...(await home.text()).matchAll(/href="\/notice\/(\d+)"/g)].map((m) => m[1]);
  for (const id of ids) {
    const json = (await (await page.request.get(`/notice/${id}/data.json`)).json()) as {
      locations: { postcode: string | null }[];
    };
    const found = json.locations.find((l) => l.postcode)?.postcode;
    if (found) return found;
  }
  throw new Error("no notice with a postcode");
}
