/**
 * An order's VAT invoice as a tagged A4 PDF: who sells (with the VAT registration number) and who buys,
 * the order's reference, date and payment, then one row per line with its net price, VAT rate, VAT and
 * gross, and the totals. The figures are the order's own (copied when it was made), so an invoice drawn
 * again years later says what was charged. The table is tagged as a table (TH/TD), so a screen reader
 * reads each figure with its column.
 */
import { PDFDocument, type PDFPage } from "pdf-lib";
import { formatLongDate } from "../../lib/dates.ts";
import { formatPounds, type Pence } from "../../lib/money.ts";
import {
  embedFonts,
  GREY,
  INK,
  MARGIN_TOP,
  MARGIN_X,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  wrapText,
} from "../notices/representations/notice-pdf.ts";
import { createTagging, type StructureElement } from "../notices/representations/tagged-pdf.ts";

export interface InvoiceLine {
  name: string;
  /** e.g. "The London Gazette, issue 64941; For: Jane Smith MBE" (lineDetail) */
  detail: string;
  quantity: number;
  unitPricePence: Pence;
  discountPence: Pence;
  netPence: Pence;
  vatRatePercent: number;
  vatPence: Pence;
  grossPence: Pence;
}

export interface InvoiceData {
  reference: string;
  issuedAt: Date;
  seller: { name: string; address: readonly string[]; vatNumber: string };
  customer: { name: string; address: readonly string[]; email: string };
  payment: string;
  discountCode: string | null;
  lines: readonly InvoiceLine[];
  totals: { subtotal: Pence; discount: Pence; net: Pence; vat: Pence; total: Pence };
}

const SIZE = 9.5;
const LEADING = 13;
const BOTTOM = 60;

/** Column x positions and widths of the lines table: the item, then right-aligned figures. */
const COLUMNS = [
  { heading: "Item", width: 175, align: "left" },
  { heading: "Qty", width: 30, align: "right" },
  { heading: "Unit price", width: 60, align: "right" },
  { heading: "Net", width: 62, align: "right" },
  { heading: "VAT rate", width: 48, align: "right" },
  { heading: "VAT", width: 52, align: "right" },
  { heading: "Gross", width: 55, align: "right" },
] as const;

export async function invoicePdf(invoice: InvoiceData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = await embedFonts(doc);
  const tagging = createTagging(doc);
  const title = `VAT invoice ${invoice.reference}`;
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setLanguage("en-GB");
  doc.setAuthor(invoice.seller.name);
  doc.setCreator("The Gazette");
  doc.setProducer("The Gazette");
  doc.setCreationDate(invoice.issuedAt);
  doc.setModificationDate(invoice.issuedAt);

  let page: PDFPage = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  let y = PAGE_HEIGHT - MARGIN_TOP;
  const newPage = () => {
    page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    y = PAGE_HEIGHT - MARGIN_TOP;
  };
  const text = (
    element: StructureElement,
    value: string,
    at: { x: number; size?: number; bold?: boolean; color?: typeof INK; right?: number },
  ) => {
    const font = at.bold ? fonts.bold : fonts.regular;
    const size = at.size ?? SIZE;
    const clean = fonts.clean(value);
    const x = at.right === undefined ? at.x : at.right - font.widthOfTextAtSize(clean, size);
    tagging.mark(page, element, () => page.drawText(clean, { x, y, size, font, color: at.color ?? INK }));
  };
  const paragraph = (value: string, options: { size?: number; bold?: boolean; color?: typeof INK } = {}) => {
    const size = options.size ?? SIZE;
    const font = options.bold ? fonts.bold : fonts.regular;
    const element = tagging.element("P");
    for (const line of wrapText(fonts.clean(value), font, size, PAGE_WIDTH - 2 * MARGIN_X)) {
      if (y - size * 1.4 < BOTTOM) newPage();
      y -= size * 1.4;
      text(element, line, { x: MARGIN_X, ...options });
    }
  };

  const heading = tagging.element("H1");
  y -= 20;
  text(heading, title, { x: MARGIN_X, size: 18, bold: true });
  y -= 8;
  paragraph(`${invoice.seller.name}, ${invoice.seller.address.join(", ")}`);
  paragraph(`VAT registration number: ${invoice.seller.vatNumber}`);
  y -= 8;
  paragraph(`Invoice date and tax point: ${formatLongDate(invoice.issuedAt)}`);
  paragraph(`Order reference: ${invoice.reference}`);
  paragraph(`Payment: ${invoice.payment}`);
  y -= 8;
  paragraph("Invoice to", { bold: true });
  for (const line of [invoice.customer.name, ...invoice.customer.address, invoice.customer.email])
    if (line.trim()) paragraph(line);
  y -= 14;

  const table = tagging.element("Table");
  const xs: number[] = [];
  COLUMNS.reduce((x, column) => {
    xs.push(x);
    return x + column.width;
  }, MARGIN_X);
  const cell = (row: StructureElement, type: "TH" | "TD", index: number, value: string, bold = false) => {
    const column = COLUMNS[index]!;
    const x = xs[index]!;
    const element = tagging.element(type, row);
    const right = column.align === "right" ? x + column.width : undefined;
    text(element, value, { x, bold, ...(right === undefined ? {} : { right }) });
  };
  const headerRow = () => {
    const row = tagging.element("TR", table);
    y -= LEADING;
    COLUMNS.forEach((column, i) => {
      cell(row, "TH", i, column.heading, true);
    });
    y -= 4;
    tagging.artifact(page, () =>
      page.drawLine({
        start: { x: MARGIN_X, y },
        end: { x: PAGE_WIDTH - MARGIN_X, y },
        thickness: 0.5,
        color: GREY,
      }),
    );
  };
  headerRow();
  for (const line of invoice.lines) {
    const nameLines = wrapText(fonts.clean(line.name), fonts.regular, SIZE, COLUMNS[0].width - 6);
    const detailLines = line.detail
      ? wrapText(fonts.clean(line.detail), fonts.regular, SIZE - 1, COLUMNS[0].width - 6)
      : [];
    const height = LEADING * (nameLines.length + detailLines.length) + 4;
    if (y - height < BOTTOM) {
      newPage();
      headerRow();
    }
    const row = tagging.element("TR", table);
    y -= LEADING;
    const top = y;
    const item = tagging.element("TD", row);
    nameLines.forEach((l, i) => {
      y = top - i * LEADING;
      text(item, l, { x: xs[0]! });
    });
    detailLines.forEach((l, i) => {
      y = top - (nameLines.length + i) * LEADING;
      text(item, l, { x: xs[0]!, size: SIZE - 1, color: GREY });
    });
    const bottom = y;
    y = top;
    const figures = [
      String(line.quantity),
      formatPounds(line.unitPricePence),
      formatPounds(line.netPence),
      `${line.vatRatePercent}%`,
      formatPounds(line.vatPence),
      formatPounds(line.grossPence),
    ];
    figures.forEach((value, i) => {
      cell(row, "TD", i + 1, value);
    });
    y = bottom - 4;
  }

  y -= 10;
  const totals: [string, Pence][] = [
    ["Sub-total", invoice.totals.subtotal],
    ...(invoice.totals.discount > 0
      ? ([
          [`Discount${invoice.discountCode ? ` (${invoice.discountCode})` : ""}`, -invoice.totals.discount],
        ] as [string, Pence][])
      : []),
    ["Total net", invoice.totals.net],
    ["Total VAT", invoice.totals.vat],
    ["Total", invoice.totals.total],
  ];
  for (const [label, amount] of totals) {
    if (y - LEADING < BOTTOM) newPage();
    y -= LEADING;
    const element = tagging.element("P");
    const bold = label === "Total";
    text(element, label, { x: PAGE_WIDTH - MARGIN_X - 200, bold });
    text(element, formatPounds(amount), { x: 0, right: PAGE_WIDTH - MARGIN_X, bold });
  }
  y -= 20;
  paragraph(
    "Prices include VAT. Printed matter is zero-rated; certificates and other goods are charged at the standard rate.",
    { size: SIZE - 1, color: GREY },
  );
  tagging.finish();
  return doc.save();
}
