import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { longNotice, FIXTURE_SITE_URL as SITE, sampleNotice } from "./notice-fixture.ts";
import { noticeToPdf, winAnsiSanitiser, wrapText } from "./notice-pdf.ts";
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
} from "./pdf-inspection.ts";

describe("noticeToPdf", () => {
  it("makes a one-page A4 PDF with metadata", async () => {
    const bytes = await noticeToPdf(sampleNotice(), SITE);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(pdf.getTitle()).toBe("Arthur Bartholomew TESTWOOD (Deceased)");
    expect(pdf.getSubject()).toContain("Deceased Estates (2903)");
    expect(pdf.getCreator()).toBe("The Gazette");
    expect(pdf.getCreationDate()?.toISOString()).toBe("2026-11-19T09:00:00.000Z");
  });

  it("draws the header, metadata, body and footer", async () => {
    const text = drawnText(await noticeToPdf(sampleNotice(), SITE));
    expect(text).toContain("The London Gazette");
    expect(text).toContain("Deceased Estates (notice code 2903)");
    expect(text).toContain("Issue 64912 | Page 21734 | Published 19 November 2026 | Notice ID 4812345");
    expect(text).toContain("Arthur Bartholomew TESTWOOD (Deceased)");
    expect(text.join(" ")).toContain("Pursuant to section 27 of the Trustee Act 1925");
    // The <br> in the body is a line break: the telephone line starts a line of its own.
    expect(text.some((line) => line.startsWith("Telephone: 020 7946 0123."))).toBe(true);
    expect(text).toContain("Fictitious & Partners LLP, 1 Placeholder Row, London EC4A 2BB.");
    expect(text).toContain("https://gazette.example/notice/4812345");
    expect(text).toContain("Page 1 of 1");
  });

  it("continues a long body on new pages, numbered x of y", async () => {
    const bytes = await noticeToPdf(longNotice(), SITE);
    const pdf = await PDFDocument.load(bytes);
    const pages = pdf.getPageCount();
    expect(pages).toBeGreaterThan(1);
    const text = drawnText(bytes);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain("The London Gazette | Notice 4812345 (continued)");
    expect(text.some((l) => l.includes("Second item"))).toBe(true);
  });

  it("does not choke on characters outside WinAnsi", async () => {
    const notice = sampleNotice();
    notice.title = "Zażółć gęślą jaźń – ‘quoted’ “double” €100… — 東京 🙂";
    notice.bodyHtml = "<p>Łódź, Kraków, Gdańsk: Świętokrzyskie ’“”€…— \u200b\u0007 and a tab\there.</p>";
    notice.noticeTypeName = "Ogłoszenie";
    const bytes = await noticeToPdf(notice, SITE);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(notice.title); // metadata is Unicode: no replacement needed there
    const text = drawnText(bytes).join("\n");
    expect(text).toContain("Lódz, Kraków, Gdansk: Swietokrzyskie ’“”€…—");
    expect(text).toContain("Zazólc gesla jazn – ‘quoted’ “double” €100… — ?? ?");
  });

  it("is tagged: structure tied to the page content, language, title shown, read as such by poppler and qpdf", async () => {
    const bytes = await noticeToPdf(longNotice(), SITE);
    const pdf = await PDFDocument.load(bytes);
    expect(taggingFlags(pdf)).toEqual({ marked: true, lang: "en-GB", displayDocTitle: true });
    expect(taggingProblems(pdf)).toEqual([]);
    const tree = structureTree(pdf);
    expect(tree?.type).toBe("Document");
    const types = flatten(tree!).map((n) => n.type);
    expect(types.slice(0, 3)).toEqual(["Document", "H1", "P"]);
    expect(types).toContain("H2");
    expect(types).toContain("H3"); // the body's "Particulars"
    // Every page's footer links to the notice, as a Link element of the structure.
    const pages = pdf.getPageCount();
    for (let i = 0; i < pages; i++) expect(linkUris(pdf, i)).toEqual([`${SITE}/notice/4812345`]);
    expect(flatten(tree!).filter((n) => n.type === "Link" && n.annotations.length === 1)).toHaveLength(pages);

    const info = pdfInfo(bytes);
    expect(info.Tagged).toBe("yes");
    expect(info.Title).toBe("Arthur Bartholomew TESTWOOD (Deceased)");
    expect(qpdfCheck(bytes)).toContain("No syntax or stream encoding errors found");
    const text = pagesText(bytes);
    expect(text).toHaveLength(pages);
    expect(text[pages - 1]).toContain(`Page ${pages} of ${pages}`);
  });

  it("says when a notice is not published", async () => {
    const notice = { ...sampleNotice(), status: "withdrawn" as const };
    expect(drawnText(await noticeToPdf(notice, SITE))).toContain("This notice has been withdrawn.");
  });

  it("falls back to the plain-text body when the HTML has no text", async () => {
    const notice = { ...sampleNotice(), bodyHtml: "", bodyText: "First paragraph.\n\nSecond paragraph." };
    const text = drawnText(await noticeToPdf(notice, SITE));
    expect(text).toEqual(expect.arrayContaining(["First paragraph.", "Second paragraph."]));
  });
});

describe("text helpers", () => {
  it("maps text to WinAnsi, keeping what Helvetica has", async () => {
    const doc = await PDFDocument.create();
    const clean = winAnsiSanitiser(await doc.embedFont(StandardFonts.Helvetica));
    expect(clean("’“”€…—")).toBe("’“”€…—");
    expect(clean("Zażółć gęślą jaźń")).toBe("Zazólc gesla jazn"); // ó is in WinAnsi, ż ł ć ę ś ą ź ń are not
    expect(clean("東京 🙂")).toBe("?? ?");
    expect(clean("a\u200bb\tc\u2009d")).toBe("ab c d");
    expect(clean("ZA\u0328")).toBe("ZA"); // A + combining ogonek
  });

  it("wraps to a width and splits words longer than a line", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const lines = wrapText(`short words here\n${"x".repeat(200)}`, font, 10, 100);
    expect(lines[0]).toBe("short words here");
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(100);
  });
});
