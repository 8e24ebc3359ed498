import jsonld from "jsonld";
import { Parser, Writer } from "n3";
import { describe, expect, it } from "vitest";
import { FIXTURE_SITE_URL as SITE, sampleCompanyNotice, sampleNotice } from "./notice-fixture.ts";
import { noticeToJsonLd } from "./notice-jsonld.ts";
import { noticeToTurtle } from "./notice-turtle.ts";

/** Any attempt to load a remote context is a bug: the document must be self-contained. */
const documentLoader = async (url: string): Promise<never> => {
  throw new Error(`jsonld tried to fetch ${url}`);
};

async function toNQuads(doc: object): Promise<string> {
  // `safe` makes jsonld fail instead of silently dropping a term the context does not define.
  const options = { format: "application/n-quads", documentLoader, safe: true };
  return (await jsonld.toRDF(
    doc as jsonld.JsonLdDocument,
    options as jsonld.Options.ToRdf,
  )) as unknown as string;
}

describe("noticeToJsonLd", () => {
  it("has an inline context only", () => {
    const doc = noticeToJsonLd(sampleNotice(), SITE);
    expect(typeof doc["@context"]).toBe("object");
    for (const namespace of Object.values(doc["@context"])) expect(namespace).toMatch(/^https?:\/\/.+[#/]$/);
    expect(doc["@context"].publication).toBe("https://gazette.example/def/publication#");
    expect(JSON.stringify(doc)).not.toContain('"@import"');
  });

  it("yields the notice's triples without fetching anything", async () => {
    const nquads = await toNQuads(noticeToJsonLd(sampleNotice(), SITE));
    const id = "<https://gazette.example/id/notice/4812345>";
    const pub = "https://gazette.example/def/publication#";
    expect(nquads).toContain(`${id} <${pub}hasNoticeID> "4812345" .`);
    expect(nquads).toContain(`${id} <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <${pub}Notice> .`);
    expect(nquads).toContain(
      `${id} <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <https://gazette.example/def/personal-legal#DeceasedEstatesNotice> .`,
    );
    expect(nquads).toContain(
      `${id} <${pub}hasPublicationDate> "2026-11-19T09:00:00.000Z"^^<http://www.w3.org/2001/XMLSchema#dateTime> .`,
    );
    expect(nquads).toContain(`${id} <${pub}isInIssue> <https://gazette.example/id/london/issue/64912> .`);
    expect(nquads).toMatch(
      /<http:\/\/www\.w3\.org\/2003\/01\/geo\/wgs84_pos#lat> "50\.7365"\^\^<http:\/\/www\.w3\.org\/2001\/XMLSchema#decimal>/,
    );
  });

  it("maps the company of a winding-up order", async () => {
    const nquads = await toNQuads(noticeToJsonLd(sampleCompanyNotice(), SITE));
    expect(nquads).toMatch(
      /_:\S+ <https:\/\/gazette\.example\/def\/organisation#companyNumber> "99912345" \./,
    );
    expect(nquads).toMatch(
      /<https:\/\/gazette\.example\/def\/organisation#name> "EXAMPLE WIDGET FABRICATORS LIMITED" \./,
    );
  });

  it("says exactly what data.ttl says", async () => {
    for (const notice of [sampleNotice(), sampleCompanyNotice()]) {
      const fromJsonLd = new Parser({ format: "N-Quads" }).parse(
        await toNQuads(noticeToJsonLd(notice, SITE)),
      );
      const fromTurtle = new Parser({ format: "text/turtle" }).parse(noticeToTurtle(notice, SITE));
      expect(fromJsonLd.length).toBe(fromTurtle.length);
      // Blank node labels differ between the two; compare the triples that do not involve one.
      const ground = (quads: typeof fromTurtle) =>
        new Writer({ format: "N-Triples" })
          .quadsToString(
            quads.filter((q) => q.subject.termType !== "BlankNode" && q.object.termType !== "BlankNode"),
          )
          .split("\n")
          .sort();
      expect(ground(fromJsonLd)).toEqual(ground(fromTurtle));
    }
  });

  it("keeps hostile strings as plain data", async () => {
    const notice = sampleNotice();
    notice.title = 'A "quoted" title with @id and \\ and\nnewline';
    notice.data = { "@id": "https://evil.example/", "@type": "x", "@context": "https://evil.example/ctx" };
    const doc = noticeToJsonLd(notice, SITE);
    const nquads = await toNQuads(doc);
    expect(nquads).toContain('"A \\"quoted\\" title with @id and \\\\ and\\nnewline"');
    expect(nquads).not.toContain("evil.example/>");
    expect(nquads).toContain('<https://gazette.example/def/personal-legal#id> "https://evil.example/"');
  });
});
