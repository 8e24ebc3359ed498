/**
 * data.xml (RDFa), data.jsonld, data.ttl and data.rdf must say the same thing: each is read back with a
 * parser that is not ours, and the graphs are compared after blank-node canonicalisation (RDFC-1.0).
 */
import { describe, expect, it } from "vitest";
import {
  canonical,
  jsonLdToNQuads,
  readRdfa,
  readRdfXml,
  readTurtle,
  toNQuads,
} from "../../../../tests/support/rdf-readers.ts";
import { generateNotice } from "../../../demo-data/generators/notice-generators.ts";
import { TEST_POSTCODES } from "../../../demo-data/generators/test-fixtures.ts";
import { World } from "../../../demo-data/generators/world.ts";
import { createRandom } from "../../../lib/seeded-random.ts";
import type { Notice } from "../notice-types.ts";
import { FIXTURE_SITE_URL as SITE, sampleCompanyNotice, sampleNotice } from "./notice-fixture.ts";
import { noticeToJsonLd } from "./notice-jsonld.ts";
import { noticeToRdfXml } from "./notice-rdfxml.ts";
import { noticeToTurtle } from "./notice-turtle.ts";
import { noticeToXhtml } from "./notice-xhtml.ts";

const XSD = "http://www.w3.org/2001/XMLSchema#";

const dataUrl = (notice: Notice, file: string) => `${SITE}/notice/${notice.id}/${file}`;

const fromRdfa = (notice: Notice) => readRdfa(noticeToXhtml(notice, SITE), dataUrl(notice, "data.xml"));
const fromRdfXml = (notice: Notice) => readRdfXml(noticeToRdfXml(notice, SITE), dataUrl(notice, "data.rdf"));
const fromTurtle = (notice: Notice) => readTurtle(noticeToTurtle(notice, SITE), dataUrl(notice, "data.ttl"));
const fromJsonLd = (notice: Notice) => jsonLdToNQuads(noticeToJsonLd(notice, SITE));

/** A generated notice of the seed corpus (any of the 184 types) in the shape the representations take. */
function generated(code: string, seed: number): Notice {
  const n = generateNotice({
    code,
    editionId: "london",
    publishedOn: "2026-03-06",
    rng: createRandom(seed),
    world: new World(seed, TEST_POSTCODES),
  });
  return {
    ...sampleNotice(),
    id: 5000000 + seed,
    noticeCode: n.noticeCode,
    title: n.title,
    bodyHtml: n.bodyHtml,
    data: n.data,
    companyNumber: n.companyNumber,
    people: n.people.map(({ role, fullName }) => ({ role, fullName })),
    companies: n.companies.map(({ number, role }) => ({ number, role, name: null })),
    locations: n.locations.map((l) => ({ ...l, localAuthorityCode: null, localAuthorityName: null })),
  };
}

const NOTICES: [string, () => Notice][] = [
  ["2903 deceased estates", sampleNotice],
  ["2452 winding-up order", sampleCompanyNotice],
  [
    "unpublished, without class",
    () => ({ ...sampleNotice(), issue: null, page: null, publishedAt: null, linkedDataClass: null }),
  ],
  [
    "hostile text",
    () => ({
      ...sampleNotice(),
      title: 'Smith & Sons <script>alert("x")</script>\r\nline',
      data: { "weird key <b>": 'A & B "quoted"', "1st": "x<y", nested: { list: ["a]]>b", null, ""] } },
    }),
  ],
  ...["2503", "2432", "2410", "2441", "2903", "1106"].map((code, i): [string, () => Notice] => [
    `generated ${code}`,
    () => generated(code, 40 + i),
  ]),
];

describe("one notice graph in every format", () => {
  it.each(NOTICES)("%s: RDFa, RDF/XML and Turtle read back as the JSON-LD graph", async (_name, make) => {
    const notice = make();
    const expected = await canonical(await fromJsonLd(notice));
    expect(expected.length).toBeGreaterThan(10);
    expect(await canonical(toNQuads(fromTurtle(notice)))).toEqual(expected);
    expect(await canonical(toNQuads(await fromRdfXml(notice)))).toEqual(expected);
    expect(await canonical(toNQuads(await fromRdfa(notice)))).toEqual(expected);
  });

  it("carries people, companies, court, addresses, geo, deadlines, issue, edition and provenance in RDFa", async () => {
    const quads = await fromRdfa(sampleNotice());
    const predicates = new Set(quads.map((q) => q.predicate.value));
    for (const p of [
      "http://xmlns.com/foaf/0.1/name",
      "https://gazette.example/def/personal-legal#claimDeadline",
      "https://gazette.example/def/person#dateOfDeath",
      "http://www.w3.org/2003/01/geo/wgs84_pos#lat",
      "http://www.w3.org/2006/vcard/ns#postal-code",
      "https://gazette.example/def/publication#isInIssue",
      "https://gazette.example/def/publication#hasEdition",
      "http://www.w3.org/ns/prov#wasAttributedTo",
    ])
      expect(predicates, p).toContain(p);
    const company = await fromRdfa(sampleCompanyNotice());
    expect(company.map((q) => q.predicate.value)).toContain(
      "https://gazette.example/def/organisation#companyNumber",
    );
    expect(company.map((q) => q.predicate.value)).toContain("https://gazette.example/def/insolvency#court");
    // No language tags: the other formats have plain strings.
    for (const q of [...quads, ...company])
      if (q.object.termType === "Literal") expect(q.object.language).toBe("");
  });

  it("types times and minute-precision timestamps in every format", async () => {
    const notice = {
      ...sampleNotice(),
      data: {
        orderDateTime: "2025-11-12T09:25",
        meeting: { time: "10:30", date: "2026-01-05" },
        at: "2026-11-20T10:00Z",
      },
    };
    for (const quads of [fromTurtle(notice), await fromRdfXml(notice), await fromRdfa(notice)]) {
      const typed = (local: string) =>
        quads
          .filter((q) => q.predicate.value.endsWith(`#${local}`) && q.object.termType === "Literal")
          .map((q) => [q.object.value, (q.object as { datatype: { value: string } }).datatype.value]);
      expect(typed("orderDateTime")).toEqual([["2025-11-12T09:25:00", `${XSD}dateTime`]]);
      expect(typed("time")).toEqual([["10:30:00", `${XSD}time`]]);
      expect(typed("date")).toEqual([["2026-01-05", `${XSD}date`]]);
      expect(typed("at")).toEqual([["2026-11-20T10:00:00Z", `${XSD}dateTime`]]);
    }
  });
});
