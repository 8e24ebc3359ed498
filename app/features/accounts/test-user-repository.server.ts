/** Test-only writes behind test-users.server.ts: people of any role and status, in one call. */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import type { UserRole, UserStatus } from "../../db/schema/accounts-values.ts";
import type {
  BusinessType,
  OrganisationStatus,
  PaymentMethod,
} from "../../db/schema/organisations-values.ts";
import { organisations, users } from "../../db/schema.ts";

export async function insertTestOrganisation(
  db: Database,
  input: {
    name: string;
    status: OrganisationStatus;
    paymentMethod?: PaymentMethod | undefined;
    creditLimitPence?: number | undefined;
    businessType?: BusinessType | undefined;
    address?: { line1: string; town: string; postcode: string } | undefined;
  },
): Promise<number> {
  const [row] = await db
    .insert(organisations)
    .values({
      name: input.name,
      kind: "organisation",
      status: input.status,
      paymentMethod: input.paymentMethod ?? "card",
      creditLimitPence: input.creditLimitPence ?? null,
      businessType: input.businessType ?? null,
      addressLine1: input.address?.line1 ?? null,
      locality: input.address?.town ?? null,
      postcode: input.address?.postcode ?? null,
    })
    .returning({ id: organisations.id });
  return row!.id;
}

export async function insertTestUser(
  db: Database,
  input: {
    email: string;
    name: string;
    passwordHash: string;
    role: UserRole;
    status: UserStatus;
    organisationId: number | null;
    permissions: string[];
    emailConfirmedAt: Date | null;
    lockedAt: Date | null;
  },
): Promise<number> {
  const [row] = await db.insert(users).values(input).returning({ id: users.id });
  return row!.id;
}

export async function setOrganisationOwner(
  db: Database,
  organisationId: number,
  userId: number,
): Promise<void> {
  await db.update(organisations).set({ ownerUserId: userId }).where(eq(organisations.id, organisationId));
}
