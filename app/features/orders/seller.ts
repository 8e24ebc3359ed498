/**
 * The seller named on VAT invoices, from configuration (SELLER_NAME, SELLER_ADDRESS with lines separated
 * by "|", SELLER_VAT_NUMBER): the same for the e-mailed invoice and the one downloaded from My Gazette.
 */
import type { Seller } from "./order-documents.ts";

export function sellerFromConfig(config: {
  SELLER_NAME: string;
  SELLER_ADDRESS: string;
  SELLER_VAT_NUMBER: string;
}): Seller {
  return {
    name: config.SELLER_NAME,
    address: config.SELLER_ADDRESS.split("|")
      .map((line) => line.trim())
      .filter(Boolean),
    vatNumber: config.SELLER_VAT_NUMBER,
  };
}
