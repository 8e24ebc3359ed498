import { describe, expect, it } from "vitest";
import { FIXTURE_SITE_URL as SITE, sampleCompanyNotice, sampleNotice } from "./notice-fixture.ts";
import { noticeToJson } from "./notice-json.ts";

describe("noticeToJson", () => {
  it("gives the core fields, the issue and the structured data", () => {
    const json = noticeToJson(sampleNotice(), SITE);
    expect(json).toMatchObject({
      id: 4812345,
      uri: "https://gazette.example/id/notice/4812345",
      noticeCode: "2903",
      noticeType: "Deceased Estates",
      category: { code: "29", name: "Personal Legal" },
      edition: "london",
      status: "published",
      title: "Arthur Bartholomew TESTWOOD (Deceased)",
      issue: {
        number: 64912,
        publishedOn: "2026-11-20",
        isbn: "978-0-11-999123-9",
        uri: "https://gazette.example/id/london/issue/64912",
      },
      page: "21734",
      publicationDate: "2026-11-19T09:00:00.000Z",
      earliestPublicationDate: "2026-11-19T00:00:00.000Z",
      version: 1,
      placingOrganisation: { name: "Fictitious & Partners LLP" },
      companyNumber: null,
    });
    expect(json.content).toContain("<p><strong>ARTHUR BARTHOLOMEW TESTWOOD</strong>");
    expect(json.locations[0]).toEqual({
      role: "deceased-address",
      address: "12 Example Terrace, Little Sampleton, Exeter",
      postcode: "EX4 4QJ",
      latitude: 50.7365,
      longitude: -3.5345,
      localAuthority: { code: "E07000041", name: "Exeter" },
    });
    expect(json.people).toContainEqual({ role: "deceased", fullName: "Arthur Bartholomew Testwood" });
    expect(json.data).toMatchObject({ claimDeadline: "2027-01-23", deceased: { dateOfDeath: "2026-09-14" } });
  });

  it("links every representation", () => {
    expect(noticeToJson(sampleNotice(), SITE).links).toEqual({
      html: "https://gazette.example/notice/4812345",
      json: "https://gazette.example/notice/4812345/data.json",
      xml: "https://gazette.example/notice/4812345/data.xml",
      jsonld: "https://gazette.example/notice/4812345/data.jsonld",
      ttl: "https://gazette.example/notice/4812345/data.ttl",
      rdf: "https://gazette.example/notice/4812345/data.rdf",
      pdf: "https://gazette.example/notice/4812345/data.pdf",
      provenance: "https://gazette.example/notice/4812345/provenance",
    });
  });

  it("carries the company of a winding-up order", () => {
    const json = noticeToJson(sampleCompanyNotice(), SITE);
    expect(json.companyNumber).toBe("99912345");
    expect(json.companies).toEqual([
      { number: "99912345", name: "EXAMPLE WIDGET FABRICATORS LIMITED", role: "subject" },
    ]);
    expect(json.data).toMatchObject({ company: { number: "99912345" }, caseNumber: "CR-2026-004321" });
  });

  it("gives null for an unpublished notice's issue, and never leaks internal ids", () => {
    const notice = {
      ...sampleNotice(),
      issue: null,
      page: null,
      publishedAt: null,
      status: "submitted" as const,
    };
    const json = noticeToJson(notice, SITE);
    expect(json.issue).toBeNull();
    expect(json.publicationDate).toBeNull();
    expect(JSON.stringify(json)).not.toContain('"id":17');
  });

  it("is a copy: changing the output leaves the notice alone", () => {
    const notice = sampleNotice();
    const json = noticeToJson(notice, SITE);
    (json.data.deceased as { surname: string }).surname = "Changed";
    expect((notice.data.deceased as { surname: string }).surname).toBe("Testwood");
    // And it survives a JSON round trip unchanged (no Dates, undefineds or class instances).
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
  });
});
