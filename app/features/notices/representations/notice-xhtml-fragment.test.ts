import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { readRdfa, toNQuads } from "../../../../tests/support/rdf-readers.ts";
import { FIXTURE_SITE_URL as SITE, sampleCompanyNotice, sampleNotice } from "./notice-fixture.ts";
import { noticeToXhtml } from "./notice-xhtml.ts";
import { noticeToXhtmlFragment } from "./notice-xhtml-fragment.ts";

type Node = Record<string, unknown>;

function parse(xml: string): Node[] {
  return new XMLParser({ preserveOrder: true, ignoreAttributes: false }).parse(xml) as Node[];
}

/** The statements an independent RDFa parser reads, as sorted N-Quads (the notice has no blank nodes). */
async function rdfa(xhtml: string, baseIRI: string): Promise<string[]> {
  return toNQuads(await readRdfa(xhtml, baseIRI))
    .split("\n")
    .filter(Boolean)
    .sort();
}

describe("noticeToXhtmlFragment", () => {
  for (const [name, notice] of [
    ["a deceased estates notice", sampleNotice()],
    ["a company notice", sampleCompanyNotice()],
  ] as const) {
    it(`is one well-formed XHTML element for ${name}, with no document around it`, () => {
      const fragment = noticeToXhtmlFragment(notice, SITE);
      expect(XMLValidator.validate(fragment)).toBe(true);
      expect(fragment).not.toMatch(/<\?xml|<!DOCTYPE|<(html|head|body)[\s>]/i);
      const roots = parse(fragment);
      expect(roots).toHaveLength(1);
      const [root] = roots;
      expect(Object.keys(root ?? {}).filter((k) => k !== ":@")).toEqual(["article"]);
    });
  }

  it("carries the namespace and RDFa prefixes the document declared, so its triples read the same alone", async () => {
    const notice = sampleNotice();
    const fragment = noticeToXhtmlFragment(notice, SITE);
    const [root] = parse(fragment);
    const attrs = (root?.[":@"] ?? {}) as Record<string, string>;
    expect(attrs["@_xmlns"]).toBe("http://www.w3.org/1999/xhtml");
    expect(attrs["@_prefix"]).toContain(`publication: ${SITE}/def/publication#`);
    expect(attrs["@_prefix"]).toContain(`personal-legal: ${SITE}/def/personal-legal#`);
    // Read by an RDFa parser that is not ours, alone it gives the very statements of the whole document.
    const alone = await rdfa(fragment, `${SITE}/notice/${notice.id}/data.htm`);
    const whole = await rdfa(noticeToXhtml(notice, SITE), `${SITE}/notice/${notice.id}/data.xml`);
    expect(alone.length).toBeGreaterThan(20);
    expect(alone).toEqual(whole);
    expect(alone).toContain(
      `<${SITE}/id/notice/${notice.id}> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <${SITE}/def/publication#Notice> .`,
    );
  });

  it("says exactly what the data.xml document's article says", () => {
    const notice = sampleCompanyNotice();
    const document = noticeToXhtml(notice, SITE);
    const fragment = noticeToXhtmlFragment(notice, SITE);
    const body = fragment.slice(fragment.indexOf(">") + 1);
    expect(document).toContain(body.trimEnd());
  });
});
