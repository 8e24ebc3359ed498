/**
 * The PDFs of an issue: the whole issue (`/{edition}/issue/{n}/data.pdf`) and one printed page
 * (`…/page/{p}/data.pdf`). Each printed page is one PDF page headed and footed with its own number
 * and address, so that "page 28" of a citation is found on the PDF's page 28. A page whose notices
 * do not fit is set smaller, as a printer would, and only continues on an extra PDF page (headed
 * "(continued)") when even the smallest size does not fit.
 */
import { PDFDocument, type PDFPage } from "pdf-lib";
import { formatLongDate } from "../../lib/dates.ts";
import type { Notice } from "../notices/notice-types.ts";
import {
  bodyBlocks,
  centred,
  createFlow,
  drawFooters,
  embedFonts,
  type Fonts,
  GREY,
  INK,
  MARGIN_TOP,
  MARGIN_X,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  setMetadata,
  statusWarning,
  WARNING,
  writeBody,
} from "../notices/representations/notice-pdf.ts";
import { createTagging, type StructureElement, type Tagging } from "../notices/representations/tagged-pdf.ts";
import { issuePageUrl } from "../notices/representations/vocabulary.ts";
import type { EditionId } from "./editions.ts";

export interface PrintedPage {
  /** The page's number as printed: `28`. */
  label: string;
  notices: Notice[];
}

export interface IssuePdfParams {
  editionId: EditionId;
  editionName: string;
  issueNumber: number;
  publishedOn: string;
  /** `issue` for the whole issue, `page` for a PDF of its single printed page. */
  scope: "issue" | "page";
  pages: PrintedPage[];
  siteUrl: string;
}

/** Type sizes tried, largest first, to fit a printed page on one PDF page. */
const SCALES = [1, 0.9, 0.8, 0.72, 0.65] as const;

/**
 * The order of the printed Gazette: notices grouped by category in category-number order (State
 * first, Deceased estates late), in their given order within a category.
 */
export function inCategoryOrder(notices: readonly Notice[]): Notice[] {
  return notices
    .map((notice, index) => ({ notice, index }))
    .sort(
      (a, b) =>
        Number(a.notice.categoryCode) - Number(b.notice.categoryCode) ||
        a.notice.categoryCode.localeCompare(b.notice.categoryCode) ||
        a.index - b.index,
    )
    .map((x) => x.notice);
}

export function printedPageUrl(params: IssuePdfParams, label: string): string {
  return `${issuePageUrl(params.siteUrl, params.editionId, params.issueNumber)}/page/${encodeURIComponent(label)}`;
}

interface Drawing {
  doc: PDFDocument;
  fonts: Fonts;
  tagging: Tagging;
  /** Whether the masthead has been drawn as the document's H1 (it repeats as an artifact after that). */
  mastheadTagged: boolean;
}

async function startDrawing(): Promise<Drawing> {
  const doc = await PDFDocument.create();
  return { doc, fonts: await embedFonts(doc), tagging: createTagging(doc), mastheadTagged: false };
}

/** Lays out one printed page at a type scale; returns the PDF pages it took. */
function layoutPrintedPage(
  drawing: Drawing,
  params: IssuePdfParams,
  printed: PrintedPage,
  scale: number,
): PDFPage[] {
  const { doc, fonts, tagging } = drawing;
  // The masthead is the document's title once, on its first page; after that it is a running header.
  const title = drawing.mastheadTagged ? null : tagging.element("H1");
  drawing.mastheadTagged = true;
  const section = tagging.element("Sect");
  const dateline = fonts.clean(
    `Issue ${params.issueNumber} | ${formatLongDate(params.publishedOn)} | Page ${printed.label}`,
  );

  const flow = createFlow(doc, {
    columns: 2,
    tagging,
    pageHeader: (page, index) => {
      const headerSize = index === 0 ? 18 : 11;
      const masthead = () =>
        centred(
          page,
          fonts.clean(params.editionName),
          fonts.bold,
          headerSize,
          PAGE_HEIGHT - MARGIN_TOP - headerSize + 4,
        );
      if (index === 0 && title) tagging.mark(page, title, masthead);
      else tagging.artifact(page, masthead);
      const datelineY = PAGE_HEIGHT - MARGIN_TOP - headerSize - 10;
      const drawDateline = (text: string) => () => centred(page, text, fonts.regular, 8.5, datelineY, GREY);
      if (index === 0) tagging.mark(page, tagging.element("H2", section), drawDateline(dateline));
      else tagging.artifact(page, drawDateline(`${dateline} (continued)`));
      tagging.artifact(page, () =>
        page.drawLine({
          start: { x: MARGIN_X, y: datelineY - 6 },
          end: { x: PAGE_WIDTH - MARGIN_X, y: datelineY - 6 },
          thickness: 1,
          color: INK,
        }),
      );
      return datelineY - 14;
    },
  });

  const size = (points: number) => points * scale;
  const p = () => tagging.element("P", section);
  let category: string | null = null;
  inCategoryOrder(printed.notices).forEach((notice, i) => {
    if (notice.categoryCode !== category) {
      category = notice.categoryCode;
      flow.gap(size(6));
      // A category heading is kept with the start of its first notice.
      flow.ensure(size(90));
      flow.paragraph(fonts.clean(notice.categoryName.toUpperCase()), tagging.element("H3", section), {
        font: fonts.bold,
        size: size(11),
        leading: size(15),
      });
      flow.rule(1);
      flow.gap(size(3));
    } else if (i > 0) {
      flow.gap(size(4));
      flow.rule();
      flow.gap(size(4));
    }
    writeNotice(flow, fonts, tagging, section, notice, params.siteUrl, size);
  });
  if (printed.notices.length === 0)
    flow.paragraph("No notices on this page.", p(), {
      font: fonts.italic,
      size: size(9),
      leading: size(12),
      color: GREY,
    });

  drawFooters(flow.pages, fonts, tagging, printedPageUrl(params, printed.label), (i) =>
    i === 0 ? `Page ${printed.label}` : `Page ${printed.label} (continued)`,
  );
  return flow.pages;
}

function writeNotice(
  flow: ReturnType<typeof createFlow>,
  fonts: Fonts,
  tagging: Tagging,
  section: StructureElement,
  notice: Notice,
  siteUrl: string,
  size: (points: number) => number,
) {
  // Keep the notice's heading with its title and first lines.
  flow.ensure(size(60));
  flow.paragraph(
    fonts.clean(`${notice.noticeTypeName.toUpperCase()} (${notice.noticeCode})`),
    tagging.element("P", section),
    { font: fonts.bold, size: size(7.5), leading: size(10), color: GREY },
  );
  flow.paragraph(fonts.clean(notice.title), tagging.element("H4", section), {
    font: fonts.bold,
    size: size(10),
    leading: size(13),
  });
  const warning = statusWarning(notice);
  if (warning)
    flow.paragraph(fonts.clean(warning), tagging.element("P", section), {
      font: fonts.bold,
      size: size(8.5),
      leading: size(11),
      color: WARNING,
    });
  flow.gap(size(3));
  writeBody(flow, fonts, tagging, section, {
    blocks: bodyBlocks(notice),
    size: size(8.5),
    leading: size(11),
    headingType: "H5",
  });
  flow.paragraph(
    fonts.clean(`Notice ID ${notice.id} | ${siteUrl}/notice/${notice.id}`),
    tagging.element("P", section),
    { font: fonts.italic, size: size(7), leading: size(9), color: GREY },
  );
}

/** The largest type scale at which a printed page fits on one PDF page (the smallest if none does). */
async function fittingScale(params: IssuePdfParams, printed: PrintedPage): Promise<number> {
  for (const scale of SCALES) {
    const trial = await startDrawing();
    if (layoutPrintedPage(trial, params, printed, scale).length === 1) return scale;
  }
  return Math.min(...SCALES);
}

export async function issueToPdf(params: IssuePdfParams): Promise<Uint8Array> {
  const drawing = await startDrawing();
  for (const printed of params.pages) {
    layoutPrintedPage(drawing, params, printed, await fittingScale(params, printed));
  }
  drawing.tagging.finish();

  const notices = params.pages.flatMap((p) => p.notices);
  const [first, last] = [params.pages[0]?.label, params.pages[params.pages.length - 1]?.label];
  const issueTitle = `${params.editionName}, Issue ${params.issueNumber}`;
  setMetadata(drawing.doc, {
    title: params.scope === "page" ? `${issueTitle}, Page ${first}` : issueTitle,
    subject: `${notices.length} notice${notices.length === 1 ? "" : "s"} published ${formatLongDate(params.publishedOn)}${
      params.scope === "issue" && first ? `, pages ${first}–${last}` : ""
    }`,
    author: params.editionName,
    keywords: [
      `issue ${params.issueNumber}`,
      ...(params.scope === "page" ? [`page ${first}`] : []),
      ...new Set(notices.map((n) => n.noticeCode)),
    ],
    date: params.publishedOn,
  });
  return drawing.doc.save();
}
