/** SQL for the account owner's contact details that checkout and notice placement fill their forms with. */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { organisations, users } from "../../db/schema.ts";

export interface ContactRow {
  name: string;
  telephone: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  locality: string | null;
  county: string | null;
  country: string | null;
  postcode: string | null;
}

/** The person's own details and, when they belong to one, their organisation's (name, telephone, address). */
export async function findContactRows(
  db: Database,
  userId: number,
): Promise<{
  person: ContactRow;
  organisation: (ContactRow & { creditLimitPence: number | null; paymentMethod: string; id: number }) | null;
} | null> {
  const [row] = await db
    .select({
      person: {
        name: users.name,
        telephone: users.telephone,
        addressLine1: users.addressLine1,
        addressLine2: users.addressLine2,
        locality: users.locality,
        county: users.county,
        country: users.country,
        postcode: users.postcode,
      },
      organisationId: organisations.id,
      organisationName: organisations.name,
      organisationTelephone: organisations.telephone,
      organisationLine1: organisations.addressLine1,
      organisationLine2: organisations.addressLine2,
      organisationLocality: organisations.locality,
      organisationCounty: organisations.county,
      organisationCountry: organisations.country,
      organisationPostcode: organisations.postcode,
      creditLimitPence: organisations.creditLimitPence,
      paymentMethod: organisations.paymentMethod,
    })
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    person: row.person,
    organisation:
      row.organisationId === null || row.organisationName === null || row.paymentMethod === null
        ? null
        : {
            id: row.organisationId,
            name: row.organisationName,
            telephone: row.organisationTelephone,
            addressLine1: row.organisationLine1,
            addressLine2: row.organisationLine2,
            locality: row.organisationLocality,
            county: row.organisationCounty,
            country: row.organisationCountry,
            postcode: row.organisationPostcode,
            creditLimitPence: row.creditLimitPence,
            paymentMethod: row.paymentMethod,
          },
  };
}
