/**
 * Demo accounts created with the demo notices on first start (DEMO_ACCOUNTS=on), one for each role, so
 * that every part of My Gazette can be tried straight after `npm start`. Listed in the README; never
 * enable them on a public server.
 */
import type { Database } from "../db/client.server.ts";
import { hashPassword } from "../features/accounts/password-hash.server.ts";
import { DEFAULT_PERMISSIONS, type UserRole } from "../features/accounts/permissions.ts";
import { declarePlacingCapacities } from "../features/placement/placing-capacity-service.server.ts";
import {
  insertDemoOrganisation,
  insertDemoUsers,
  setDemoOrganisationOwner,
} from "./demo-accounts-repository.server.ts";

export const DEMO_PASSWORD = "Demo-Gazette-2026";

export const DEMO_ACCOUNTS: { email: string; name: string; role: UserRole; organisation: "demo" | "none" }[] =
  [
    {
      email: "owner@demo.gazette.localhost",
      name: "Olivia Owner",
      role: "account-owner",
      organisation: "demo",
    },
    { email: "super@demo.gazette.localhost", name: "Sam Super", role: "super-user", organisation: "demo" },
    {
      email: "company@demo.gazette.localhost",
      name: "Carla Company",
      role: "company-admin",
      organisation: "demo",
    },
    { email: "user@demo.gazette.localhost", name: "Umar User", role: "user", organisation: "demo" },
    {
      email: "individual@demo.gazette.localhost",
      name: "Ivy Individual",
      role: "user",
      organisation: "none",
    },
    {
      email: "admin@demo.gazette.localhost",
      name: "Adam Admin",
      role: "account-admin",
      organisation: "none",
    },
    { email: "staff@demo.gazette.localhost", name: "Stella Staff", role: "staff", organisation: "none" },
  ];

export async function createDemoAccounts(db: Database): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const organisationId = await insertDemoOrganisation(db);
  const now = new Date();
  const rows = await insertDemoUsers(
    db,
    DEMO_ACCOUNTS.map((account) => ({
      email: account.email,
      name: account.name,
      role: account.role,
      passwordHash,
      organisationId: account.organisation === "demo" ? organisationId : null,
      permissions: [...DEFAULT_PERMISSIONS],
      emailConfirmedAt: now,
    })),
  );
  const owner = rows.find((r) => r.role === "account-owner");
  if (owner) {
    await setDemoOrganisationOwner(db, organisationId, owner.id);
    // So that "Place a notice" has something to offer: the firm places insolvency notices and, through
    // its solicitors, deceased estates; the individual is a personal representative (ADR 016).
    await declarePlacingCapacities(db, { ...owner, organisationId, permissions: [] }, [
      "insolvency-practitioner",
      "solicitor",
    ]);
  }
  const individual = rows.find((r) => r.email === "individual@demo.gazette.localhost");
  if (individual)
    await declarePlacingCapacities(db, { ...individual, organisationId: null, permissions: [] }, [
      "personal-representative",
    ]);
}
