import { expect, test } from "./fixtures.ts";
import { serviceLandingJourneys } from "./service-landing-journeys.ts";

test.describe("service landing pages", () => {
  serviceLandingJourneys();

  test("leave the content pages their addresses", async ({ request }) => {
    for (const path of ["/help", "/news", "/help/data-formats"])
      expect((await request.get(path)).status(), path).toBe(200);
    // The landing pages are not content sections: nothing lies under them but the search.
    expect((await request.get("/insolvency/no-such-page")).status()).toBe(404);
  });
});
