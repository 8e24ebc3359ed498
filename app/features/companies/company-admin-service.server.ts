/**
 * My company (spec §2, §6): the organisation's details, payment method, logo and statement as its company
 * administrators see them. A new statement or logo is a customisation request: the organisation shows it
 * only once an account admin approves (approvals-service applies it).
 */
import type { Database } from "../../db/client.server.ts";
import type { FieldError } from "../../lib/forms/parse-form.ts";
import { parseCompanyNumber } from "../../lib/ids.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import {
  hasApprovedCreditApplication,
  latestCreditApplicationStatus,
  requestCustomisation,
  requestDirectorClaim,
} from "../approvals/approvals-service.server.ts";
import type { CheckedImage } from "../images/image-upload.server.ts";
import { saveUploadedImage } from "../images/images-service.server.ts";
import {
  companyExists,
  findCompanyProfile,
  findImage,
  listOrganisationImages,
  listPendingCustomisations,
  updatePaymentMethod,
} from "./company-admin-repository.server.ts";
import { sanitiseStatement } from "./statement-rules.ts";

export async function getMyCompany(db: Database, organisationId: number) {
  const [profile, pending, creditStatus, images] = await Promise.all([
    findCompanyProfile(db, organisationId),
    listPendingCustomisations(db, organisationId),
    latestCreditApplicationStatus(db, organisationId),
    listOrganisationImages(db, organisationId),
  ]);
  if (!profile) return null;
  return {
    profile: { ...profile, statement: profile.statement ? sanitiseStatement(profile.statement) : null },
    pendingStatement: pending.some((p) => "statement" in p.payload),
    pendingLogo: pending.some((p) => "logoImageId" in p.payload),
    creditStatus,
    images,
  };
}

export function canPayByAccount(db: Database, organisationId: number): Promise<boolean> {
  return hasApprovedCreditApplication(db, organisationId);
}

export type PaymentResult = { ok: true } | { ok: false; reason: "no-credit-account" };

export async function changePaymentMethod(
  db: Database,
  organisationId: number,
  method: "card" | "account",
): Promise<PaymentResult> {
  if (method === "account" && !(await canPayByAccount(db, organisationId)))
    return { ok: false, reason: "no-credit-account" };
  await updatePaymentMethod(db, organisationId, method);
  return { ok: true };
}

export function proposeStatement(db: Database, user: CurrentUser, statement: string) {
  return requestCustomisation(db, user, { statement });
}

/** A new image becomes the proposed logo; an existing image of the organisation may be chosen instead. */
export async function proposeLogo(
  db: Database,
  user: CurrentUser,
  choice: { upload: CheckedImage } | { imageId: number },
): Promise<"requested" | "unknown-image"> {
  const organisationId = user.organisationId!;
  return db.transaction(async (tx) => {
    let imageId: number;
    if ("upload" in choice) {
      imageId = await saveUploadedImage(tx, { id: user.id, organisationId }, choice.upload);
    } else {
      const image = await findImage(tx, choice.imageId);
      if (!image || image.organisationId !== organisationId) return "unknown-image";
      imageId = image.id;
    }
    await requestCustomisation(tx, user, { logoImageId: imageId });
    return "requested";
  });
}

/** An organisation's image, for its own people and for account admins deciding on it. */
export async function getCompanyImage(db: Database, viewer: CurrentUser, id: number, mayDecide: boolean) {
  const image = await findImage(db, id);
  if (!image) return null;
  if (!mayDecide && (image.organisationId === null || image.organisationId !== viewer.organisationId))
    return null;
  return image;
}

export const DIRECTOR_CLAIM_WAITING = "Your claim to this company is already waiting for a decision.";

export type DirectorClaimResult = { ok: true } | { ok: false; errors: FieldError[] };

export async function claimDirectorship(
  db: Database,
  user: CurrentUser,
  claim: Record<string, string>,
): Promise<DirectorClaimResult> {
  const number = parseCompanyNumber(claim.companyNumber);
  if (!number || !(await companyExists(db, number)))
    return {
      ok: false,
      errors: [{ field: "companyNumber", message: "We could not find a company with this number." }],
    };
  const filed = await requestDirectorClaim(db, user, { ...claim, companyNumber: number });
  if (filed === null)
    return { ok: false, errors: [{ field: "companyNumber", message: DIRECTOR_CLAIM_WAITING }] };
  return { ok: true };
}
