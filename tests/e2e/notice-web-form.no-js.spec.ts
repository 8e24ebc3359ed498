import { test } from "./fixtures.ts";
import {
  aFirmPlacesADeceasedEstatesNotice,
  aFirmPlacesAPetitionToWindUp,
  aStrangerCannotSeeTheDraft,
} from "./notice-web-form-journeys.ts";

test("a solicitors' firm places a deceased estates notice through its web form, resuming its draft (without JavaScript)", async ({
  page,
}, testInfo) => {
  // A long journey: every page of the form, each checked by axe.
  test.slow();
  await aFirmPlacesADeceasedEstatesNotice(page, testInfo);
});

test("another account's draft is not found, nor a question the form does not have (without JavaScript)", async ({
  page,
}, testInfo) => {
  await aStrangerCannotSeeTheDraft(page, testInfo);
});

test("a solicitors' firm places a petition to wind up: an unverified company number warned of, a hearing too soon refused (without JavaScript)", async ({
  page,
}, testInfo) => {
  test.slow();
  await aFirmPlacesAPetitionToWindUp(page, testInfo);
});
