/**
 * For the web forms' unit tests: answering a page as its action does (the posted fields parsed by the
 * page's schema, then saved into the draft's data), with one publication context, and answers that
 * several corporate forms share.
 */
import { isDeepStrictEqual } from "node:util";
import { parseForm } from "../../../lib/forms/parse-form.ts";
import { type DraftData, type FormContext, pageOf, type WebForm } from "./web-form.ts";

/** Wednesday 25 November 2026's issue, answered the day before. */
export const TEST_CONTEXT: FormContext = {
  today: "2026-11-24",
  publicationDay: "2026-11-25",
  editionId: "london",
};

export function posted(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

/** The page's answers saved into `data`, or the problems' messages (and `data` unchanged). */
export function answer(f: WebForm, slug: string, fields: Record<string, string>, data: DraftData, item = 1) {
  const page = pageOf(f, slug)!;
  const parsed = parseForm(page.schema(TEST_CONTEXT), posted(fields));
  if (!parsed.ok) return { data, errors: parsed.errors.map((e) => e.message) };
  return { data: page.save(data, parsed.data as Record<string, unknown>, item), errors: [] as string[] };
}

/** Every page answered and reading its own answers back unchanged (what "Change" relies on). */
export function readsBack(f: WebForm, data: DraftData): string[] {
  const problems: string[] = [];
  for (const page of f.pages) {
    if (!page.answered(data, 1)) problems.push(`${page.slug}: not answered`);
    const values = page.values(data, TEST_CONTEXT, 1) as Record<string, string>;
    const again = parseForm(page.schema(TEST_CONTEXT), posted(values));
    if (!again.ok) problems.push(`${page.slug}: ${again.errors.map((e) => e.message).join("; ")}`);
    else if (!isDeepStrictEqual(page.save(data, again.data as Record<string, unknown>, 1), data))
      problems.push(`${page.slug}: saved differently`);
  }
  return problems;
}

export const TEST_COMPANY = {
  companyName: "Brass <Kettle> & Sons Limited",
  companyNumber: "09876543",
  natureOfBusiness: "Kettle making",
  officeLine1: "4 Copper Yard",
  officeCity: "Sheffield",
  officePostcode: "S1 2GU",
};

export const TEST_PRACTITIONER = {
  name: "Ambrose Quillfeather",
  ipNumber: "9512",
  firm: "Quillfeather Recovery LLP",
  ipLine1: "1 Ledger Lane",
  ipCity: "Leeds",
  ipPostcode: "LS1 4AP",
  telephone: "0113 496 0000",
  email: "aq@quillfeather.example",
};
