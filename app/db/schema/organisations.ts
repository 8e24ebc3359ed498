/** Organisations: registered accounts and the placers of notices. */
import { integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";

export const organisations = pgTable("organisations", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  /** e.g. solicitors, insolvency-practitioners, government-central, court, individual */
  kind: text("kind").notNull(),
  /** pending | approved | declined (account approval arrives with accounts) */
  status: text("status").notNull().default("approved"),
  email: text("email"),
  telephone: text("telephone"),
  address: text("address"),
  /** Registration (spec §3): society, professional-body, government-local, government-central, … */
  businessType: text("business_type"),
  organisationStructure: text("organisation_structure"),
  registrationNumber: text("registration_number"),
  /** Why there is no registration number (spec §4 Registration), with the free text for 'other'. */
  noRegistrationReason: text("no_registration_reason"),
  otherReasonNotRegistered: text("other_reason_not_registered"),
  regulatoryBody: text("regulatory_body"),
  membershipNumber: text("membership_number"),
  website: text("website"),
  addressLine1: text("address_line1"),
  addressLine2: text("address_line2"),
  locality: text("locality"),
  county: text("county"),
  country: text("country"),
  postcode: text("postcode"),
  localAuthorityId: text("local_authority_id"),
  officeOrDepartment: text("office_or_department"),
  /** Every other answer of the registration form, kept as given. */
  registrationDetails: jsonb("registration_details").$type<Record<string, string>>(),
  ownerUserId: integer("owner_user_id"),
  /** The company statement (sanitised HTML: bold, italic, links; at most 600 characters of text). */
  statement: text("statement"),
  logoImageId: integer("logo_image_id"),
  /** card | account (invoiced on credit) */
  paymentMethod: text("payment_method").notNull().default("card"),
  declineReason: text("decline_reason"),
  decidedBy: integer("decided_by"),
  decidedAt: timestamptz("decided_at"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});
