import { test } from "./fixtures.ts";
import { serviceLandingJourneys } from "./service-landing-journeys.ts";

/** Links and a plain GET form: the landing pages work the same without JavaScript. */
test.describe("service landing pages without JavaScript", () => {
  serviceLandingJourneys();
});
