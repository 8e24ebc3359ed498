/**
 * SQL of paying for notices (issue 12 point 6): whether an organisation is marked "payment not required",
 * and staff marking it, with who and when.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { organisations } from "../../db/schema.ts";

/** The organisation's mark; false for an unknown one. */
export async function selectPaymentNotRequired(db: Database, organisationId: number): Promise<boolean> {
  const [row] = await db
    .select({ mark: organisations.paymentNotRequired })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return row?.mark ?? false;
}

/** What the staff control reads of an organisation; null for an unknown one. */
export async function selectOrganisationPayment(
  db: Database,
  organisationId: number,
): Promise<{ id: number; businessType: string | null; paymentNotRequired: boolean } | null> {
  const [row] = await db
    .select({
      id: organisations.id,
      businessType: organisations.businessType,
      paymentNotRequired: organisations.paymentNotRequired,
    })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .for("update");
  return row ?? null;
}

export async function updatePaymentNotRequired(
  db: Database,
  organisationId: number,
  paymentNotRequired: boolean,
): Promise<void> {
  await db.update(organisations).set({ paymentNotRequired }).where(eq(organisations.id, organisationId));
}
