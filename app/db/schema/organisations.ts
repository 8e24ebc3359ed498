/** Organisations: registered accounts and the placers of notices. */
import { boolean, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { oneOf, timestamptz } from "./columns.ts";
import {
  BUSINESS_TYPE_VALUES,
  NO_REGISTRATION_REASON_VALUES,
  ORGANISATION_KINDS,
  ORGANISATION_STATUSES,
  ORGANISATION_STRUCTURE_VALUES,
  PAYMENT_METHODS,
  REGULATORY_BODY_VALUES,
} from "./organisations-values.ts";

export * from "./organisations-values.ts";

export const organisations = pgTable(
  "organisations",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    kind: text("kind", { enum: ORGANISATION_KINDS }).notNull(),
    /** Placers of demo notices are approved from the start; registered accounts wait as pending. */
    status: text("status", { enum: ORGANISATION_STATUSES }).notNull().default("approved"),
    email: text("email"),
    telephone: text("telephone"),
    address: text("address"),
    /** Registration (spec §3): society, professional-body, government-local, government-central, … */
    businessType: text("business_type", { enum: BUSINESS_TYPE_VALUES }),
    organisationStructure: text("organisation_structure", { enum: ORGANISATION_STRUCTURE_VALUES }),
    registrationNumber: text("registration_number"),
    /** Why there is no registration number (spec §4 Registration), with the free text for 'other'. */
    noRegistrationReason: text("no_registration_reason", { enum: NO_REGISTRATION_REASON_VALUES }),
    otherReasonNotRegistered: text("other_reason_not_registered"),
    regulatoryBody: text("regulatory_body", { enum: REGULATORY_BODY_VALUES }),
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
    /** account: invoiced on credit */
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull().default("card"),
    /** For a credit account: what may be owed on unpaid purchase orders, in pence (null: no credit). */
    creditLimitPence: integer("credit_limit_pence"),
    /**
     * Set by staff for public bodies that do not pay to place notices (issue 12): their notices go from
     * submitted straight to awaiting approval (the notice workflow's skip-payment).
     */
    paymentNotRequired: boolean("payment_not_required").notNull().default(false),
    declineReason: text("decline_reason"),
    decidedBy: integer("decided_by"),
    decidedAt: timestamptz("decided_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    oneOf(t.kind, ORGANISATION_KINDS),
    oneOf(t.status, ORGANISATION_STATUSES),
    oneOf(t.paymentMethod, PAYMENT_METHODS),
    oneOf(t.businessType, BUSINESS_TYPE_VALUES),
    oneOf(t.organisationStructure, ORGANISATION_STRUCTURE_VALUES),
    oneOf(t.noRegistrationReason, NO_REGISTRATION_REASON_VALUES),
    oneOf(t.regulatoryBody, REGULATORY_BODY_VALUES),
  ],
);
