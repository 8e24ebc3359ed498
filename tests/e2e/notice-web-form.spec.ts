import { test } from "./fixtures.ts";
import {
  aFirmPlacesADeceasedEstatesNotice,
  aFirmPlacesAPetitionToWindUp,
  aStrangerCannotSeeTheDraft,
  theFormFrameworkGuardsADoubleSend,
} from "./notice-web-form-journeys.ts";

test("a solicitors' firm places a deceased estates notice through its web form, resuming its draft", async ({
  page,
}, testInfo) => {
  // A long journey: every page of the form, each checked by axe.
  test.slow();
  await aFirmPlacesADeceasedEstatesNotice(page, testInfo);
});

test("another account's draft is not found, nor a question the form does not have", async ({
  page,
}, testInfo) => {
  await aStrangerCannotSeeTheDraft(page, testInfo);
});

test("a solicitors' firm places a petition to wind up: an unverified company number warned of, a hearing too soon refused", async ({
  page,
}, testInfo) => {
  test.slow();
  await aFirmPlacesAPetitionToWindUp(page, testInfo);
});

test("notice-creation pages load /assets/formFramework.js, which sends a form once when it is sent twice", async ({
  page,
}) => {
  await theFormFrameworkGuardsADoubleSend(page);
});
