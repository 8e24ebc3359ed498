import { test } from "./fixtures.ts";
import {
  aPlacerDeletesADraft,
  aPlacerWithdrawsAPendingNotice,
  refusalsChangeNothing,
} from "./my-notices-journeys.ts";

test("a placer finds their pending notices from My Gazette and withdraws one on the question's page (without JavaScript)", async ({
  page,
}, testInfo) => {
  await aPlacerWithdrawsAPendingNotice(page, testInfo);
});

test("a placer deletes a draft on the question's page (without JavaScript)", async ({ page }, testInfo) => {
  await aPlacerDeletesADraft(page, testInfo);
});

test("another account's notice is not found; a published notice cannot be withdrawn; a second withdrawal is refused (without JavaScript)", async ({
  page,
}, testInfo) => {
  await refusalsChangeNothing(page, testInfo);
});
