/**
 * What happens to orders after checkout, in both projects (with and without JavaScript): a customer buys
 * by card on the payment simulator's card page (the order placed through the test hook, the card page
 * and the return the real ones), then sees the order in My Gazette and downloads its VAT invoice; staff
 * find the order by reference, mark it as sent and refund it through the provider; staff create and
 * disable a discount code (a taken code is refused); staff see the products' stock and add a price for
 * later, which stays scheduled. axe on every page.
 */

import { createUser, signInAs, type TestUser } from "./accounts.ts";
import { checkAxe } from "./axe.ts";
import { expect, type Page, type TestInfo } from "./fixtures.ts";

/** A customer with a paid card order, signed in on `page`; the order's reference. */
export async function customerWithPaidOrder(page: Page): Promise<{ customer: TestUser; reference: string }> {
  const customer = await createUser(page.request, { name: "Ada Buyer" });
  await signInAs(page, customer.email);
  const placed = await page.request.post("/__test/orders", { data: { email: customer.email, quantity: 2 } });
  expect(placed.status(), await placed.text()).toBe(201);
  const { kind, nextUrl, reference } = (await placed.json()) as {
    kind: string;
    nextUrl: string;
    reference: string;
  };
  expect(kind).toBe("pay");
  await page.goto(nextUrl);
  await page.getByLabel("Card number").fill("4444333322221111");
  await page.getByLabel("Expiry date").fill("10/30");
  await page.getByLabel("Name on card").fill("Ada Buyer");
  await page.getByLabel("Card security code").fill("123");
  await page.getByRole("button", { name: "Confirm payment" }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/confirmation/${reference}$`));
  await expect(page.getByText("Paid", { exact: true }).first()).toBeVisible();
  return { customer, reference };
}

export async function customerSeesOrdersAndInvoice(page: Page, testInfo: TestInfo): Promise<void> {
  const { reference } = await customerWithPaidOrder(page);

  await page.goto("/my-gazette/account");
  const purchased = page.getByRole("table", { name: "Your latest orders, newest first" });
  await expect(purchased.getByRole("link", { name: reference })).toBeVisible();
  await checkAxe(page, testInfo);
  await page.getByRole("link", { name: "View all orders" }).click();

  await expect(page).toHaveURL(/\/my-gazette\/orders$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your orders" })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(reference) });
  await expect(row).toContainText("Paid");
  await expect(row).toContainText("£17.00");
  await checkAxe(page, testInfo);
  await row.getByRole("link", { name: reference }).click();

  await expect(page.getByRole("heading", { level: 1, name: reference })).toBeVisible();
  await expect(page.getByRole("row", { name: /Centenary remembrance pin and card/ })).toContainText("£8.50");
  await expect(page.locator(".app-order-totals")).toContainText("£17.00");
  await expect(page.getByText("1 Test Street").first()).toBeVisible();
  await checkAxe(page, testInfo);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download VAT invoice (PDF)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`gazette-invoice-${reference}.pdf`);
  const path = await download.path();
  const { readFile } = await import("node:fs/promises");
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // Another person's order is not found, as an unknown one is.
  const other = await createUser(page.request);
  await signInAs(page, other.email);
  for (const path of [`/my-gazette/orders/${reference}`, `/my-gazette/orders/${reference}/invoice.pdf`]) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(404);
  }
}

async function signInAsStaff(page: Page): Promise<TestUser> {
  const staff = await createUser(page.request, { role: "staff", name: "Sam Staff" });
  await signInAs(page, staff.email);
  return staff;
}

export async function staffFindsAndRefundsAnOrder(page: Page, testInfo: TestInfo): Promise<void> {
  const { reference } = await customerWithPaidOrder(page);
  await signInAsStaff(page);

  await page.goto("/my-gazette");
  await page.getByRole("link", { name: "Shop orders" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await checkAxe(page, testInfo);

  // A date that is not one gets the spec's message and no results.
  await page.getByLabel("Placed from").fill("31/02/2027");
  await page.getByRole("button", { name: "Search orders" }).click();
  await expect(page.getByRole("link", { name: "Please enter a valid from date" })).toBeVisible();
  await checkAxe(page, testInfo);

  await page.getByLabel("Placed from").fill("");
  await page.getByLabel("Order reference").fill(reference.toLowerCase());
  await page.getByLabel("Status").selectOption("paid");
  await page.getByRole("button", { name: "Search orders" }).click();
  await expect(page.locator("#orders-count")).toHaveText("1 order");
  await page.getByRole("link", { name: reference }).click();

  await expect(page.getByRole("heading", { level: 1, name: reference })).toBeVisible();
  await expect(page.getByRole("table", { name: "Payments" })).toContainText("success");
  await expect(page.getByRole("table", { name: "History" })).toContainText("payment-succeeded");
  await checkAxe(page, testInfo);

  await page.getByRole("button", { name: "Mark as sent" }).click();
  await expect(page.getByText(`Order ${reference} has been marked as sent.`)).toBeVisible();
  await expect(page.getByRole("table", { name: "History" })).toContainText("Sam Staff");
  await expect(page.getByRole("button", { name: "Mark as sent" })).toHaveCount(0);

  await page.getByRole("button", { name: "Refund £17.00" }).click();
  await expect(
    page.getByText(`Order ${reference} has been refunded: £17.00 to the card it was paid with.`),
  ).toBeVisible();
  await expect(page.getByRole("table", { name: "Refunds" })).toContainText("£17.00");
  await expect(page.getByRole("table", { name: "History" })).toContainText("Refunded");
  await expect(page.getByRole("button", { name: /^Refund/ })).toHaveCount(0);
  await checkAxe(page, testInfo);
}

export async function staffManageDiscountCodes(page: Page, testInfo: TestInfo): Promise<void> {
  await signInAsStaff(page);
  await page.goto("/admin/discount-codes");
  await expect(page.getByRole("heading", { level: 1, name: "Discount codes" })).toBeVisible();
  await checkAxe(page, testInfo);

  const code = `E2E${Date.now().toString(36).toUpperCase()}${testInfo.project.name === "javascript" ? "J" : "N"}`;
  const create = async () => {
    await page.getByLabel("Code", { exact: true }).fill(code.toLowerCase());
    await page.getByRole("radio", { name: "A fixed amount off" }).check();
    await page.getByLabel("Amount in pounds (for a fixed amount off)").fill("2.50");
    await page.getByLabel("Valid until (optional)").fill("31/12/2027");
    await page.getByLabel(/Certificate of a gazetted entry \(ce1\)/).check();
    await page.getByLabel("Maximum uses per account (optional)").fill("1");
    await page.getByRole("button", { name: "Create discount code" }).click();
  };
  await create();
  await expect(page.getByText(`Discount code ${code} has been created.`)).toBeVisible();
  const row = page.locator(`tr[data-code="${code}"]`);
  await expect(row).toContainText("Fixed amount: £2.50");
  await expect(row).toContainText("Until 31 December 2027");
  await expect(row).toContainText("ce1");
  await expect(row).toContainText("Active");

  // The same code again (any case): refused against the code field, nothing made.
  await create();
  await expect(
    page.getByRole("link", { name: "A discount code with this code already exists. Choose another code." }),
  ).toBeVisible();
  await expect(page.locator(`tr[data-code="${code}"]`)).toHaveCount(1);
  await checkAxe(page, testInfo);

  await page
    .locator(`tr[data-code="${code}"]`)
    .getByRole("button", { name: `Disable ${code}` })
    .click();
  await expect(page.getByText("The discount code has been disabled.")).toBeVisible();
  await expect(page.locator(`tr[data-code="${code}"]`)).toContainText("Disabled");
  await expect(page.locator(`tr[data-code="${code}"]`).getByRole("button")).toHaveCount(0);
}

export async function staffAddsAFuturePrice(page: Page, testInfo: TestInfo): Promise<void> {
  await signInAsStaff(page);
  await page.goto("/admin/products");
  await expect(page.getByRole("heading", { level: 1, name: "Products and prices" })).toBeVisible();
  // The counted products' stock beside the paid orders not yet sent.
  const stock = page.getByRole("table", { name: "Stock of the products that count their units" });
  await expect(stock.locator('tr[data-stock="ww1e"]')).toContainText("Centenary remembrance pin and card");
  await expect(stock.locator('tr[data-stock="gaz176"]')).toHaveCount(0);
  await checkAxe(page, testInfo);
  // Each project its own product, so the two runs do not meet.
  const id = testInfo.project.name === "javascript" ? "ce3" : "ce2";
  const row = page.locator(`tr[data-product="${id}"]`);
  const priceNow = (await row.locator("td").nth(5).textContent())?.trim() ?? "";
  await row.getByRole("link").click();
  await expect(page.getByRole("table", { name: "Prices" })).toContainText("In force");
  await checkAxe(page, testInfo);

  // Later without a date: the form says what is missing.
  await page.getByLabel("Price in pounds, including VAT").fill("120");
  await page.getByLabel("From a date and time (UK time)").check();
  await page.getByRole("button", { name: "Add price" }).click();
  await expect(page.getByRole("link", { name: "Enter the date the price takes effect." })).toBeVisible();

  const year = new Date().getUTCFullYear() + 1;
  await page.getByLabel("Price in pounds, including VAT").fill("120");
  await page.getByLabel("From a date and time (UK time)").check();
  await page.getByLabel("Date (for a later price)").fill(`01/07/${year}`);
  await page.getByLabel("Time (for a later price)").fill("09:00");
  await page.getByRole("button", { name: "Add price" }).click();
  await expect(page.getByText(`The new price takes effect from 1 July ${year} at 09:00.`)).toBeVisible();
  const prices = page.getByRole("table", { name: "Prices" });
  await expect(prices.getByRole("row", { name: /£120\.00/ })).toContainText("Scheduled");
  await expect(
    prices.getByRole("row", { name: new RegExp(priceNow.replace(/[.$£]/g, "\\$&")) }),
  ).toContainText("In force");

  await page.getByRole("link", { name: "All products" }).click();
  await expect(page.locator(`tr[data-product="${id}"]`)).toContainText(
    `£120.00 from 1 July ${year} at 09:00`,
  );
  await expect(page.locator(`tr[data-product="${id}"] td`).nth(5)).toHaveText(priceNow);
}
