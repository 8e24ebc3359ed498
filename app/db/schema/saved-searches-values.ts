/** The fixed words of the saved_searches table (a CHECK in saved-searches.ts keeps the column to them). */

/** How often a saved search's new notices are e-mailed (features/saved-searches/search-alert-schedule.ts). */
export const ALERT_FREQUENCIES = ["none", "daily", "weekly"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
