import { describe, expect, it } from "vitest";
import { findContent, listContent, parseFrontMatter } from "./content-repository.server.ts";

describe("content pages", () => {
  it("reads front matter", () => {
    expect(parseFrontMatter("---\ntitle: Hello\ndate: 2026-01-02\n---\n# Body")).toEqual({
      meta: { title: "Hello", date: "2026-01-02" },
      body: "# Body",
    });
  });
  it("loads every section from content/ with GOV.UK classes", () => {
    for (const section of ["news", "case-studies", "help"] as const)
      expect(listContent(section).length).toBeGreaterThan(0);
    const page = findContent("help", "data-formats");
    expect(page?.title).toBe("Data feeds and formats");
    expect(page?.html).toContain('class="govuk-body"');
    // Its tables look like GOV.UK tables, cell by cell.
    expect(page?.html).toContain('<th scope="col" class="govuk-table__header">');
    expect(page?.html).toContain('<td class="govuk-table__cell">');
    expect(page?.html).not.toMatch(/<t[dh]>/);
    expect(page?.html).not.toContain("<script");
  });
});
