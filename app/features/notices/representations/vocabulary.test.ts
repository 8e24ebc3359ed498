import { describe, expect, it } from "vitest";
import { sampleNotice } from "./notice-fixture.ts";
import { noticeGraph, RDF_TYPE } from "./notice-graph.ts";
import { linkedDataClasses, noticeVocabularyName } from "./vocabulary.ts";

describe("linked-data classes of a notice type", () => {
  it("reads one class, or several joined by commas as the reference data writes them", () => {
    expect(linkedDataClasses("personal-legal#DeceasedEstatesNotice")).toEqual([
      { vocabulary: "personal-legal", name: "DeceasedEstatesNotice" },
    ]);
    expect(linkedDataClasses("public-finance#TaxNotice, public-finance#VatNotice")).toEqual([
      { vocabulary: "public-finance", name: "TaxNotice" },
      { vocabulary: "public-finance", name: "VatNotice" },
    ]);
  });

  it("keeps only names that can be part of an IRI", () => {
    expect(linkedDataClasses(null)).toEqual([]);
    expect(linkedDataClasses("no class")).toEqual([]);
    expect(linkedDataClasses("bad vocabulary#X, ok#Y")).toEqual([{ vocabulary: "ok", name: "Y" }]);
  });

  it("types a notice with every class of its type, each a well-formed IRI", () => {
    const notice = {
      ...sampleNotice(),
      linkedDataClass: "public-finance#TaxNotice, public-finance#VatNotice",
    };
    expect(noticeVocabularyName(notice)).toBe("public-finance");
    const types = noticeGraph(notice, "https://gazette.example")
      .triples.filter((t) => t.predicate === RDF_TYPE && t.subject.value.endsWith(`/id/notice/${notice.id}`))
      .map((t) => t.object.value);
    expect(types).toEqual([
      "https://gazette.example/def/publication#Notice",
      "https://gazette.example/def/public-finance#TaxNotice",
      "https://gazette.example/def/public-finance#VatNotice",
    ]);
  });
});
