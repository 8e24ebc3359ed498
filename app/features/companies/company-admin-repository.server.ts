/** SQL of My company: the organisation's details, its images and its payment method. */
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { approvalRequests, companies, organisations, userImages } from "../../db/schema.ts";

export async function findCompanyProfile(db: Database, organisationId: number) {
  const [row] = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      status: organisations.status,
      email: organisations.email,
      telephone: organisations.telephone,
      website: organisations.website,
      registrationNumber: organisations.registrationNumber,
      addressLine1: organisations.addressLine1,
      addressLine2: organisations.addressLine2,
      locality: organisations.locality,
      county: organisations.county,
      postcode: organisations.postcode,
      country: organisations.country,
      statement: organisations.statement,
      logoImageId: organisations.logoImageId,
      paymentMethod: organisations.paymentMethod,
    })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return row ?? null;
}

export function listPendingCustomisations(db: Database, organisationId: number) {
  return db
    .select({
      id: approvalRequests.id,
      payload: approvalRequests.payload,
      createdAt: approvalRequests.createdAt,
    })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.organisationId, organisationId),
        eq(approvalRequests.kind, "customisation"),
        eq(approvalRequests.status, "pending"),
      ),
    );
}

export async function updatePaymentMethod(db: Database, organisationId: number, method: "card" | "account") {
  await db.update(organisations).set({ paymentMethod: method }).where(eq(organisations.id, organisationId));
}

export function listOrganisationImages(db: Database, organisationId: number) {
  return db
    .select({ id: userImages.id, fileName: userImages.fileName })
    .from(userImages)
    .where(eq(userImages.organisationId, organisationId));
}

export async function findImage(db: Database, id: number) {
  const [row] = await db
    .select({
      id: userImages.id,
      organisationId: userImages.organisationId,
      contentType: userImages.contentType,
      body: userImages.body,
    })
    .from(userImages)
    .where(eq(userImages.id, id));
  return row ?? null;
}

export async function companyExists(db: Database, number: string): Promise<boolean> {
  const [row] = await db
    .select({ number: companies.number })
    .from(companies)
    .where(eq(companies.number, number));
  return Boolean(row);
}
