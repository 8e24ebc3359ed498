import { test } from "./fixtures.ts";
import {
  anOfficialReceiverPlacesABankruptcyOrder,
  aTrusteePlacesANoticeOfDividends,
} from "./notice-web-form-bankruptcy-journeys.ts";

test("an official receiver places a bankruptcy order through its web form: an order before its petition and a creditor's petition without its petitioner refused", async ({
  page,
}, testInfo) => {
  // A long journey: every page of the form, each checked by axe.
  test.slow();
  await anOfficialReceiverPlacesABankruptcyOrder(page, testInfo);
});

test("a trustee places a notice of dividends through its web form: a dividend paid before it was declared refused", async ({
  page,
}, testInfo) => {
  test.slow();
  await aTrusteePlacesANoticeOfDividends(page, testInfo);
});
