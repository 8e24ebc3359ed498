/**
 * Prices that change by adding a row from a moment on (ADR 015): the product catalogue's and the notice
 * fees' (ADR 016). Pure: when a new price takes effect, and how a list of them reads for staff.
 */
import { formatDateTime } from "../../lib/dates.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import { londonMoment } from "../../lib/london-time.ts";
import { formatPounds } from "../../lib/money.ts";
import { PRODUCT_FORM_MESSAGES, type PriceInput } from "./product-forms.ts";

export type PriceState = "In force" | "Scheduled" | "Replaced";

export interface PriceRow {
  id: number;
  price: string;
  from: string;
  state: PriceState;
}

/** Prices, the latest to begin first, as staff's table shows them at `now`. */
export function priceScheduleRows(
  prices: readonly { id: number; pricePence: number; effectiveFrom: Date }[],
  now: Date,
): PriceRow[] {
  const current = prices.find((p) => p.effectiveFrom <= now);
  return prices.map((p) => ({
    id: p.id,
    price: formatPounds(p.pricePence),
    from: formatDateTime(p.effectiveFrom),
    state: p.effectiveFrom > now ? "Scheduled" : p === current ? "In force" : "Replaced",
  }));
}

/**
 * The moment a new price takes effect: now, or a date and a 24-hour time in UK time. A moment past is
 * refused: prices already charged are history, not to be rewritten.
 */
export function effectiveMoment(input: PriceInput, now: Date): Date {
  const from = input.when === "now" ? now : londonMoment(input.effectiveDate, input.effectiveTime);
  if (from.getTime() < now.getTime()) throw new DomainError("invalid-input", PRODUCT_FORM_MESSAGES.future);
  return from;
}
