/** The fixed words of the publications tables (a CHECK in publications.ts keeps the column to them). */

/** Whose law and bank holidays an edition follows (editions.jurisdiction). */
export const JURISDICTIONS = ["england-and-wales", "scotland", "northern-ireland"] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];
