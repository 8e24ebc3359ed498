import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { FIXTURE_SITE_URL as SITE, sampleCompanyNotice, sampleNotice } from "./notice-fixture.ts";
import { noticeToXhtml } from "./notice-xhtml.ts";
import { noticeToXhtmlFragment } from "./notice-xhtml-fragment.ts";

type Node = Record<string, unknown>;

function parse(xml: string): Node[] {
  return new XMLParser({ preserveOrder: true, ignoreAttributes: false }).parse(xml) as Node[];
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

  it("carries the namespace and RDFa prefixes the document declared, so its triples read the same alone", () => {
    const notice = sampleNotice();
    const [root] = parse(noticeToXhtmlFragment(notice, SITE));
    const attrs = (root?.[":@"] ?? {}) as Record<string, string>;
    expect(attrs["@_xmlns"]).toBe("http://www.w3.org/1999/xhtml");
    expect(attrs["@_about"]).toBe(`${SITE}/id/notice/${notice.id}`);
    expect(attrs["@_typeof"]).toContain("publication:Notice");
    expect(attrs["@_prefix"]).toContain(`publication: ${SITE}/def/publication#`);
    expect(attrs["@_prefix"]).toContain(`personal-legal: ${SITE}/def/personal-legal#`);
  });

  it("says exactly what the data.xml document's article says", () => {
    const notice = sampleCompanyNotice();
    const document = noticeToXhtml(notice, SITE);
    const fragment = noticeToXhtmlFragment(notice, SITE);
    const body = fragment.slice(fragment.indexOf(">") + 1);
    expect(document).toContain(body.trimEnd());
  });
});
