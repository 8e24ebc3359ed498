import { describe, expect, it } from "vitest";
import { invoiceFileName, invoiceResponse } from "./invoice-response.ts";

describe("the VAT invoice download", () => {
  it("is a PDF to save, named after the order, kept by no cache", async () => {
    const pdf = new TextEncoder().encode("%PDF-1.7 test");
    const response = invoiceResponse("GZ-100001", pdf);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "application/pdf",
      "content-length": String(pdf.byteLength),
      "content-disposition": 'attachment; filename="gazette-invoice-GZ-100001.pdf"',
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdf);
  });

  it("keeps anything but letters, digits and hyphens out of the file name", () => {
    expect(invoiceFileName('GZ-1"; x=y')).toBe("gazette-invoice-GZ-1xy.pdf");
  });
});
