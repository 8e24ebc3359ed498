/**
 * Checkout by purchase order over the placement API (placement-api.md steps 7 and 8), in both projects,
 * after the bundle's notice is in the basket: the account data says a credit account is approved; another
 * payment type, confirming without a number and a number that is not digits are refused with their
 * messages and change nothing; an order made by the API is finished on its My Gazette page too (a bad
 * number shown on the form, then cancelled, the notice still in the basket); then the API makes a second
 * order, gives it its number, confirms it and reads the confirmation, the history (JSON and XML) and the
 * notice waiting for approval. axe on the order page.
 */

import { signInAs } from "./accounts.ts";
import { checkAxe } from "./axe.ts";
import { type APIRequestContext, expect, type Page, type TestInfo } from "./fixtures.ts";

const PO_MESSAGE = "Enter your purchase order number: up to 10 digits.";

interface OrderJson {
  id: string;
  status: string;
  "po-number": string | null;
  total: string;
  lines: { "notice-id": string | null }[];
  links: Record<string, unknown>;
}

async function checkout(request: APIRequestContext, bearer: Record<string, string>, paymentType: string) {
  return request.post("/my-gazette/basket/checkout", {
    headers: bearer,
    form: { paymentType },
    maxRedirects: 0,
  });
}

async function orderAt(request: APIRequestContext, bearer: Record<string, string>, location: string) {
  const read = await request.get(location, { headers: { ...bearer, Accept: "application/json" } });
  expect(read.status(), await read.text()).toBe(200);
  return (await read.json()) as OrderJson;
}

export async function payByPurchaseOrder(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  bearer: Record<string, string>,
  placer: { email: string },
  noticeId: string,
) {
  const account = await request.get("/my-gazette/account/data.json", { headers: bearer });
  expect(((await account.json()) as { user: Record<string, unknown> }).user).toMatchObject({
    "credit-account-request-status": "approved",
  });

  const card = await checkout(request, bearer, "Card");
  expect(card.status()).toBe(400);
  expect(await card.text()).toContain("Checkout over the API is by purchase order only");

  // The first order: made by the API, then finished on its page in My Gazette — refused, then cancelled.
  const first = await checkout(request, bearer, "PurchaseOrder");
  expect(first.status(), await first.text()).toBe(302);
  const firstAt = first.headers().location!;
  expect(firstAt).toMatch(/^\/my-gazette\/order\/GZ-\d+$/);
  const waiting = await orderAt(request, bearer, firstAt);
  expect(waiting).toMatchObject({ status: "created", "po-number": null });
  expect(waiting.lines.map((l) => l["notice-id"])).toEqual([noticeId]);
  expect(waiting.links).toHaveProperty("confirm");
  const early = await request.post(`${firstAt}/confirm`, {
    headers: { ...bearer, Accept: "application/json" },
    maxRedirects: 0,
  });
  expect(early.status()).toBe(400);
  expect(await early.json()).toEqual({
    error: "Assign a purchase order number to this order before confirming it.",
  });

  await signInAs(page, placer.email);
  await page.goto(`/my-gazette/orders/${waiting.id}`);
  await expect(page.getByRole("heading", { level: 2, name: "Confirm your purchase order" })).toBeVisible();
  await checkAxe(page, testInfo);
  await page.getByLabel("Purchase order number").fill("12AB");
  await page.getByRole("button", { name: "Confirm order" }).click();
  await expect(page.locator(".govuk-error-summary")).toContainText(PO_MESSAGE);
  await checkAxe(page, testInfo);
  await page.getByRole("button", { name: "Cancel order" }).click();
  await expect(
    page.getByText("Your order has been cancelled. The items are still in your basket."),
  ).toBeVisible();
  expect((await orderAt(request, bearer, firstAt)).status).toBe("cancelled");
  const late = await request.post(`${firstAt}/cancel`, { headers: bearer, maxRedirects: 0 });
  expect(late.status()).toBe(409);

  // The second order, all by machine: number (a bad one first), confirm, confirmation.
  const second = await checkout(request, bearer, "PurchaseOrder");
  expect(second.status(), await second.text()).toBe(302);
  const secondAt = second.headers().location!;
  expect(secondAt).not.toBe(firstAt);
  const bad = await request.put(`${secondAt}/assign-po-number`, {
    headers: bearer,
    form: { poNumber: "12345678901" },
    maxRedirects: 0,
  });
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toBe(PO_MESSAGE);
  const numbered = await request.put(`${secondAt}/assign-po-number`, {
    headers: bearer,
    form: { poNumber: "4455667788" },
    maxRedirects: 0,
  });
  expect(numbered.status(), await numbered.text()).toBe(302);
  expect(numbered.headers().location).toBe(secondAt);
  const confirmed = await request.post(`${secondAt}/confirm`, { headers: bearer, maxRedirects: 0 });
  expect(confirmed.status(), await confirmed.text()).toBe(302);
  expect(confirmed.headers().location).toBe(`${secondAt}/confirmation`);
  const confirmation = await orderAt(request, bearer, `${secondAt}/confirmation`);
  expect(confirmation).toMatchObject({ status: "paid", "po-number": "4455667788" });
  expect(confirmation.links).not.toHaveProperty("confirm");
  const twice = await request.post(`${secondAt}/confirm`, { headers: bearer, maxRedirects: 0 });
  expect(twice.status()).toBe(409);

  // Orders and notices as data: the history in JSON and XML, and the notice waiting for approval.
  const history = await request.get("/my-gazette/order/history/data.json", { headers: bearer });
  const orders = ((await history.json()) as { orders: { id: string; status: string }[] }).orders;
  const statusOf = Object.fromEntries(orders.map((o) => [o.id, o.status]));
  expect(statusOf[confirmation.id]).toBe("paid");
  expect(statusOf[waiting.id]).toBe("cancelled");
  const historyXml = await request.get("/my-gazette/order/history/data.xml", { headers: bearer });
  expect(historyXml.headers()["content-type"]).toContain("application/xml");
  expect(await historyXml.text()).toContain(`<order id="${confirmation.id}" status="paid">`);
  const orderXml = await request.get(`${secondAt}/data.xml`, { headers: bearer });
  expect(await orderXml.text()).toContain("<po-number>4455667788</po-number>");
  const pending = await request.get("/my-gazette/pending", {
    headers: { ...bearer, Accept: "application/json" },
  });
  const listed = ((await pending.json()) as { notices: { id: string; status: string }[] }).notices;
  expect(listed.find((n) => n.id === noticeId)).toMatchObject({ status: "awaiting-approval" });
  const unknown = await request.get("/my-gazette/order/GZ-999999/data.json", { headers: bearer });
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ error: "There is no such order." });
  const emptied = await checkout(request, bearer, "PurchaseOrder");
  expect(emptied.status()).toBe(400);
  expect(await emptied.text()).toBe("There are no items in your basket.");
}

/**
 * placement-api.md step 8's saved items by machine: a notice saved and a search saved with the token (the
 * same forms the pages send, without CSRF), read back as JSON and XML, the search deleted by its address
 * (204, then 404).
 */
export async function savedItemsAsData(request: APIRequestContext, bearer: Record<string, string>) {
  const found = await request.get("/all-notices/notice/data.json?text=estate");
  const entries = ((await found.json()) as { entry: { id: string }[] }).entry;
  const noticeId = entries[0]!.id.split("/").at(-1)!;
  const saved = await request.post("/my-gazette/notice", {
    headers: { ...bearer, "X-Requested-With": "XMLHttpRequest" },
    form: { action: "add", noticeId },
  });
  expect(await saved.json()).toEqual({ saved: true });
  const notices = await request.get("/my-gazette/notice/data.json", { headers: bearer });
  expect(((await notices.json()) as { notices: { id: string }[] }).notices.map((n) => n.id)).toContain(
    noticeId,
  );
  const noticesXml = await request.get("/my-gazette/notice/data.xml", { headers: bearer });
  expect(await noticesXml.text()).toContain(`<notice id="${noticeId}">`);

  const name = `Estates by API ${Date.now()}`;
  const savedSearch = await request.post("/my-gazette/saved-searches", {
    headers: bearer,
    form: { intent: "save", path: "/all-notices/notice", query: "text=estate", name },
    maxRedirects: 0,
  });
  expect([302, 303]).toContain(savedSearch.status());
  const searches = await request.get("/my-gazette/search/data.json", { headers: bearer });
  const search = ((await searches.json()) as { searches: { id: string; name: string }[] }).searches.find(
    (s) => s.name === name,
  );
  expect(search).toBeDefined();
  const searchesXml = await request.get("/my-gazette/search/data.xml", { headers: bearer });
  expect(await searchesXml.text()).toContain(`<saved-search id="${search!.id}">`);
  const deleted = await request.delete(`/my-gazette/search/${search!.id}`, { headers: bearer });
  expect(deleted.status()).toBe(204);
  expect((await request.delete(`/my-gazette/search/${search!.id}`, { headers: bearer })).status()).toBe(404);
}
