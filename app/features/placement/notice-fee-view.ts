/** A notice fee as pages show it: the price with its net and VAT, and the one sentence that says so. */
import { formatPounds } from "../../lib/money.ts";

export interface NoticeFeeView {
  price: string;
  net: string;
  vat: string;
  vatRatePercent: number;
}

export function noticeFeeView(fee: {
  pricePence: number;
  netPence: number;
  vatPence: number;
  vatRatePercent: number;
}): NoticeFeeView {
  return {
    price: formatPounds(fee.pricePence),
    net: formatPounds(fee.netPence),
    vat: formatPounds(fee.vatPence),
    vatRatePercent: fee.vatRatePercent,
  };
}

/** "£114.00 including VAT (£95.00 plus VAT at 20%, £19.00)". */
export function feeSentence(fee: NoticeFeeView): string {
  return `${fee.price} including VAT (${fee.net} plus VAT at ${fee.vatRatePercent}%, ${fee.vat})`;
}
