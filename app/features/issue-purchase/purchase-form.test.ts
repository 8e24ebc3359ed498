import { describe, expect, it } from "vitest";
import { formConstraints } from "../../lib/forms/html-constraints.ts";
import { parseForm } from "../../lib/forms/parse-form.ts";
import { PURCHASE_MESSAGES, purchaseSchema, quantityField } from "./purchase-form.ts";

const PRODUCTS = [
  { id: "gaz176", needsName: false },
  { id: "gaz177", needsName: false },
  { id: "ce1", needsName: true },
];

function submit(fields: Record<string, string>) {
  const form = new FormData();
  form.set("_csrf", "x");
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return parseForm(purchaseSchema(PRODUCTS), form);
}

const NONE = { "quantity-gaz176": "0", "quantity-gaz177": "0", "quantity-ce1": "0", honour: "" };

describe("the issue purchase form", () => {
  it("gives the chosen products, the name and the honour", () => {
    const parsed = submit({
      ...NONE,
      "quantity-ce1": "2",
      "quantity-gaz176": "1",
      fullName: " Ada Lovelace ",
      honour: "MBE",
    });
    expect(parsed).toMatchObject({
      ok: true,
      data: {
        items: [
          { productId: "gaz176", quantity: 1 },
          { productId: "ce1", quantity: 2 },
        ],
        fullName: "Ada Lovelace",
        honour: "MBE",
      },
    });
  });

  it("takes the words of 'Other' as the honour, and none as null", () => {
    const other = submit({
      ...NONE,
      "quantity-ce1": "1",
      fullName: "A Smith",
      honour: "other",
      honourOther: "Croix de Guerre",
    });
    expect(other.ok && other.data.honour).toBe("Croix de Guerre");
    const none = submit({ ...NONE, "quantity-gaz176": "3" });
    expect(none).toMatchObject({ ok: true, data: { honour: null, fullName: "" } });
  });

  it("says 'Please select at least 1 product.' when nothing is chosen, against the first select", () => {
    expect(submit(NONE)).toMatchObject({
      ok: false,
      errors: [{ field: quantityField("gaz176"), message: "Please select at least 1 product." }],
    });
    // Nothing sent at all reads as nothing chosen, never a crash.
    expect(parseForm(purchaseSchema(PRODUCTS), new FormData())).toMatchObject({
      ok: false,
      errors: [{ message: PURCHASE_MESSAGES.atLeastOneProduct }],
    });
  });

  it("says 'Full Name is mandatory' for a certificate without a name, but not for copies", () => {
    expect(submit({ ...NONE, "quantity-ce1": "1", fullName: "   " })).toMatchObject({
      ok: false,
      errors: [{ field: "fullName", message: "Full Name is mandatory" }],
    });
    expect(submit({ ...NONE, "quantity-gaz176": "1" }).ok).toBe(true);
  });

  it("refuses quantities that are not numbers from 0 to 200, and honours not on the list", () => {
    for (const bad of ["201", "-1", "1.5", "two", "1000"])
      expect(submit({ ...NONE, "quantity-gaz176": bad }), bad).toMatchObject({
        ok: false,
        errors: [{ field: "quantity-gaz176", message: "Please enter a valid number." }],
      });
    expect(submit({ ...NONE, "quantity-gaz176": "200" }).ok).toBe(true);
    expect(submit({ ...NONE, "quantity-gaz176": "1", honour: "Emperor" })).toMatchObject({
      ok: false,
      errors: [{ field: "honour", message: PURCHASE_MESSAGES.honour }],
    });
    expect(submit({ ...NONE, "quantity-ce1": "1", fullName: "A Smith", honour: "other" })).toMatchObject({
      ok: false,
      errors: [{ field: "honourOther", message: PURCHASE_MESSAGES.honourOther }],
    });
  });

  it("lists every problem at once, in the order of the form", () => {
    const parsed = submit({ ...NONE, "quantity-ce1": "1", honour: "other" });
    expect(parsed.ok ? [] : parsed.errors.map((e) => e.field)).toEqual(["fullName", "honourOther"]);
  });

  it("is one schema per product list, with limits the page can show", () => {
    expect(purchaseSchema([...PRODUCTS])).toBe(purchaseSchema(PRODUCTS));
    const constraints = formConstraints(purchaseSchema(PRODUCTS));
    expect(constraints.fullName).toMatchObject({ maxLength: 120 });
    expect(constraints.fullName?.required).toBeUndefined();
  });
});
