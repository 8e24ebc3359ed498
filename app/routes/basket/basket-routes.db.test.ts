/**
 * The basket's calls (spec §7) as the server answers them: shapes, statuses, cookies and redirects. The
 * actions run wrapped as the server wraps them (DomainErrors answered by the one table).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { type CurrentUser, currentUserContext } from "../../features/accounts/current-user.ts";
import { createTestUser } from "../../features/accounts/test-users.server.ts";
import type { BasketJson } from "../../features/baskets/basket-json.ts";
import { answeringDomainErrors } from "../../lib/http.server.ts";
import { testRouterContext } from "../../lib/test-router-context.server.ts";
import { action as basketAction } from "./basket.tsx";
import { loader as dataLoader } from "./basket-data.tsx";
import { action as itemAction } from "./basket-item.tsx";
import { action as quantityAction } from "./basket-item-quantity.tsx";
import { loader as costsLoader } from "./costs-partial.tsx";

const SITE = "https://gazette.example";
const AJAX = { "X-Requested-With": "XMLHttpRequest" };

let handle: DatabaseHandle;
let person: CurrentUser;

beforeAll(async () => {
  handle = await createTestDatabase();
  const { id } = await createTestUser(handle.db, { email: "routes@basket.test" });
  person = {
    id,
    organisationId: null,
    role: "user",
    permissions: [],
    email: "routes@basket.test",
    name: "Basket Tester",
    title: null,
    status: "active",
    organisationStatus: null,
    organisationName: null,
    sessionTokenHash: "x",
    sessionExpiresAt: new Date(),
  };
});
afterAll(() => handle.close());

interface Call {
  path: string;
  fields?: Record<string, string>;
  cookie?: string;
  ajax?: boolean;
  user?: CurrentUser;
  params?: Record<string, string>;
}

function args({ path, fields, cookie, ajax = true, user, params = {} }: Call) {
  const headers: Record<string, string> = { ...(ajax ? AJAX : {}), ...(cookie ? { cookie } : {}) };
  const request = fields
    ? new Request(`${SITE}${path}`, { method: "POST", body: new URLSearchParams(fields), headers })
    : new Request(`${SITE}${path}`, { headers });
  const context = testRouterContext(handle.db, "203.0.113.9");
  if (user) context.set(currentUserContext, user);
  return { request, context, params } as never;
}

/** What the server answers: a Response, or a thrown Response / data() for refusals. */
async function answer(
  run: (a: never) => unknown,
  call: Call,
): Promise<{ status: number; response?: Response }> {
  try {
    const result = await answeringDomainErrors(run as (a: { request: Request }) => unknown)(args(call));
    return result instanceof Response ? { status: result.status, response: result } : { status: 200 };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, response: thrown };
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status };
    throw thrown;
  }
}

const json = async (r: { response?: Response }) => (await r.response!.json()) as BasketJson;
const cookieOf = (r: { response?: Response }) =>
  /gazette_basket=[^;]+/.exec(r.response!.headers.get("set-cookie") ?? "")?.[0];

describe("GET /my-gazette/basket/data.json", () => {
  it("answers the empty basket to an unknown visitor", async () => {
    const r = await answer(dataLoader as never, { path: "/my-gazette/basket/data.json" });
    expect(r.status).toBe(200);
    expect(r.response!.headers.get("cache-control")).toContain("no-store");
    expect(await json(r)).toEqual({
      id: null,
      items: [],
      summary: { totalItems: "0", totalPrice: "0.00", totalPricePreVat: "0.00", totalVat: "0.00" },
    });
  });
});

describe("a visitor's basket through the calls", () => {
  let cookie: string;
  let basket: BasketJson;

  it("adds by script: the basket's JSON and a new HttpOnly cookie", async () => {
    const r = await answer(basketAction as never, {
      path: "/my-gazette/basket",
      fields: {
        productId: "ce1",
        quantity: "2",
        edition: "london",
        issue: "64941",
        fullName: "Ann Smith",
        honour: "MBE",
      },
    });
    expect(r.status).toBe(200);
    expect(r.response!.headers.get("set-cookie")).toMatch(/HttpOnly; Secure; SameSite=Lax/);
    cookie = cookieOf(r)!;
    basket = await json(r);
    expect(basket.items).toMatchObject([
      {
        productId: "ce1",
        quantity: 2,
        itemPrice: "35.00",
        totalPrice: "70.00",
        allowRemove: "true",
        hideQuantity: "false",
        error: "",
      },
    ]);
    expect(basket.summary).toEqual({
      totalItems: "2",
      totalPrice: "70.00",
      totalPricePreVat: "58.33",
      totalVat: "11.67",
    });
    const read = await answer(dataLoader as never, { path: "/my-gazette/basket/data.json", cookie });
    expect(await json(read)).toEqual(basket);
  });

  it("adds by a plain form: 303 to a safe returnUrl, else the basket page, with a message", async () => {
    const back = await answer(basketAction as never, {
      path: "/my-gazette/basket",
      ajax: false,
      cookie,
      fields: { productId: "ww1c", returnUrl: "/shop?x=1" },
    });
    expect(back.status).toBe(303);
    expect(back.response!.headers.get("location")).toBe("/shop?x=1");
    expect(back.response!.headers.get("set-cookie")).toContain("gazette_flash=");
    const unsafe = await answer(basketAction as never, {
      path: "/my-gazette/basket",
      ajax: false,
      cookie,
      fields: { productId: "ww1c", returnUrl: "//evil.example/" },
    });
    expect(unsafe.response!.headers.get("location")).toBe("/my-gazette/basket");
    const read = await json(
      await answer(dataLoader as never, { path: "/my-gazette/basket/data.json", cookie }),
    );
    expect(read.items.find((i) => i.productId === "ww1c")?.quantity).toBe(2);
  });

  it("refuses bad adds with 400 and changes nothing", async () => {
    const before = await json(
      await answer(dataLoader as never, { path: "/my-gazette/basket/data.json", cookie }),
    );
    const refused: Record<string, string>[] = [
      { productId: "nope" },
      { productId: "ww1c", quantity: "201" },
      { productId: "ww1c", quantity: "0" },
      { productId: "ww1c", quantity: "two" },
      { productId: "ce1", issue: "x", edition: "london" },
    ];
    for (const fields of refused) {
      const r = await answer(basketAction as never, { path: "/my-gazette/basket", cookie, fields });
      expect(r.status).toBe(400);
    }
    const after = await json(
      await answer(dataLoader as never, { path: "/my-gazette/basket/data.json", cookie }),
    );
    expect(after).toEqual(before);
  });

  it("changes a quantity through the JSON call, checking the basket id", async () => {
    const item = basket.items[0]!;
    const path = `/my-gazette/basket/item/${item.id}/quantity/data.json`;
    const ok = await answer(quantityAction as never, {
      path,
      cookie,
      params: { itemId: String(item.id) },
      fields: { _method: "PUT", quantity: "5", basketId: String(basket.id) },
    });
    expect(ok.status).toBe(200);
    expect((await json(ok)).items.find((i) => i.id === item.id)?.quantity).toBe(5);
    for (const [fields, status] of [
      [{ _method: "PUT", quantity: "201", basketId: String(basket.id) }, 400],
      [{ _method: "PUT", quantity: "3", basketId: String(basket.id! + 1000) }, 404],
      [{ _method: "POST", quantity: "3" }, 400],
    ] as const) {
      const r = await answer(quantityAction as never, {
        path,
        cookie,
        params: { itemId: String(item.id) },
        fields,
      });
      expect(r.status).toBe(status);
    }
    // Someone else (another visitor, or a signed-in person) cannot touch it.
    const stranger = await answer(quantityAction as never, {
      path,
      user: person,
      params: { itemId: String(item.id) },
      fields: { _method: "PUT", quantity: "3" },
    });
    expect(stranger.status).toBe(404);
    const deleteByStranger = await answer(itemAction as never, {
      path: `/my-gazette/basket/item/${item.id}`,
      cookie: "gazette_basket=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      params: { itemId: String(item.id) },
      fields: { _method: "DELETE" },
    });
    expect(deleteByStranger.status).toBe(404);
    const read = await json(
      await answer(dataLoader as never, { path: "/my-gazette/basket/data.json", cookie }),
    );
    expect(read.items.find((i) => i.id === item.id)?.quantity).toBe(5);
  });

  it("removes an item (_method=DELETE), then everything (_method=delete)", async () => {
    const item = basket.items[0]!;
    const removed = await answer(itemAction as never, {
      path: `/my-gazette/basket/item/${item.id}`,
      cookie,
      params: { itemId: String(item.id) },
      fields: { _method: "DELETE" },
    });
    expect(removed.status).toBe(200);
    expect((await json(removed)).items.map((i) => i.productId)).toEqual(["ww1c"]);
    const emptied = await answer(basketAction as never, {
      path: "/my-gazette/basket",
      cookie,
      ajax: false,
      fields: { _method: "delete" },
    });
    expect(emptied.status).toBe(303);
    const read = await json(
      await answer(dataLoader as never, { path: "/my-gazette/basket/data.json", cookie }),
    );
    expect(read.summary).toMatchObject({ totalItems: "0", totalPrice: "0.00" });
  });
});

describe("the cost fragment", () => {
  it("shows price, quantity, VAT and total inc. VAT; bad input is a 400 fragment", async () => {
    const ok = await answer(costsLoader as never, {
      path: "/assets/gazettesShopWidget/views/costsPartial.html?item=ce1&quantity=3",
    });
    expect(ok.status).toBe(200);
    expect(ok.response!.headers.get("content-type")).toContain("text/html");
    const html = await ok.response!.text();
    expect(html).not.toContain("<html");
    for (const text of ["£35.00", ">3<", "£17.50", "£105.00"]) expect(html).toContain(text);
    for (const query of [
      "item=nope&quantity=1",
      "item=ce1&quantity=201",
      "quantity=1",
      "item=ce1&quantity=-1",
    ]) {
      const bad = await answer(costsLoader as never, {
        path: `/assets/gazettesShopWidget/views/costsPartial.html?${query}`,
      });
      expect(bad.status).toBe(400);
      expect(await bad.response!.text()).toContain("govuk-error-message");
    }
  });
});
