import { test } from "./fixtures.ts";
import { aPractitionerPlacesANoticeToCreditors } from "./notice-web-form-cvl-journeys.ts";

test("an insolvency practitioner places a notice to creditors: joint liquidators, a date for proofs too soon refused", async ({
  page,
}, testInfo) => {
  // A long journey: every page kind of the family, each checked by axe.
  test.slow();
  await aPractitionerPlacesANoticeToCreditors(page, testInfo);
});
