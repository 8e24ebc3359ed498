/**
 * Money is integer pence everywhere: a price of £12.50 is 1250. Floating-point pounds lose pennies when
 * added up (0.1 + 0.2), so amounts become pounds only when shown. Prices are shown including VAT (spec §1).
 *
 * The VAT rule, written down once: a price that includes VAT at `ratePercent` splits into
 *   net = round(gross × 100 / (100 + rate)), half a penny rounded up,  and  VAT = gross − net,
 * so net + VAT is always exactly the gross price. A basket's or an order's VAT is worked out per line, each
 * line with its product's rate (after that line's share of any discount), and the totals are the sums of
 * the lines (ADR 015): a basket mixes zero-rated and standard-rated items, so one split of the total could
 * not be right, and per line the invoice adds up line by line and in total.
 */

/** The standard rate of VAT in the UK, in per cent. */
export const STANDARD_VAT_RATE = 20;

export type Pence = number;

function assertPence(value: Pence, what = "amount"): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number of pence: ${value}`);
}

/** The net price and the VAT in a price that includes VAT. */
export function splitVat(grossPence: Pence, ratePercent = STANDARD_VAT_RATE): { net: Pence; vat: Pence } {
  assertPence(grossPence, "gross price");
  if (!Number.isInteger(ratePercent) || ratePercent < 0 || ratePercent > 100)
    throw new RangeError(`VAT rate must be a whole per cent from 0 to 100: ${ratePercent}`);
  // Integer arithmetic: (2 × gross × 100 + divisor) ÷ (2 × divisor), floored, rounds half up exactly.
  const divisor = 100 + ratePercent;
  const sign = grossPence < 0 ? -1 : 1;
  const gross = Math.abs(grossPence);
  const net = sign * Math.floor((2 * gross * 100 + divisor) / (2 * divisor));
  return { net, vat: grossPence - net };
}

/** Line price × quantity, checked to stay exact. */
export function lineTotal(unitPence: Pence, quantity: number): Pence {
  assertPence(unitPence, "unit price");
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new RangeError(`bad quantity: ${quantity}`);
  const total = unitPence * quantity;
  assertPence(total, "line total");
  return total;
}

export function sumPence(amounts: readonly Pence[]): Pence {
  let total = 0;
  for (const a of amounts) {
    assertPence(a);
    total += a;
  }
  assertPence(total, "total");
  return total;
}

/** "1234.50": the plain decimal the basket's JSON carries (spec §3: amounts are strings). */
export function penceToDecimal(pence: Pence): string {
  assertPence(pence);
  const sign = pence < 0 ? "-" : "";
  const abs = Math.abs(pence);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** "£1,234.50", for people. */
export function formatPounds(pence: Pence): string {
  assertPence(pence);
  const sign = pence < 0 ? "-" : "";
  const abs = Math.abs(pence);
  const pounds = Math.floor(abs / 100).toLocaleString("en-GB");
  return `${sign}£${pounds}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * Reads an amount of pounds typed or sent as text ("12", "12.5", "£1,234.50"); null when it is not one.
 * Never through floating point: "0.29" is 29 pence, not 28.999….
 */
export function parsePounds(text: string): Pence | null {
  const m = /^\s*(-)?£?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m?.[2]) return null;
  const pounds = Number(m[2].replaceAll(",", ""));
  const pennies = Number((m[3] ?? "0").padEnd(2, "0"));
  const pence = pounds * 100 + pennies;
  if (!Number.isSafeInteger(pence)) return null;
  return m[1] ? -pence : pence;
}
