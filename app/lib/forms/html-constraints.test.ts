import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  choice,
  choices,
  email,
  file,
  mustTick,
  optionalText,
  optionalTitle,
  postcode,
  quantity,
  requiredText,
  telephone,
  ticked,
  title,
} from "./field-schemas.ts";
import { formConstraints, inputConstraints } from "./html-constraints.ts";

describe("HTML constraints from a field's schema", () => {
  it("mark a field required exactly when its schema refuses an empty answer", () => {
    expect(inputConstraints(requiredText(120))).toEqual({ required: true, maxLength: 120 });
    expect(inputConstraints(optionalText(50))).toEqual({ maxLength: 50 });
    expect(inputConstraints(title()).required).toBe(true);
    expect(inputConstraints(optionalTitle()).required).toBeUndefined();
    expect(inputConstraints(mustTick()).required).toBe(true);
    expect(inputConstraints(ticked()).required).toBeUndefined();
    expect(inputConstraints(choice(["a", "b"])).required).toBe(true);
  });

  it("give the input type and keyboard a field declares", () => {
    expect(inputConstraints(email())).toEqual({
      type: "email",
      inputMode: "email",
      maxLength: 254,
      required: true,
    });
    expect(inputConstraints(telephone())).toEqual({ type: "tel", inputMode: "tel", maxLength: 30 });
    expect(inputConstraints(quantity())).toMatchObject({ inputMode: "numeric", min: 1, max: 200 });
  });

  it("give a pattern the browser can use, without the anchors it adds itself", () => {
    expect(inputConstraints(postcode()).pattern).toBe("[A-Za-z0-9 ]{5,12}");
    expect(inputConstraints(z.string().regex(/^\d{4}$/)).pattern).toBe("\\d{4}");
    // Two patterns cannot be one attribute: none is given rather than a wrong one.
    expect(inputConstraints(z.string().regex(/^a/).regex(/b$/)).pattern).toBeUndefined();
  });

  it("agree with the schema: a value breaking an attribute is refused by the schema too", () => {
    const field = requiredText(10);
    const { maxLength = Infinity, required } = inputConstraints(field);
    for (const value of ["", "a", "abcdefghij", "abcdefghijk"]) {
      const breaksAttributes = (required && value === "") || value.length > maxLength;
      expect(field.safeParse(value).success, value).toBe(!breaksAttributes);
    }
  });

  it("give a file input its accepted types, and never a checkbox group a required box", () => {
    expect(
      inputConstraints(
        file({ types: ["image/png"], extensions: ["png"], required: "Choose one.", wrongType: "No." }),
      ),
    ).toEqual({ type: "file", accept: "image/png,.png", required: true });
    expect(inputConstraints(file({ types: ["image/png"], wrongType: "No." })).required).toBeUndefined();
    expect(inputConstraints(choices(["a", "b"]))).toEqual({});
  });

  it("are given for every field of a form, by name", () => {
    const form = z.object({ name: requiredText(20), note: optionalText(5) }).superRefine(() => {});
    expect(formConstraints(form)).toEqual({
      name: { required: true, maxLength: 20 },
      note: { maxLength: 5 },
    });
  });
});
