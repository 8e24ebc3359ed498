/** The fixed words of the bundles tables (CHECKs in bundles.ts keep the columns to them). Pure. */

/** The formats a bundle is stored as having come in (bundle-entry.ts reads them). */
export const BUNDLE_FILE_FORMATS = ["xml", "csv", "json"] as const;

/**
 * submitted (stored, its job queued) → processing (the job has started on it) → processed (every notice
 * checked); failed when the job gave up on it for good.
 */
export const BUNDLE_STATUSES = ["submitted", "processing", "processed", "failed"] as const;
export type BundleStatus = (typeof BUNDLE_STATUSES)[number];

/** pending until the job has made its draft and checked it; then valid or invalid. */
export const BUNDLE_ITEM_STATUSES = ["pending", "valid", "invalid"] as const;
export type BundleItemStatus = (typeof BUNDLE_ITEM_STATUSES)[number];
