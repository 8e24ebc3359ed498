import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { FIXTURE_SITE_URL as SITE, sampleCompanyNotice, sampleNotice } from "./notice-fixture.ts";
import { noticeToXhtml } from "./notice-xhtml.ts";

function expectWellFormed(xml: string) {
  const result = XMLValidator.validate(xml);
  expect(result, JSON.stringify(result)).toBe(true);
}

type Node = Record<string, unknown>;

/** All elements (at any depth) of a preserveOrder parse that carry a given attribute. */
function elementsWith(
  nodes: Node[],
  attribute: string,
  found: { tag: string; attrs: Node; node: Node }[] = [],
) {
  for (const node of nodes) {
    const attrs = (node[":@"] ?? {}) as Node;
    const tag = Object.keys(node).find((k) => k !== ":@");
    if (!tag) continue;
    if (`@_${attribute}` in attrs) found.push({ tag, attrs, node });
    if (Array.isArray(node[tag])) elementsWith(node[tag] as Node[], attribute, found);
  }
  return found;
}

function textOf(node: Node): string {
  const tag = Object.keys(node).find((k) => k !== ":@");
  if (!tag) return "";
  const v = node[tag];
  if (tag === "#text") return String(v);
  return Array.isArray(v) ? (v as Node[]).map(textOf).join("") : "";
}

function parse(xml: string): Node[] {
  return new XMLParser({ preserveOrder: true, ignoreAttributes: false, processEntities: true }).parse(
    xml,
  ) as Node[];
}

describe("noticeToXhtml", () => {
  it("is a well-formed XHTML document with the RDFa prefixes", () => {
    const xml = noticeToXhtml(sampleNotice(), SITE);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expectWellFormed(xml);
    const [html] = elementsWith(parse(xml), "prefix");
    expect(html?.tag).toBe("html");
    expect(html?.attrs["@_xmlns"]).toBe("http://www.w3.org/1999/xhtml");
    expect(html?.attrs["@_prefix"]).toContain("publication: https://gazette.example/def/publication#");
    expect(html?.attrs["@_prefix"]).toContain("personal-legal: https://gazette.example/def/personal-legal#");
  });

  it("describes the notice with RDFa from the graph: subject, types, id, code, publication date, issue", () => {
    const doc = parse(noticeToXhtml(sampleNotice(), SITE));
    const subjects = elementsWith(doc, "about");
    const [article] = subjects;
    expect(article?.tag).toBe("dl");
    expect(article?.attrs["@_about"]).toBe("https://gazette.example/id/notice/4812345");
    expect(article?.attrs["@_typeof"]).toBe("publication:Notice personal-legal:DeceasedEstatesNotice");

    const props = new Map(elementsWith([article!.node], "property").map((e) => [e.attrs["@_property"], e]));
    expect(textOf(props.get("publication:hasNoticeID")!.node)).toBe("4812345");
    expect(textOf(props.get("publication:hasNoticeCode")!.node)).toBe("2903");
    expect(textOf(props.get("dcterms:title")!.node)).toBe("Arthur Bartholomew TESTWOOD (Deceased)");
    // Always a datatype, so the document's xml:lang does not make the strings language-tagged.
    expect(props.get("dcterms:title")!.attrs["@_datatype"]).toBe("xsd:string");
    const published = props.get("publication:hasPublicationDate")!;
    expect(published.attrs["@_datatype"]).toBe("xsd:dateTime");
    expect(textOf(published.node)).toBe("2026-11-19T09:00:00.000Z");
    const rels = new Map(elementsWith([article!.node], "rel").map((e) => [e.attrs["@_rel"], e]));
    expect(rels.get("publication:isInIssue")!.attrs["@_resource"]).toBe(
      "https://gazette.example/id/london/issue/64912",
    );
    expect(rels.get("publication:hasEdition")!.attrs["@_resource"]).toBe("https://gazette.example/id/london");
    expect(textOf(props.get("publication:hasPage")!.node)).toBe("21734");
    // The readable parts carry no RDFa of their own, so the two cannot disagree.
    const [metadataList] = elementsWith(doc, "class").filter((e) => e.attrs["@_class"] === "notice-metadata");
    expect(elementsWith([metadataList!.node], "property")).toEqual([]);
    // `canonical` is no term of RDFa's XHTML context, so it states nothing (the graph tests check that).
    const statements = elementsWith(doc, "rel").filter((e) => e.attrs["@_rel"] !== "canonical");
    expect(statements.every((e) => e.tag === "dd")).toBe(true);
  });

  it("inserts the body as is, with void elements self-closed", () => {
    const xml = noticeToXhtml(sampleNotice(), SITE);
    expect(xml).toContain("<p>Fictitious &amp; Partners LLP, 1 Placeholder Row, London EC4A 2BB.<br/>");
    expect(xml).not.toMatch(/<br>/);
  });

  it("renders the structured fields generically", () => {
    const xml = noticeToXhtml(sampleCompanyNotice(), SITE);
    expectWellFormed(xml);
    expect(xml).toContain("<dt>Case number</dt><dd>CR-2026-004321</dd>");
    expect(xml).toContain("<dt>Number</dt><dd>99912345</dd>");
    expect(xml).toContain('<dd><time datetime="2026-11-11">11 November 2026</time></dd>');
    expect(xml).toContain('typeof="publication:Notice insolvency:WindingUpOrdersNotice"');
  });

  it("escapes hostile text and repairs HTML-only markup in the body", () => {
    const notice = sampleNotice();
    notice.title = 'Smith & Sons <script>alert("x")</script>';
    notice.placingOrganisation = { id: 1, name: 'Quote " and <angle>' };
    notice.data = { "weird key <b>": 'A & B "quoted"', nested: { list: ["x<y", null, ""] } };
    notice.bodyHtml =
      '<p>Costs&nbsp;&pound;5 &copy; R&amp;D &unknown; AT&T</p><hr><img src="a.png" alt="x > y"><br />' +
      "<p>Line\u0001with a control character</p>";
    const xml = noticeToXhtml(notice, SITE);
    expectWellFormed(xml);
    expect(xml).not.toContain("<script>");
    expect(xml).toContain('Smith &amp; Sons &lt;script&gt;alert("x")&lt;/script&gt;');
    expect(xml).toContain('Quote " and &lt;angle&gt;');
    expect(xml).toContain("Costs&#160;&#163;5 &#169; R&amp;D &amp;unknown; AT&amp;T");
    expect(xml).toContain('<hr/><img src="a.png" alt="x > y"/><br/>');
    const title = elementsWith(parse(xml), "property").find((e) => e.attrs["@_property"] === "dcterms:title");
    expect(textOf(title!.node)).toBe('Smith & Sons <script>alert("x")</script>');
  });

  it("leaves out the issue of an unpublished notice", () => {
    const notice = { ...sampleNotice(), issue: null, page: null, publishedAt: null, linkedDataClass: null };
    const xml = noticeToXhtml(notice, SITE);
    expectWellFormed(xml);
    expect(xml).not.toContain("publication:isInIssue");
    expect(xml).toContain('typeof="publication:Notice"');
  });
});
