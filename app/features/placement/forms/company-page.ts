/**
 * The company a corporate-insolvency notice is about, asked the same way by every such web form (a
 * petition to wind up, the creditors' voluntary liquidation notices): its name, its number (checked
 * against the register the site knows when the answers are checked), its registered office, any other
 * trading address and the nature of its business. Kept as the data schemas' `company`. Pure.
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
