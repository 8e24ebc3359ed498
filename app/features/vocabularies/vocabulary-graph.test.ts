import jsonld from "jsonld";
import { Parser, type Quad, Writer } from "n3";
import { describe, expect, it } from "vitest";
import { generateNotice } from "../../demo-data/generators/notice-generators.ts";
import { TEST_POSTCODES } from "../../demo-data/generators/test-fixtures.ts";
import { World } from "../../demo-data/generators/world.ts";
import { createRandom } from "../../lib/seeded-random.ts";
import { noticeDataSchemas } from "../notices/notice-data-schemas.ts";
import type { Notice } from "../notices/notice-types.ts";
import {
  FIXTURE_SITE_URL as SITE,
  sampleCompanyNotice,
  sampleNotice,
} from "../notices/representations/notice-fixture.ts";
import { noticeGraph } from "../notices/representations/notice-graph.ts";
import { NOTICE_TYPES } from "../taxonomy/taxonomy.ts";
import { exampleOf } from "./schema-example.ts";
import { vocabularyToJsonLd, vocabularyToTurtle } from "./vocabulary-graph.ts";
import { findVocabulary, vocabularyNames } from "./vocabulary-model.ts";

const RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type";
const RDFS = "http://www.w3.org/2000/01/rdf-schema#";
const PUB = `${SITE}/def/publication#`;

const documentLoader = async (url: string): Promise<never> => {
  throw new Error(`jsonld tried to fetch ${url}`);
};

function turtleQuads(name: string): Quad[] {
  const vocabulary = findVocabulary(name);
  if (!vocabulary) throw new Error(`no vocabulary ${name}`);
  return new Parser({ format: "text/turtle" }).parse(vocabularyToTurtle(vocabulary, SITE));
}

async function jsonLdNQuads(name: string): Promise<string[]> {
  const vocabulary = findVocabulary(name);
  if (!vocabulary) throw new Error(`no vocabulary ${name}`);
  const options = { format: "application/n-quads", documentLoader, safe: true };
  const nquads = (await jsonld.toRDF(
    vocabularyToJsonLd(vocabulary, SITE) as jsonld.JsonLdDocument,
    options as jsonld.Options.ToRdf,
  )) as unknown as string;
  return nquads.split("\n").filter(Boolean).sort();
}

function nQuadLines(quads: Quad[]): string[] {
  return new Writer({ format: "N-Quads" }).quadsToString(quads).split("\n").filter(Boolean).sort();
}

const valuesOf = (quads: Quad[], subject: string, predicate: string) =>
  quads
    .filter((q) => q.subject.value === subject && q.predicate.value === predicate)
    .map((q) => q.object.value);

/** Every term of our /def/ vocabularies a graph uses, as [vocabulary, local name]. */
function ownTermsOf(notice: Notice): [string, string][] {
  const base = `${SITE}/def/`;
  const terms: [string, string][] = [];
  for (const t of noticeGraph(notice, SITE).triples) {
    for (const iri of [t.predicate, t.predicate === RDF_TYPE ? t.object.value : ""]) {
      if (!iri.startsWith(base)) continue;
      const [vocabulary = "", local = ""] = iri.slice(base.length).split("#");
      terms.push([vocabulary, local]);
    }
  }
  return terms;
}

describe("vocabulary documents", () => {
  it("exist for our own vocabularies and every notice class's, and for nothing else", () => {
    const names = vocabularyNames();
    for (const name of ["publication", "organisation", "person", "personal-legal", "insolvency", "state"])
      expect(names).toContain(name);
    for (const type of NOTICE_TYPES) {
      if (type.linkedDataClass) expect(names).toContain(type.linkedDataClass.split("#")[0]);
    }
    for (const unknown of ["nope", "__proto__", "Publication", "", "publication#", "../publication"])
      expect(findVocabulary(unknown)).toBeNull();
  });

  it("parse as Turtle, with a label and a comment for every class and property", () => {
    for (const name of vocabularyNames()) {
      const quads = turtleQuads(name);
      const ontology = `${SITE}/def/${name}`;
      expect(valuesOf(quads, ontology, RDF_TYPE)).toContain("http://www.w3.org/2002/07/owl#Ontology");
      const terms = quads.filter(
        (q) =>
          q.predicate.value === RDF_TYPE &&
          [`${RDFS}Class`, "http://www.w3.org/1999/02/22-rdf-syntax-ns#Property"].includes(q.object.value),
      );
      expect(terms.length, name).toBeGreaterThan(0);
      for (const term of terms) {
        const iri = term.subject.value;
        expect(iri.startsWith(`${ontology}#`), iri).toBe(true);
        expect(valuesOf(quads, iri, `${RDFS}label`)[0], iri).toMatch(/\S/);
        expect(valuesOf(quads, iri, `${RDFS}comment`)[0], iri).toMatch(/\S/);
        expect(valuesOf(quads, iri, `${RDFS}isDefinedBy`)).toEqual([ontology]);
      }
    }
  });

  it("make notice classes subclasses of publication:Notice", () => {
    const quads = turtleQuads("personal-legal");
    const deceased = `${SITE}/def/personal-legal#DeceasedEstatesNotice`;
    expect(valuesOf(quads, deceased, `${RDFS}subClassOf`)).toEqual([`${PUB}Notice`]);
    expect(valuesOf(quads, deceased, `${RDFS}label`)).toEqual(["Deceased Estates"]);
  });

  it("give the same triples as JSON-LD as in Turtle", async () => {
    for (const name of ["publication", "organisation", "person", "personal-legal", "insolvency", "honours"]) {
      expect(await jsonLdNQuads(name), name).toEqual(nQuadLines(turtleQuads(name)));
    }
  });

  // Data outside the forms' schemas (types without a form, older notices) is open-ended and named from its
  // keys; what the documents promise is every core term and every field a form can produce.
  it("define every term of ours the notice graph writes for notices of every type, with or without a form", () => {
    const missing = new Set<string>();
    for (const type of NOTICE_TYPES) {
      for (let seed = 101; seed <= 103; seed++) {
        const generated = generateNotice({
          code: type.code,
          editionId: "london",
          publishedOn: "2026-03-06",
          rng: createRandom(`another/${type.code}/${seed}`),
          world: new World(seed, TEST_POSTCODES),
        });
        const notice: Notice = {
          ...(type.categoryCode === "29" ? sampleNotice() : sampleCompanyNotice()),
          noticeCode: type.code,
          noticeTypeName: type.name,
          linkedDataClass: type.linkedDataClass,
          data: generated.data,
        };
        for (const [vocabulary, local] of ownTermsOf(notice)) {
          const doc = findVocabulary(vocabulary);
          const defined = [...(doc?.classes ?? []), ...(doc?.properties ?? [])].some((t) => t.name === local);
          if (!defined) missing.add(`${vocabulary}#${local} (${type.code})`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });

  it("define every term of ours the notice graph writes for the core fields and every form's data", () => {
    const notices: Notice[] = [sampleNotice(), sampleCompanyNotice()].map((n) => ({ ...n, data: {} }));
    for (const type of NOTICE_TYPES) {
      const schema = noticeDataSchemas[type.code];
      if (!schema) continue;
      notices.push({
        ...(type.categoryCode === "29" ? sampleNotice() : sampleCompanyNotice()),
        noticeCode: type.code,
        noticeTypeName: type.name,
        linkedDataClass: type.linkedDataClass,
        data: exampleOf(schema) as Record<string, unknown>,
      });
    }
    const missing = new Set<string>();
    for (const notice of notices) {
      for (const [vocabulary, local] of ownTermsOf(notice)) {
        const doc = findVocabulary(vocabulary);
        const defined = [...(doc?.classes ?? []), ...(doc?.properties ?? [])].some((t) => t.name === local);
        if (!defined) missing.add(`${vocabulary}#${local}`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it("describe the core terms by hand", () => {
    const publication = findVocabulary("publication");
    const hasNoticeCode = publication?.properties.find((p) => p.name === "hasNoticeCode");
    expect(hasNoticeCode?.label).toBe("Notice code");
    expect(publication?.classes.map((c) => c.name)).toEqual(["Edition", "Issue", "Notice", "NoticeVersion"]);
  });

  it("define the terms the provenance and version documents use", () => {
    const publication = findVocabulary("publication");
    const names = [...(publication?.classes ?? []), ...(publication?.properties ?? [])].map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(["NoticeVersion", "hasContent", "hasData", "hasVersion"]));
  });
});
