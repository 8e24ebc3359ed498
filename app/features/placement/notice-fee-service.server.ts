/**
 * What placing a notice costs (ADR 016): the fee in force for a notice type and edition at a moment,
 * with its net and VAT split by the one VAT rule (lib/money.ts), for one type or the many a page lists;
 * and seeding the opening fees at start.
 */
import type { Database } from "../../db/client.server.ts";
import { splitVat } from "../../lib/money.ts";
import { type FeeInForce, insertOpeningFees, selectFeesInForce } from "./notice-fee-repository.server.ts";
import { openingFees } from "./notice-fee-schedule.ts";

export interface NoticeFee {
  noticeCode: string;
  /** Pence including VAT. */
  pricePence: number;
  vatRatePercent: number;
  netPence: number;
  vatPence: number;
  effectiveFrom: Date;
}

export function noticeFeeOf(fee: FeeInForce): NoticeFee {
  const { net, vat } = splitVat(fee.pricePence, fee.vatRatePercent);
  return { ...fee, netPence: net, vatPence: vat };
}

/** The fee for placing a notice of this type in this edition at `at`; null when none has begun. */
export async function noticeFeeInForce(
  db: Database,
  noticeCode: string,
  editionId: string,
  at: Date = new Date(),
): Promise<NoticeFee | null> {
  const [fee] = await selectFeesInForce(db, editionId, [noticeCode], at);
  return fee ? noticeFeeOf(fee) : null;
}

/** The fees in force in an edition for these types (every type when null), by notice code. */
export async function noticeFeesInForce(
  db: Database,
  editionId: string,
  codes: readonly string[] | null,
  at: Date = new Date(),
): Promise<Map<string, NoticeFee>> {
  if (codes?.length === 0) return new Map();
  const fees = await selectFeesInForce(db, editionId, codes, at);
  return new Map(fees.map((fee) => [fee.noticeCode, noticeFeeOf(fee)]));
}

/**
 * The opening fees (notice-fee-schedule.ts), added where the database lacks them; run with the reference
 * data at every start, after the notice types exist. A fee staff added later is never touched.
 */
export function syncOpeningNoticeFees(db: Database): Promise<void> {
  return insertOpeningFees(db, openingFees());
}
