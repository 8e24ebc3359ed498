/**
 * Human wording shared by the document-like representations (data.xml, data.pdf). Dates are written by
 * `formatLongDate` (lib/dates.ts), as on the pages.
 */

/** `dateOfDeath` → `Date of death`, `claim_deadline` → `Claim deadline`: labels for generic fields. */
export function humaniseKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .replace(/[_\-\s]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}
