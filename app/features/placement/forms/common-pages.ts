/**
 * What several web forms ask alike: reading answers back (`str`, `isoText`, `lines`, `compact`), a
 * contact's page (a name, a few details, telephone, email and an address: a petitioner's representative,
 * an official receiver, a trustee) and an addresses page (an address and an optional previous one: a
 * deceased's, a bankrupt's). Each keeps its answers in the data as the notice-data schemas have them.
 * Pure.
 */
import { z } from "zod";
import { formatDateInput } from "../../../lib/forms/date-input.ts";
import { optionalEmail, requiredText, telephone } from "../../../lib/forms/field-schemas.ts";
import {
  type AddressData,
  addressFields,
  addressFromAnswers,
  addressGroup,
  addressText,
  addressValues,
  refineAddress,
} from "./address-answers.ts";
import type { DraftData, FieldSpec, QuestionPage } from "./web-form.ts";

export const str = (v: unknown) => (typeof v === "string" ? v : "");
export const isoText = (v: unknown) => (typeof v === "string" && v ? formatDateInput(v) : "");
/** A textarea's answer, one item a line, blank lines left out. */
export const lines = (v: unknown) =>
  str(v)
    .split(/\r?\n/)
    .map((n) => n.trim())
    .filter(Boolean);

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

export type Contact = Record<string, string | undefined> & { address?: AddressData };

export interface ContactPageSpec {
  slug: string;
  title: string;
  intro?: string;
  /** The data's key holding the contact: `{ name, …details, address, telephone?, email? }`. */
  dataKey: string;
  legend: string;
  nameMessage: string;
  /** The fields asked between the name and the telephone number, each kept under its own name. */
  details: readonly { field: FieldSpec; schema: z.ZodType }[];
  address: { prefix: string; legend: string; finderName: string };
  summary: (contact: Contact) => readonly { key: string; value: string }[];
}

export function contactPage(spec: ContactPageSpec): QuestionPage {
  const { prefix } = spec.address;
  const contactOf = (data: DraftData) => (data[spec.dataKey] ?? {}) as Contact;
  const names = ["name", ...spec.details.map((d) => d.field.name), "telephone", "email"];
  return {
    slug: spec.slug,
    title: spec.title,
    ...(spec.intro ? { intro: spec.intro } : {}),
    dataKeys: [spec.dataKey],
    groups: [
      {
        legend: spec.legend,
        fields: [
          { name: "name", label: "Full name", kind: "text", width: "govuk-!-width-two-thirds" },
          ...spec.details.map((d) => d.field),
          { name: "telephone", label: "Telephone number", kind: "text", width: "govuk-input--width-20" },
          { name: "email", label: "Email address", kind: "text", width: "govuk-!-width-two-thirds" },
        ],
      },
      addressGroup(prefix, spec.address.legend, spec.address.finderName),
    ],
    schema: () =>
      z
        .object({
          name: requiredText(150, spec.nameMessage),
          ...Object.fromEntries(spec.details.map((d) => [d.field.name, d.schema])),
          telephone: telephone(),
          email: optionalEmail(),
          ...addressFields(prefix),
        })
        .superRefine(refineAddress(prefix)),
    values: (data) => {
      const c = contactOf(data);
      return {
        ...Object.fromEntries(names.map((n) => [n, str(c[n])])),
        ...addressValues(prefix, c.address),
      };
    },
    save: (data, a) => ({
      ...data,
      [spec.dataKey]: compact({
        ...Object.fromEntries(names.map((n) => [n, str(a[n])])),
        address: addressFromAnswers(prefix, a),
      }),
    }),
    answered: (data) => Boolean(contactOf(data).name),
    summary: (data) => spec.summary(contactOf(data)),
  };
}

export interface AddressesPageSpec {
  slug: string;
  title: string;
  dataKey: string;
  addresses: (data: DraftData) => readonly AddressData[];
  withAddresses: (data: DraftData, addresses: AddressData[]) => DraftData;
  current: { legend: string; finderName: string; summaryKey: string };
  previous: { legend: string; finderName: string; hint: string };
}

/** An address and an optional previous one, kept as the list `[address, previous?]`. */
export function addressesPage(spec: AddressesPageSpec): QuestionPage {
  return {
    slug: spec.slug,
    dataKeys: [spec.dataKey],
    title: spec.title,
    groups: [
      addressGroup("address", spec.current.legend, spec.current.finderName),
      addressGroup("previous", spec.previous.legend, spec.previous.finderName, spec.previous.hint),
    ],
    schema: () =>
      z
        .object({ ...addressFields("address"), ...addressFields("previous", { required: false }) })
        .superRefine(refineAddress("address"))
        .superRefine(refineAddress("previous", { required: false })),
    values: (data) => {
      const [address, previous] = spec.addresses(data);
      return { ...addressValues("address", address), ...addressValues("previous", previous) };
    },
    save: (data, a) =>
      spec.withAddresses(
        data,
        [addressFromAnswers("address", a), addressFromAnswers("previous", a)].filter(
          (x): x is AddressData => x !== null,
        ),
      ),
    answered: (data) => spec.addresses(data).length > 0,
    summary: (data) => {
      const [address, previous] = spec.addresses(data);
      return [
        { key: spec.current.summaryKey, value: address ? addressText(address) : "" },
        ...(previous ? [{ key: "Previous address", value: addressText(previous) }] : []),
      ];
    },
  };
}

/** A person's title (any, as text), first names and surname, as the name's fieldset begins. */
export const NAME_FIELDS: readonly FieldSpec[] = [
  {
    name: "title",
    label: "Title",
    hint: "For example, Mrs, Dr, Sir or Dame",
    kind: "text",
    width: "govuk-input--width-10",
  },
  { name: "forenames", label: "First names", kind: "text", width: "govuk-!-width-two-thirds" },
  { name: "surname", label: "Surname", kind: "text", width: "govuk-!-width-two-thirds" },
];

export interface CourtCase {
  name?: string;
  caseNumber?: string;
  caseYear?: number;
}

export interface CourtPageSpec {
  title: string;
  intro?: string;
  courtHint: string;
  caseNumberHint: string;
  messages: { courtName: string; caseNumber: string; caseYear: string };
  /** The court's name as the data keeps it, from what was typed. */
  courtName?: (typed: string) => string;
  caseText: (court: CourtCase) => string;
}

/** The court and case (`court: { name, caseNumber, caseYear }`), at `/court`. */
export function courtPage(spec: CourtPageSpec): QuestionPage {
  const courtOf = (data: DraftData) => (data.court ?? {}) as CourtCase;
  return {
    slug: "court",
    title: spec.title,
    ...(spec.intro ? { intro: spec.intro } : {}),
    dataKeys: ["court"],
    groups: [
      {
        legend: "The court and the case",
        fields: [
          { name: "courtName", label: "Court", hint: spec.courtHint, kind: "text" },
          {
            name: "caseNumber",
            label: "Case number",
            hint: spec.caseNumberHint,
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
        courtName: requiredText(200, spec.messages.courtName),
        caseNumber: requiredText(60, spec.messages.caseNumber),
        caseYear: z
          .string()
          .trim()
          .regex(/^(19|20|21)\d\d$/, spec.messages.caseYear),
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
      court: {
        name: spec.courtName ? spec.courtName(str(a.courtName)) : str(a.courtName),
        caseNumber: str(a.caseNumber),
        caseYear: Number(a.caseYear),
      },
    }),
    answered: (data) => Boolean(courtOf(data).name),
    summary: (data) => [
      { key: "Court", value: str(courtOf(data).name) },
      { key: "Case number", value: spec.caseText(courtOf(data)) },
    ],
  };
}
