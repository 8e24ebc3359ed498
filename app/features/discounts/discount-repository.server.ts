/** SQL of discount codes: finding one as typed, counting its uses, recording a use, and staff's list. */
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { type DiscountKind, discountCodes, discountRedemptions, orders } from "../../db/schema.ts";

export type DiscountCodeRecord = typeof discountCodes.$inferSelect;

export async function findDiscountCodeByCode(db: Database, code: string): Promise<DiscountCodeRecord | null> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  return row ?? null;
}

export async function findDiscountCodeById(db: Database, id: number): Promise<DiscountCodeRecord | null> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
  return row ?? null;
}

/**
 * Uses of a code by anyone and by this person: redemptions of orders that still stand (a failed or
 * cancelled order gives its use back).
 */
export async function countDiscountUses(
  db: Database,
  discountCodeId: number,
  userId: number | null,
): Promise<{ overall: number; byAccount: number }> {
  const [row] = await db
    .select({
      overall: sql<number>`count(*)::int`,
      byAccount:
        userId === null
          ? sql<number>`0`
          : sql<number>`(count(*) filter (where ${discountRedemptions.userId} = ${userId}))::int`,
    })
    .from(discountRedemptions)
    .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
    .where(
      and(
        eq(discountRedemptions.discountCodeId, discountCodeId),
        notInArray(orders.status, ["failed", "cancelled"]),
      ),
    );
  return { overall: Number(row?.overall ?? 0), byAccount: Number(row?.byAccount ?? 0) };
}

/**
 * Locks the code's row until the transaction ends, so two orders racing for its last use are counted
 * one after the other.
 */
export async function lockDiscountCode(db: Database, id: number): Promise<DiscountCodeRecord | null> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id)).for("update");
  return row ?? null;
}

export async function insertRedemption(
  db: Database,
  redemption: { discountCodeId: number; orderId: number; userId: number | null },
): Promise<void> {
  await db.insert(discountRedemptions).values(redemption);
}

export interface NewDiscountCode {
  code: string;
  description: string;
  kind: DiscountKind;
  amount: number;
  validFrom: Date | null;
  validUntil: Date | null;
  productIds: string[];
  maxUses: number | null;
  maxUsesPerAccount: number | null;
  createdBy: number | null;
}

/** Null when the code is taken. */
export async function insertDiscountCode(db: Database, code: NewDiscountCode): Promise<number | null> {
  const [row] = await db
    .insert(discountCodes)
    .values(code)
    .onConflictDoNothing()
    .returning({ id: discountCodes.id });
  return row?.id ?? null;
}

export async function disableDiscountCode(db: Database, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(discountCodes)
    .set({ disabledAt: at })
    .where(and(eq(discountCodes.id, id), sql`${discountCodes.disabledAt} is null`))
    .returning({ id: discountCodes.id });
  return rows.length > 0;
}

export async function listDiscountCodes(db: Database): Promise<(DiscountCodeRecord & { uses: number })[]> {
  const uses = db
    .select({ codeId: discountRedemptions.discountCodeId, n: sql<number>`count(*)::int`.as("n") })
    .from(discountRedemptions)
    .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
    .where(notInArray(orders.status, ["failed", "cancelled"]))
    .groupBy(discountRedemptions.discountCodeId)
    .as("uses");
  const rows = await db
    .select({ code: discountCodes, uses: uses.n })
    .from(discountCodes)
    .leftJoin(uses, eq(uses.codeId, discountCodes.id))
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
  return rows.map((r) => ({ ...r.code, uses: Number(r.uses ?? 0) }));
}
