import { describe, expect, it } from "vitest";
import { isTelephoneNumber } from "../../lib/forms/field-schemas.ts";
import { type FieldError, parseForm } from "../../lib/forms/parse-form.ts";
import { detailsSchema } from "./account-details-schema.ts";
import { SIGN_IN_MESSAGES, signInSchema } from "./sign-in-schema.ts";

const byField = (errors: readonly FieldError[]) =>
  Object.fromEntries(errors.map((e) => [e.field, e.message]));
const parseSignIn = (form: FormData) => parseForm(signInSchema, form);
const parseDetails = (form: FormData) => parseForm(detailsSchema, form);

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

describe("sign-in form", () => {
  it("accepts an address and a password of at least 5 characters", () => {
    const parsed = parseSignIn(form({ email: " Jo@Example.test ", password: "12345", redirectUrl: "/x" }));
    expect(parsed.ok && parsed.data).toEqual({
      email: "Jo@Example.test",
      password: "12345",
      redirectUrl: "/x",
    });
  });

  it.each([
    [{}, { email: SIGN_IN_MESSAGES.email, password: SIGN_IN_MESSAGES.password }],
    [{ email: "not-an-address", password: "secret" }, { email: SIGN_IN_MESSAGES.email }],
    [{ email: "jo@example.test", password: "1234" }, { password: SIGN_IN_MESSAGES.password }],
    [{ email: "jo@localhost", password: "secret" }, { email: SIGN_IN_MESSAGES.email }],
  ])("refuses %j with the spec's messages", (input, errors) => {
    const parsed = parseSignIn(form(input as Record<string, string>));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(byField(parsed.errors)).toEqual(errors);
  });
});

describe("your details form", () => {
  it.each([
    ["", true],
    ["020 7946 0000", true],
    ["+44 20 7946 0000", true],
    ["++44", false],
    ["020-7946", false],
    ["44+", false],
    ["   ", false],
  ])("telephone %j valid: %s", (value, valid) => {
    expect(value === "" || isTelephoneNumber(value)).toBe(valid);
  });

  it("requires a name and a valid address, and checks the telephone number", () => {
    const parsed = parseDetails(form({ title: "Dr", name: "", telephone: "abc", email: "x" }));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(byField(parsed.errors)).toEqual({
        name: "This field is required.",
        telephone: "Please enter a valid telephone number.",
        email: "Please enter a valid email address.",
      });
  });

  it("keeps the values, lower-cases the address and refuses a title not in the list", () => {
    const parsed = parseDetails(form({ title: "Dr", name: " Ann ", telephone: "", email: "A@B.TEST" }));
    expect(parsed.ok && parsed.data).toEqual({ title: "Dr", name: "Ann", telephone: "", email: "a@b.test" });
    const king = parseDetails(form({ title: "King", name: " Ann ", telephone: "", email: "A@B.TEST" }));
    // What was typed comes back to the form as it was typed.
    expect(king.values).toEqual({ title: "King", name: " Ann ", telephone: "", email: "A@B.TEST" });
    expect(king.ok ? {} : byField(king.errors)).toEqual({ title: "Choose a title from the list." });
  });

  it("saves every title a person may hold, Prof and Rev from registration and the team's Other too", () => {
    for (const title of ["", "Mr", "Dr", "Prof", "Rev", "Other"]) {
      const parsed = parseDetails(form({ title, name: "Ann", telephone: "", email: "a@b.test" }));
      expect(parsed.ok && parsed.data.title, title).toBe(title);
    }
  });
});
