/**
 * Who may see which orders, through the routes as the router runs them (each area's guards, then the
 * loader): a customer's own order and its invoice; another person's order or invoice is the same 404 as
 * an unknown one; an unpaid order has no invoice; a customer or an account admin is refused the shop's
 * staff pages, which staff reach.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.server.ts";
import { createTestDatabase } from "../../../db/test-database.server.ts";
import { person } from "../../../features/accounts/area-guard.test-helper.ts";
import { type CurrentUser, currentUserContext } from "../../../features/accounts/current-user.ts";
import { createTestUser } from "../../../features/accounts/test-users.server.ts";
import { makePaidOrder } from "../../../features/orders/order-test-fixtures.server.ts";
import { testRouterContext } from "../../../lib/test-router-context.server.ts";
import { middleware as adminArea } from "../../admin/admin-layout.tsx";
import { loader as staffOrderLoader } from "../../admin/shop/order.tsx";
import { loader as staffOrdersLoader } from "../../admin/shop/orders.tsx";
import { middleware as shopArea } from "../../admin/shop/shop-layout.tsx";
import { middleware as myGazetteArea } from "../my-gazette-layout.tsx";
import { loader as orderLoader } from "./order.tsx";
import { loader as invoiceLoader } from "./order-invoice.tsx";
import { loader as ordersLoader } from "./orders.tsx";

type Loader = (args: never) => Promise<unknown>;
type Guard = (args: never, next: () => Promise<Response>) => unknown;

describe("orders: who sees what", () => {
  let handle: DatabaseHandle;
  let alice: CurrentUser;
  let staff: CurrentUser;
  let aliceOrder: string;
  let bobOrder: string;
  beforeAll(async () => {
    handle = await createTestDatabase();
    const a = await createTestUser(handle.db, { email: "alice@orders.test" });
    const b = await createTestUser(handle.db, { email: "bob@orders.test" });
    const s = await createTestUser(handle.db, { email: "staff@orders.test", role: "staff" });
    alice = { ...person("user", null), id: a.id, email: "alice@orders.test" };
    staff = { ...person("staff", null), id: s.id, email: "staff@orders.test" };
    aliceOrder = (await makePaidOrder(handle.db, { userId: a.id, paymentType: "card" })).reference;
    bobOrder = (await makePaidOrder(handle.db, { userId: b.id, paymentType: "purchase-order" })).reference;
  });
  afterAll(() => handle.close());

  /** Runs the loader below `guards` as the router does: a guard refuses by throwing. */
  async function run(guards: Guard[], loader: Loader, user: CurrentUser, path: string, params = {}) {
    const context = testRouterContext(handle.db, "203.0.113.9");
    context.set(currentUserContext, user);
    const args = { request: new Request(`https://gazette.example${path}`), context, params } as never;
    try {
      for (const guard of guards) await guard(args, async () => new Response(null));
      return { ok: true as const, value: await loader(args) };
    } catch (thrown) {
      const status =
        thrown instanceof Response ? thrown.status : (thrown as { init?: { status?: number } }).init?.status;
      return { ok: false as const, status };
    }
  }
  const mine = [...myGazetteArea] as Guard[];
  const shop = [...myGazetteArea, ...adminArea, ...shopArea] as Guard[];

  it("shows a person their own orders and order", async () => {
    const list = await run(mine, ordersLoader as Loader, alice, "/my-gazette/orders");
    expect(list).toMatchObject({ ok: true, value: { total: 1, orders: [{ reference: aliceOrder }] } });
    const one = await run(mine, orderLoader as Loader, alice, `/my-gazette/orders/${aliceOrder}`, {
      reference: aliceOrder,
    });
    expect(one).toMatchObject({ ok: true, value: { order: { reference: aliceOrder, invoice: true } } });
  });

  it("answers another person's order and invoice as it answers an unknown one: 404", async () => {
    for (const reference of [bobOrder, "GZ-999999999", "not-a-reference"]) {
      const page = await run(mine, orderLoader as Loader, alice, `/my-gazette/orders/${reference}`, {
        reference,
      });
      expect(page, reference).toEqual({ ok: false, status: 404 });
      const pdf = await run(
        mine,
        invoiceLoader as Loader,
        alice,
        `/my-gazette/orders/${reference}/invoice.pdf`,
        {
          reference,
        },
      );
      expect(pdf, reference).toEqual({ ok: false, status: 404 });
    }
  });

  it("gives the owner the invoice as a PDF attachment", async () => {
    const pdf = await run(
      mine,
      invoiceLoader as Loader,
      alice,
      `/my-gazette/orders/${aliceOrder}/invoice.pdf`,
      {
        reference: aliceOrder,
      },
    );
    expect(pdf.ok).toBe(true);
    const response = pdf.value as Response;
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment;/);
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });

  it("refuses the shop's staff pages to customers and account admins, and lets staff in", async () => {
    const admin = { ...person("account-admin", null), id: staff.id };
    for (const who of [alice, admin]) {
      const list = await run(shop, staffOrdersLoader as Loader, who, "/admin/orders");
      expect(list, who.role).toEqual({ ok: false, status: 403 });
      const one = await run(shop, staffOrderLoader as Loader, who, `/admin/orders/${bobOrder}`, {
        reference: bobOrder,
      });
      expect(one, who.role).toEqual({ ok: false, status: 403 });
    }
    const list = await run(shop, staffOrdersLoader as Loader, staff, `/admin/orders?reference=${bobOrder}`);
    expect(list).toMatchObject({ ok: true, value: { total: 1, orders: [{ reference: bobOrder }] } });
    const one = await run(shop, staffOrderLoader as Loader, staff, `/admin/orders/${aliceOrder}`, {
      reference: aliceOrder,
    });
    expect(one).toMatchObject({ ok: true, value: { order: { reference: aliceOrder, canRefund: true } } });
  });
});
