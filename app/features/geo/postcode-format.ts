/** UK postcode formatting and checks (pure). */

const POSTCODE = /^([A-Z]{1,2}[0-9][A-Z0-9]?) ?([0-9][A-Z]{2})$/;

/** Upper-case with one space before the inward code (`sw1a1aa` → `SW1A 1AA`), or null if not a postcode. */
export function normalisePostcode(input: string): string | null {
  const compact = input.toUpperCase().replace(/\s+/g, "");
  const m = POSTCODE.exec(compact);
  return m ? `${m[1]} ${m[2]}` : null;
}

/** The outward code (`SW1A 1AA` → `SW1A`) of a full postcode or of an outward code alone. */
export function outwardCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/\s+/g, "");
  if (/^[A-Z]{1,2}[0-9][A-Z0-9]?$/.test(compact)) return compact;
  return normalisePostcode(compact)?.split(" ")[0] ?? null;
}
