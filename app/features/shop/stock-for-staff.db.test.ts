/**
 * Staff's stock figures on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), from
 * orders made and paid the long way (basket, checkout, payment), so that what each payment took from stock
 * is what the checkout recorded: what is left to sell, the units in paid orders not yet sent, those their
 * payment could not take, and by how many the stock falls short of them. Its own database: the tests set
 * the catalogue's stock.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { products } from "../../db/schema.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import { fulfilOrder, refundOrder } from "../orders/order-admin-service.server.ts";
import { placePaidCardOrder } from "../orders/order-test-fixtures.server.ts";
import { ScriptedPaymentProvider } from "../orders/scripted-payment-provider.test-helper.server.ts";
import { stockForStaff } from "./stock-service.server.ts";

describe("staff's stock figures", () => {
  let handle: DatabaseHandle;
  let staffId: number;
  beforeAll(async () => {
    handle = await createTestDatabase();
    staffId = (await createTestUser(handle.db, { email: "staff@stock-figures.test", role: "staff" })).id;
  });
  afterAll(() => handle.close());

  const setStock = (id: string, stock: number | null) =>
    handle.db.update(products).set({ stock }).where(eq(products.id, id));
  const figuresOf = async (id: string) => (await stockForStaff(handle.db)).find((row) => row.id === id);

  it("set the paid orders not yet sent beside the stock, and warn when it is short of what they still need", async () => {
    const provider = new ScriptedPaymentProvider();
    await setStock("ww1c", 4);
    const first = await placePaidCardOrder(handle.db, provider, [{ productId: "ww1c", quantity: 2 }]);
    // The second order passes the checkout's check (2 left), but only 1 is left when it is paid.
    const second = await placePaidCardOrder(handle.db, provider, [{ productId: "ww1c", quantity: 2 }], () =>
      setStock("ww1c", 1),
    );
    expect(await figuresOf("ww1c")).toEqual({
      id: "ww1c",
      name: "Facsimile issue: 4 August 1914",
      inStock: 0,
      awaitingDispatch: 4,
      setAside: 3,
      stillToTake: 1,
      warning: "Short by 1",
    });

    // The first is sent: only the second waits, still a unit short.
    await fulfilOrder(handle.db, staffId, first.reference);
    expect(await figuresOf("ww1c")).toMatchObject({ awaitingDispatch: 2, setAside: 1, stillToTake: 1 });
    expect((await figuresOf("ww1c"))?.warning).toBe("Short by 1");

    // Staff count new stock in: it covers the unit the second order still needs.
    await setStock("ww1c", 5);
    expect(await figuresOf("ww1c")).toMatchObject({ inStock: 5, stillToTake: 1, warning: null });

    // Refunded before it was sent: it waits no more, and the unit its payment took is back.
    await refundOrder(handle.db, provider, staffId, second.reference);
    expect(await figuresOf("ww1c")).toMatchObject({
      inStock: 6,
      awaitingDispatch: 0,
      setAside: 0,
      stillToTake: 0,
      warning: null,
    });
  });

  it("count every unit of an order paid before its product was counted as still to take", async () => {
    const provider = new ScriptedPaymentProvider();
    await setStock("ww1d", null);
    await placePaidCardOrder(handle.db, provider, [{ productId: "ww1d", quantity: 3 }]);
    await setStock("ww1d", 2);
    expect(await figuresOf("ww1d")).toMatchObject({
      inStock: 2,
      awaitingDispatch: 3,
      setAside: 0,
      stillToTake: 3,
      warning: "Short by 1",
    });
  });

  it("list only the counted products, in catalogue order", async () => {
    await setStock("ww1d", 250);
    const rows = await stockForStaff(handle.db);
    expect(rows.map((row) => row.id)).toEqual(["ww1c", "ww1d", "ww1e"]);
    expect(rows.find((row) => row.id === "ww1e")).toMatchObject({
      inStock: 500,
      awaitingDispatch: 0,
      warning: null,
    });
  });
});
