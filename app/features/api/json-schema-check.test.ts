import { describe, expect, it } from "vitest";
import { checkAgainstSchema } from "./json-schema-check.ts";
import { openApiDocument } from "./openapi.ts";
import type { SchemaObject } from "./openapi-types.ts";

const doc = openApiDocument("https://gazette.example");
const check = (schema: SchemaObject, value: unknown, strict = false) =>
  checkAgainstSchema(doc, schema, value, { strict });

describe("checkAgainstSchema", () => {
  it("accepts any of several types, and null only where allowed", () => {
    expect(check({ type: ["string", "null"] }, null)).toEqual([]);
    expect(check({ type: "string" }, null)).toEqual(["$: expected string, got null"]);
    expect(check({ type: "integer" }, 1.5)).toEqual(["$: expected integer, got number"]);
  });

  it("checks formats, patterns, enums and bounds", () => {
    expect(check({ type: "string", format: "date" }, "2026-02-30x")).toEqual(["$: not a valid date"]);
    expect(check({ type: "string", format: "date-time" }, "2026-11-19T09:00:00.000Z")).toEqual([]);
    expect(check({ type: "string", format: "uri" }, "not a uri")).toEqual(["$: not a valid uri"]);
    expect(check({ type: "string", pattern: "^[0-9]{4}$" }, "290")).toEqual(["$: does not match ^[0-9]{4}$"]);
    expect(check({ type: "string", enum: ["a"] }, "b")).toEqual(['$: "b" is not in the enum']);
    expect(check({ type: "integer", maximum: 100 }, 101)).toEqual(["$: above 100"]);
    expect(check({ type: "array", items: { type: "string" }, maxItems: 1 }, ["a", 2])).toEqual([
      "$: too many items",
      "$[1]: expected string, got number",
    ]);
  });

  it("follows references and reports missing and, when strict, undocumented properties", () => {
    expect(check({ $ref: "#/components/schemas/Nope" }, {})).toEqual([
      "$: unresolvable $ref #/components/schemas/Nope",
    ]);
    const schema: SchemaObject = { $ref: "#/components/schemas/CompanyLookupResult" };
    expect(check(schema, { companyname: "A", extra: 1 })).toEqual(["$: missing required companynumber"]);
    expect(check(schema, { companyname: "A", companynumber: "1", extra: 1 }, true)).toEqual([
      "$: extra is sent but not documented",
    ]);
    // A free-form object documents no fields, so none can be undocumented.
    expect(check({ type: "object" }, { anything: 1 }, true)).toEqual([]);
  });
});
