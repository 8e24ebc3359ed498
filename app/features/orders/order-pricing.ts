/**
 * What an order costs, line by line (ADR 015). Pure: the basket, the checkout summary, the order written
 * at checkout and its invoice all come from `priceOrder`, so the figures a customer sees are the ones
 * stored and printed.
 *
 * Prices include VAT (spec §1). A discount comes off the lines of the products it covers (all of them when
 * it names none): a percentage of their total, half a penny rounded up, or a fixed amount, never more
 * than their total. It is shared among those lines in proportion to their totals; the pennies left over
 * by rounding down go to the lines with the largest remainders (ties: the larger line, then the earlier),
 * so the shares add up to the discount exactly and no line gets more than its own total. Each line's
 * price after its share is split into net and VAT at its own rate (`splitVat`), and the order's totals are
 * the sums of its lines: an invoice adds up line by line and in total.
 */
import { type DiscountKind, NOTICE_PRODUCT_ID } from "../../db/schema/shop-values.ts";
import { lineTotal, type Pence, splitVat, sumPence } from "../../lib/money.ts";

/** A line to price: the product's unit price including VAT, how many, and its VAT rate in whole per cent. */
export interface PriceLine {
  productId: string;
  unitPricePence: Pence;
  quantity: number;
  vatRatePercent: number;
}

/** A discount the rules have accepted (see features/discounts/discount-rules.ts). */
export interface OrderDiscount {
  code: string;
  kind: DiscountKind;
  /** Whole per cent (1–100) for a percentage, pence for a fixed amount. */
  amount: number;
  /** The products it covers; empty for every product. */
  productIds: readonly string[];
}

export type PricedLine<L extends PriceLine> = L & {
  /** Unit price × quantity, before any discount. */
  subtotalPence: Pence;
  /** This line's share of the order's discount. */
  discountPence: Pence;
  /** What the customer pays for the line: subtotal − discount = net + VAT. */
  grossPence: Pence;
  netPence: Pence;
  vatPence: Pence;
};

export interface OrderTotals {
  subtotalPence: Pence;
  discountPence: Pence;
  netPence: Pence;
  vatPence: Pence;
  totalPence: Pence;
  /** Items counted by quantity, as the basket summary's totalItems. */
  totalItems: number;
}

export interface PricedOrder<L extends PriceLine> {
  lines: PricedLine<L>[];
  totals: OrderTotals;
}

/**
 * A discount code takes money off the shop's products, never off a placed notice: a notice's fee is the
 * price staff set for placing it (ADR 016 addendum), not a promotion's to reduce.
 */
export function discountCovers(discount: OrderDiscount, productId: string): boolean {
  if (productId === NOTICE_PRODUCT_ID) return false;
  return discount.productIds.length === 0 || discount.productIds.includes(productId);
}

/** The discount on lines totalling `eligiblePence`: never more than they cost. */
export function discountAmount(discount: OrderDiscount, eligiblePence: Pence): Pence {
  if (!Number.isSafeInteger(discount.amount) || discount.amount < 0)
    throw new RangeError(`discount amount must be whole and not negative: ${discount.amount}`);
  if (discount.kind === "percentage") {
    const percent = Math.min(discount.amount, 100);
    return Math.floor((eligiblePence * percent * 2 + 100) / 200);
  }
  return Math.min(discount.amount, eligiblePence);
}

/**
 * Shares `amount` among lines in proportion to their totals by largest remainder. Needs
 * 0 ≤ amount ≤ sum(totals); each share is then at most its line's total and the shares add up to amount.
 */
export function allocateProportionally(amount: Pence, totals: readonly Pence[]): Pence[] {
  const whole = sumPence(totals);
  if (amount < 0 || amount > whole) throw new RangeError(`cannot share ${amount} among lines of ${whole}`);
  if (whole === 0) return totals.map(() => 0);
  const shares = totals.map((total) => Math.floor((amount * total) / whole));
  const remainders = totals.map((total, index) => ({ index, total, rest: (amount * total) % whole }));
  remainders.sort((a, b) => b.rest - a.rest || b.total - a.total || a.index - b.index);
  let left = amount - sumPence(shares);
  for (const { index, rest } of remainders) {
    if (left === 0) break;
    // A line with no remainder already has its exact share; with left > 0 some line always has one.
    if (rest === 0) continue;
    shares[index] = (shares[index] as Pence) + 1;
    left--;
  }
  return shares;
}

export function priceOrder<L extends PriceLine>(
  lines: readonly L[],
  discount: OrderDiscount | null = null,
): PricedOrder<L> {
  const subtotals = lines.map((line) => lineTotal(line.unitPricePence, line.quantity));
  const covered = lines.map((line) => discount !== null && discountCovers(discount, line.productId));
  const eligible = subtotals.filter((_, index) => covered[index]);
  const amount = discount === null ? 0 : discountAmount(discount, sumPence(eligible));
  const shares = allocateProportionally(amount, eligible);
  let next = 0;
  const priced = lines.map((line, index): PricedLine<L> => {
    const subtotalPence = subtotals[index] as Pence;
    const discountPence = covered[index] ? (shares[next++] as Pence) : 0;
    const grossPence = subtotalPence - discountPence;
    const { net, vat } = splitVat(grossPence, line.vatRatePercent);
    return { ...line, subtotalPence, discountPence, grossPence, netPence: net, vatPence: vat };
  });
  return {
    lines: priced,
    totals: {
      subtotalPence: sumPence(priced.map((line) => line.subtotalPence)),
      discountPence: sumPence(priced.map((line) => line.discountPence)),
      netPence: sumPence(priced.map((line) => line.netPence)),
      vatPence: sumPence(priced.map((line) => line.vatPence)),
      totalPence: sumPence(priced.map((line) => line.grossPence)),
      totalItems: lines.reduce((count, line) => count + line.quantity, 0),
    },
  };
}
