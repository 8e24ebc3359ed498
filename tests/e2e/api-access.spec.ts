import { onlyStaffManageClients, placingSoftwareUsesTheApi } from "./api-access-journeys.ts";
import { test } from "./fixtures.ts";

test("staff register an API client; placing software gets a token, uses it, and is cut off when the client is revoked", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await placingSoftwareUsesTheApi(page, request, testInfo);
});

test("only staff manage API clients", async ({ page }) => {
  await onlyStaffManageClients(page);
});
