import { test } from "./fixtures.ts";
import { anIndividualPlacesA2903WithDocumentsAndPaysByCard } from "./notice-placed-and-paid-journeys.ts";

test("an individual places a 2903 with a death certificate and a grant, pays by card and sees it pending (without JavaScript)", async ({
  page,
}, testInfo) => {
  test.slow();
  await anIndividualPlacesA2903WithDocumentsAndPaysByCard(page, testInfo);
});
