import { describe, expect, it } from "vitest";
import { addUserSchema, parseForm, permissionsSchema, userDetailsSchema } from "./team-schema.ts";

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
}

describe("team forms", () => {
  it("adds a user with a title, name, valid e-mail, team role and known permissions", () => {
    const parsed = parseForm(
      addUserSchema,
      form([
        ["_csrf", "x"],
        ["title", "Ms"],
        ["name", " Ann Example "],
        ["email", "Ann@Example.TEST"],
        ["role", "super-user"],
        ["permissions", "place-notices"],
        ["permissions", "manage-images"],
      ]),
    );
    expect(parsed).toEqual({
      ok: true,
      data: {
        title: "Ms",
        name: "Ann Example",
        email: "ann@example.test",
        role: "super-user",
        permissions: ["place-notices", "manage-images"],
      },
    });
  });

  it("reports each field with the catalogue's messages and keeps what was typed", () => {
    const parsed = parseForm(
      addUserSchema,
      form([
        ["email", "not-an-address"],
        ["role", "account-admin"],
      ]),
    );
    expect(parsed).toEqual({
      ok: false,
      errors: {
        title: "This field is required.",
        name: "This field is required.",
        email: "Please enter a valid email address.",
        role: "This field is required.",
      },
      values: { email: "not-an-address", role: "account-admin", permissions: [] },
    });
  });

  it("never lets the owner hand out a role outside the team roles or an unknown permission", () => {
    expect(parseForm(permissionsSchema, form([["role", "account-owner"]])).ok).toBe(false);
    expect(
      parseForm(
        permissionsSchema,
        form([
          ["role", "user"],
          ["permissions", "admin"],
        ]),
      ).ok,
    ).toBe(false);
    expect(parseForm(permissionsSchema, form([["role", "user"]]))).toEqual({
      ok: true,
      data: { role: "user", permissions: [] },
    });
  });

  it("accepts telephone numbers of digits and spaces with an optional leading plus", () => {
    const details = (telephone: string) =>
      parseForm(
        userDetailsSchema,
        form([
          ["title", "Mr"],
          ["name", "A"],
          ["email", "a@b.test"],
          ["telephone", telephone],
        ]),
      );
    expect(details("+44 20 7946 0000").ok).toBe(true);
    expect(details("").ok).toBe(true);
    expect(details("020-7946")).toMatchObject({
      ok: false,
      errors: { telephone: "Please enter a valid telephone number." },
    });
    expect(details("44+1").ok).toBe(false);
  });
});
