import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import type { CompanyTimeline } from "./company-types.ts";
import { companyToXhtml } from "./company-xhtml.ts";

const SITE = "https://gazette.example";

function timeline(overrides: Partial<CompanyTimeline["company"]> = {}): CompanyTimeline {
  return {
    company: {
      number: "SC991234",
      name: 'Burns & "Allan" <Holdings> Ltd',
      registeredOffice: "1 High Street, Edinburgh EH1 1AA",
      natureOfBusiness: "Bakery",
      incorporatedOn: "2011-03-04",
      status: "liquidation",
      ...overrides,
    },
    events: [
      {
        noticeId: 4812001,
        noticeCode: "2452",
        noticeType: "Winding-Up Orders",
        publishedOn: "2026-02-03",
        recordsDissolution: false,
      },
      {
        noticeId: 4812002,
        noticeCode: "2454",
        noticeType: "Appointment of Liquidators",
        publishedOn: "2026-03-10",
        recordsDissolution: false,
      },
    ],
    totalEvents: 2,
  };
}

type Node = Record<string, unknown>;

function withAttribute(nodes: Node[], attribute: string, found: Record<string, string>[] = []) {
  for (const node of nodes) {
    const attrs = (node[":@"] ?? {}) as Record<string, string>;
    if (`@_${attribute}` in attrs) found.push(attrs);
    const tag = Object.keys(node).find((k) => k !== ":@");
    if (tag && Array.isArray(node[tag])) withAttribute(node[tag] as Node[], attribute, found);
  }
  return found;
}

describe("companyToXhtml", () => {
  it("is a well-formed XHTML document, whatever the company's name holds", () => {
    const xml = companyToXhtml(timeline(), SITE);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain("Burns &amp;");
    expect(xml).toContain("&lt;Holdings&gt;");
    expect(xml).not.toContain("<Holdings>");
  });

  it("describes the company with RDFa and links each notice of its timeline by the notice's IRI", () => {
    const doc = new XMLParser({ preserveOrder: true, ignoreAttributes: false }).parse(
      companyToXhtml(timeline(), SITE),
    ) as Node[];
    const [company] = withAttribute(doc, "about");
    expect(company?.["@_about"]).toBe(`${SITE}/company/SC991234#id`);
    expect(company?.["@_typeof"]).toBe("organisation:Company foaf:Organization");
    const notices = withAttribute(doc, "rev");
    expect(notices.map((n) => n["@_resource"])).toEqual([
      `${SITE}/id/notice/4812001`,
      `${SITE}/id/notice/4812002`,
    ]);
    expect(notices.every((n) => n["@_rev"] === "publication:isAbout")).toBe(true);
    const properties = withAttribute(doc, "property").map((p) => p["@_property"]);
    expect(properties).toEqual(
      expect.arrayContaining([
        "organisation:name",
        "organisation:companyNumber",
        "organisation:hasCompanyStatus",
        "organisation:hasRegisteredOffice",
        "organisation:incorporatedOn",
      ]),
    );
    const [html] = withAttribute(doc, "prefix");
    expect(html?.["@_prefix"]).toContain(`organisation: ${SITE}/def/organisation#`);
  });

  it("leaves out what the register does not say and says when there are no notices", () => {
    const empty = { ...timeline({ registeredOffice: null, natureOfBusiness: null, incorporatedOn: null }) };
    const xml = companyToXhtml({ ...empty, events: [], totalEvents: 0 }, SITE);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toContain("organisation:hasRegisteredOffice");
    expect(xml).not.toContain("organisation:incorporatedOn");
    expect(xml).toContain("No notices have been published about this company.");
  });
});
