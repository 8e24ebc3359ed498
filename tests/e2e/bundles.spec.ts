import {
  aBundleIsPreviewed,
  aBundleOfFifty,
  aClientSendsABundle,
  theRealSampleLoads,
  theStatusPagePolls,
} from "./bundles-journeys.ts";
import { test } from "./fixtures.ts";

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

test("a placer's software sends a bundle (201 with its address) and polls its process-status in JSON and XML, reads its notices as an Atom feed; the templates download", async ({
  page,
}) => {
  await aClientSendsABundle(page);
});

test("the status page polls every 2000 ms: 'processed n/m notices', 'submitted' on a failed poll, then the server's object sends it to the bundle", async ({
  page,
}, testInfo) => {
  await theStatusPagePolls(page, testInfo);
});

test("a bundle's included valid notices are previewed as they will print, the rest counted as left out; strangers find no preview", async ({
  page,
}, testInfo) => {
  await aBundleIsPreviewed(page, testInfo);
});
