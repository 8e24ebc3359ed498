import { describe, expect, it } from "vitest";
import { chooseRepresentation, parseAccept } from "./negotiation.ts";

describe("chooseRepresentation", () => {
  it.each([
    ["text/html", "html"],
    ["application/xhtml+xml", "xml"],
    ["application/json", "json"],
    ["application/ld+json", "jsonld"],
    ["text/turtle", "ttl"],
    ["application/pdf", "pdf"],
    ["application/rdf+xml", "rdf"],
    ["APPLICATION/LD+JSON", "jsonld"],
    ['application/ld+json; profile="http://www.w3.org/ns/json-ld#compacted"', "jsonld"],
  ] as const)("maps %s to %s", (accept, expected) => {
    expect(chooseRepresentation(accept)).toBe(expected);
  });

  it("answers HTML to no, empty, wildcard or unknown preferences", () => {
    expect(chooseRepresentation(null)).toBe("html");
    expect(chooseRepresentation("")).toBe("html");
    expect(chooseRepresentation("   ")).toBe("html");
    expect(chooseRepresentation("*/*")).toBe("html");
    expect(chooseRepresentation("image/png")).toBe("html");
    expect(chooseRepresentation("text/*")).toBe("html");
  });

  it("answers HTML to garbage", () => {
    for (const garbage of [
      ";;;,,q=abc",
      ",,,",
      "q=1",
      "/",
      "*/json",
      "text/html;q=abc",
      "a b/c",
      '"',
      "\u0000",
    ]) {
      expect(chooseRepresentation(garbage), garbage).toBe("html");
    }
  });

  it("sends browsers the page", () => {
    expect(
      chooseRepresentation(
        "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8",
      ),
    ).toBe("html");
    expect(
      chooseRepresentation("application/xml,application/xhtml+xml,text/html;q=0.9,text/plain;q=0.8"),
    ).toBe("xml");
  });

  it("honours q-values", () => {
    expect(chooseRepresentation("text/html;q=0.5, application/ld+json")).toBe("jsonld");
    expect(chooseRepresentation("text/turtle;q=0.9, application/ld+json;q=0.8")).toBe("ttl");
    expect(chooseRepresentation("application/json;q=0.2, text/turtle;q=0.25")).toBe("ttl");
    expect(chooseRepresentation("text/turtle ; q = 0.9 , application/pdf;q=1.0")).toBe("pdf");
  });

  it("breaks ties by order of appearance", () => {
    expect(chooseRepresentation("text/turtle, application/ld+json")).toBe("ttl");
    expect(chooseRepresentation("application/ld+json, text/turtle")).toBe("jsonld");
    expect(chooseRepresentation("application/pdf;q=0.5, application/json;q=0.5")).toBe("pdf");
  });

  it("prefers a named type to one reached by a wildcard at the same weight", () => {
    expect(chooseRepresentation("application/json, text/plain, */*")).toBe("json");
    expect(chooseRepresentation("*/*, text/turtle")).toBe("ttl");
    expect(chooseRepresentation("*/*;q=0.8, application/pdf;q=0.5")).toBe("html");
  });

  it("treats q=0 as 'not acceptable'", () => {
    expect(chooseRepresentation("text/html;q=0, */*")).toBe("json");
    expect(chooseRepresentation("application/json;q=0, application/ld+json;q=0.1")).toBe("jsonld");
    expect(chooseRepresentation("text/turtle;q=0")).toBe("html");
    expect(chooseRepresentation("*/*;q=0, application/pdf")).toBe("pdf");
    expect(chooseRepresentation("text/*;q=0, text/turtle")).toBe("ttl");
  });

  it("skips a malformed range but keeps the good ones", () => {
    expect(chooseRepresentation("text/html;q=2, application/json")).toBe("json");
    expect(chooseRepresentation("text/html;q=abc, text/turtle;q=0.3")).toBe("ttl");
    expect(chooseRepresentation("nonsense, application/pdf")).toBe("pdf");
  });
});

describe("parseAccept", () => {
  it("reads ranges, weights and positions, ignoring parameters after q", () => {
    expect(parseAccept('text/html;level=1;q=0.7;ext="a,b", */*;q=0.1')).toEqual([
      { type: "text", subtype: "html", q: 0.7, index: 0 },
      { type: "*", subtype: "*", q: 0.1, index: 1 },
    ]);
  });
});
