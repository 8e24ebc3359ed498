/**
 * Registration of individuals and organisations, e-mail confirmation and approval requests. Every
 * registration ends on the same "Check your email" page whether or not the address already has an
 * account (no user enumeration); the owner of that address is told by e-mail instead.
 */

import type { Database } from "../../db/client.server.ts";
import { MESSAGES } from "../../lib/forms/messages.ts";
import type { FieldError } from "../../lib/forms/parse-form.ts";
import { hashPassword } from "../accounts/password-hash.server.ts";
import { DEFAULT_PERMISSIONS } from "../accounts/permissions.ts";
import { consumeUserToken, issueUserToken, peekUserToken } from "../accounts/user-tokens.server.ts";
import { queueEmail } from "../email/send-email.server.ts";
import {
  alreadyRegisteredMessage,
  awaitingApprovalMessage,
  confirmEmailMessage,
} from "./registration-emails.ts";
import {
  answerOf,
  hasSection,
  NO_REGISTRATION_REASON_VALUES,
  ORGANISATION_STRUCTURE_VALUES,
  REGULATORY_BODY_VALUES,
} from "./registration-options.ts";
import {
  findLocalAuthorityName,
  findOrganisation,
  findRegistrantByEmail,
  insertOrganisationApprovalRequest,
  insertPendingOrganisation,
  insertRegistrant,
  type LocalAuthorityOption,
  listAccountAdmins,
  listLocalAuthorityOptions,
  markEmailConfirmed,
  setOrganisationOwner,
} from "./registration-repository.server.ts";
import type { IndividualRegistration, OrganisationRegistration } from "./registration-schema.ts";

export interface RegistrationOptions {
  siteUrl: string;
}

export type RegistrationResult =
  | { outcome: "registered"; userId: number }
  | { outcome: "already-registered" }
  | { outcome: "invalid"; errors: FieldError[] };

function fullName(input: { firstName: string; lastName: string }): string {
  return `${input.firstName} ${input.lastName}`.replace(/\s+/g, " ").trim();
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

async function sendConfirmation(
  db: Database,
  user: { id: number; email: string; name: string },
  siteUrl: string,
) {
  const token = await issueUserToken(db, { userId: user.id, purpose: "confirm-email" });
  const link = `${siteUrl}/register/confirm?token=${encodeURIComponent(token)}`;
  await queueEmail(db, confirmEmailMessage({ to: user.email, name: user.name, link }));
}

/**
 * Writes the records, the confirmation token and the e-mail in one transaction (nothing half-saved);
 * an address that already has an account gets the 'someone tried to register' e-mail and nothing else.
 */
async function register(
  db: Database,
  email: string,
  siteUrl: string,
  write: (tx: Database) => Promise<{ id: number; name: string }>,
): Promise<RegistrationResult> {
  const existing = await findRegistrantByEmail(db, email);
  if (!existing) {
    try {
      const user = await db.transaction(async (tx) => {
        const created = await write(tx);
        await sendConfirmation(tx, { id: created.id, email, name: created.name }, siteUrl);
        return created;
      });
      return { outcome: "registered", userId: user.id };
    } catch (error) {
      // Two registrations of one address at once: the second is told like any other duplicate.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const owner = existing ?? (await findRegistrantByEmail(db, email));
  await queueEmail(db, alreadyRegisteredMessage({ to: email, name: owner?.name ?? "Sir or Madam", siteUrl }));
  return { outcome: "already-registered" };
}

export async function registerIndividual(
  db: Database,
  input: IndividualRegistration,
  { siteUrl }: RegistrationOptions,
): Promise<RegistrationResult> {
  const passwordHash = await hashPassword(input.password);
  const name = fullName(input);
  return register(db, input.email, siteUrl, async (tx) => {
    const id = await insertRegistrant(tx, {
      email: input.email,
      name,
      title: input.title,
      telephone: input.telephone || null,
      passwordHash,
      role: "user",
      permissions: [...DEFAULT_PERMISSIONS],
      organisationId: null,
      addressLine1: input.addressLine1,
      addressLine2: input.addressLine2 || null,
      locality: input.locality || null,
      county: input.county || null,
      country: input.country || null,
      postcode: input.postcode || null,
    });
    return { id, name };
  });
}

/** The organisation's columns for its business type; answers of sections it does not have are dropped. */
function organisationRecord(input: OrganisationRegistration, localAuthorityName: string | null) {
  const type = input.businessType;
  const companyRegistration = hasSection(type, "company-registration");
  const noNumber = companyRegistration && input.noCHregistrationNumber;
  const details: Record<string, string> = {
    sameasCompanyAddress: input.sameasCompanyAddress ? "yes" : "no",
    sameasCompanyWebsite: input.sameasCompanyWebsite ? "yes" : "no",
  };
  if (!input.sameasCompanyAddress) {
    details.correspondenceAddressLine1 = input.correspondenceAddressLine1;
    details.correspondenceAddressLine2 = input.correspondenceAddressLine2;
    details.correspondenceLocality = input.correspondenceLocality;
    details.correspondenceCounty = input.correspondenceCounty;
    details.correspondenceCountry = input.correspondenceCountry;
    details.correspondencePostcode = input.correspondencePostcode;
  }
  if (!input.sameasCompanyWebsite && input.website) details.correspondenceWebsite = input.website;
  if (localAuthorityName) details.localAuthorityName = localAuthorityName;
  return {
    name: input.organisationName,
    email: input.email,
    telephone: input.companyTelephone || null,
    businessType: type,
    organisationStructure: hasSection(type, "organisation-structure")
      ? answerOf(ORGANISATION_STRUCTURE_VALUES, input.organisationStructure)
      : null,
    registrationNumber: companyRegistration && !noNumber ? input.registrationNumber : null,
    noRegistrationReason: noNumber
      ? answerOf(NO_REGISTRATION_REASON_VALUES, input.reasonForNotRegistered)
      : null,
    otherReasonNotRegistered:
      noNumber && input.reasonForNotRegistered === "other" ? input.otherReasonForNotRegistered : null,
    regulatoryBody: hasSection(type, "professional-body")
      ? answerOf(REGULATORY_BODY_VALUES, input.regulatoryBodyId)
      : null,
    membershipNumber: hasSection(type, "professional-body") ? input.regulatoryBodyMembershipNoId : null,
    website: input.companyWebsite || null,
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2 || null,
    locality: input.locality || null,
    county: input.county || null,
    country: input.country || null,
    postcode: input.postcode || null,
    localAuthorityId: hasSection(type, "local-authority") ? input.localAuthorityId : null,
    officeOrDepartment: hasSection(type, "office-or-department") ? input.officeOrDepartmentId : null,
    registrationDetails: details,
  };
}

/** The organisation (pending approval) and its administrator (account owner, unconfirmed). */
export async function registerOrganisation(
  db: Database,
  input: OrganisationRegistration,
  { siteUrl }: RegistrationOptions,
): Promise<RegistrationResult> {
  let localAuthorityName: string | null = null;
  if (hasSection(input.businessType, "local-authority")) {
    localAuthorityName = await findLocalAuthorityName(db, input.localAuthorityId);
    if (!localAuthorityName)
      return { outcome: "invalid", errors: [{ field: "localAuthorityId", message: MESSAGES.required }] };
  }
  const passwordHash = await hashPassword(input.password);
  const name = fullName(input);
  return register(db, input.email, siteUrl, async (tx) => {
    const organisationId = await insertPendingOrganisation(tx, organisationRecord(input, localAuthorityName));
    const id = await insertRegistrant(tx, {
      email: input.email,
      name,
      title: input.title,
      telephone: input.telephone || null,
      passwordHash,
      role: "account-owner",
      permissions: [...DEFAULT_PERMISSIONS],
      organisationId,
    });
    await setOrganisationOwner(tx, organisationId, id);
    return { id, name };
  });
}

/** Whether a confirmation link is still good (the GET page; a mail scanner's visit must not use it up). */
export async function isConfirmationTokenValid(db: Database, token: string): Promise<boolean> {
  return (await peekUserToken(db, "confirm-email", token)) !== null;
}

export type ConfirmationResult =
  | { outcome: "individual-ready" }
  | { outcome: "organisation-awaiting-approval"; organisationName: string }
  | { outcome: "invalid-token" };

/**
 * Uses the token up and activates the person. An organisation's owner also files the organisation's
 * approval request, and every account admin is told by e-mail; all in one transaction.
 */
export async function confirmRegistration(
  db: Database,
  token: string,
  { siteUrl }: RegistrationOptions,
  now = new Date(),
): Promise<ConfirmationResult> {
  return db.transaction(async (tx): Promise<ConfirmationResult> => {
    const used = await consumeUserToken(tx, "confirm-email", token, now);
    if (!used) return { outcome: "invalid-token" };
    const user = await markEmailConfirmed(tx, used.userId, now);
    if (!user) return { outcome: "invalid-token" };
    const organisation = user.organisationId ? await findOrganisation(tx, user.organisationId) : null;
    if (!organisation || organisation.ownerUserId !== user.id) return { outcome: "individual-ready" };
    const filed =
      organisation.status === "pending" &&
      (await insertOrganisationApprovalRequest(tx, { organisationId: organisation.id, userId: user.id }));
    if (filed) {
      for (const admin of await listAccountAdmins(tx)) {
        await queueEmail(
          tx,
          awaitingApprovalMessage({
            to: admin.email,
            name: admin.name,
            organisationName: organisation.name,
            siteUrl,
          }),
        );
      }
    }
    return { outcome: "organisation-awaiting-approval", organisationName: organisation.name };
  });
}

/** Sends a fresh link when the address belongs to an unconfirmed account; otherwise nothing (same answer). */
export async function resendConfirmation(
  db: Database,
  email: string,
  { siteUrl }: RegistrationOptions,
): Promise<boolean> {
  const user = await findRegistrantByEmail(db, email);
  if (user?.status !== "unconfirmed") return false;
  await db.transaction(async (t) => {
    await sendConfirmation(t, user, siteUrl);
  });
  return true;
}

/** The local authorities a local-government organisation chooses from. */
export function localAuthorityOptions(db: Database): Promise<LocalAuthorityOption[]> {
  return listLocalAuthorityOptions(db);
}

/**
 * Files an organisation's account request without telling the account admins, for people created
 * ready-made (test-users.server.ts); null when one is open already.
 */
export function requestOrganisationApproval(
  db: Database,
  input: { organisationId: number; userId: number },
): Promise<number | null> {
  return insertOrganisationApprovalRequest(db, input);
}
