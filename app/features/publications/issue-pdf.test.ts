import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { Notice } from "../notices/notice-types.ts";
import {
  longNotice,
  FIXTURE_SITE_URL as SITE,
  sampleCompanyNotice,
  sampleNotice,
} from "../notices/representations/notice-fixture.ts";
import {
  drawnText,
  flatten,
  linkUris,
  pagesText,
  pdfInfo,
  qpdfCheck,
  structureTree,
  taggingFlags,
  taggingProblems,
} from "../notices/representations/pdf-inspection.ts";
import { type IssuePdfParams, inCategoryOrder, issueToPdf, type PrintedPage } from "./issue-pdf.ts";

const ISSUE = { editionId: "london", editionName: "The London Gazette", issueNumber: 64912 } as const;

let nextId = 5_000_000;
/** A notice of its own (id and title) on a printed page, of the sample's category or the company one's. */
function noticeOn(page: number, kind: "estate" | "company" = "estate"): Notice {
  const id = nextId++;
  const base = kind === "estate" ? sampleNotice() : sampleCompanyNotice();
  return { ...base, id, title: `${kind.toUpperCase()} NOTICE ${id}`, page: String(page) };
}

/** A 28-page issue with three notices on every page, both categories mixed on each page. */
function twentyEightPages(): PrintedPage[] {
  return Array.from({ length: 28 }, (_, i) => ({
    label: String(i + 1),
    notices: [noticeOn(i + 1, "estate"), noticeOn(i + 1, "company"), noticeOn(i + 1, "estate")],
  }));
}

function params(pages: PrintedPage[], scope: IssuePdfParams["scope"] = "issue"): IssuePdfParams {
  return { ...ISSUE, publishedOn: "2026-11-20", scope, pages, siteUrl: SITE };
}

describe("the whole-issue PDF", () => {
  it("has a PDF page per printed page, each headed and footed with its own number and address", async () => {
    const pages = twentyEightPages();
    const bytes = await issueToPdf(params(pages));
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(28);
    expect(pdf.getTitle()).toBe("The London Gazette, Issue 64912");

    const text = pagesText(bytes);
    expect(text).toHaveLength(28);
    pages.forEach((printed, i) => {
      const n = i + 1;
      expect(text[i]).toContain(`Issue 64912 | 20 November 2026 | Page ${n}\n`);
      expect(text[i]).toMatch(new RegExp(`\\bPage ${n}\\s*$`)); // the footer's page number
      expect(text[i]).not.toContain("continued");
      expect(text[i]).toContain(`${SITE}/london/issue/64912/page/${n}`);
      for (const notice of printed.notices) expect(text[i]).toContain(notice.title);
      // And nobody else's notices.
      const others = pages.filter((_, j) => j !== i).flatMap((p) => p.notices);
      for (const notice of others) expect(text[i]).not.toContain(notice.title);
      expect(linkUris(pdf, i)).toEqual([`${SITE}/london/issue/64912/page/${n}`]);
    });
  });

  it("groups each page's notices under their category headings, in category order", async () => {
    const [a, b, c] = [noticeOn(1, "estate"), noticeOn(1, "company"), noticeOn(1, "estate")];
    const text = pagesText(await issueToPdf(params([{ label: "1", notices: [a, b, c] }])))[0] ?? "";
    // Corporate Insolvency (category 24) comes before Personal Legal (29), each heading once.
    const order = ["CORPORATE INSOLVENCY", b.title, "PERSONAL LEGAL", a.title, c.title].map((s) =>
      text.indexOf(s),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);
    expect(text.split("PERSONAL LEGAL")).toHaveLength(2);
    expect(text.split("CORPORATE INSOLVENCY")).toHaveLength(2);
  });

  it("sets a crowded page smaller rather than spilling it over the next page's number", async () => {
    const crowded = { label: "2", notices: [noticeOn(2), noticeOn(2, "company"), noticeOn(2), noticeOn(2)] };
    const bytes = await issueToPdf(params([{ label: "1", notices: [noticeOn(1)] }, crowded]));
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
    for (const notice of crowded.notices) expect(pagesText(bytes)[1]).toContain(notice.title);
  });

  it("continues a page too long for any type size on PDF pages headed as its continuation", async () => {
    const bytes = await issueToPdf(
      params([
        { label: "7", notices: [longNotice()] },
        { label: "8", notices: [] },
      ]),
    );
    const text = pagesText(bytes);
    expect(text.length).toBeGreaterThan(2);
    expect(text[0]).toContain("Page 7\n");
    expect(text[1]).toContain("Issue 64912 | 20 November 2026 | Page 7 (continued)");
    expect(text[1]).toContain("Page 7 (continued)");
    const last = text[text.length - 1] ?? "";
    expect(last).toContain("| Page 8\n");
    expect(last).toContain("No notices on this page.");
  });

  it("is tagged: a section per printed page, headings, language and title, as poppler and qpdf read it", async () => {
    const bytes = await issueToPdf(params(twentyEightPages().slice(0, 3)));
    const pdf = await PDFDocument.load(bytes);
    expect(taggingFlags(pdf)).toEqual({ marked: true, lang: "en-GB", displayDocTitle: true });
    expect(taggingProblems(pdf)).toEqual([]);
    const tree = structureTree(pdf);
    expect(tree?.kids.map((k) => k.type)).toEqual(["H1", "Sect", "Link", "Sect", "Link", "Sect", "Link"]);
    const sections = tree?.kids.filter((k) => k.type === "Sect") ?? [];
    sections.forEach((section, i) => {
      // The section's first element is the page's dateline heading, drawn on its own PDF page.
      expect(section.kids[0]?.type).toBe("H2");
      expect(section.kids[0]?.content[0]?.page).toBe(i);
      const types = flatten(section).map((n) => n.type);
      expect(types.filter((t) => t === "H3")).toHaveLength(2); // two categories
      expect(types.filter((t) => t === "H4")).toHaveLength(3); // three notice titles
    });
    const info = pdfInfo(bytes);
    expect(info.Tagged).toBe("yes");
    expect(info.Title).toBe("The London Gazette, Issue 64912");
    expect(qpdfCheck(bytes)).toContain("No syntax or stream encoding errors found");
  });
});

describe("the PDF of one printed page", () => {
  it("is that page, titled and linked by its number", async () => {
    const notices = [sampleCompanyNotice(), sampleNotice()];
    const bytes = await issueToPdf(params([{ label: "21688", notices }], "page"));
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe("The London Gazette, Issue 64912, Page 21688");
    expect(linkUris(pdf, 0)).toEqual([`${SITE}/london/issue/64912/page/21688`]);
    const text = drawnText(bytes);
    expect(text).toContain("Issue 64912 | 20 November 2026 | Page 21688");
    expect(text).toContain("WINDING-UP ORDERS (2452)");
    expect(text).toContain("DECEASED ESTATES (2903)");
    expect(text).toContain("EXAMPLE WIDGET FABRICATORS LIMITED");
    expect(pdfInfo(bytes).Tagged).toBe("yes");
    expect(taggingProblems(pdf)).toEqual([]);
  });

  it("copes with an empty page", async () => {
    const bytes = await issueToPdf(params([{ label: "3", notices: [] }], "page"));
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    expect(drawnText(bytes)).toContain("No notices on this page.");
  });
});

describe("inCategoryOrder", () => {
  it("orders by category number, keeping the given order within a category", () => {
    const notices = [
      { ...sampleNotice(), id: 1, categoryCode: "29" },
      { ...sampleNotice(), id: 2, categoryCode: "3" },
      { ...sampleNotice(), id: 3, categoryCode: "29" },
      { ...sampleNotice(), id: 4, categoryCode: "24" },
      { ...sampleNotice(), id: 5, categoryCode: "3" },
    ];
    expect(inCategoryOrder(notices).map((n) => n.id)).toEqual([2, 5, 4, 1, 3]);
  });
});
