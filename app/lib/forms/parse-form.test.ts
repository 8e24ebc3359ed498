import { describe, expect, it } from "vitest";
import { z } from "zod";
import { choices, email, file, requiredText, telephone } from "./field-schemas.ts";
import { errorFor, fieldErrors, fieldList, fieldValue, parseForm } from "./parse-form.ts";

const schema = z
  .object({
    name: requiredText(20),
    email: email(),
    telephone: telephone(),
    colours: choices(["red", "green"]),
    password: z.string().min(3, "Too short."),
  })
  .superRefine((v, ctx) => {
    // A cross-field rule adds its issue after the fields' own.
    if (v.password === v.name)
      ctx.addIssue({ code: "custom", path: ["name"], message: "Not your password." });
  });

function form(entries: [string, string | File][]): FormData {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
}

describe("parseForm", () => {
  it("gives the schema's data, reading checkbox groups as lists and missing fields as empty", () => {
    const parsed = parseForm(
      schema,
      form([
        ["name", " Ann "],
        ["email", "Ann@Example.test"],
        ["colours", "red"],
        ["colours", "green"],
        ["password", "secret"],
      ]),
    );
    expect(parsed.ok && parsed.data).toEqual({
      name: "Ann",
      email: "ann@example.test",
      telephone: "",
      colours: ["red", "green"],
      password: "secret",
    });
  });

  it("lists one error per field in the order of the form, whatever order the rules found them", () => {
    const parsed = parseForm(
      schema,
      form([
        ["password", "x"],
        ["telephone", "abc"],
        ["email", "nope"],
      ]),
    );
    expect(parsed.ok ? [] : parsed.errors).toEqual([
      { field: "name", message: "This field is required." },
      { field: "email", message: "Please enter a valid email address." },
      { field: "telephone", message: "Please enter a valid telephone number." },
      { field: "password", message: "Too short." },
    ]);
  });

  it("puts a cross-field rule's message on its field, in the field's place", () => {
    const parsed = parseForm(
      schema,
      form([
        ["name", "samesame"],
        ["email", "a@b.test"],
        ["password", "samesame"],
      ]),
    );
    expect(parsed.ok ? [] : parsed.errors).toEqual([{ field: "name", message: "Not your password." }]);
  });

  it("echoes what was typed, every field of the form present, never a password or the CSRF token", () => {
    const parsed = parseForm(
      schema,
      form([
        ["_csrf", "token"],
        ["name", " Ann "],
        ["email", "nope"],
        ["password", "secret"],
        ["extra", "kept"],
      ]),
    );
    expect(parsed.values).toEqual({
      name: " Ann ",
      email: "nope",
      telephone: "",
      colours: [],
      extra: "kept",
    });
  });

  it("takes the first of repeated text values and ignores a file sent where text is expected", () => {
    const parsed = parseForm(
      schema,
      form([
        ["name", new File(["x"], "x.txt")],
        ["email", "a@b.test"],
        ["email", "other@b.test"],
        ["password", "secret"],
      ]),
    );
    expect(parsed.ok ? [] : parsed.errors).toEqual([{ field: "name", message: "This field is required." }]);
    expect(parsed.values.email).toBe("a@b.test");
  });

  it("reads a query string as well as a posted form", () => {
    const parsed = parseForm(z.object({ q: requiredText() }), new URLSearchParams("q=%20acme%20"));
    expect(parsed.ok && parsed.data).toEqual({ q: "acme" });
  });

  it("reads a file field as the file, and never echoes it", () => {
    const upload = z.object({
      doc: file({ types: ["text/plain"], required: "Choose a file.", wrongType: "No." }),
    });
    const sent = new File(["hello"], "note.txt", { type: "text/plain" });
    const parsed = parseForm(upload, form([["doc", sent]]));
    expect(parsed.ok && parsed.data.doc?.name).toBe("note.txt");
    expect(parsed.values).toEqual({});
    const missing = parseForm(upload, form([]));
    expect(missing.ok ? [] : missing.errors).toEqual([{ field: "doc", message: "Choose a file." }]);
  });

  it("never throws, whatever is posted", () => {
    const hostile: [string, string][] = [
      ["name", "\u0000".repeat(10)],
      ["email", "a".repeat(10_000)],
      ["colours", "purple"],
      ["__proto__", "x"],
      ["constructor", "y"],
    ];
    const parsed = parseForm(schema, form(hostile));
    expect(parsed.ok).toBe(false);
    expect(errorFor(parsed.ok ? [] : parsed.errors, "colours")).toBe("This field is required.");
  });
});

describe("fieldErrors", () => {
  it("with `all`, keeps every issue under its full path (for nested data)", () => {
    const nested = z.object({ a: z.object({ b: z.array(z.string().min(2, "short")) }) });
    const result = nested.safeParse({ a: { b: ["x", "yy", "z"] } });
    expect(result.success ? [] : fieldErrors(result.error.issues, [], { all: true })).toEqual([
      { field: "a.b.0", message: "short" },
      { field: "a.b.2", message: "short" },
    ]);
  });
});

describe("echoed values", () => {
  it("reads text and lists back, and nothing from the wrong kind", () => {
    const values = { a: "x", b: ["1", "2"] };
    expect(fieldValue(values, "a")).toBe("x");
    expect(fieldValue(values, "b")).toBe("");
    expect(fieldList(values, "b")).toEqual(["1", "2"]);
    expect(fieldList(values, "a")).toEqual([]);
    expect(fieldValue(undefined, "a")).toBe("");
  });
});
