/** The writes behind the demo accounts (demo-accounts.server.ts). */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import type { UserRole } from "../db/schema/accounts-values.ts";
import { creditApplications, organisations, users } from "../db/schema.ts";

/** The demo organisation's credit limit: £5,000, so a newcomer can try a purchase order. */
export const DEMO_CREDIT_LIMIT_PENCE = 500_000;

/**
 * The demo organisation, approved, with an address, and an approved credit account (pays by purchase
 * order, £5,000 limit) as if its credit application had been decided; its id.
 */
export async function insertDemoOrganisation(db: Database): Promise<number> {
  const [organisation] = await db
    .insert(organisations)
    .values({
      name: "Demo Insolvency Practitioners LLP",
      kind: "organisation",
      status: "approved",
      businessType: "professional-body",
      email: "office@demo.gazette.localhost",
      addressLine1: "1 Demo Street",
      locality: "London",
      postcode: "SW1A 2AA",
      country: "United Kingdom",
      paymentMethod: "account",
      creditLimitPence: DEMO_CREDIT_LIMIT_PENCE,
    })
    .returning({ id: organisations.id });
  await db.insert(creditApplications).values({
    organisationId: organisation!.id,
    details: { monthlySpend: "5000.00", note: "Demo data: approved on first start" },
    status: "approved",
  });
  return organisation!.id;
}

/** Active, confirmed people; an address already taken is skipped. Who was added: id, role, address. */
export async function insertDemoUsers(
  db: Database,
  people: readonly {
    email: string;
    name: string;
    role: UserRole;
    passwordHash: string;
    organisationId: number | null;
    permissions: string[];
    emailConfirmedAt: Date;
  }[],
): Promise<{ id: number; role: string; email: string }[]> {
  return db
    .insert(users)
    .values(people.map((person) => ({ ...person, status: "active" as const })))
    .onConflictDoNothing()
    .returning({ id: users.id, role: users.role, email: users.email });
}

export async function setDemoOrganisationOwner(db: Database, organisationId: number, userId: number) {
  await db.update(organisations).set({ ownerUserId: userId }).where(eq(organisations.id, organisationId));
}
