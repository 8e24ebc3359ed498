import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import {
  drawnText,
  flatten,
  pagesText,
  qpdfCheck,
  structureTree,
  taggingProblems,
} from "../notices/representations/pdf-inspection.ts";
import { type InvoiceData, invoicePdf } from "./invoice-pdf.ts";

function invoice(lines = 2): InvoiceData {
  const line = (i: number) => ({
    name: i % 2 ? "Certificate of a gazetted entry, framed" : "Printed copy of an issue",
    detail: i % 2 ? "For: Flight Lieutenant Ada Example DFC" : "London Gazette issue 64941",
    quantity: 2,
    unitPricePence: i % 2 ? 9500 : 750,
    discountPence: 0,
    netPence: i % 2 ? 15833 : 1500,
    vatRatePercent: i % 2 ? 20 : 0,
    vatPence: i % 2 ? 3167 : 0,
    grossPence: i % 2 ? 19000 : 1500,
  });
  return {
    reference: "GZ-100042",
    issuedAt: new Date("2026-11-24T10:00:00Z"),
    seller: {
      name: "The Gazette",
      address: ["PO Box 0000", "Norwich", "NR3 1PD"],
      vatNumber: "GB 000 0000 00",
    },
    customer: {
      name: "Jane Example",
      address: ["1 Test Street", "London", "SW1A 1AA"],
      email: "jane@example.test",
    },
    payment: "Card",
    discountCode: "SPRING10",
    lines: Array.from({ length: lines }, (_, i) => line(i)),
    totals: { subtotal: 22000, discount: 1500, net: 17333, vat: 3167, total: 20500 },
  };
}

describe("invoicePdf", () => {
  it("states the seller's VAT number, the reference, each line's net, VAT rate, VAT and gross, and the totals", async () => {
    const text = drawnText(await invoicePdf(invoice()));
    expect(text).toContain("VAT invoice GZ-100042");
    expect(text).toContain("VAT registration number: GB 000 0000 00");
    expect(text).toContain("Invoice date and tax point: 24 November 2026");
    expect(text).toContain("Printed copy of an issue");
    expect(text).toContain("For: Flight Lieutenant Ada Example DFC");
    for (const figure of ["£15.00", "0%", "£158.33", "20%", "£31.67", "£190.00"])
      expect(text).toContain(figure);
    expect(text).toContain("Discount (SPRING10)");
    expect(text).toContain("-£15.00");
    expect(text).toContain("£205.00");
  });

  it("is a tagged PDF whose lines are a table with header cells", async () => {
    const bytes = await invoicePdf(invoice());
    expect(qpdfCheck(bytes)).toMatch(/No syntax or stream encoding errors/);
    const pdf = await PDFDocument.load(bytes);
    expect(taggingProblems(pdf)).toEqual([]);
    const types = flatten(structureTree(pdf)!).map((n) => n.type);
    expect(types.filter((t) => t === "Table")).toHaveLength(1);
    expect(types.filter((t) => t === "TH")).toHaveLength(7);
    // One header row and a row per line, each with seven cells.
    expect(types.filter((t) => t === "TR")).toHaveLength(3);
    expect(types.filter((t) => t === "TD")).toHaveLength(14);
    expect(pdf.getTitle()).toBe("VAT invoice GZ-100042");
  });

  it("runs on to another page, repeating the column headings, when the lines do not fit", async () => {
    const bytes = await invoicePdf(invoice(60));
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    // Every page that has lines starts them with the headings.
    const pagesWithLines = pagesText(bytes).filter((page) => page.includes("Printed copy of an issue"));
    expect(pagesWithLines.length).toBeGreaterThan(1);
    for (const page of pagesWithLines) expect(page).toContain("Unit price");
    expect(drawnText(bytes).filter((t) => t === "Printed copy of an issue")).toHaveLength(30);
  });
});
