import { aBundleIsPreviewed, aBundleOfFifty, theRealSampleLoads } from "./bundles-journeys.ts";
import { test } from "./fixtures.ts";

test("a bundle of 50 with the progress page: looked at again until it ends, repeats flagged, toggled, sent to the basket (without JavaScript)", async ({
  page,
}, testInfo) => {
  test.slow();
  await aBundleOfFifty(page, testInfo);
});

test("the real sample bundle loads with its 49 repeats flagged and each notice's problems; a file that is no bundle is refused (without JavaScript)", async ({
  page,
}, testInfo) => {
  test.slow();
  await theRealSampleLoads(page, testInfo);
});

test("a bundle's included valid notices are previewed as they will print, the rest counted as left out; strangers find no preview (without JavaScript)", async ({
  page,
}, testInfo) => {
  await aBundleIsPreviewed(page, testInfo);
});
