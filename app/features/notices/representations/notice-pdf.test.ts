import { inflateSync } from "node:zlib";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { FIXTURE_SITE_URL as SITE, sampleCompanyNotice, sampleNotice } from "./notice-fixture.ts";
import { issuePageToPdf, noticeToPdf, winAnsiSanitiser, wrapText } from "./notice-pdf.ts";

const winAnsi = new TextDecoder("windows-1252");

/**
 * The text drawn in a PDF made by pdf-lib, in drawing order: content streams are inflated and the
 * hex strings of `Tj` operators decoded from WinAnsi (the standard fonts' encoding).
 */
function drawnText(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString("latin1");
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const data = Buffer.from(m[1] ?? "", "latin1");
    let content: string;
    try {
      content = inflateSync(data).toString("latin1");
    } catch {
      content = data.toString("latin1");
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
      out.push(winAnsi.decode(Buffer.from(t[1] ?? "", "hex")));
  }
  return out;
}

function longNotice() {
  const notice = sampleNotice();
  const paragraph =
    "<p>Notice is hereby given that creditors of the above-named are required, on or before the date shown, " +
    "to send their names and addresses and the particulars of their debts or claims to the undersigned.</p>";
  notice.bodyHtml = `<h2>Particulars</h2>${paragraph.repeat(60)}<ul><li>First item</li><li>Second item</li></ul>`;
  return notice;
}

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

describe("issuePageToPdf", () => {
  it("lays out several notices of one page of an issue", async () => {
    const bytes = await issuePageToPdf({
      editionName: "The London Gazette",
      issueNumber: 64912,
      publishedOn: "2026-11-20",
      pageLabel: "21688",
      notices: [sampleCompanyNotice(), sampleNotice(), longNotice()],
      siteUrl: SITE,
    });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toBe("The London Gazette, Issue 64912, Page 21688");
    const text = drawnText(bytes);
    expect(text).toContain("Issue 64912 | 20 November 2026 | Page 21688");
    expect(text).toContain("WINDING-UP ORDERS (2452)");
    expect(text).toContain("DECEASED ESTATES (2903)");
    expect(text).toContain("EXAMPLE WIDGET FABRICATORS LIMITED");
    expect(text).toContain("https://gazette.example/london/issue/64912/page/21688");
    expect(text).toContain(`Page ${pdf.getPageCount()} of ${pdf.getPageCount()}`);
  });

  it("copes with an empty page and an unknown edition name", async () => {
    const bytes = await issuePageToPdf({
      editionName: "The Gazette",
      issueNumber: 1,
      publishedOn: "1665-11-07",
      pageLabel: "B61",
      notices: [],
      siteUrl: SITE,
    });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(drawnText(bytes)).toContain("No notices on this page.");
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
