import { createPaymentProvider, paymentSettings } from "../../app/features/payments/payment-config.server.ts";
import { expect, test } from "./fixtures.ts";
import {
  cancelOnCardPage,
  cardFormMistakes,
  declinedCard,
  paySuccessfully,
} from "./payment-simulator-journeys.ts";

test("payment simulator: the success card pays and returns; the finished page leads back", async ({
  page,
  baseURL,
}, testInfo) => {
  await paySuccessfully(page, baseURL!, testInfo);
});

test("payment simulator: the declined card fails the payment (P0010)", async ({ page, baseURL }) => {
  await declinedCard(page, baseURL!);
});

test("payment simulator: Cancel payment returns with the payment cancelled (P0030)", async ({
  page,
  baseURL,
}) => {
  await cancelOnCardPage(page, baseURL!);
});

test("payment simulator: the card form's mistakes get their messages", async ({
  page,
  baseURL,
}, testInfo) => {
  await cardFormMistakes(page, baseURL!, testInfo);
});

test("payment simulator: the app's GOV.UK Pay client talks to it over HTTP, as the running app does", async ({
  page,
  baseURL,
}) => {
  // The same client and settings the server builds for itself when GOV.UK Pay is not configured: its
  // JSON calls pass the site's middleware (no session, no CSRF token, the key in Authorization).
  const client = createPaymentProvider(
    paymentSettings({ NODE_ENV: "production", TEST_HOOKS: "on", siteUrl: baseURL! }),
    {
      siteUrl: baseURL!,
    },
  );
  const created = await client.createPayment({
    amountPence: 990,
    reference: "GZ-HTTP-1",
    description: "A printed copy of an issue",
    returnUrl: `${baseURL}/`,
    idempotencyKey: `http-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  });
  expect(created.nextUrl).toBe(`${baseURL}/payment-simulator/card/${created.providerPaymentId}`);
  expect(await client.getPayment(created.providerPaymentId)).toMatchObject({
    state: "created",
    amountPence: 990,
  });
  // The refund catch-up's question: none yet.
  expect(await client.listRefunds(created.providerPaymentId)).toEqual([]);
  await page.goto(created.nextUrl);
  await page.getByRole("button", { name: "Cancel payment" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  expect(await client.getPayment(created.providerPaymentId)).toMatchObject({
    state: "failed",
    failure: { code: "P0030" },
  });
});
