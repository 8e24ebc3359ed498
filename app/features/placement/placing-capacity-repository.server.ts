/**
 * SQL of the capacities an account places notices in (ADR 016): an organisation's, or an individual's
 * own. Declaring replaces the list: capacities no longer ticked are removed, new ones added (a capacity
 * kept keeps when and by whom it was first declared).
 */
import { and, asc, eq, notInArray } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import type { PlacingCapacity } from "../../db/schema/placement-values.ts";
import { placingCapacities } from "../../db/schema.ts";

/** Whose capacities: an organisation's, or an individual person's (who has no organisation). */
export type CapacityHolder = { organisationId: number } | { userId: number };

function holderIs(holder: CapacityHolder) {
  return "organisationId" in holder
    ? eq(placingCapacities.organisationId, holder.organisationId)
    : eq(placingCapacities.userId, holder.userId);
}

export async function selectCapacities(db: Database, holder: CapacityHolder): Promise<string[]> {
  const rows = await db
    .select({ capacity: placingCapacities.capacity })
    .from(placingCapacities)
    .where(holderIs(holder))
    .orderBy(asc(placingCapacities.id));
  return rows.map((r) => r.capacity);
}

export async function replaceCapacities(
  db: Database,
  holder: CapacityHolder,
  capacities: readonly PlacingCapacity[],
  declaredBy: number,
): Promise<void> {
  await db
    .delete(placingCapacities)
    .where(
      capacities.length === 0
        ? holderIs(holder)
        : and(holderIs(holder), notInArray(placingCapacities.capacity, [...capacities])),
    );
  if (capacities.length === 0) return;
  await db
    .insert(placingCapacities)
    .values(capacities.map((capacity) => ({ ...holder, capacity, declaredBy })))
    .onConflictDoNothing();
}
