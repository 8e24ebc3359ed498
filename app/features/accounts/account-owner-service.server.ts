/**
 * The account owner data (spec §3: name, telephoneNumber, addressLine1, addressLine2, locality, county,
 * country, postcode) that checkout's delivery and invoice addresses and the notice placement forms are
 * filled with (`/my-gazette/place-notice/user/data.json`): the person's own name, and their own telephone
 * and address where they gave them, else their organisation's. Empty strings, never null, for the forms.
 */
import type { Database } from "../../db/client.server.ts";
import { type ContactRow, findContactRows } from "./account-owner-repository.server.ts";

export interface AccountOwnerData {
  name: string;
  telephoneNumber: string;
  addressLine1: string;
  addressLine2: string;
  locality: string;
  county: string;
  country: string;
  postcode: string;
}

/** The organisation's credit account, for paying by purchase order. */
export interface CreditAccount {
  organisationId: number;
  /** Null: approved for purchase orders, but no limit was set (none allowed). */
  creditLimitPence: number | null;
}

function hasAddress(row: ContactRow | null): row is ContactRow {
  return Boolean(row?.addressLine1?.trim() && row.postcode?.trim());
}

type ContactRows = NonNullable<Awaited<ReturnType<typeof findContactRows>>>;

function ownerDataOf({ person, organisation }: ContactRows): AccountOwnerData {
  const address = hasAddress(person) ? person : hasAddress(organisation) ? organisation : person;
  return {
    name: person.name,
    telephoneNumber: person.telephone?.trim() || organisation?.telephone?.trim() || "",
    addressLine1: address.addressLine1 ?? "",
    addressLine2: address.addressLine2 ?? "",
    locality: address.locality ?? "",
    county: address.county ?? "",
    country: address.country ?? "",
    postcode: address.postcode ?? "",
  };
}

function creditAccountFrom(rows: ContactRows | null): CreditAccount | null {
  const organisation = rows?.organisation;
  if (organisation?.paymentMethod !== "account") return null;
  return { organisationId: organisation.id, creditLimitPence: organisation.creditLimitPence };
}

export async function accountOwnerData(db: Database, userId: number): Promise<AccountOwnerData | null> {
  const rows = await findContactRows(db, userId);
  return rows ? ownerDataOf(rows) : null;
}

/** The credit account of the person's organisation, when it may pay by purchase order. */
export async function creditAccountOf(db: Database, userId: number): Promise<CreditAccount | null> {
  return creditAccountFrom(await findContactRows(db, userId));
}

/** Both of the above from one read (the checkout page shows the address and the credit left). */
export async function accountOwnerAndCredit(
  db: Database,
  userId: number,
): Promise<{ owner: AccountOwnerData | null; credit: CreditAccount | null }> {
  const rows = await findContactRows(db, userId);
  return { owner: rows ? ownerDataOf(rows) : null, credit: creditAccountFrom(rows) };
}
