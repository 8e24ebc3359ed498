/**
 * The company a corporate-insolvency notice is about, asked the same way by every such web form (a
 * petition to wind up, the creditors' voluntary liquidation notices): its name, its number (checked
 * against the register the site knows when the answers are checked), its registered office, any other
 * trading address and the nature of its business, kept as the data schemas' `company`; and the court and
 * case of a notice about court proceedings, as their `court`. Pure.
 */
import { z } from "zod";
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
import { compact, courtPage as courtAndCasePage, str } from "./common-pages.ts";
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

// One copy of the answers' small helpers, shared with the other forms' pages.
export { compact, isoText, str } from "./common-pages.ts";

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

/** The court and the case of a company's insolvency, headed by the form's own question. */
export function courtPage(title: string): QuestionPage {
  return courtAndCasePage({
    title,
    courtHint:
      "For example, High Court of Justice, Business and Property Courts of England and Wales, Insolvency and Companies List (ChD)",
    caseNumberHint: "For example, CR-2026-001234",
    messages: COURT_MESSAGES,
    caseText: (court) => `${court.caseNumber ?? ""} of ${court.caseYear ?? ""}`,
  });
}
