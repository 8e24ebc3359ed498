/**
 * SQL of notice fees (ADR 016): the fee in force for a type and edition at a moment (the latest that has
 * begun), the fees in force and next scheduled for many types at once, one type's fees over time, adding
 * a fee, and seeding the opening fees. Fees are never updated: a change is a new row from a moment on.
 */
import { and, asc, desc, eq, gt, inArray, lte } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { noticeFees } from "../../db/schema.ts";

export type NoticeFeeRecord = typeof noticeFees.$inferSelect;

export interface FeeInForce {
  noticeCode: string;
  pricePence: number;
  vatRatePercent: number;
  effectiveFrom: Date;
}

export interface FeeWithNext extends FeeInForce {
  /** The earliest fee not yet begun, if any. */
  next: { pricePence: number; effectiveFrom: Date } | null;
}

const feeColumns = {
  noticeCode: noticeFees.noticeCode,
  pricePence: noticeFees.pricePence,
  vatRatePercent: noticeFees.vatRatePercent,
  effectiveFrom: noticeFees.effectiveFrom,
};

/**
 * For each of `codes` in the edition (all types when null), the fee in force at `at` (the latest begun by
 * then), or the next after it (the earliest not yet begun).
 */
function feesAround(
  db: Database,
  editionId: string,
  codes: readonly string[] | null,
  at: Date,
  which: "in-force" | "next",
): Promise<FeeInForce[]> {
  const inForce = which === "in-force";
  return db
    .selectDistinctOn([noticeFees.noticeCode], feeColumns)
    .from(noticeFees)
    .where(
      and(
        eq(noticeFees.editionId, editionId),
        inForce ? lte(noticeFees.effectiveFrom, at) : gt(noticeFees.effectiveFrom, at),
        codes === null ? undefined : inArray(noticeFees.noticeCode, [...codes]),
      ),
    )
    .orderBy(noticeFees.noticeCode, inForce ? desc(noticeFees.effectiveFrom) : asc(noticeFees.effectiveFrom));
}

export function selectFeesInForce(
  db: Database,
  editionId: string,
  codes: readonly string[] | null,
  at: Date,
): Promise<FeeInForce[]> {
  return feesAround(db, editionId, codes, at, "in-force");
}

export function selectNextFees(db: Database, editionId: string, codes: readonly string[], at: Date) {
  return feesAround(db, editionId, codes, at, "next");
}

/** One type's fees in an edition, the latest to begin first. */
export function selectFeesOf(
  db: Database,
  noticeCode: string,
  editionId: string,
): Promise<NoticeFeeRecord[]> {
  return db
    .select()
    .from(noticeFees)
    .where(and(eq(noticeFees.noticeCode, noticeCode), eq(noticeFees.editionId, editionId)))
    .orderBy(desc(noticeFees.effectiveFrom), desc(noticeFees.id));
}

/** A new fee from a moment on; null when the type already has a fee in that edition from that moment. */
export async function insertNoticeFee(
  db: Database,
  fee: {
    noticeCode: string;
    editionId: string;
    pricePence: number;
    vatRatePercent: number;
    effectiveFrom: Date;
    createdBy: number | null;
  },
): Promise<number | null> {
  const [row] = await db
    .insert(noticeFees)
    .values(fee)
    .onConflictDoNothing()
    .returning({ id: noticeFees.id });
  return row?.id ?? null;
}

/** The opening fees, each added unless the database already holds a fee of that type, edition and moment. */
export async function insertOpeningFees(
  db: Database,
  fees: readonly {
    noticeCode: string;
    editionId: string;
    pricePence: number;
    vatRatePercent: number;
    effectiveFrom: Date;
  }[],
): Promise<void> {
  if (fees.length === 0) return;
  await db
    .insert(noticeFees)
    .values([...fees])
    .onConflictDoNothing();
}
