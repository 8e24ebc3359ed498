/**
 * The court injunction form (spec §2 "Court injunction form (date-from, date-to, register title list)",
 * §5 "Court injunction: injunctionStartDate and injunctionEndDate required; register title must not be
 * the default option. Placeholder values are cleared before submit."): the company number, the register
 * title (a closed list whose empty first option is refused), the start and end dates (dd/mm/yyyy, both
 * required, the start not after the end) and the court order (required when recording; when changing,
 * a new one replaces the old). Pure: the page takes its constraints from it, the action reads with it.
 */
import { z } from "zod";
import { REGISTER_TITLES } from "../../db/schema/injunctions-values.ts";
import { DATE_MESSAGES } from "../../lib/forms/date-input.ts";
import { choice, companyNumber, date } from "../../lib/forms/field-schemas.ts";
import { MESSAGES } from "../../lib/forms/messages.ts";
import { documentFile } from "../notice-documents/document-file.ts";

export const INJUNCTION_FORM_MESSAGES = {
  companyNumber: "Enter the company number",
  companyNumberFormat: "Enter a company number of 6 to 10 letters and digits, such as 01234567 or SC123456",
  registerTitle: "Select the register title",
  startDate: MESSAGES.required,
  endDate: MESSAGES.required,
  startAfterEnd: DATE_MESSAGES.fromAfterTo,
  courtOrder: "Select the court order to upload",
} as const;

/**
 * What the date fields' hint shows, and what old scripts (the real service's placeholder polyfill) may
 * send as the field's value: a value that is only the placeholder is an empty field (spec §5 "placeholder
 * values are cleared before submit"), so it gets "required", never "not a valid date".
 */
export const DATE_PLACEHOLDER = "dd/mm/yyyy";

export function clearPlaceholder(value: unknown): unknown {
  return typeof value === "string" && value.trim().toLowerCase() === DATE_PLACEHOLDER ? "" : value;
}

/** A required day of the injunction; at most two years ahead (a "free" date, spec §5). */
function injunctionDate(today: string, required: string) {
  return z.preprocess(clearPlaceholder, date({ today, free: true, required: true, messages: { required } }));
}

/**
 * `recording`: the court order is required; when changing an injunction it may be left out. The start
 * is weighed against the end once both are real dates and the other fields are right (as zod runs a
 * form's own checks after its fields').
 */
export function injunctionForm(today: string, { recording }: { recording: boolean }) {
  return z
    .object({
      companyNumber: companyNumber({
        required: INJUNCTION_FORM_MESSAGES.companyNumber,
        invalid: INJUNCTION_FORM_MESSAGES.companyNumberFormat,
      }),
      registerTitle: choice(REGISTER_TITLES, INJUNCTION_FORM_MESSAGES.registerTitle),
      injunctionStartDate: injunctionDate(today, INJUNCTION_FORM_MESSAGES.startDate),
      injunctionEndDate: injunctionDate(today, INJUNCTION_FORM_MESSAGES.endDate),
      courtOrder: documentFile({ required: recording ? INJUNCTION_FORM_MESSAGES.courtOrder : null }),
    })
    .superRefine((form, ctx) => {
      if (
        form.injunctionStartDate &&
        form.injunctionEndDate &&
        form.injunctionStartDate > form.injunctionEndDate
      )
        ctx.addIssue({
          code: "custom",
          path: ["injunctionStartDate"],
          message: INJUNCTION_FORM_MESSAGES.startAfterEnd,
        });
    });
}

export type InjunctionFormData = z.output<ReturnType<typeof injunctionForm>>;
