import { test } from "@playwright/test";
import { aBundleOfFifty, aClientSendsABundle, theRealSampleLoads } from "./bundles-journeys.ts";

test("a bundle of 50 with the progress page: polled to its end, repeats flagged, toggled in place, sent to the basket", async ({
  page,
}, testInfo) => {
  test.slow();
  await aBundleOfFifty(page, testInfo);
});

test("the real sample bundle loads with its 49 repeats flagged and each notice's problems; a file that is no bundle is refused", async ({
  page,
}, testInfo) => {
  test.slow();
  await theRealSampleLoads(page, testInfo);
});

test("a placer's software sends a bundle (201 with its address) and polls its process-status in JSON and XML; the templates download", async ({
  page,
}) => {
  await aClientSendsABundle(page);
});
