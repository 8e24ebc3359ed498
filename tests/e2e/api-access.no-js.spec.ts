import { placingSoftwareUsesTheApi } from "./api-access-journeys.ts";
import { test } from "./fixtures.ts";

test("staff register an API client and revoke it, without JavaScript; the software's token works until then", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await placingSoftwareUsesTheApi(page, request, testInfo);
});
