/**
 * The placement API's access (issue 13 point 6), in both projects: staff register an API client (bad
 * input first, then the secret shown once), placing software exchanges a person's e-mail and password for
 * a bearer token at /oauth/token, reads and changes that person's notices with it and no CSRF token or
 * cookie, sends a bundle as the request's body (CSV made from the 2903 template), follows its process
 * status to the end and sends it to the basket, pays for it by purchase order (api-checkout-journeys.ts); is refused with the OAuth answers for a wrong password, a
 * wrong secret or a bad token, and loses access the moment staff revoke the client. axe on the staff pages.
 */

import { createUser, signInAs, TEST_PASSWORD } from "./accounts.ts";
import { payByPurchaseOrder, savedItemsAsData } from "./api-checkout-journeys.ts";
import { checkAxe } from "./axe.ts";
import { type APIRequestContext, expect, type Page, type TestInfo } from "./fixtures.ts";
import { placeTestNotice } from "./my-notices-journeys.ts";

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;

async function registerClient(page: Page, testInfo: TestInfo, name: string) {
  await page.goto("/admin/api-clients");
  await expect(page.getByRole("heading", { level: 1, name: "API clients" })).toBeVisible();
  await checkAxe(page, testInfo);
  await page.getByLabel("Calls a minute").fill("lots");
  await page.getByRole("button", { name: "Register client" }).click();
  const summary = page.locator(".govuk-error-summary");
  await expect(summary).toContainText("Enter the name of the software or firm the client is for");
  await expect(summary).toContainText("Enter the calls a minute as a whole number from 1 to 100,000");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Calls a minute").fill("120");
  await page.getByRole("button", { name: "Register client" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "API client registered" })).toBeVisible();
  const clientId = (await page.getByTestId("client-id").textContent())!.trim();
  const secret = (await page.getByTestId("client-secret").textContent())!.trim();
  await checkAxe(page, testInfo);
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Active");
  return { clientId, secret };
}

async function askForToken(
  request: APIRequestContext,
  authorization: string,
  username: string,
  password: string,
) {
  return request.post("/oauth/token", {
    headers: { Authorization: authorization },
    form: { grant_type: "password", username, password, scope: "trust" },
  });
}

export async function placingSoftwareUsesTheApi(page: Page, request: APIRequestContext, testInfo: TestInfo) {
  const staff = await createUser(page.request, { role: "staff" });
  const placer = await createUser(page.request, {
    role: "account-owner",
    organisation: {
      name: "Ledger & Co",
      paymentMethod: "account",
      creditLimitPence: 500_000,
      address: { line1: "1 Client Way", town: "Leeds", postcode: "LS2 7EY" },
    },
    placingCapacities: ["solicitor"],
  });
  const pending = await placeTestNotice(
    page,
    placer.email,
    "awaiting-approval",
    `Estate of Api ${Date.now()}`,
  );
  await signInAs(page, staff.email);
  const name = `Practice software ${Math.random().toString(36).slice(2, 8)}`;
  const { clientId, secret } = await registerClient(page, testInfo, name);

  // The OAuth answers for what is wrong.
  const wrongPassword = await askForToken(request, basic(clientId, secret), placer.email, "not-it");
  expect(wrongPassword.status()).toBe(400);
  expect(await wrongPassword.json()).toMatchObject({ error: "invalid_grant" });
  const wrongSecret = await askForToken(request, basic(clientId, "nope"), placer.email, TEST_PASSWORD);
  expect(wrongSecret.status()).toBe(401);
  expect(wrongSecret.headers()["www-authenticate"]).toMatch(/^Basic /);

  const granted = await askForToken(request, basic(clientId, secret), placer.email, TEST_PASSWORD);
  expect(granted.status(), await granted.text()).toBe(200);
  expect(granted.headers()["cache-control"]).toContain("no-store");
  const { access_token: token, expires_in } = (await granted.json()) as {
    access_token: string;
    expires_in: number;
  };
  expect(expires_in).toBe(3600);
  const bearer = { Authorization: `Bearer ${token}` };

  // The token is the placer: their notices as data, and a change without any CSRF token or cookie.
  const list = await request.get("/my-gazette/pending", {
    headers: { ...bearer, Accept: "application/json" },
  });
  expect(list.status()).toBe(200);
  expect(((await list.json()) as { notices: { id: string }[] }).notices.map((n) => n.id)).toContain(
    String(pending),
  );
  // placement-api.md step 5: `withdraw=true` on the notice's status.
  const withdrawn = await request.put(`/notice/${pending}/status/data.json?withdraw=true`, {
    headers: bearer,
  });
  expect(withdrawn.status(), await withdrawn.text()).toBe(200);
  expect(await withdrawn.text()).toBe("withdrawn");
  const again = await request.put(`/notice/${pending}/status/data.json?withdraw=true`, { headers: bearer });
  expect(again.status()).toBe(409);
  const after = await request.get("/my-gazette/withdrawn", {
    headers: { ...bearer, Accept: "application/json" },
  });
  expect(((await after.json()) as { notices: { id: string }[] }).notices.map((n) => n.id)).toContain(
    String(pending),
  );
  // A body that is not a form is refused before any action reads it.
  const xmlBody = await request.post(`/my-gazette/notices/${pending}/withdraw`, {
    headers: { ...bearer, "Content-Type": "application/xml" },
    data: "<x/>",
  });
  expect(xmlBody.status()).toBe(415);

  const noticeId = await sendABundleAsTheBody(request, bearer);
  await payByPurchaseOrder(page, request, testInfo, bearer, placer, noticeId);
  await savedItemsAsData(request, bearer);

  const forged = await request.get("/my-gazette/pending", {
    headers: { Authorization: "Bearer not-a-token" },
  });
  expect(forged.status()).toBe(401);
  expect(forged.headers()["www-authenticate"]).toContain('error="invalid_token"');

  // Staff revoke the client: its token stops at once.
  await signInAs(page, staff.email);
  await page.goto("/admin/api-clients");
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await checkAxe(page, testInfo);
  await page.getByRole("button", { name: "Revoke client" }).click();
  await expect(page.getByText("The client has been revoked: its tokens no longer work.")).toBeVisible();
  const revoked = await request.get("/my-gazette/pending", { headers: bearer });
  expect(revoked.status()).toBe(401);
  expect((await askForToken(request, basic(clientId, secret), placer.email, TEST_PASSWORD)).status()).toBe(
    401,
  );
}

/** A CSV of one 2903 (claims six months on: always far enough after publication). */
function oneNoticeCsv(): string {
  const deadline = new Date(Date.now() + 183 * 86_400_000).toISOString().slice(0, 10);
  return [
    "reference,deceased_forenames,deceased_surname,date_of_death,address_line_1,address_town,address_postcode,representative_name,representative_line_1,representative_town,representative_postcode,claim_deadline",
    `API-1,Ottoline,Bearer,2026-10-01,3 Token Row,Leeds,LS1 4AB,Ledger & Co,1 Client Way,Leeds,LS2 7EY,${deadline}`,
  ].join("\n");
}

/** placement-api.md steps 2, 3 and 6 by machine: the body is the bundle; 201 and Location; poll; basket. */
async function sendABundleAsTheBody(
  request: APIRequestContext,
  bearer: Record<string, string>,
): Promise<string> {
  const sent = await request.post("/my-gazette/bundle", {
    headers: { ...bearer, "Content-Type": "text/csv" },
    data: oneNoticeCsv(),
    maxRedirects: 0,
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const location = sent.headers().location!;
  expect(location).toMatch(/^\/my-gazette\/bundle\/\d+$/);
  const bundleId = location.split("/").at(-1)!;
  let status: { "process-status": unknown; "processed-notice-count": string } | null = null;
  await expect
    .poll(
      async () => {
        const polled = await request.get(`${location}/process-status/data.json`, { headers: bearer });
        status = (await polled.json()) as typeof status;
        return typeof status!["process-status"];
      },
      { timeout: 30_000 },
    )
    .toBe("object");
  expect(status!["processed-notice-count"]).toBe("1");
  // Inspect it, and take its notice out and back in (placement-api.md steps 4 and 5).
  const bundle = await request.get(location, { headers: { ...bearer, Accept: "application/json" } });
  const [notice] = ((await bundle.json()) as { notices: { "notice-id": string; status: string }[] }).notices;
  expect(notice).toMatchObject({ status: "valid" });
  for (const [exclude, state] of [
    ["true", "excluded"],
    ["false", "included"],
  ] as const) {
    const toggled = await request.put(`/notice/${notice!["notice-id"]}/status/data.json?exclude=${exclude}`, {
      headers: bearer,
    });
    expect(toggled.status(), await toggled.text()).toBe(200);
    expect(await toggled.text()).toBe(state);
  }
  const basket = await request.post(`/my-gazette/basket/multiple-items/bundle?bundleId=${bundleId}`, {
    headers: { ...bearer, Accept: "application/json" },
  });
  expect(basket.status(), await basket.text()).toBe(201);
  expect(((await basket.json()) as { added: string[] }).added).toEqual([notice!["notice-id"]]);
  const again = await request.post(`/my-gazette/basket/multiple-items/bundle?bundleId=${bundleId}`, {
    headers: { ...bearer, Accept: "application/json" },
  });
  expect(again.status()).toBe(409);
  expect(await again.json()).toEqual({ error: expect.stringContaining("no valid notices included") });
  return notice!["notice-id"];
}

/** Only staff reach the clients: an account owner is refused. */
export async function onlyStaffManageClients(page: Page) {
  const owner = await createUser(page.request, {
    role: "account-owner",
    organisation: { name: "Not Staff Ltd" },
  });
  await signInAs(page, owner.email);
  const response = await page.goto("/admin/api-clients");
  expect([403, 404]).toContain(response!.status());
}
