/**
 * `/notice/{id}/data.pdf`, and the layout it shares with the issue PDFs (publications/issue-pdf.ts),
 * drawn with pdf-lib and the standard Helvetica fonts. The standard fonts need no font file, but they
 * only encode WinAnsi (Windows-1252): every string is mapped to that character set before it is
 * measured or drawn, because pdf-lib throws on anything else.
 */
import { type Color, PageSizes, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { formatLongDate } from "../../../lib/dates.ts";
import { getEdition } from "../../publications/editions.ts";
import type { Notice } from "../notice-types.ts";
import { createTagging, type StructureElement, type StructureType, type Tagging } from "./tagged-pdf.ts";
import { noticePageUrl } from "./vocabulary.ts";
import { type TextBlock, xhtmlToBlocks } from "./xhtml-text.ts";

export const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
export const MARGIN_X = 56.69; // 20 mm
export const MARGIN_TOP = 56.69;
const MARGIN_BOTTOM = 62; // leaves room for the footer
const FOOTER_Y = 30;
const COLUMN_GAP = 18;
export const INK = rgb(0.07, 0.07, 0.07);
export const GREY = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.6, 0.6, 0.6);
export const WARNING = rgb(0.7, 0.1, 0.1);
const CREATOR = "The Gazette";

// Characters WinAnsi lacks, with the nearest thing it has. Letters with diacritics are handled by
// decomposition (ą → a) below; these are the ones that do not decompose or are not letters.
const FALLBACKS: Record<string, string> = {
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ħ: "h",
  Ħ: "H",
  ı: "i",
  ŀ: "l",
  Ŀ: "L",
  ŉ: "'n",
  ĸ: "k",
  ſ: "s",
  "‘": "'",
  "’": "'",
  "‚": ",",
  "‛": "'",
  "“": '"',
  "”": '"',
  "„": '"',
  "‟": '"',
  "′": "'",
  "″": '"',
  "‐": "-",
  "‑": "-",
  "‒": "-",
  "–": "-",
  "—": "-",
  "―": "-",
  "−": "-",
  "…": "...",
  "€": "EUR",
  "•": "*",
  "·": ".",
  "≤": "<=",
  "≥": ">=",
  "≠": "!=",
  "→": "->",
  "←": "<-",
  "№": "No.",
  "\u2009": " ",
  "\u200a": " ",
  "\u2002": " ",
  "\u2003": " ",
  "\u202f": " ",
  "\u2007": " ",
};

/**
 * A function that maps any string to one the font can encode: characters the font has are kept
 * (Helvetica does have ’ “ ” € … —), others get a fallback, a decomposed base letter (ż → z), nothing
 * for invisible format characters, or `?`.
 */
export function winAnsiSanitiser(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  const has = (s: string) => [...s].every((c) => supported.has(c.codePointAt(0) ?? -1));
  const cache = new Map<string, string>();
  const mapChar = (ch: string): string => {
    const cached = cache.get(ch);
    if (cached !== undefined) return cached;
    let out: string;
    if (ch === "\n") out = "\n";
    else if (ch === "\t" || ch === "\r") out = " ";
    else if (has(ch)) out = ch;
    else if (FALLBACKS[ch] !== undefined && has(FALLBACKS[ch])) out = FALLBACKS[ch];
    else if (/^[\p{Cf}\p{Cc}\p{Mn}]$/u.test(ch)) out = "";
    else {
      const base = ch.normalize("NFD").replace(/\p{M}/gu, "");
      out = base && has(base) ? base : /^\s$/u.test(ch) ? " " : "?";
    }
    cache.set(ch, out);
    return out;
  };
  return (text) => {
    let out = "";
    // Composed form first, so that a + combining ogonek becomes ą, which then falls back to a.
    for (const ch of text.normalize("NFC")) out += mapChar(ch);
    return out;
  };
}

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  /** The same mapping works for all three: the standard fonts share one encoding. */
  clean: (text: string) => string;
}

export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const italic = await doc.embedFont(StandardFonts.HelveticaOblique);
  return { regular, bold, italic, clean: winAnsiSanitiser(regular) };
}

/**
 * Word-wraps already-clean text to a width. `\n` forces a break; a word wider than the line (a long
 * URL or reference) is split between characters rather than running off the page.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = "";
      let rest = word;
      while (!fits(rest)) {
        let cut = 1;
        while (cut < rest.length && fits(rest.slice(0, cut + 1))) cut++;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

interface FlowOptions {
  columns: number;
  tagging: Tagging;
  /** Draws what repeats at the top of each page; returns the y below which content may start. */
  pageHeader: (page: PDFPage, pageIndex: number) => number;
}

/**
 * Text flowing down one or more columns and on to new pages as needed. Positions are PDF points
 * from the bottom-left corner, so `y` decreases as content is added. Every line is drawn as marked
 * content of the structure element it belongs to, so the PDF is tagged as it is drawn.
 */
export function createFlow(doc: PDFDocument, options: FlowOptions) {
  const { tagging } = options;
  const pages: PDFPage[] = [];
  const contentWidth = PAGE_WIDTH - 2 * MARGIN_X;
  const columnWidth = (contentWidth - (options.columns - 1) * COLUMN_GAP) / options.columns;
  const addPage = () => {
    const added = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    pages.push(added);
    return added;
  };
  let page = addPage();
  let top = options.pageHeader(page, 0);
  let y = top;
  let column = 0;

  const newPage = () => {
    page = addPage();
    top = options.pageHeader(page, pages.length - 1);
    y = top;
    column = 0;
  };
  const nextColumn = () => {
    if (column + 1 < options.columns) {
      column++;
      y = top;
    } else newPage();
  };

  const flow = {
    pages,
    columnWidth,
    x: () => MARGIN_X + column * (columnWidth + COLUMN_GAP),
    /** Moves on to the next column or page unless `height` still fits in this one. */
    ensure(height: number) {
      if (y - height < MARGIN_BOTTOM && y !== top) nextColumn();
    },
    gap(height: number) {
      if (y === top) return;
      if (y - height < MARGIN_BOTTOM) nextColumn();
      else y -= height;
    },
    lines(
      lines: string[],
      element: StructureElement,
      style: {
        font: PDFFont;
        size: number;
        leading: number;
        color?: Color;
        indent?: number;
        firstIndent?: number;
      },
    ) {
      const { font, size, leading, color = INK, indent = 0, firstIndent = indent } = style;
      lines.forEach((line, i) => {
        flow.ensure(leading);
        y -= leading;
        if (!line) return;
        const at = { x: flow.x() + (i === 0 ? firstIndent : indent), y: y + (leading - size) / 2 };
        tagging.mark(page, element, () => page.drawText(line, { ...at, size, font, color }));
      });
    },
    /** Wraps and writes a paragraph, keeping its first `keep` lines together. */
    paragraph(
      text: string,
      element: StructureElement,
      style: { font: PDFFont; size: number; leading: number; color?: Color; indent?: number; keep?: number },
    ) {
      const { keep = 2, indent = 0 } = style;
      const lines = wrapText(text, style.font, style.size, columnWidth - indent);
      flow.ensure(style.leading * Math.min(keep, lines.length));
      flow.lines(lines, element, style);
    },
    rule(thickness = 0.5) {
      flow.ensure(6);
      y -= 3;
      const x = flow.x();
      const at = y;
      tagging.artifact(page, () =>
        page.drawLine({ start: { x, y: at }, end: { x: x + columnWidth, y: at }, thickness, color: RULE }),
      );
      y -= 3;
    },
  };
  return flow;
}

export type Flow = ReturnType<typeof createFlow>;

/**
 * Writes the body blocks (paragraphs, headings, list items) of a notice under `parent`; its headings
 * get the structure type `headingType`.
 */
export function writeBody(
  flow: Flow,
  fonts: Fonts,
  tagging: Tagging,
  parent: StructureElement,
  body: { blocks: TextBlock[]; size: number; leading: number; headingType: StructureType },
) {
  const { blocks, size, leading } = body;
  for (const block of blocks) {
    const text = fonts.clean(block.text);
    if (block.kind === "heading") {
      flow.gap(leading * 0.4);
      // A heading is kept with at least two lines of what follows it.
      flow.ensure(leading * 3);
      flow.paragraph(text, tagging.element(body.headingType, parent), { font: fonts.bold, size, leading });
    } else if (block.kind === "list-item") {
      const bullet = fonts.clean("•");
      const indent = fonts.regular.widthOfTextAtSize(`${bullet}  `, size);
      const lines = wrapText(text, fonts.regular, size, flow.columnWidth - indent);
      flow.ensure(leading * Math.min(2, lines.length));
      flow.lines([`${bullet}  ${lines[0] ?? ""}`, ...lines.slice(1)], tagging.element("P", parent), {
        font: fonts.regular,
        size,
        leading,
        indent,
        firstIndent: 0,
      });
    } else flow.paragraph(text, tagging.element("P", parent), { font: fonts.regular, size, leading });
    flow.gap(leading * 0.5);
  }
}

/**
 * The footer of each page: the address to cite on the left (a link, part of the structure), the
 * page's number on the right (a pagination artifact).
 */
export function drawFooters(
  pages: PDFPage[],
  fonts: Fonts,
  tagging: Tagging,
  url: string,
  pageText: (index: number) => string,
) {
  const size = 8;
  pages.forEach((page, i) => {
    const right = fonts.clean(pageText(i));
    const rightWidth = fonts.regular.widthOfTextAtSize(right, size);
    tagging.artifact(page, () => {
      page.drawLine({
        start: { x: MARGIN_X, y: FOOTER_Y + 12 },
        end: { x: PAGE_WIDTH - MARGIN_X, y: FOOTER_Y + 12 },
        thickness: 0.5,
        color: RULE,
      });
      page.drawText(right, {
        x: PAGE_WIDTH - MARGIN_X - rightWidth,
        y: FOOTER_Y,
        size,
        font: fonts.regular,
        color: GREY,
      });
    });
    const [left = ""] = wrapText(
      fonts.clean(url),
      fonts.regular,
      size,
      PAGE_WIDTH - 2 * MARGIN_X - rightWidth - 12,
    );
    const link = tagging.element("Link");
    tagging.mark(page, link, () =>
      page.drawText(left, { x: MARGIN_X, y: FOOTER_Y, size, font: fonts.regular, color: GREY }),
    );
    const width = fonts.regular.widthOfTextAtSize(left, size);
    tagging.link(page, link, [MARGIN_X, FOOTER_Y - 2, MARGIN_X + width, FOOTER_Y + size], url);
  });
}

export function centred(page: PDFPage, text: string, font: PDFFont, size: number, y: number, color = INK) {
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (PAGE_WIDTH - width) / 2, y, size, font, color });
}

function editionNameOf(notice: Notice): string {
  return getEdition(notice.editionId)?.name ?? `The ${notice.editionId} Gazette`;
}

/** `Issue 64912 | Page 21734 | Published 19 November 2026 | Notice ID 4812345`: what a citation needs. */
function metadataLine(notice: Notice): string {
  const parts: string[] = [];
  if (notice.issue) parts.push(`Issue ${notice.issue.number}`);
  if (notice.page) parts.push(`Page ${notice.page}`);
  const published = notice.publishedAt ?? notice.issue?.publishedOn ?? null;
  parts.push(published ? `Published ${formatLongDate(published)}` : "Not published");
  parts.push(`Notice ID ${notice.id}`);
  return parts.join(" | ");
}

/** The reader of a PDF cannot see the page's banner: a notice that is not live says so in the PDF. */
export function statusWarning(notice: Notice): string | null {
  if (notice.status === "published") return null;
  if (notice.status === "withdrawn" || notice.status === "permanently-withdrawn")
    return "This notice has been withdrawn.";
  return `This notice is not published (status: ${notice.status.replace(/-/g, " ")}).`;
}

export function setMetadata(
  doc: PDFDocument,
  m: { title: string; subject: string; author: string; keywords: string[]; date: string | null },
) {
  doc.setTitle(m.title, { showInWindowTitleBar: true });
  doc.setSubject(m.subject);
  doc.setAuthor(m.author);
  doc.setKeywords(m.keywords);
  doc.setCreator(CREATOR);
  doc.setProducer(`${CREATOR} (pdf-lib)`);
  doc.setLanguage("en-GB");
  // The notice's own date rather than "now", so that the same notice always gives the same bytes.
  const time = m.date ? Date.parse(m.date) : Number.NaN;
  if (!Number.isNaN(time)) {
    doc.setCreationDate(new Date(time));
    doc.setModificationDate(new Date(time));
  }
}

export async function noticeToPdf(notice: Notice, siteUrl: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = await embedFonts(doc);
  const tagging = createTagging(doc);
  const editionName = editionNameOf(notice);
  const url = noticePageUrl(siteUrl, notice.id);
  const masthead = tagging.element("H1");

  const flow = createFlow(doc, {
    columns: 1,
    tagging,
    pageHeader: (page, index) => {
      if (index === 0) {
        tagging.mark(page, masthead, () =>
          centred(page, fonts.clean(editionName), fonts.bold, 20, PAGE_HEIGHT - MARGIN_TOP - 14),
        );
        tagging.artifact(page, () =>
          page.drawLine({
            start: { x: MARGIN_X, y: PAGE_HEIGHT - MARGIN_TOP - 26 },
            end: { x: PAGE_WIDTH - MARGIN_X, y: PAGE_HEIGHT - MARGIN_TOP - 26 },
            thickness: 1.2,
            color: INK,
          }),
        );
        return PAGE_HEIGHT - MARGIN_TOP - 34;
      }
      const running = fonts.clean(`${editionName} | Notice ${notice.id} (continued)`);
      tagging.artifact(page, () =>
        page.drawText(running, {
          x: MARGIN_X,
          y: PAGE_HEIGHT - MARGIN_TOP + 10,
          size: 8,
          font: fonts.regular,
          color: GREY,
        }),
      );
      return PAGE_HEIGHT - MARGIN_TOP;
    },
  });

  const p = () => tagging.element("P");
  const small = { font: fonts.regular, size: 9, leading: 12, color: GREY };
  flow.paragraph(fonts.clean(`${notice.noticeTypeName} (notice code ${notice.noticeCode})`), p(), {
    font: fonts.bold,
    size: 11,
    leading: 15,
  });
  flow.paragraph(fonts.clean(notice.categoryName), p(), small);
  flow.paragraph(fonts.clean(metadataLine(notice)), p(), small);
  const warning = statusWarning(notice);
  if (warning) {
    flow.gap(6);
    flow.paragraph(fonts.clean(warning), p(), { font: fonts.bold, size: 11, leading: 15, color: WARNING });
  }
  flow.gap(10);
  flow.paragraph(fonts.clean(notice.title), tagging.element("H2"), {
    font: fonts.bold,
    size: 14,
    leading: 18,
  });
  flow.gap(8);
  writeBody(flow, fonts, tagging, tagging.document, {
    blocks: bodyBlocks(notice),
    size: 10.5,
    leading: 14,
    headingType: "H3",
  });

  drawFooters(flow.pages, fonts, tagging, url, (i) => `Page ${i + 1} of ${flow.pages.length}`);
  tagging.finish();
  setMetadata(doc, {
    title: notice.title,
    subject: `${notice.noticeTypeName} (${notice.noticeCode}), notice ${notice.id}, ${editionName}`,
    author: editionName,
    keywords: [notice.noticeCode, notice.noticeTypeName, notice.categoryName, `notice ${notice.id}`],
    date: notice.publishedAt ?? notice.submittedAt,
  });
  return doc.save();
}

/** The body's blocks; the plain-text body when the HTML yields nothing (e.g. a notice imported as text). */
export function bodyBlocks(notice: Notice): TextBlock[] {
  const blocks = xhtmlToBlocks(notice.bodyHtml);
  if (blocks.length > 0) return blocks;
  return notice.bodyText
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((text) => ({ kind: "paragraph" as const, text }));
}
