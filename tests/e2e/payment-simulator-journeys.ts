/**
 * The payment simulator's card page, in both projects: a payment is made through the simulator's API with
 * its key (as the checkout will), then paid on the card page with Pay's test cards — success, decline, and
 * cancel — each ending at the payment's return address with the state the API then reports; a payment
 * that has ended says so on its page; the card form's mistakes get their messages. axe on each page.
 */

import { DEVELOPMENT_SIMULATOR_KEY } from "../../app/features/payments/payment-config.server.ts";
import { checkAxe } from "./axe.ts";
import { type APIRequestContext, expect, type Page, type TestInfo } from "./fixtures.ts";

const AUTH = { Authorization: `Bearer ${DEVELOPMENT_SIMULATOR_KEY}` };

interface CreatedPayment {
  id: string;
  nextUrl: string;
  returnUrl: string;
}

/** A new payment of £12.50, returning to a page of this site (as the checkout's return address is). */
export async function createPayment(request: APIRequestContext, baseURL: string): Promise<CreatedPayment> {
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const returnUrl = `${baseURL}/?simulated-payment=${tag}`;
  const answer = await request.post("/payment-simulator/v1/payments", {
    headers: { ...AUTH, "Idempotency-Key": `e2e-${tag}` },
    data: {
      amount: 1250,
      reference: `GZ-E2E-${tag}`,
      description: "Certificate of a gazetted entry",
      return_url: returnUrl,
    },
  });
  expect(answer.status()).toBe(201);
  const body = await answer.json();
  return { id: body.payment_id, nextUrl: body._links.next_url.href, returnUrl };
}

/** The payment's state as the API reports it. */
async function stateOf(request: APIRequestContext, id: string) {
  const answer = await request.get(`/payment-simulator/v1/payments/${id}`, { headers: AUTH });
  expect(answer.status()).toBe(200);
  return (await answer.json()).state as { status: string; finished: boolean; code?: string };
}

async function payWith(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry date").fill("10/30");
  await page.getByLabel("Name on card").fill("Ada Buyer");
  await page.getByLabel("Card security code").fill("123");
  await page.getByRole("button", { name: "Confirm payment" }).click();
}

export async function paySuccessfully(page: Page, baseURL: string, testInfo: TestInfo): Promise<void> {
  const payment = await createPayment(page.request, baseURL);
  await page.goto(payment.nextUrl);
  await expect(page.getByRole("heading", { level: 1, name: "Enter card details" })).toBeVisible();
  await expect(page).toHaveTitle("Enter card details - Payment simulator - The Gazette");
  await expect(page.locator(".govuk-summary-list")).toContainText("Certificate of a gazetted entry");
  await expect(page.locator(".govuk-summary-list")).toContainText("£12.50");
  expect((await stateOf(page.request, payment.id)).status).toBe("started");
  await checkAxe(page, testInfo);

  await payWith(page, "4444 3333 2222 1111");
  await expect(page).toHaveURL(payment.returnUrl);
  expect(await stateOf(page.request, payment.id)).toEqual({ status: "success", finished: true });

  // Its card page, opened again, says it has finished and leads back.
  await page.goto(payment.nextUrl);
  await expect(page.getByRole("heading", { level: 1, name: "This payment has finished" })).toBeVisible();
  await expect(page.getByText("The payment was successful.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go back to the service" })).toHaveAttribute(
    "href",
    payment.returnUrl,
  );
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  await checkAxe(page, testInfo);
}

export async function declinedCard(page: Page, baseURL: string): Promise<void> {
  const payment = await createPayment(page.request, baseURL);
  await page.goto(payment.nextUrl);
  await payWith(page, "4000000000000002");
  await expect(page).toHaveURL(payment.returnUrl);
  expect(await stateOf(page.request, payment.id)).toMatchObject({
    status: "failed",
    finished: true,
    code: "P0010",
  });
  await page.goto(payment.nextUrl);
  await expect(page.getByText("The payment was declined.")).toBeVisible();
}

export async function cancelOnCardPage(page: Page, baseURL: string): Promise<void> {
  const payment = await createPayment(page.request, baseURL);
  await page.goto(payment.nextUrl);
  await page.getByRole("button", { name: "Cancel payment" }).click();
  await expect(page).toHaveURL(payment.returnUrl);
  expect(await stateOf(page.request, payment.id)).toMatchObject({
    status: "failed",
    finished: true,
    code: "P0030",
  });
}

export async function cardFormMistakes(page: Page, baseURL: string, testInfo: TestInfo): Promise<void> {
  const payment = await createPayment(page.request, baseURL);
  await page.goto(payment.nextUrl);
  await page.getByLabel("Card number").fill("4444 3333 2222 1112");
  await page.getByLabel("Expiry date").fill("13/30");
  await page.getByRole("button", { name: "Confirm payment" }).click();
  const summary = page.locator(".govuk-error-summary");
  await expect(summary).toContainText("There is a problem");
  for (const message of [
    "Enter a valid card number",
    "Enter a valid expiry date, for example 10/30",
    "Enter the name as it appears on the card",
    "Enter a valid card security code",
  ])
    await expect(summary.getByRole("link", { name: message })).toBeVisible();
  // Route meta cannot see an action's answer: the error summary's script adds the prefix.
  if (testInfo.project.name === "javascript") await expect(page).toHaveTitle(/^Error: Enter card details/);
  // What was typed comes back, apart from the card number and security code.
  await expect(page.getByLabel("Expiry date")).toHaveValue("13/30");
  await expect(page.getByLabel("Card number")).toHaveValue("");
  expect((await stateOf(page.request, payment.id)).status).toBe("started");
  await checkAxe(page, testInfo);

  await payWith(page, "4444333322221111");
  await expect(page).toHaveURL(payment.returnUrl);
  expect((await stateOf(page.request, payment.id)).status).toBe("success");
}
