/**
 * Test-only: creating people (and their organisation) in one call, for browser tests that need a user of
 * a given role without going through registration each time. Reached only through /__test with
 * TEST_HOOKS=on.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { ORGANISATION_STATUSES, organisations, USER_STATUSES, users } from "../../db/schema.ts";
import { insertOrganisationApprovalRequest } from "../registration/registration-repository.server.ts";
import { hashPassword } from "./password-hash.server.ts";
import { DEFAULT_PERMISSIONS, USER_PERMISSIONS, USER_ROLES } from "./permissions.ts";

export const testUserSchema = z.object({
  email: z.email(),
  name: z.string().min(1).default("Test User"),
  password: z.string().min(1).default("Test-Passw0rd!"),
  role: z.enum(USER_ROLES).default("user"),
  status: z.enum(USER_STATUSES).default("active"),
  permissions: z.array(z.enum(USER_PERMISSIONS)).optional(),
  /** Join an existing organisation, or create one with this name and status. */
  organisationId: z.number().int().optional(),
  organisation: z
    .object({
      name: z.string().min(1),
      status: z.enum(ORGANISATION_STATUSES).default("approved"),
    })
    .optional(),
  locked: z.boolean().default(false),
});

export async function createTestUser(
  db: Database,
  input: z.input<typeof testUserSchema>,
): Promise<{ id: number; organisationId: number | null }> {
  const parsed = testUserSchema.parse(input);
  let organisationId = parsed.organisationId ?? null;
  if (parsed.organisation) {
    const [org] = await db
      .insert(organisations)
      .values({ name: parsed.organisation.name, kind: "organisation", status: parsed.organisation.status })
      .returning({ id: organisations.id });
    organisationId = org!.id;
  }
  const now = new Date();
  const [user] = await db
    .insert(users)
    .values({
      email: parsed.email.toLowerCase(),
      name: parsed.name,
      passwordHash: await hashPassword(parsed.password),
      role: parsed.role,
      status: parsed.status,
      organisationId,
      permissions: parsed.permissions ?? [...DEFAULT_PERMISSIONS],
      emailConfirmedAt: parsed.status === "unconfirmed" ? null : now,
      lockedAt: parsed.locked ? now : null,
    })
    .returning({ id: users.id });
  if (parsed.organisation && parsed.role === "account-owner") {
    await db
      .update(organisations)
      .set({ ownerUserId: user!.id })
      .where(eq(organisations.id, organisationId!));
    // As confirming the address does in registration: a confirmed owner's pending organisation waits
    // for the account admin's decision.
    if (parsed.organisation.status === "pending" && parsed.status !== "unconfirmed")
      await insertOrganisationApprovalRequest(db, { organisationId: organisationId!, userId: user!.id });
  }
  return { id: user!.id, organisationId };
}
