/**
 * Test-only: creating people (and their organisation) in one call, for browser tests that need a user of
 * a given role without going through registration each time. Reached only through /__test with
 * TEST_HOOKS=on.
 */
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { USER_STATUSES } from "../../db/schema/accounts-values.ts";
import {
  BUSINESS_TYPE_VALUES,
  ORGANISATION_STATUSES,
  PAYMENT_METHODS,
} from "../../db/schema/organisations-values.ts";
import { PLACING_CAPACITIES } from "../../db/schema/placement-values.ts";
import { declarePlacingCapacities } from "../placement/placing-capacity-service.server.ts";
import { requestOrganisationApproval } from "../registration/registration-service.server.ts";
import { hashPassword } from "./password-hash.server.ts";
import { DEFAULT_PERMISSIONS, USER_PERMISSIONS, USER_ROLES } from "./permissions.ts";
import {
  insertTestOrganisation,
  insertTestUser,
  setOrganisationOwner,
} from "./test-user-repository.server.ts";
import { findUserByEmail, type UserRecord } from "./user-repository.server.ts";

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
      /** An approved credit account (purchase orders at checkout): `account` with a limit in pence. */
      paymentMethod: z.enum(PAYMENT_METHODS).optional(),
      creditLimitPence: z.number().int().nonnegative().optional(),
      /** What registration would have asked (a public body may be marked "payment not required"). */
      businessType: z.enum(BUSINESS_TYPE_VALUES).optional(),
      /** The registered address (invoices by purchase order go to it). */
      address: z.object({ line1: z.string(), town: z.string(), postcode: z.string() }).optional(),
    })
    .optional(),
  locked: z.boolean().default(false),
  /**
   * The capacities the account places notices in (ADR 016), declared as the person would: an account
   * owner's for the organisation, an individual's for themselves.
   */
  placingCapacities: z.array(z.enum(PLACING_CAPACITIES)).optional(),
});

export async function createTestUser(
  db: Database,
  input: z.input<typeof testUserSchema>,
): Promise<{ id: number; organisationId: number | null }> {
  const parsed = testUserSchema.parse(input);
  let organisationId = parsed.organisationId ?? null;
  if (parsed.organisation) {
    organisationId = await insertTestOrganisation(db, parsed.organisation);
  }
  const now = new Date();
  const userId = await insertTestUser(db, {
    email: parsed.email.toLowerCase(),
    name: parsed.name,
    passwordHash: await hashPassword(parsed.password),
    role: parsed.role,
    status: parsed.status,
    organisationId,
    permissions: parsed.permissions ?? [...DEFAULT_PERMISSIONS],
    emailConfirmedAt: parsed.status === "unconfirmed" ? null : now,
    lockedAt: parsed.locked ? now : null,
  });
  if (parsed.organisation && parsed.role === "account-owner") {
    await setOrganisationOwner(db, organisationId!, userId);
    // As confirming the address does in registration: a confirmed owner's pending organisation waits
    // for the account admin's decision.
    if (parsed.organisation.status === "pending" && parsed.status !== "unconfirmed")
      await requestOrganisationApproval(db, { organisationId: organisationId!, userId });
  }
  if (parsed.placingCapacities)
    await declarePlacingCapacities(
      db,
      { id: userId, role: parsed.role, organisationId, permissions: [] },
      parsed.placingCapacities,
    );
  return { id: userId, organisationId };
}

/** The person with this address, whatever their status: /__test/sign-in signs them in without the form. */
export function findTestUser(db: Database, email: string): Promise<UserRecord | null> {
  return findUserByEmail(db, email);
}

/** A test user as the placing services take them (an approved organisation's, or an individual). */
export function testPlacer(
  user: { id: number; organisationId: number | null },
  role: string,
  permissions: string[] = [],
) {
  return {
    id: user.id,
    role,
    organisationId: user.organisationId,
    permissions,
    name: `Person ${user.id}`,
    organisationStatus: user.organisationId === null ? null : "approved",
  };
}
