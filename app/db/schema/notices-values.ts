/** The fixed words of the notices tables (CHECKs in notices.ts keep the columns to them). */

/**
 * Where a notice stands in its life (the notice workflow, features/placement/notice-machine.ts, says how
 * one becomes another): drafted, submitted (finished and in the basket), its card payment under way, paid,
 * waiting for staff, approved, scheduled into an issue, published; or rejected, withdrawn by its placer
 * before publication, or permanently withdrawn by staff after it.
 */
export const NOTICE_STATUSES = [
  "draft",
  "submitted",
  "awaiting-payment",
  "paid",
  "awaiting-approval",
  "approved",
  "scheduled",
  "published",
  "rejected",
  "withdrawn",
  "permanently-withdrawn",
] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

/**
 * The activities the public trail of a published notice shows (`/notice/{id}/provenance`, PROV-O): what
 * the Gazette did with the notice.
 */
export const PUBLIC_PROVENANCE_ACTIVITIES = [
  "received",
  "validated",
  "corrected",
  "approved",
  "published",
  "rejected",
  "withdrawn",
  "permanently-withdrawn",
] as const;

/**
 * The steps between the placer and the Gazette — the payment, a return to draft, the scheduling — that
 * stay in the trail for staff and the placer only.
 */
export const PRIVATE_PROVENANCE_ACTIVITIES = [
  "returned-to-draft",
  "payment-started",
  "payment-failed",
  "paid",
  "payment-not-required",
  "scheduled",
] as const;

/**
 * What happened to a notice, one row of its provenance trail each: every step of the notice workflow
 * writes one, and corrections too.
 */
export const PROVENANCE_ACTIVITIES = [
  ...PUBLIC_PROVENANCE_ACTIVITIES,
  ...PRIVATE_PROVENANCE_ACTIVITIES,
] as const;
export type ProvenanceActivity = (typeof PROVENANCE_ACTIVITIES)[number];
