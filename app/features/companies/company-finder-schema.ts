/**
 * The company finder's input (spec §7: `GET /service/company-finder` with `companyname` and
 * `companynumber`), as one zod schema used by the finder form in the browser, the page's loader and the
 * `data.json` endpoint, so that all three accept and refuse exactly the same input with the same words.
 * No server-only imports here: this module is bundled for the browser too.
 */
import { z } from "zod";

/** Longest value either field accepts. */
export const COMPANY_FINDER_MAX_LENGTH = 160;
/** Spec §9: company result lists show at most 15 rows. */
export const COMPANY_FINDER_MAX_RESULTS = 15;

export const COMPANY_FINDER_MESSAGES = {
  required: "Enter a company name or a company number",
  nameTooLong: `Company name must be ${COMPANY_FINDER_MAX_LENGTH} characters or fewer`,
  numberTooLong: `Company number must be ${COMPANY_FINDER_MAX_LENGTH} characters or fewer`,
  // Spec §8, word for word (the catalogue is what consumers of the old service know).
  noResults: "Sorry no results were found, please try again.",
  error: "Sorry there has been an error, please try again.",
} as const;

export const companyFinderSchema = z
  .object({
    companyname: z
      .string()
      .trim()
      .max(COMPANY_FINDER_MAX_LENGTH, COMPANY_FINDER_MESSAGES.nameTooLong)
      .default(""),
    // People copy numbers as "SC 99 1234" or in lower case; Companies House numbers have neither.
    companynumber: z
      .string()
      .transform((v) => v.replace(/\s+/g, "").toUpperCase())
      .pipe(z.string().max(COMPANY_FINDER_MAX_LENGTH, COMPANY_FINDER_MESSAGES.numberTooLong))
      .default(""),
  })
  .refine((q) => q.companyname !== "" || q.companynumber !== "", {
    // Attached to the first field, as GOV.UK does for "one of these" questions, so the summary links there.
    path: ["companyname"],
    error: COMPANY_FINDER_MESSAGES.required,
  });

export type CompanyFinderQuery = z.output<typeof companyFinderSchema>;

/** True once the form has been sent (either field in the address), as opposed to a first visit. */
export function isCompanyFinderSubmission(params: URLSearchParams): boolean {
  return params.has("companyname") || params.has("companynumber");
}

/**
 * The words of a company name query, lower-cased and without punctuation ("Smith & Jones" → smith,
 * jones; "O'Brien" → o, brien), each kept once. Company names are split the same way when matched, so a
 * query word matches when it begins a word of the name.
 */
export function companyNameWords(name: string): string[] {
  return [
    ...new Set(
      name
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w !== ""),
    ),
  ];
}
