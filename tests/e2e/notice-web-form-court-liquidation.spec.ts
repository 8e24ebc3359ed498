import { test } from "./fixtures.ts";
import { theOfficialReceiverPlacesAWindingUpOrder } from "./notice-web-form-court-liquidation-journeys.ts";

test("the official receiver places a winding-up order: an order before its petition refused", async ({
  page,
}, testInfo) => {
  test.slow();
  await theOfficialReceiverPlacesAWindingUpOrder(page, testInfo);
});
