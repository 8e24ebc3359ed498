/**
 * The checkout's action as the server runs it (wrapped as the server wraps it): every change needs
 * sign-in (spec §4), so a visitor's post of any of the page's forms changes nothing and goes to the
 * sign-in page with a way back to /checkout; a script is told 401. Signed in, the item forms change the
 * person's basket, and a form naming no item of theirs changes nothing. The page says a basket was joined
 * only to the person who has just signed in.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { person as signedInPerson } from "../../features/accounts/area-guard.test-helper.ts";
import { type CurrentUser, currentUserContext } from "../../features/accounts/current-user.ts";
import { createTestUser } from "../../features/accounts/test-users.server.ts";
import { type BasketOwner, basketOwnerForRequest } from "../../features/baskets/basket-owner.server.ts";
import { addBasketItems, readBasket } from "../../features/baskets/basket-service.server.ts";
import { answeringDomainErrors } from "../../lib/http.server.ts";
import { testRouterContext } from "../../lib/test-router-context.server.ts";
import { action, loader } from "./checkout.tsx";

const SITE = "https://gazette.example";

let handle: DatabaseHandle;
let person: CurrentUser;

beforeAll(async () => {
  handle = await createTestDatabase();
  const { id } = await createTestUser(handle.db, { email: "checkout-action@example.test" });
  person = { ...signedInPerson("user", null), id, email: "checkout-action@example.test" };
});
afterAll(() => handle.close());

interface Post {
  fields: Record<string, string>;
  cookie?: string;
  user?: CurrentUser;
  ajax?: boolean;
}

/** The action's answer: its status and where it sends the browser (thrown or returned alike). */
async function post({
  fields,
  cookie,
  user,
  ajax,
}: Post): Promise<{ status: number; location: string | null }> {
  const headers: Record<string, string> = {
    ...(cookie ? { cookie } : {}),
    ...(ajax ? { "X-Requested-With": "XMLHttpRequest" } : {}),
  };
  const request = new Request(`${SITE}/checkout`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers,
  });
  const context = testRouterContext(handle.db, "203.0.113.40");
  if (user) context.set(currentUserContext, user);
  const run = answeringDomainErrors(action as (a: { request: Request }) => unknown);
  try {
    const result = await run({ request, context, params: {} } as never);
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get("location") };
    const init = (result as { init?: { status?: number } }).init;
    return { status: init?.status ?? 200, location: null };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("location") };
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status, location: null };
    throw thrown;
  }
}

const lines = async (owner: BasketOwner) =>
  (await readBasket(handle.db, owner)).lines.map((l) => [l.id, l.productId, l.quantity]);

describe("a visitor posting the checkout's forms", () => {
  let cookie: string;
  let owner: BasketOwner;
  let itemId: number;

  beforeAll(async () => {
    const made = basketOwnerForRequest(new Request(`${SITE}/`), null, { create: true, secureCookies: true });
    owner = made.owner!;
    cookie = made.setCookie!.split(";")[0]!;
    const view = await addBasketItems(handle.db, owner, [
      { productId: "ww1c", quantity: 2 },
      { productId: "ww1e", quantity: 1 },
    ]);
    itemId = view.lines[0]!.id;
  });

  const forms: [string, Record<string, string>][] = [
    ["a quantity", { intent: "update-quantity", itemId: "", quantity: "5" }],
    ["a removal", { intent: "remove-item", itemId: "" }],
    ["remove all", { _method: "delete" }],
    ["a discount code", { intent: "apply-discount", discountCode: "SAVE10" }],
    ["removing the discount code", { intent: "remove-discount" }],
    [
      "the order",
      {
        intent: "place-order",
        paymentType: "card",
        checkoutKey: "abcdefghijklmnopqrstuvwx",
        email: "visitor@example.test",
        shipToDeliverTo: "A Visitor",
        shipToStreet1: "1 High Street",
        shipToCity: "Norwich",
        shipToPostalCode: "NR1 1AA",
        shipToCountry: "United Kingdom",
        invoiceSameAsDelivery: "on",
      },
    ],
    ["a form the page never sends", { intent: "nonsense" }],
  ];

  it.each(forms)("%s: goes to sign-in and back to /checkout, changing nothing", async (_, fields) => {
    const before = await lines(owner);
    const answer = await post({ fields: { ...fields, itemId: String(itemId) }, cookie });
    expect(answer).toEqual({ status: 303, location: "/sign-in?redirectUrl=%2Fcheckout" });
    expect(await lines(owner)).toEqual(before);
  });

  it("from a script: 401, changing nothing", async () => {
    const before = await lines(owner);
    const answer = await post({
      fields: { intent: "remove-item", itemId: String(itemId) },
      cookie,
      ajax: true,
    });
    expect(answer.status).toBe(401);
    expect(await lines(owner)).toEqual(before);
  });
});

describe("a signed-in buyer's item forms", () => {
  let owner: BasketOwner;
  let pin: number;
  let facsimile: number;

  beforeAll(async () => {
    owner = { userId: person.id };
    const view = await addBasketItems(handle.db, owner, [
      { productId: "ww1e", quantity: 1 },
      { productId: "ww1c", quantity: 1 },
    ]);
    [pin, facsimile] = view.lines.map((l) => l.id) as [number, number];
  });

  it("change a quantity and come back to the checkout", async () => {
    const answer = await post({
      fields: { intent: "update-quantity", itemId: String(pin), quantity: "3" },
      user: person,
    });
    expect(answer).toEqual({ status: 302, location: "/checkout" });
    expect(await lines(owner)).toEqual([
      [pin, "ww1e", 3],
      [facsimile, "ww1c", 1],
    ]);
  });

  it("refuse a quantity out of range or an item that is not theirs, changing nothing", async () => {
    const before = await lines(owner);
    const refused: Record<string, string>[] = [
      { intent: "update-quantity", itemId: String(pin), quantity: "201" },
      { intent: "update-quantity", itemId: String(pin), quantity: "none" },
      { intent: "update-quantity", itemId: "x", quantity: "2" },
      { intent: "remove-item", itemId: String(pin + 100_000) },
      { intent: "remove-item" },
    ];
    for (const fields of refused) {
      const answer = await post({ fields, user: person });
      expect([400, 404], JSON.stringify(fields)).toContain(answer.status);
    }
    expect(await lines(owner)).toEqual(before);
  });

  it("remove an item and come back to the checkout", async () => {
    const answer = await post({ fields: { intent: "remove-item", itemId: String(pin) }, user: person });
    expect(answer.location).toBe("/checkout");
    expect(await lines(owner)).toEqual([[facsimile, "ww1c", 1]]);
  });
});

describe("the checkout drawn again after a sign-in joined the baskets", () => {
  const view = (user?: CurrentUser) => {
    const context = testRouterContext(handle.db, "203.0.113.41");
    if (user) context.set(currentUserContext, user);
    const request = new Request(`${SITE}/checkout?basket=joined`);
    return loader({ request, context, params: {} } as never);
  };

  it("says so to the person signed in", async () => {
    expect((await view(person)).basketJoined).toBe(true);
  });

  it("says nothing to a visitor, who has joined nothing", async () => {
    expect((await view()).basketJoined).toBe(false);
  });
});
