import { Parser, type Quad } from "n3";
import { describe, expect, it } from "vitest";
import { FIXTURE_SITE_URL as SITE, sampleCompanyNotice, sampleNotice } from "./notice-fixture.ts";
import { escapeString, noticeToTurtle } from "./notice-turtle.ts";

const RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type";
const XSD = "http://www.w3.org/2001/XMLSchema#";
const PUB = "https://gazette.example/def/publication#";
const ORG = "https://gazette.example/def/organisation#";
const GEO = "http://www.w3.org/2003/01/geo/wgs84_pos#";

function parse(turtle: string): Quad[] {
  return new Parser({ format: "text/turtle" }).parse(turtle);
}

function objects(quads: Quad[], subject: string | null, predicate: string) {
  return quads
    .filter((q) => (subject === null || q.subject.value === subject) && q.predicate.value === predicate)
    .map((q) => q.object);
}

describe("noticeToTurtle", () => {
  const uri = "https://gazette.example/id/notice/4812345";

  it("parses, and types the notice", () => {
    const quads = parse(noticeToTurtle(sampleNotice(), SITE));
    const types = objects(quads, uri, RDF_TYPE).map((o) => o.value);
    expect(types).toEqual(
      expect.arrayContaining([
        `${PUB}Notice`,
        "https://gazette.example/def/personal-legal#DeceasedEstatesNotice",
      ]),
    );
    const [code] = objects(quads, uri, `${PUB}hasNoticeCode`);
    expect(code?.value).toBe("2903");
    const [id] = objects(quads, uri, `${PUB}hasNoticeID`);
    expect(id?.value).toBe("4812345");
  });

  it("types dates, numbers and coordinates", () => {
    const quads = parse(noticeToTurtle(sampleNotice(), SITE));
    const [published] = objects(quads, uri, `${PUB}hasPublicationDate`);
    expect(published?.termType).toBe("Literal");
    expect([`${XSD}date`, `${XSD}dateTime`]).toContain(
      (published as { datatype: { value: string } }).datatype.value,
    );
    expect(published?.value).toBe("2026-11-19T09:00:00.000Z");

    const [version] = objects(quads, uri, `${PUB}hasVersion`) as {
      value: string;
      datatype: { value: string };
    }[];
    expect(version).toMatchObject({ value: "1", datatype: { value: `${XSD}integer` } });

    const [issue] = objects(quads, uri, `${PUB}isInIssue`);
    expect(issue?.value).toBe("https://gazette.example/id/london/issue/64912");
    const [issueDate] = objects(quads, issue?.value ?? "", `${PUB}hasPublicationDate`) as {
      datatype: { value: string };
    }[];
    expect(issueDate?.datatype.value).toBe(`${XSD}date`);

    const lats = objects(quads, null, `${GEO}lat`) as { value: string; datatype: { value: string } }[];
    const longs = objects(quads, null, `${GEO}long`) as { value: string; datatype: { value: string } }[];
    expect(lats.map((l) => l.value)).toContain("50.7365");
    expect(longs.map((l) => l.value)).toContain("-3.5345");
    for (const l of [...lats, ...longs]) expect(l.datatype.value).toBe(`${XSD}decimal`);

    const [claimDeadline] = objects(
      quads,
      uri,
      "https://gazette.example/def/personal-legal#claimDeadline",
    ) as {
      value: string;
      datatype: { value: string };
    }[];
    expect(claimDeadline).toMatchObject({ value: "2027-01-23", datatype: { value: `${XSD}date` } });
  });

  it("describes the deceased as a person, merged with the notice's people", () => {
    const quads = parse(noticeToTurtle(sampleNotice(), SITE));
    const [deceased] = objects(quads, uri, "https://gazette.example/def/personal-legal#deceased");
    expect(deceased?.termType).toBe("BlankNode");
    const about = objects(quads, uri, `${PUB}isAbout`).map((o) => o.value);
    expect(about).toContain(deceased?.value);
    const of = (p: string) => objects(quads, deceased?.value ?? "", p).map((o) => o.value);
    expect(of(RDF_TYPE)).toContain("http://xmlns.com/foaf/0.1/Person");
    expect(of("http://xmlns.com/foaf/0.1/familyName")).toEqual(["Testwood"]);
    expect(of("http://xmlns.com/foaf/0.1/name")).toEqual(["Arthur Bartholomew Testwood"]);
    expect(of("https://gazette.example/def/person#dateOfDeath")).toEqual(["2026-09-14"]);
    const [address] = of("https://gazette.example/def/person#address");
    const postcode = objects(quads, address ?? "", "http://www.w3.org/2006/vcard/ns#postal-code");
    expect(postcode.map((p) => p.value)).toEqual(["EX4 4QJ"]);
  });

  it("gives the company of a winding-up order its number, name and registered office", () => {
    const turtle = noticeToTurtle(sampleCompanyNotice(), SITE);
    const quads = parse(turtle);
    const companies = objects(quads, null, `${ORG}companyNumber`);
    expect(companies.map((c) => c.value)).toEqual(["99912345"]);
    const company = quads.find((q) => q.predicate.value === `${ORG}companyNumber`)?.subject.value ?? "";
    expect(objects(quads, company, `${ORG}name`).map((o) => o.value)).toEqual([
      "EXAMPLE WIDGET FABRICATORS LIMITED",
    ]);
    expect(
      objects(quads, "https://gazette.example/id/notice/4812399", `${PUB}isAbout`).map((o) => o.value),
    ).toContain(company);
    const [office] = objects(quads, company, `${ORG}hasRegisteredOffice`);
    expect(objects(quads, office?.value ?? "", `${GEO}lat`).map((o) => o.value)).toEqual(["53.4794"]);
    const [caseYear] = objects(quads, null, "https://gazette.example/def/insolvency#caseYear") as {
      datatype: { value: string };
    }[];
    expect(caseYear?.datatype.value).toBe(`${XSD}integer`);
    expect(turtle).toContain("@prefix insolvency: <https://gazette.example/def/insolvency#> .");
  });

  it("round-trips a title with quotes, backslashes and newlines", () => {
    const notice = sampleNotice();
    notice.title = 'A "quoted" title\\ with a backslash\nand a newline\r\tand a tab \u0001 and ünïcödé ’';
    const quads = parse(noticeToTurtle(notice, SITE));
    const [title] = objects(quads, uri, "http://purl.org/dc/terms/title");
    // The control character is dropped, as XML (data.xml, data.rdf) cannot carry it and every format
    // must say the same; everything else comes back as it was.
    expect(title?.value).toBe(notice.title.replace("\u0001", ""));
  });

  it("copes with awkward data keys and values", () => {
    const notice = sampleNotice();
    notice.data = {
      "key with spaces": "x",
      "123": 4.5,
      tiny: 1e-7,
      flag: true,
      empty: {},
      nothing: null,
      nested: { deeper: [{ value: "2026-11-20T10:00Z" }] },
    };
    const quads = parse(noticeToTurtle(notice, SITE));
    const pl = "https://gazette.example/def/personal-legal#";
    expect(objects(quads, uri, `${pl}keyWithSpaces`).map((o) => o.value)).toEqual(["x"]);
    // An element name (RDF/XML's predicates) cannot start with a digit.
    expect(objects(quads, uri, `${pl}_123`).map((o) => o.value)).toEqual(["4.5"]);
    expect(objects(quads, uri, `${pl}tiny`).map((o) => o.value)).toEqual(["0.0000001"]);
    expect(objects(quads, uri, `${pl}flag`).map((o) => o.value)).toEqual(["true"]);
    expect(objects(quads, uri, `${pl}empty`)).toEqual([]);
    // A timestamp without seconds gets them, to be a valid xsd:dateTime.
    const [deeper] = objects(quads, null, `${pl}value`) as { value: string; datatype: { value: string } }[];
    expect(deeper).toMatchObject({ value: "2026-11-20T10:00:00Z", datatype: { value: `${XSD}dateTime` } });
  });
});

describe("escapeString", () => {
  it("escapes what Turtle requires", () => {
    expect(escapeString('a"b\\c\nd')).toBe('a\\"b\\\\c\\nd');
    expect(escapeString("\u0000")).toBe("\\u0000");
  });
});
