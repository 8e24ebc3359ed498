import { test } from "@playwright/test";
import {
  declinedCardKeepsNotice,
  payForNoticeByCard,
  payForNoticeByPurchaseOrder,
  removedNoticeIsDraft,
  staffMarkPaymentNotRequired,
} from "./notice-payment-journeys.ts";

/** Paying for placed notices without JavaScript (notice-payment-journeys.ts says what each journey shows). */

test("without JavaScript: a notice in the basket paid by card goes on to approval and is pending in My Gazette", async ({
  page,
}, testInfo) => {
  await payForNoticeByCard(page, testInfo);
});

test("without JavaScript: a declined card keeps the notice in the basket, submitted", async ({
  page,
}, testInfo) => {
  await declinedCardKeepsNotice(page, testInfo);
});

test("without JavaScript: a notice paid by purchase order on a credit account goes on to approval", async ({
  page,
}, testInfo) => {
  await payForNoticeByPurchaseOrder(page, testInfo);
});

test("without JavaScript: a notice taken out of the basket is a draft again", async ({ page }, testInfo) => {
  await removedNoticeIsDraft(page, testInfo);
});

test("without JavaScript: staff mark a public body 'payment not required'; a company is told why it pays", async ({
  page,
}, testInfo) => {
  await staffMarkPaymentNotRequired(page, testInfo);
});
