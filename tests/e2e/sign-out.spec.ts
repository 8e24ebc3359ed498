import { test } from "./fixtures.ts";
import { signOutJourney } from "./sign-out-journeys.ts";

test("sign-out: at once from the site, a confirmation when another site asks", async ({
  page,
  baseURL,
}, testInfo) => {
  await signOutJourney(page, baseURL!, testInfo);
});
