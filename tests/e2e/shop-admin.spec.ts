import { test } from "./fixtures.ts";
import {
  customerSeesOrdersAndInvoice,
  staffAddsAFuturePrice,
  staffFindsAndRefundsAnOrder,
  staffManageDiscountCodes,
} from "./shop-admin-journeys.ts";

test("a customer sees their order in My Gazette and downloads its VAT invoice", async ({
  page,
}, testInfo) => {
  await customerSeesOrdersAndInvoice(page, testInfo);
});

test("staff find an order by reference, mark it as sent and refund it", async ({ page }, testInfo) => {
  await staffFindsAndRefundsAnOrder(page, testInfo);
});

test("staff create a discount code, are refused a taken one, and disable it", async ({ page }, testInfo) => {
  await staffManageDiscountCodes(page, testInfo);
});

test("staff add a price from a later date, which stays scheduled", async ({ page }, testInfo) => {
  await staffAddsAFuturePrice(page, testInfo);
});
