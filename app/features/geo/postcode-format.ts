/** UK postcode formatting and checks (pure); the shapes are the forms module's (extra-methods.ts). */
import { UK_OUTWARD_CODE, UK_POSTCODE } from "../../lib/forms/extra-methods.ts";

/** Upper-case with one space before the inward code (`sw1a1aa` → `SW1A 1AA`), or null if not a postcode. */
export function normalisePostcode(input: string): string | null {
  const compact = input.toUpperCase().replace(/\s+/g, "");
  const m = UK_POSTCODE.exec(compact);
  return m ? `${m[1]} ${m[2]}` : null;
}

/** The outward code (`SW1A 1AA` → `SW1A`) of a full postcode or of an outward code alone. */
export function outwardCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/\s+/g, "");
  if (UK_OUTWARD_CODE.test(compact)) return compact;
  return normalisePostcode(compact)?.split(" ")[0] ?? null;
}
