/**
 * The answer of an order's VAT invoice download: a PDF to save (attachment, named after the order), never
 * kept by a shared cache or the browser's (it names the customer and their address).
 */
export function invoiceFileName(reference: string): string {
  return `gazette-invoice-${reference.replace(/[^A-Za-z0-9-]/g, "")}.pdf`;
}

export function invoiceResponse(reference: string, pdf: Uint8Array): Response {
  return new Response(pdf as BodyInit, {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `attachment; filename="${invoiceFileName(reference)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
