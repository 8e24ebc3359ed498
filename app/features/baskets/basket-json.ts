/**
 * The basket's JSON (spec §3, §7): `{ id, items, summary }`, amounts as plain decimals in strings and the
 * flags as "true"/"false" strings, as the shop's scripts read them. An empty (or missing) basket is
 * 0 items and "0.00".
 */
import { penceToDecimal } from "../../lib/money.ts";
import type { BasketLine, BasketView } from "./basket-view.ts";

export interface BasketItemJson {
  id: number;
  name: string;
  type: string;
  quantity: number;
  itemPrice: string;
  totalPrice: string;
  productId: string;
  noticeId: string;
  allowRemove: "true" | "false";
  hideQuantity: "true" | "false";
  error: string;
}

export interface BasketSummaryJson {
  totalItems: string;
  totalPrice: string;
  totalPricePreVat: string;
  totalVat: string;
}

export interface BasketJson {
  id: number | null;
  items: BasketItemJson[];
  summary: BasketSummaryJson;
}

const flag = (value: boolean) => (value ? "true" : "false");

export function basketItemJson(line: BasketLine): BasketItemJson {
  // A placed notice is one of its kind: its quantity is not the customer's to change.
  const isNotice = line.kind === "notice";
  return {
    id: line.id,
    name: line.name,
    type: line.kind,
    quantity: line.quantity,
    itemPrice: penceToDecimal(line.unitPence),
    totalPrice: penceToDecimal(line.grossPence),
    productId: line.productId,
    noticeId: line.noticeId === null ? "" : String(line.noticeId),
    allowRemove: flag(true),
    hideQuantity: flag(isNotice),
    error: line.problem ?? "",
  };
}

export function basketJson(view: BasketView | null): BasketJson {
  const totals = view?.totals ?? { items: 0, grossPence: 0, netPence: 0, vatPence: 0 };
  return {
    id: view?.id ?? null,
    items: (view?.lines ?? []).map(basketItemJson),
    summary: {
      totalItems: String(totals.items),
      totalPrice: penceToDecimal(totals.grossPence),
      totalPricePreVat: penceToDecimal(totals.netPence),
      totalVat: penceToDecimal(totals.vatPence),
    },
  };
}
