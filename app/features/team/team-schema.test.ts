import { describe, expect, it } from "vitest";
import { parseForm } from "../../lib/forms/parse-form.ts";
import { addUserSchema, permissionsSchema, userDetailsSchema } from "./team-schema.ts";

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
    expect(parsed.ok && parsed.data).toEqual({
      title: "Ms",
      name: "Ann Example",
      email: "ann@example.test",
      role: "super-user",
      permissions: ["place-notices", "manage-images"],
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
      errors: [
        { field: "title", message: "This field is required." },
        { field: "name", message: "This field is required." },
        { field: "email", message: "Please enter a valid email address." },
        { field: "role", message: "This field is required." },
      ],
      values: { title: "", name: "", email: "not-an-address", role: "account-admin", permissions: [] },
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
    const user = parseForm(permissionsSchema, form([["role", "user"]]));
    expect(user.ok && user.data).toEqual({ role: "user", permissions: [] });
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
      errors: [{ field: "telephone", message: "Please enter a valid telephone number." }],
    });
    expect(details("44+1").ok).toBe(false);
  });
});
