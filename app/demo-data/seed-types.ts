/** The contract between the demo-data generators (pure) and the seeding service that writes them. */
import type { OrganisationKind } from "../db/schema/organisations-values.ts";
import type { EditionId } from "../features/publications/editions.ts";

export type { SamplePostcode } from "../features/geo/sample-postcode.ts";

export interface GeneratedLocation {
  role: string; // deceased-address | registered-office | trading-address | court | …
  address: string;
  postcode: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface GeneratedCompany {
  number: string;
  name: string;
  registeredOffice: string;
  postcode: string | null;
  natureOfBusiness: string;
  incorporatedOn: string; // YYYY-MM-DD
}

export interface GeneratedNotice {
  noticeCode: string;
  editionId: EditionId;
  /** The publication date; the seeding service puts the notice in that day's issue of its edition. */
  publishedOn: string; // YYYY-MM-DD
  title: string;
  /** XHTML fragment (p, strong, em, br, ul/li…); sanitised again before storage. */
  bodyHtml: string;
  /** Type-specific structured fields, valid against the notice type's schema when it has one. */
  data: Record<string, unknown>;
  companyNumber: string | null;
  locations: GeneratedLocation[];
  people: { role: string; fullName: string; nameKey: string }[];
  companies: { number: string; role: string }[];
  /** Its kind is one the organisations table allows (a CHECK), so a new kind of placer is added there. */
  placingOrganisation: { name: string; kind: OrganisationKind };
  /** Days before publication that it was submitted (for provenance). */
  submittedDaysBefore: number;
}
