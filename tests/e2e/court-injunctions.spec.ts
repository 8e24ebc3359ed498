import {
  anAccountAdminEndsAnInjunction,
  aPetitionIsBlockedInRangeAndAllowedOutOfIt,
} from "./court-injunctions-journeys.ts";
import { test } from "./fixtures.ts";

test("a 2450 blocked by an injunction in range and allowed out of it", async ({ page }, testInfo) => {
  // A long journey: a whole petition answered, then two people in turn.
  test.slow();
  await aPetitionIsBlockedInRangeAndAllowedOutOfIt(page, testInfo);
});

test("an account admin ends a court injunction after confirming, and downloads its court order", async ({
  page,
}, testInfo) => {
  await anAccountAdminEndsAnInjunction(page, testInfo);
});
