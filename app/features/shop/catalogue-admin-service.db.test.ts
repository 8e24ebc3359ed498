/**
 * Staff's catalogue on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): a price
 * added for a moment to come is scheduled, not in force, until that moment, when the shop charges it; a
 * price from now takes over at once; a moment past is refused; details are saved.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import {
  addProductPrice,
  productForStaff,
  productsForStaff,
  saveProductDetails,
} from "./catalogue-admin-service.server.ts";
import { priceOf } from "./catalogue-service.server.ts";
import { PRODUCT_FORM_MESSAGES } from "./product-forms.ts";

describe("staff's catalogue", () => {
  let handle: DatabaseHandle;
  let staffId: number;
  beforeAll(async () => {
    handle = await createTestDatabase();
    staffId = (await createTestUser(handle.db, { email: "staff@catalogue.test", role: "staff" })).id;
  });
  afterAll(() => handle.close());

  it("schedules a price for later: not in force until its moment, then charged", async () => {
    const now = new Date("2027-01-10T12:00:00Z");
    expect(await priceOf(handle.db, "ce1", now)).toBe(3500);
    const from = await addProductPrice(
      handle.db,
      staffId,
      "ce1",
      { price: 3995, when: "later", effectiveDate: "2027-07-01", effectiveTime: "09:00" },
      now,
    );
    // 09:00 in London in July is 08:00 UTC.
    expect(from.toISOString()).toBe("2027-07-01T08:00:00.000Z");
    expect(await priceOf(handle.db, "ce1", now)).toBe(3500);
    expect(await priceOf(handle.db, "ce1", new Date("2027-07-01T07:59:59Z"))).toBe(3500);
    expect(await priceOf(handle.db, "ce1", new Date("2027-07-01T08:00:00Z"))).toBe(3995);

    const [row] = (await productsForStaff(handle.db, now)).filter((p) => p.id === "ce1");
    expect(row).toMatchObject({
      price: "£35.00",
      scheduled: "£39.95 from 1 July 2027 at 09:00",
      vatRate: "20%",
    });
    const view = await productForStaff(handle.db, "ce1", now);
    expect(view?.prices.map((p) => `${p.price} ${p.state}`)).toEqual(["£39.95 Scheduled", "£35.00 In force"]);
  });

  it("takes a price from now at once, and refuses a moment already past", async () => {
    const now = new Date();
    await addProductPrice(
      handle.db,
      staffId,
      "ww1e",
      { price: 900, when: "now", effectiveDate: "", effectiveTime: "" },
      now,
    );
    expect(await priceOf(handle.db, "ww1e", new Date(now.getTime() + 1))).toBe(900);
    await expect(
      addProductPrice(
        handle.db,
        staffId,
        "ww1e",
        { price: 100, when: "later", effectiveDate: "2020-01-01", effectiveTime: "09:00" },
        now,
      ),
    ).rejects.toMatchObject({ code: "invalid-input", message: PRODUCT_FORM_MESSAGES.future });
    const view = await productForStaff(handle.db, "ww1e", new Date(now.getTime() + 1));
    expect(view?.prices[0]).toMatchObject({ price: "£9.00", state: "In force" });
    expect(view?.prices[1]).toMatchObject({ price: "£8.50", state: "Replaced" });
  });

  it("saves a product's details, and knows no unknown product", async () => {
    await saveProductDetails(handle.db, "ww1c", {
      name: "Facsimile, 1914",
      description: "D",
      stock: 3,
      active: false,
    });
    const view = await productForStaff(handle.db, "ww1c");
    expect(view?.product).toMatchObject({ name: "Facsimile, 1914", stock: 3, active: false });
    expect(await productForStaff(handle.db, "nope")).toBeNull();
    await expect(
      saveProductDetails(handle.db, "nope", { name: "x", description: "", stock: null, active: true }),
    ).rejects.toMatchObject({ code: "not-found" });
  });
});
