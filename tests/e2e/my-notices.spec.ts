import { test } from "./fixtures.ts";
import {
  aPlacerDeletesADraft,
  aPlacerWithdrawsAPendingNotice,
  refusalsChangeNothing,
  theListsAsData,
} from "./my-notices-journeys.ts";

test("a placer finds their pending notices from My Gazette and withdraws one in the modal; the toast shows and the page reloads 2000 ms after", async ({
  page,
}, testInfo) => {
  await aPlacerWithdrawsAPendingNotice(page, testInfo);
});

test("a placer deletes a draft in the modal; published notices link to the notice and offer nothing", async ({
  page,
}, testInfo) => {
  await aPlacerDeletesADraft(page, testInfo);
});

test("another account's notice is not found; a published notice cannot be withdrawn; a second withdrawal is refused", async ({
  page,
}, testInfo) => {
  await refusalsChangeNothing(page, testInfo);
});

test("the lists as JSON and XML by Accept hold only the person's notices", async ({ page }) => {
  await theListsAsData(page);
});
