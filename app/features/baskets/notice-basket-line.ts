/**
 * A placed notice's basket line (issue 12 point 6). Pure. The line is one of its kind (quantity 1, never
 * merged, the quantity hidden and not changeable), priced from the notice rather than the catalogue: the
 * fee copied into `notices.price_pence` when it was submitted, split at the VAT rate of the fee in force
 * at that moment. It can be paid for only while the notice is submitted (waiting for payment).
 */
import { NOTICE_PRODUCT_ID } from "../../db/schema/shop-values.ts";
import { NOTICE_LINE_MESSAGES } from "./basket-messages.ts";
import type { LineSource } from "./basket-view.ts";

/** What the line is made from: the notice as `selectBasketNotices` reads it. */
export interface BasketNotice {
  id: number;
  status: string;
  typeName: string;
  editionName: string;
  /** The fee copied when it was submitted, including VAT; null for a notice never submitted. */
  pricePence: number | null;
  /** The VAT rate of the fee in force when it was submitted. */
  vatRatePercent: number | null;
}

/** "Deceased Estates notice 4000123 (The London Gazette)". */
export function noticeLineName(notice: Pick<BasketNotice, "id" | "typeName" | "editionName">): string {
  return `${notice.typeName} notice ${notice.id} (${notice.editionName})`;
}

/** Why the notice cannot be paid for as it is; null when it can. */
export function noticeLineProblem(notice: BasketNotice): string | null {
  if (notice.status === "awaiting-payment") return NOTICE_LINE_MESSAGES.paymentUnderWay;
  if (notice.status !== "submitted" || notice.pricePence === null || notice.vatRatePercent === null)
    return NOTICE_LINE_MESSAGES.notWaiting;
  return null;
}

type StoredItem = Omit<LineSource, "product" | "problem">;

/** The line's source, priced from the notice; a notice gone (deleted) reads as one not waiting. */
export function noticeLineSource(item: StoredItem, notice: BasketNotice | undefined): LineSource {
  return {
    ...item,
    productId: NOTICE_PRODUCT_ID,
    quantity: 1,
    product: {
      kind: "notice",
      name: notice ? noticeLineName(notice) : `Notice ${item.noticeId}`,
      vatRatePercent: notice?.vatRatePercent ?? 20,
      active: true,
      pricePence: notice?.pricePence ?? 0,
      stock: null,
    },
    problem: notice ? noticeLineProblem(notice) : NOTICE_LINE_MESSAGES.notWaiting,
  };
}
