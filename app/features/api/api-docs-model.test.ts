import { describe, expect, it } from "vitest";
import { constraints, fieldRows, operationsByTag, splitCode, typeLabel } from "./api-docs-model.ts";
import { openApiDocument } from "./openapi.ts";
import { operationsOf } from "./openapi-types.ts";

const doc = openApiDocument("https://gazette.example");

describe("splitCode", () => {
  it("marks the backticked parts as code", () => {
    expect(splitCode("use `text` or `noticetypes`.")).toEqual([
      { code: false, text: "use " },
      { code: true, text: "text" },
      { code: false, text: " or " },
      { code: true, text: "noticetypes" },
      { code: false, text: "." },
    ]);
  });
});

describe("typeLabel and constraints", () => {
  it("names references, arrays of them, nullable and formatted types", () => {
    expect(typeLabel({ $ref: "#/components/schemas/Notice" })).toEqual({ text: "Notice", ref: "Notice" });
    expect(typeLabel({ type: "array", items: { $ref: "#/components/schemas/FeedEntry" } })).toEqual({
      text: "array of FeedEntry",
      ref: "FeedEntry",
    });
    expect(typeLabel({ type: ["string", "null"], format: "date" }).text).toBe("string or null (date)");
  });

  it("writes out enums, limits and defaults", () => {
    expect(constraints({ type: "integer", minimum: 1, maximum: 100, default: 10 })).toBe(
      "at least 1; at most 100; default 10",
    );
    expect(constraints({ type: "string", enum: ["a", "b"] })).toBe("one of a, b");
  });
});

describe("fieldRows", () => {
  it("flattens nested objects and arrays of objects into dotted names", () => {
    const rows = fieldRows(doc.components.schemas.Notice ?? {});
    const names = rows.map((r) => r.name);
    expect(names).toContain("issue.number");
    expect(names).toContain("locations[].postcode");
    expect(names).toContain("locations[].localAuthority.code");
    expect(rows.find((r) => r.name === "id")?.required).toBe(true);
  });
});

describe("operationsByTag", () => {
  it("groups every operation once under its tag, with parameters resolved", () => {
    const tags = operationsByTag(doc);
    const all = tags.flatMap((t) => t.operations);
    expect(all.map((o) => `${o.method} ${o.path}`).sort()).toEqual(
      Object.entries(doc.paths)
        .flatMap(([path, item]) => operationsOf(item).map(({ method }) => `${method.toUpperCase()} ${path}`))
        .sort(),
    );
    expect(tags.map((t) => t.name)).toEqual([
      "Search",
      "Notices",
      "Companies",
      "Addresses",
      "Publications",
      "Linked data",
      "Service",
      "Authentication",
      "Placement",
    ]);
    const search = all.find((o) => o.path === "/{service}/notice/data.json");
    expect(search?.parameters.map((p) => p.name)).toContain("results-page-size");
    expect(search?.responses[0]).toMatchObject({ status: "200", contentType: "application/json" });
    expect(search?.responses[0]?.type).toEqual({ text: "SearchFeed", ref: "SearchFeed" });
    expect(new Set(all.map((o) => o.anchor)).size).toBe(all.length);
  });
});

describe("parameter reuse", () => {
  const all = operationsByTag(doc).flatMap((t) => t.operations);
  const byPath = (path: string) => all.find((o) => o.path === path);

  it("shows the search parameters once, and the feed and edition searches as differences", () => {
    expect(byPath("/{service}/notice/data.json")?.parameterReuse).toBeNull();
    expect(byPath("/{service}/notice/data.feed")?.parameterReuse).toEqual({
      base: { path: "/{service}/notice/data.json", anchor: "op-searchJson" },
      added: [],
      removed: [],
    });
    const scoped = byPath("/{service}/{edition}/notice/data.json")?.parameterReuse;
    expect(scoped?.base.path).toBe("/{service}/notice/data.json");
    expect(scoped?.added.map((p) => `${p.in}:${p.name}`)).toEqual(["path:edition"]);
    expect(scoped?.removed.map((p) => `${p.in}:${p.name}`)).toEqual(["query:edition"]);
  });

  it("keeps full tables for calls with few parameters", () => {
    expect(byPath("/notice/{id}/data.jsonld")?.parameterReuse).toBeNull();
    expect(byPath("/services/address-finder")?.parameterReuse).toBeNull();
  });
});
