import { test } from "./fixtures.ts";
import { aCouncilPlacesAPlanningOrder } from "./notice-web-form-planning-journeys.ts";

test("a council places a Town and Country Planning diversion order through its web form: the order's missing answers and too short an objection period refused (without JavaScript)", async ({
  page,
}, testInfo) => {
  test.slow();
  await aCouncilPlacesAPlanningOrder(page, testInfo);
});
