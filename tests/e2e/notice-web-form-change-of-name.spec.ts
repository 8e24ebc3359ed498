import { test } from "./fixtures.ts";
import { aFirmPlacesAChangeOfName } from "./notice-web-form-change-of-name-journeys.ts";

test("a solicitors' firm places a change of name through its web form: the same name and an enrolment before the deed refused", async ({
  page,
}, testInfo) => {
  test.slow();
  await aFirmPlacesAChangeOfName(page, testInfo);
});
