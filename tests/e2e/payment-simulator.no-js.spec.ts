import { test } from "./fixtures.ts";
import {
  cancelOnCardPage,
  cardFormMistakes,
  declinedCard,
  paySuccessfully,
} from "./payment-simulator-journeys.ts";

test("payment simulator without JavaScript: the success card pays and returns; the finished page leads back", async ({
  page,
  baseURL,
}, testInfo) => {
  await paySuccessfully(page, baseURL!, testInfo);
});

test("payment simulator without JavaScript: the declined card fails the payment (P0010)", async ({
  page,
  baseURL,
}) => {
  await declinedCard(page, baseURL!);
});

test("payment simulator without JavaScript: Cancel payment returns with the payment cancelled (P0030)", async ({
  page,
  baseURL,
}) => {
  await cancelOnCardPage(page, baseURL!);
});

test("payment simulator without JavaScript: the card form's mistakes get their messages", async ({
  page,
  baseURL,
}, testInfo) => {
  await cardFormMistakes(page, baseURL!, testInfo);
});
