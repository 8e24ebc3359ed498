import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import { getProduct, listProducts, priceOf } from "../shop/catalogue-service.server.ts";
import { type BasketOwner, basketOwnerForRequest, visitorKeyOf } from "./basket-owner.server.ts";
import {
  addBasketItems,
  deleteAbandonedVisitorBaskets,
  emptyBasket,
  ITEM_NOT_FOUND_MESSAGE,
  LINE_LIMIT_MESSAGE,
  mergeVisitorBasket,
  QUANTITY_MESSAGE,
  readBasket,
  removeBasketItem,
  setBasketItemQuantity,
  UNKNOWN_PRODUCT_MESSAGE,
} from "./basket-service.server.ts";
import type { BasketView } from "./basket-view.ts";
import { mergeBasketAtSignIn } from "./sign-in-merge.server.ts";

let handle: DatabaseHandle;
let db: Database;
let userIds: number[];
let visitorCount = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  userIds = [];
  for (const n of [1, 2, 3, 4])
    userIds.push((await createTestUser(db, { email: `basket${n}@example.com` })).id);
});
afterAll(async () => {
  await handle?.close();
});

const visitor = (): BasketOwner => ({ visitorKey: visitorKeyOf(`visitor-${++visitorCount}`) });
const person = (n: number): BasketOwner => ({ userId: userIds[n]! });

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

function expectTotalsFromLines(view: BasketView) {
  expect(view.totals.grossPence).toBe(view.lines.reduce((n, l) => n + l.grossPence, 0));
  expect(view.totals.netPence).toBe(view.lines.reduce((n, l) => n + l.netPence, 0));
  expect(view.totals.vatPence).toBe(view.lines.reduce((n, l) => n + l.vatPence, 0));
  expect(view.totals.items).toBe(view.lines.reduce((n, l) => n + l.quantity, 0));
  for (const l of view.lines) expect(l.grossPence).toBe(l.unitPence * l.quantity);
}

describe("the catalogue", () => {
  it("lists the spec's products with the price in force: the latest that has begun", async () => {
    const products = await listProducts(db);
    expect(products.map((p) => p.id).sort()).toEqual(
      ["ce1", "ce2", "ce3", "gaz176", "gaz177", "ww1a", "ww1b", "ww1c", "ww1d", "ww1e"].sort(),
    );
    await db.execute(sql`insert into product_prices (product_id, price_pence, effective_from) values
      ('ww1e', 900, now() - interval '1 day'), ('ww1e', 9999, now() + interval '1 day')`);
    expect(await priceOf(db, "ww1e")).toBe(900);
    expect(await priceOf(db, "ww1e", new Date("2026-06-01T00:00:00Z"))).toBe(850);
    expect(await priceOf(db, "ww1e", new Date(Date.now() + 2 * 86_400_000))).toBe(9999);
    expect(await priceOf(db, "nope")).toBeNull();
    expect((await getProduct(db, "gaz176"))?.vatRatePercent).toBe(0);
  });
});

describe("adding to a basket", () => {
  it("makes the basket, adds lines, and adds to the same line", async () => {
    const owner = visitor();
    expect((await readBasket(db, owner)).id).toBeNull();
    let view = await addBasketItems(db, owner, [
      {
        productId: "ce1",
        quantity: 2,
        editionId: "london",
        issueNumber: 64941,
        fullName: "Ann Smith",
        honour: "MBE",
      },
    ]);
    expect(view.id).not.toBeNull();
    expect(view.lines).toHaveLength(1);
    view = await addBasketItems(db, owner, [
      {
        productId: "ce1",
        quantity: 3,
        editionId: "london",
        issueNumber: 64941,
        fullName: " Ann Smith ",
        honour: "MBE",
      },
      {
        productId: "ce1",
        quantity: 1,
        editionId: "london",
        issueNumber: 64941,
        fullName: "Bob Jones",
        honour: "MBE",
      },
      { productId: "ww1c", quantity: 1 },
    ]);
    expect(view.lines.map((l) => [l.productId, l.fullName, l.quantity])).toEqual([
      ["ce1", "Ann Smith", 5],
      ["ce1", "Bob Jones", 1],
      ["ww1c", null, 1],
    ]);
    expect(view.totals.grossPence).toBe(5 * 3500 + 3500 + 1250);
    expectTotalsFromLines(view);
    expect(await readBasket(db, owner)).toEqual(view);
  });

  it("refuses a line above 200 and changes nothing", async () => {
    const owner = visitor();
    await addBasketItems(db, owner, [
      { productId: "gaz176", quantity: 150, editionId: "london", issueNumber: 1 },
    ]);
    const before = await readBasket(db, owner);
    const error = await refusal(
      addBasketItems(db, owner, [
        { productId: "ww1d", quantity: 1 },
        { productId: "gaz176", quantity: 51, editionId: "london", issueNumber: 1 },
      ]),
    );
    expect([error.code, error.message]).toEqual(["invalid-input", LINE_LIMIT_MESSAGE]);
    expect(await readBasket(db, owner)).toEqual(before);
    const view = await addBasketItems(db, owner, [
      { productId: "gaz176", quantity: 50, editionId: "london", issueNumber: 1 },
    ]);
    expect(view.lines[0]?.quantity).toBe(200);
  });

  it("refuses unknown or withdrawn products and quantities outside 1–200, changing nothing", async () => {
    const owner = visitor();
    await addBasketItems(db, owner, [{ productId: "ww1e", quantity: 1 }]);
    const before = await readBasket(db, owner);
    await db.execute(sql`update products set active = false where id = 'ww1b'`);
    for (const [item, message] of [
      [{ productId: "nope", quantity: 1 }, UNKNOWN_PRODUCT_MESSAGE],
      [{ productId: "ww1b", quantity: 1 }, UNKNOWN_PRODUCT_MESSAGE],
      [{ productId: "ww1c", quantity: 0 }, QUANTITY_MESSAGE],
      [{ productId: "ww1c", quantity: 201 }, QUANTITY_MESSAGE],
      [{ productId: "ww1c", quantity: 1.5 }, QUANTITY_MESSAGE],
      [{ productId: "ww1c", quantity: Number.NaN }, QUANTITY_MESSAGE],
    ] as const) {
      const error = await refusal(addBasketItems(db, owner, [{ productId: "ww1d", quantity: 1 }, item]));
      expect([error.code, error.message]).toEqual(["invalid-input", message]);
    }
    await refusal(addBasketItems(db, owner, [{ productId: "ce1", quantity: 1, editionId: "london" }]));
    await refusal(addBasketItems(db, owner, []));
    expect(await readBasket(db, owner)).toEqual(before);
    // A visitor refused on a first add has no basket at all.
    const fresh = visitor();
    await refusal(addBasketItems(db, fresh, [{ productId: "nope", quantity: 1 }]));
    expect((await readBasket(db, fresh)).id).toBeNull();
  });
});

describe("changing items", () => {
  it("sets quantities, removes items and empties the basket", async () => {
    const owner = person(0);
    const view = await addBasketItems(db, owner, [
      { productId: "ww1c", quantity: 1 },
      { productId: "ww1d", quantity: 2 },
    ]);
    const [c, d] = view.lines;
    const updated = await setBasketItemQuantity(db, owner, c!.id, 7, view.id);
    expect(updated.lines.map((l) => l.quantity)).toEqual([7, 2]);
    await refusal(setBasketItemQuantity(db, owner, c!.id, 201, view.id));
    const removed = await removeBasketItem(db, owner, d!.id);
    expect(removed.lines.map((l) => l.id)).toEqual([c!.id]);
    const emptied = await emptyBasket(db, owner);
    expect(emptied).toMatchObject({ id: view.id, lines: [], totals: { items: 0, grossPence: 0 } });
  });

  it("refuses another person's item or basket with a 404 and changes nothing", async () => {
    const mine = person(1);
    const theirs = visitor();
    const their = await addBasketItems(db, theirs, [{ productId: "ce2", quantity: 1 }]);
    const my = await addBasketItems(db, mine, [{ productId: "ce3", quantity: 1 }]);
    const theirItem = their.lines[0]!.id;
    for (const attempt of [
      () => setBasketItemQuantity(db, mine, theirItem, 5),
      () => setBasketItemQuantity(db, mine, theirItem, 5, their.id),
      () => setBasketItemQuantity(db, mine, my.lines[0]!.id, 5, their.id),
      () => setBasketItemQuantity(db, null, theirItem, 5),
      () => removeBasketItem(db, mine, theirItem),
      () => removeBasketItem(db, visitor(), theirItem),
    ]) {
      const error = await refusal(attempt());
      expect([error.code, error.status, error.message]).toEqual(["not-found", 404, ITEM_NOT_FOUND_MESSAGE]);
    }
    expect(await readBasket(db, theirs)).toEqual(their);
    expect(await readBasket(db, mine)).toEqual(my);
  });

  it("loses no change when requests race: totals stay the sums of the lines", async () => {
    const owner = person(2);
    const first = await addBasketItems(db, owner, [{ productId: "ce1", quantity: 1 }]);
    const other = await addBasketItems(db, owner, [{ productId: "ww1e", quantity: 1 }]);
    const otherId = other.lines.find((l) => l.productId === "ww1e")!.id;
    await Promise.all([
      ...Array.from({ length: 12 }, () => addBasketItems(db, owner, [{ productId: "ce1", quantity: 1 }])),
      ...Array.from({ length: 6 }, (_, i) => setBasketItemQuantity(db, owner, otherId, i + 1, first.id)),
    ]);
    const view = await readBasket(db, owner);
    expect(view.lines.find((l) => l.productId === "ce1")?.quantity).toBe(13);
    expect(view.lines).toHaveLength(2);
    expectTotalsFromLines(view);
  });

  it("makes one basket when a visitor's first adds race", async () => {
    const owner = visitor();
    await Promise.all(
      Array.from({ length: 5 }, () => addBasketItems(db, owner, [{ productId: "ww1c", quantity: 1 }])),
    );
    const view = await readBasket(db, owner);
    expect(view.lines.map((l) => l.quantity)).toEqual([5]);
  });
});

describe("signing in", () => {
  it("merges the visitor's basket into the person's: same lines add (capped at 200), the rest move", async () => {
    const owner = person(3);
    const guest = visitor();
    await addBasketItems(db, owner, [
      { productId: "gaz176", quantity: 150, editionId: "london", issueNumber: 5 },
      { productId: "ww1c", quantity: 2 },
    ]);
    await addBasketItems(db, guest, [
      { productId: "gaz176", quantity: 100, editionId: "london", issueNumber: 5 },
      { productId: "ww1c", quantity: 3 },
      { productId: "ce1", quantity: 1, editionId: "london", issueNumber: 5, fullName: "Ann Smith" },
    ]);
    expect(await mergeVisitorBasket(db, (guest as { visitorKey: string }).visitorKey, userIds[3]!)).toBe(
      true,
    );
    const view = await readBasket(db, owner);
    expect(view.lines.map((l) => [l.productId, l.quantity])).toEqual([
      ["gaz176", 200],
      ["ww1c", 5],
      ["ce1", 1],
    ]);
    expectTotalsFromLines(view);
    expect((await readBasket(db, guest)).id).toBeNull();
    expect(await mergeVisitorBasket(db, (guest as { visitorKey: string }).visitorKey, userIds[3]!)).toBe(
      false,
    );
  });

  it("is done by the sign-in route from the visitor's cookie, which it clears", async () => {
    const user = await createTestUser(db, { email: "basket-cookie@example.com" });
    const made = basketOwnerForRequest(new Request("http://localhost/"), null, {
      create: true,
      secureCookies: false,
    });
    await addBasketItems(db, made.owner!, [{ productId: "ww1e", quantity: 2 }]);
    const cookie = made.setCookie!.split(";")[0]!;
    const request = new Request("http://localhost/sign-in", { headers: { cookie } });
    const cleared = await mergeBasketAtSignIn({ db, secureCookies: false }, request, user.id);
    expect(cleared).toMatch(/^gazette_basket=; Path=\/; Max-Age=0; HttpOnly/);
    expect((await readBasket(db, { userId: user.id })).lines.map((l) => [l.productId, l.quantity])).toEqual([
      ["ww1e", 2],
    ]);
    expect((await readBasket(db, made.owner)).id).toBeNull();
    expect(
      await mergeBasketAtSignIn({ db, secureCookies: false }, new Request("http://localhost/"), user.id),
    ).toBeNull();
  });

  it("gives a person with no basket the visitor's, each line keeping its id", async () => {
    const user = await createTestUser(db, { email: "basket-new@example.com" });
    const guest = visitor();
    const before = await addBasketItems(db, guest, [
      { productId: "ww1d", quantity: 4 },
      { productId: "ww1c", quantity: 1 },
    ]);
    await mergeVisitorBasket(db, (guest as { visitorKey: string }).visitorKey, user.id);
    const after = await readBasket(db, { userId: user.id });
    // A checkout page drawn before the sign-in names these ids: they still name the same lines.
    expect(after.lines.map((l) => [l.id, l.productId, l.quantity])).toEqual(
      before.lines.map((l) => [l.id, l.productId, l.quantity]),
    );
    expect(after.id).not.toBe(before.id);
  });
});

describe("visitors' baskets", () => {
  it("are found by the hashed cookie token, never the token itself", () => {
    const request = new Request("http://localhost/");
    const made = basketOwnerForRequest(request, null, { create: true, secureCookies: true });
    expect(made.setCookie).toMatch(
      /^gazette_basket=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; Secure; SameSite=Lax$/,
    );
    const token = /gazette_basket=([^;]+)/.exec(made.setCookie!)![1]!;
    expect(made.owner).toEqual({ visitorKey: visitorKeyOf(token) });
    expect(visitorKeyOf(token)).not.toContain(token);
    const again = new Request("http://localhost/", { headers: { cookie: `gazette_basket=${token}` } });
    expect(basketOwnerForRequest(again, null, { create: true, secureCookies: true })).toEqual({
      owner: made.owner,
      setCookie: null,
    });
    expect(basketOwnerForRequest(request, null, { create: false, secureCookies: true })).toEqual({
      owner: null,
      setCookie: null,
    });
    expect(basketOwnerForRequest(again, { id: 9 }, { create: true, secureCookies: true }).owner).toEqual({
      userId: 9,
    });
  });

  it("untouched for 30 days are deleted by housekeeping; people's baskets stay", async () => {
    const old = visitor();
    const recent = visitor();
    const oldView = await addBasketItems(db, old, [{ productId: "ww1c", quantity: 1 }]);
    await addBasketItems(db, recent, [{ productId: "ww1c", quantity: 1 }]);
    await db.execute(
      sql`update baskets set updated_at = now() - interval '31 days' where id = ${oldView.id} or user_id is not null`,
    );
    const peopleBefore = await readBasket(db, person(0));
    expect(await deleteAbandonedVisitorBaskets(db)).toBe(1);
    expect((await readBasket(db, old)).id).toBeNull();
    expect((await readBasket(db, recent)).lines).toHaveLength(1);
    expect(await readBasket(db, person(0))).toEqual(peopleBefore);
  });
});
