/**
 * The company a corporate-insolvency notice is about, asked the same way by every such web form (a
 * petition to wind up, the creditors' voluntary liquidation notices): its name, its number (checked
 * against the register the site knows when the answers are checked), its registered office, any other
 * trading address and the nature of its business, kept as the data schemas' `company`; and the court and
 * case of a notice about court proceedings, as their `court`. Pure.
 */
import { z } from "zod";
import { formatDateInput } from "../../../lib/forms/date-input.ts";
import { companyNumber, optionalText, requiredText } from "../../../lib/forms/field-schemas.ts";
import {
  type AddressData,
  addressFields,
  addressFromAnswers,
  addressGroup,
  addressText,
  addressValues,
  refineAddress,
} from "./address-answers.ts";
import type { DraftData, QuestionPage } from "./web-form.ts";

export const COMPANY_MESSAGES = {
  companyName: "Enter the name of the company",
  companyNumber: "Enter the company number",
  companyNumberFormat: "Enter a company number of 6 to 10 letters and digits, such as 01234567 or SC123456",
} as const;

export const COURT_MESSAGES = {
  courtName: "Enter the name of the court",
  caseNumber: "Enter the case number",
  caseYear: "Enter the year of the case as four digits",
} as const;

export interface CourtCaseData {
  name?: string;
  caseNumber?: string;
  caseYear?: number;
}

export const courtOf = (data: DraftData): CourtCaseData => (data.court ?? {}) as CourtCaseData;

export interface CompanyData {
  name?: string;
  number?: string;
  tradingNames?: string[];
  previousNames?: string[];
  registeredOffice?: AddressData;
  principalTradingAddress?: AddressData;
  natureOfBusiness?: string;
}

export const str = (v: unknown) => (typeof v === "string" ? v : "");
export const isoText = (v: unknown) => (typeof v === "string" && v ? formatDateInput(v) : "");

/** Keys with empty answers are left out of the data, as the data schemas have them optional. */
export function compact<T extends Record<string, unknown>>(o: T): T {
  for (const key of Object.keys(o))
    if (
      o[key] === "" ||
      o[key] === undefined ||
      o[key] === null ||
      (Array.isArray(o[key]) && !(o[key] as unknown[]).length)
    )
      delete o[key];
  return o;
}

export const companyOf = (data: DraftData): CompanyData => (data.company ?? {}) as CompanyData;

/** The company page, headed by the form's own question. */
export function companyPage(title: string): QuestionPage {
  return {
    slug: "company",
    title,
    dataKeys: ["company"],
    groups: [
      {
        legend: "The company",
        fields: [
          { name: "companyName", label: "Company name", kind: "text" },
          {
            name: "companyNumber",
            label: "Company number",
            hint: "8 characters at Companies House, such as 01234567 or SC123456",
            kind: "text",
            width: "govuk-input--width-10",
          },
          { name: "natureOfBusiness", label: "Nature of business", kind: "text" },
        ],
      },
      addressGroup("office", "Registered office", "registered office"),
      addressGroup(
        "trading",
        "Principal trading address (optional)",
        "principal trading address",
        "If it trades from somewhere other than its registered office",
      ),
    ],
    schema: () =>
      z
        .object({
          companyName: requiredText(200, COMPANY_MESSAGES.companyName),
          companyNumber: companyNumber({
            required: COMPANY_MESSAGES.companyNumber,
            invalid: COMPANY_MESSAGES.companyNumberFormat,
          }),
          natureOfBusiness: optionalText(200),
          ...addressFields("office"),
          ...addressFields("trading", { required: false }),
        })
        .superRefine(refineAddress("office"))
        .superRefine(refineAddress("trading", { required: false })),
    values: (data) => {
      const c = companyOf(data);
      return {
        companyName: str(c.name),
        companyNumber: str(c.number),
        natureOfBusiness: str(c.natureOfBusiness),
        ...addressValues("office", c.registeredOffice),
        ...addressValues("trading", c.principalTradingAddress),
      };
    },
    // Names the form does not ask (trading and previous names of a record changed by an editor) are kept.
    save: (data, a) => ({
      ...data,
      company: compact({
        ...companyOf(data),
        name: str(a.companyName),
        number: str(a.companyNumber),
        natureOfBusiness: str(a.natureOfBusiness),
        registeredOffice: addressFromAnswers("office", a),
        principalTradingAddress: addressFromAnswers("trading", a),
      }),
    }),
    answered: (data) => Boolean(companyOf(data).number),
    summary: (data) => {
      const c = companyOf(data);
      return [
        { key: "Company", value: `${str(c.name)} (${str(c.number)})` },
        { key: "Registered office", value: c.registeredOffice ? addressText(c.registeredOffice) : "" },
        ...(c.principalTradingAddress
          ? [{ key: "Principal trading address", value: addressText(c.principalTradingAddress) }]
          : []),
        ...(c.natureOfBusiness ? [{ key: "Nature of business", value: c.natureOfBusiness }] : []),
      ];
    },
  };
}

/** The court and the case, headed by the form's own question. */
export function courtPage(title: string): QuestionPage {
  return {
    slug: "court",
    title,
    dataKeys: ["court"],
    groups: [
      {
        legend: "The court and the case",
        fields: [
          {
            name: "courtName",
            label: "Court",
            hint: "For example, High Court of Justice, Business and Property Courts of England and Wales, Insolvency and Companies List (ChD)",
            kind: "text",
          },
          {
            name: "caseNumber",
            label: "Case number",
            hint: "For example, CR-2026-001234",
            kind: "text",
            width: "govuk-input--width-20",
          },
          {
            name: "caseYear",
            label: "Year of the case",
            hint: "For example, 2026",
            kind: "text",
            width: "govuk-input--width-4",
          },
        ],
      },
    ],
    schema: () =>
      z.object({
        courtName: requiredText(200, COURT_MESSAGES.courtName),
        caseNumber: requiredText(60, COURT_MESSAGES.caseNumber),
        caseYear: z
          .string()
          .trim()
          .regex(/^(19|20|21)\d\d$/, COURT_MESSAGES.caseYear),
      }),
    values: (data) => {
      const c = courtOf(data);
      return {
        courtName: str(c.name),
        caseNumber: str(c.caseNumber),
        caseYear: c.caseYear ? String(c.caseYear) : "",
      };
    },
    save: (data, a) => ({
      ...data,
      court: { name: str(a.courtName), caseNumber: str(a.caseNumber), caseYear: Number(a.caseYear) },
    }),
    answered: (data) => Boolean(courtOf(data).name),
    summary: (data) => {
      const c = courtOf(data);
      return [
        { key: "Court", value: str(c.name) },
        { key: "Case number", value: `${str(c.caseNumber)} of ${c.caseYear ?? ""}` },
      ];
    },
  };
}
