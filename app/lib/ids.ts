/**
 * The shapes of the identifiers the site reads from addresses and forms, written once. A value that does
 * not match is not an identifier: routes answer 404 (or the form's message), never a database error.
 */

/** The largest value of a PostgreSQL `integer` (serial ids). */
export const MAX_ROW_ID = 2_147_483_647;

export const ID_PATTERNS = {
  /** A row id (notice, user, image, saved search, approval…): a positive whole number. */
  rowId: /^[1-9]\d{0,9}$/,
  /** An issue number of an edition. */
  issueNumber: /^[1-9]\d{0,6}$/,
  /** A page of an issue. */
  pageNumber: /^[1-9]\d{0,4}$/,
  /** A supplement's place among its issue's supplements. */
  supplementPosition: /^[1-9]\d?$/,
  /** A version of a notice. */
  noticeVersion: /^[1-9]\d{0,3}$/,
  /** A Companies House number: two letters or digits (SC, NI, OC, R0…) then six digits. */
  companiesHouseNumber: /^[A-Z0-9]{2}\d{6}$/,
  /**
   * A registration number as organisations give it: Companies House numbers and the longer or shorter
   * numbers of other registers (societies, e.g. IP12345R; overseas companies), without spaces.
   */
  registrationNumber: /^[A-Z0-9]{6,10}$/,
  /** A GSS code (E06000001…): the nation's letter (K for the UK or GB), then eight digits. */
  localAuthorityCode: /^[ENSWK]\d{8}$/,
  /** A CSRF token: 32 random bytes in base64url. */
  csrfToken: /^[A-Za-z0-9_-]{43}$/,
} as const;

type NumericId = "rowId" | "issueNumber" | "pageNumber" | "supplementPosition" | "noticeVersion";

/**
 * A numeric identifier of the kind `kind` (a row id unless said) from a route parameter, query string or
 * form field; null when it is not one (also when it would not fit the database's integer).
 */
export function parseId(value: unknown, kind: NumericId = "rowId"): number | null {
  if (typeof value !== "string" || !ID_PATTERNS[kind].test(value)) return null;
  const n = Number(value);
  return n <= MAX_ROW_ID ? n : null;
}

/**
 * A company number as Companies House writes it (eight characters); lower case and spaces, as people
 * copy numbers, are forgiven. Null for anything else.
 */
export function parseCompanyNumber(value: string | null | undefined): string | null {
  if (!value || value.length > 20) return null;
  const number = value.replace(/\s+/g, "").toUpperCase();
  return ID_PATTERNS.companiesHouseNumber.test(number) ? number : null;
}
