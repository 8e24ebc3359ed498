/**
 * Demo accounts created with the demo notices on first start (DEMO_ACCOUNTS=on), one for each role, so
 * that every part of My Gazette can be tried straight after `npm start`. Listed in the README; never
 * enable them on a public server.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { organisations, users } from "../db/schema.ts";
import { hashPassword } from "../features/accounts/password-hash.server.ts";
import { DEFAULT_PERMISSIONS, type UserRole } from "../features/accounts/permissions.ts";

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
    })
    .returning({ id: organisations.id });
  const now = new Date();
  const rows = await db
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((account) => ({
        email: account.email,
        name: account.name,
        role: account.role,
        status: "active",
        passwordHash,
        organisationId: account.organisation === "demo" ? organisation!.id : null,
        permissions: [...DEFAULT_PERMISSIONS],
        emailConfirmedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id, role: users.role });
  const owner = rows.find((r) => r.role === "account-owner");
  if (owner) {
    await db
      .update(organisations)
      .set({ ownerUserId: owner.id })
      .where(eq(organisations.id, organisation!.id));
  }
}
