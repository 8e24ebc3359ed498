/**
 * What a basket holds and costs, worked out from its lines (never stored, so totals always agree with the
 * lines). Pure: the service builds it, basket-json.ts writes the spec's JSON from it, pages show it.
 *
 * VAT (ADR 015): each line's gross (unit price × quantity, including VAT) is split with that product's rate
 * (lib/money splitVat: net + VAT = gross exactly); the basket's totals are the sums of its lines, so the
 * figures add up line by line and in total.
 */
import type { ProductKind } from "../../db/schema/shop-values.ts";
import { lineTotal, type Pence, splitVat, sumPence } from "../../lib/money.ts";
import { stockProblem } from "../shop/stock-rules.ts";

export interface BasketLine {
  /** The basket item's id (used in the item addresses). */
  id: number;
  productId: string;
  kind: ProductKind;
  name: string;
  noticeId: number | null;
  quantity: number;
  /** Price of one, including VAT. */
  unitPence: Pence;
  vatRatePercent: number;
  /** unit × quantity, and its split. */
  grossPence: Pence;
  netPence: Pence;
  vatPence: Pence;
  editionId: string | null;
  issueNumber: number | null;
  fullName: string | null;
  honour: string | null;
  /** Units of the product left in stock; null where stock does not apply. */
  stock: number | null;
  /** Why the line cannot be bought as it is (a withdrawn product, too few in stock); null when it can. */
  problem: string | null;
}

export interface BasketTotals {
  /** The number of things bought: the sum of the lines' quantities. */
  items: number;
  grossPence: Pence;
  netPence: Pence;
  vatPence: Pence;
}

export interface BasketView {
  /** The basket's id; null when the owner has no basket yet (it reads as empty). */
  id: number | null;
  lines: BasketLine[];
  totals: BasketTotals;
}

/** What a line is made from: the stored item and its product as priced now. */
export interface LineSource {
  id: number;
  productId: string;
  noticeId: number | null;
  quantity: number;
  editionId: string | null;
  issueNumber: number | null;
  fullName: string | null;
  honour: string | null;
  product: {
    kind: ProductKind;
    name: string;
    vatRatePercent: number;
    active: boolean;
    pricePence: number | null;
    stock: number | null;
  };
  /** Set for lines not priced from the catalogue (a placed notice's): why it cannot be bought, or null. */
  problem?: string | null;
}

export const UNAVAILABLE_ITEM_MESSAGE =
  "This item is no longer available. Please remove it from your basket.";

export function basketLine(source: LineSource): BasketLine {
  const { product } = source;
  const available = product.active && product.pricePence !== null;
  const unitPence = product.pricePence ?? 0;
  const grossPence = lineTotal(unitPence, source.quantity);
  const { net, vat } = splitVat(grossPence, product.vatRatePercent);
  return {
    id: source.id,
    productId: source.productId,
    kind: product.kind,
    name: product.name,
    noticeId: source.noticeId,
    quantity: source.quantity,
    unitPence,
    vatRatePercent: product.vatRatePercent,
    grossPence,
    netPence: net,
    vatPence: vat,
    editionId: source.editionId,
    issueNumber: source.issueNumber,
    fullName: source.fullName,
    honour: source.honour,
    stock: product.stock,
    problem:
      source.problem !== undefined
        ? source.problem
        : available
          ? stockProblem(product, source.quantity)
          : UNAVAILABLE_ITEM_MESSAGE,
  };
}

export function basketView(id: number | null, lines: readonly BasketLine[]): BasketView {
  return {
    id,
    lines: [...lines],
    totals: {
      items: lines.reduce((n, l) => n + l.quantity, 0),
      grossPence: sumPence(lines.map((l) => l.grossPence)),
      netPence: sumPence(lines.map((l) => l.netPence)),
      vatPence: sumPence(lines.map((l) => l.vatPence)),
    },
  };
}

export const EMPTY_BASKET: BasketView = basketView(null, []);
