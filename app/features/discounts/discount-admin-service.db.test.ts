/**
 * Staff's discount codes on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): a code
 * made from the form, a taken code refused whatever its case with nothing changed, and a disabled code
 * that the checkout's rules then refuse.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { parseForm } from "../../lib/forms/parse-form.ts";
import { createTestUser } from "../accounts/test-users.server.ts";
import { createDiscountCode, disableCode, discountCodesForStaff } from "./discount-admin-service.server.ts";
import { DISCOUNT_FORM_MESSAGES, discountCodeForm } from "./discount-code-form.ts";
import { decideDiscount } from "./discount-rules.ts";
import { findDiscountCodeByCode } from "./discount-service.server.ts";

const TODAY = "2027-03-01";

function form(fields: Record<string, string | string[]>) {
  const data = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) data.append(k, x);
  return parseForm(discountCodeForm(TODAY), data);
}

describe("staff's discount codes", () => {
  let handle: DatabaseHandle;
  let staffId: number;
  beforeAll(async () => {
    handle = await createTestDatabase();
    staffId = (await createTestUser(handle.db, { email: "staff@discounts.test", role: "staff" })).id;
  });
  afterAll(() => handle.close());

  it("reads the form: a percentage or pounds, UK days, products, limits", () => {
    const ok = form({
      code: "spring27",
      description: "Spring sale",
      kind: "fixed",
      fixedAmount: "£5.50",
      validFrom: "01/04/2027",
      validUntil: "30/04/2027",
      productIds: ["ce1", "ce2"],
      maxUses: "100",
      maxUsesPerAccount: "",
    });
    expect(ok).toMatchObject({
      ok: true,
      data: {
        code: "SPRING27",
        kind: "fixed",
        amount: 550,
        validFrom: "2027-04-01",
        validUntil: "2027-04-30",
        productIds: ["ce1", "ce2"],
        maxUses: 100,
        maxUsesPerAccount: null,
      },
    });
    const bad = form({ code: "a b", kind: "percentage", percentage: "101", maxUses: "0", productIds: ["x"] });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors.map((e) => e.field)).toEqual(expect.arrayContaining(["code", "maxUses", "productIds"]));
    const pct = form({ code: "ABC", kind: "percentage", percentage: "101" });
    expect(pct).toMatchObject({
      ok: false,
      errors: [{ field: "percentage", message: DISCOUNT_FORM_MESSAGES.percentage }],
    });
    const order = form({
      code: "ABC",
      kind: "percentage",
      percentage: "10",
      validFrom: "02/04/2027",
      validUntil: "01/04/2027",
    });
    expect(order).toMatchObject({ ok: false, errors: [{ field: "validFrom" }] });
  });

  it("creates a code, refuses a taken one in any case, and disables it", async () => {
    const parsed = form({
      code: "Gazette10",
      kind: "percentage",
      percentage: "10",
      validUntil: "31/12/2027",
      maxUsesPerAccount: "1",
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const id = await createDiscountCode(handle.db, staffId, parsed.data);
    const again = { ...parsed.data, code: "GAZETTE10", amount: 50 };
    await expect(createDiscountCode(handle.db, staffId, again)).rejects.toMatchObject({
      code: "conflict",
      message: DISCOUNT_FORM_MESSAGES.taken,
    });
    const stored = await findDiscountCodeByCode(handle.db, "GAZETTE10");
    expect(stored).toMatchObject({
      id,
      amount: 10,
      kind: "percentage",
      maxUsesPerAccount: 1,
      createdBy: staffId,
    });
    // Valid to the end of 31 December in London (GMT then): midnight UTC.
    expect(stored?.validUntil?.toISOString()).toBe("2028-01-01T00:00:00.000Z");

    const now = new Date("2027-06-01T12:00:00Z");
    const [listed] = (await discountCodesForStaff(handle.db, now)).filter((c) => c.id === id);
    expect(listed).toMatchObject({
      code: "GAZETTE10",
      amount: "10%",
      validity: "Until 31 December 2027",
      products: "All products",
      status: "active",
      canDisable: true,
    });

    expect(await disableCode(handle.db, id, now)).toBe(true);
    expect(await disableCode(handle.db, id, now)).toBe(false);
    const disabled = await findDiscountCodeByCode(handle.db, "GAZETTE10");
    expect(decideDiscount(disabled, { overall: 0, byAccount: 0 }, ["ce1"], now)).toMatchObject({
      ok: false,
      refusal: "disabled",
    });
    const [after] = (await discountCodesForStaff(handle.db, now)).filter((c) => c.id === id);
    expect(after).toMatchObject({ status: "disabled", canDisable: false });
  });
});
