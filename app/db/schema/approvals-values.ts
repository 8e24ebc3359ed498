/** The fixed words of the approvals tables (CHECKs in approvals.ts keep the columns to them). */

/**
 * What an approval request asks for. Credit applications are decided in the same list but have a table
 * of their own (credit_applications), so they are no kind of request here.
 */
export const APPROVAL_REQUEST_KINDS = ["organisation", "director-claim", "customisation"] as const;
export type ApprovalRequestKind = (typeof APPROVAL_REQUEST_KINDS)[number];

/** pending → approved | declined; superseded: a newer identical claim or application replaced it. */
export const REQUEST_STATUSES = ["pending", "approved", "declined", "superseded"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
