/** The fixed words of the notices tables (CHECKs in notices.ts keep the columns to them). */

export const NOTICE_STATUSES = [
  "draft",
  "submitted",
  "awaiting-payment",
  "awaiting-approval",
  "published",
  "rejected",
  "withdrawn",
  "permanently-withdrawn",
] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

/** What happened to a notice, one row of its provenance trail each (published as PROV-O activities). */
export const PROVENANCE_ACTIVITIES = [
  "received",
  "validated",
  "corrected",
  "approved",
  "published",
  "rejected",
  "withdrawn",
] as const;
export type ProvenanceActivity = (typeof PROVENANCE_ACTIVITIES)[number];
