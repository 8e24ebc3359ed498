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
