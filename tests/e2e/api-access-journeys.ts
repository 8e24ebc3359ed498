/**
 * The placement API's access (issue 13 point 6), in both projects: staff register an API client (bad
 * input first, then the secret shown once), placing software exchanges a person's e-mail and password for
 * a bearer token at /oauth/token, reads and changes that person's notices with it and no CSRF token or
 * cookie, is refused with the OAuth answers for a wrong password, a wrong secret or a bad token, and loses
 * access the moment staff revoke the client. axe on the staff pages.
 */
import { type APIRequestContext, expect, type Page, type TestInfo } from "@playwright/test";
import { createUser, signInAs, TEST_PASSWORD } from "./accounts.ts";
import { checkAxe } from "./axe.ts";
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
    organisation: { name: "Ledger & Co" },
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
  const withdrawn = await request.post(`/my-gazette/notices/${pending}/withdraw`, {
    headers: bearer,
    form: {},
    maxRedirects: 0,
  });
  expect(withdrawn.status(), await withdrawn.text()).toBe(302);
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

  const forged = await request.get("/my-gazette/pending", {
    headers: { Authorization: "Bearer not-a-token" },
  });
  expect(forged.status()).toBe(401);
  expect(forged.headers()["www-authenticate"]).toContain('error="invalid_token"');

  // Staff revoke the client: its token stops at once.
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
