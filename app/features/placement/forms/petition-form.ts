/**
 * The web forms of 2450 Petitions to wind up (companies) and 2451 (partnerships), issue 12 point 2: the
 * court and case, the company (name, number — checked against the register the site knows —, registered
 * office and trading address) or the partnership, the petition and petitioner, the petitioner's
 * representative, and the hearing. The statutory timing is checked: the petition is advertised at least 7
 * business days before it is heard (Insolvency (England and Wales) Rules 2016 r.7.10), and the last day to
 * give notice of intention to appear is the business day before the hearing (r.7.14), worked out, not
 * asked. In Scotland there is no hearing in the notice: answers are lodged within a period (8 days). Pure.
 */
import { z } from "zod";
import { formatDateInput } from "../../../lib/forms/date-input.ts";
import {
  companyNumber,
  optionalEmail,
  optionalText,
  requiredText,
  telephone,
  time24,
} from "../../../lib/forms/field-schemas.ts";
import {
  petitionToWindUpCompanySchema,
  petitionToWindUpPartnershipSchema,
} from "../../notices/notice-data-schemas.ts";
import { getEdition } from "../../publications/editions.ts";
import { addWorkingDays, previousWorkingDay } from "../../publications/working-days.ts";
import {
  type AddressData,
  addressFields,
  addressFromAnswers,
  addressGroup,
  addressText,
  addressValues,
  refineAddress,
} from "./address-answers.ts";
import {
  COMPANY_MESSAGES,
  COURT_MESSAGES,
  compact,
  companyPage as companyPage_,
  courtPage as courtPage_,
  isoText,
  str,
} from "./company-page.ts";
import { type PetitionData, petitionOf, printedTime, renderPetition } from "./petition-notice.ts";
import { type DraftData, type FormContext, noticeDate, type QuestionPage, type WebForm } from "./web-form.ts";

export const PETITION_MESSAGES = {
  ...COURT_MESSAGES,
  ...COMPANY_MESSAGES,
  partnershipName: "Enter the name of the partnership",
  registrationNumber:
    "Enter the registration number as 6 to 10 letters and digits, such as OC123456, or leave it blank",
  petitionPresentedOn: "Enter the date the petition was presented",
  petitionerName: "Enter the name of the petitioner",
  representativeName: "Enter the name of the petitioner's representative",
  hearingCourt: "Enter where the petition will be heard",
  hearingDate: "Enter the date of the hearing",
  hearingTime: "Enter the time of the hearing as HH:MM",
  hearingAfterPetition: "The hearing must be after the petition was presented",
  hearingTooSoon: (earliest: string) =>
    `The petition must be advertised at least 7 business days before it is heard: with this publication date the hearing must be on or after ${formatDateInput(earliest)}`,
  answersWithinDays: "Enter the number of days for answers, from 1 to 60",
  notVerified: (number: string) =>
    `Company number ${number} has not been verified: it is not on the register of companies the Gazette knows. Check it is right; you can still go on.`,
} as const;

const jurisdictionOf = (editionId: string) => getEdition(editionId)?.jurisdiction ?? "england-and-wales";

/** The earliest hearing a notice published on `publicationDay` may announce. */
export const earliestHearing = (editionId: string, publicationDay: string) =>
  addWorkingDays(jurisdictionOf(editionId), publicationDay, 7);

const courtPage = courtPage_("Which court is the petition in?");
const companyPage = companyPage_("Which company is the petition to wind up?");

const partnershipPage: QuestionPage = {
  slug: "partnership",
  title: "Which partnership is the petition to wind up?",
  dataKeys: ["partnership"],
  groups: [
    {
      legend: "The partnership",
      fields: [
        { name: "partnershipName", label: "Name of the partnership", kind: "text" },
        {
          name: "registrationNumber",
          label: "Registration number (optional)",
          hint: "For a limited liability partnership, such as OC123456",
          kind: "text",
        },
        { name: "natureOfBusiness", label: "Nature of business", kind: "text" },
        { name: "partners", label: "Partners", hint: "One name on each line", kind: "textarea" },
      ],
    },
    addressGroup("trading", "Principal trading address", "principal trading address"),
  ],
  schema: () =>
    z
      .object({
        partnershipName: requiredText(200, PETITION_MESSAGES.partnershipName),
        registrationNumber: optionalText(20).pipe(
          z.union([z.literal(""), companyNumber({ invalid: PETITION_MESSAGES.registrationNumber })]),
        ),
        natureOfBusiness: optionalText(200),
        partners: optionalText(2000),
        ...addressFields("trading"),
      })
      .superRefine(refineAddress("trading")),
  values: (data) => {
    const x = petitionOf(data).partnership ?? {};
    return {
      partnershipName: str(x.name),
      registrationNumber: str(x.number),
      natureOfBusiness: str(x.natureOfBusiness),
      partners: (x.partners ?? []).join("\n"),
      ...addressValues("trading", x.principalTradingAddress),
    };
  },
  save: (data, a) => ({
    ...data,
    partnership: compact({
      name: str(a.partnershipName),
      number: str(a.registrationNumber),
      natureOfBusiness: str(a.natureOfBusiness),
      partners: str(a.partners)
        .split(/\r?\n/)
        .map((n) => n.trim())
        .filter(Boolean),
      principalTradingAddress: addressFromAnswers("trading", a),
    }),
  }),
  answered: (data) => Boolean(petitionOf(data).partnership?.name),
  summary: (data) => {
    const x = petitionOf(data).partnership ?? {};
    return [
      { key: "Partnership", value: str(x.name) },
      ...(x.number ? [{ key: "Registration number", value: x.number }] : []),
      {
        key: "Principal trading address",
        value: x.principalTradingAddress ? addressText(x.principalTradingAddress) : "",
      },
      ...(x.partners?.length ? [{ key: "Partners", value: x.partners.join(", ") }] : []),
    ];
  },
};

const petitionerPage: QuestionPage = {
  slug: "petitioner",
  title: "Who presented the petition, and when?",
  dataKeys: ["petitioner", "petitionPresentedOn"],
  groups: [
    {
      legend: "The petition",
      fields: [
        {
          name: "petitionPresentedOn",
          label: "Date the petition was presented",
          hint: "For example, 02/11/2026",
          kind: "date",
        },
        {
          name: "petitionerName",
          label: "Name of the petitioner",
          hint: "The creditor, as named in the petition",
          kind: "text",
        },
      ],
    },
    addressGroup("petitioner", "The petitioner's address", "petitioner's address"),
  ],
  schema: ({ today }) =>
    z
      .object({
        petitionPresentedOn: noticeDate("the date the petition was presented", {
          today,
          required: PETITION_MESSAGES.petitionPresentedOn,
        }),
        petitionerName: requiredText(200, PETITION_MESSAGES.petitionerName),
        ...addressFields("petitioner"),
      })
      .superRefine(refineAddress("petitioner")),
  values: (data) => {
    const d = petitionOf(data);
    return {
      petitionPresentedOn: isoText(d.petitionPresentedOn),
      petitionerName: str(d.petitioner?.name),
      ...addressValues("petitioner", d.petitioner?.address),
    };
  },
  save: (data, a) => ({
    ...data,
    petitionPresentedOn: str(a.petitionPresentedOn),
    petitioner: { name: str(a.petitionerName), address: addressFromAnswers("petitioner", a) as AddressData },
  }),
  answered: (data) => Boolean(petitionOf(data).petitioner?.name),
  summary: (data) => {
    const d = petitionOf(data);
    return [
      { key: "Petition presented", value: isoText(d.petitionPresentedOn) },
      {
        key: "Petitioner",
        value: [d.petitioner?.name, d.petitioner?.address ? addressText(d.petitioner.address) : ""]
          .filter(Boolean)
          .join(", "),
      },
    ];
  },
};

const representativePage: QuestionPage = {
  slug: "representative",
  title: "Who represents the petitioner?",
  intro:
    "The petitioner's solicitor or agent: people who intend to appear at the hearing give notice to them.",
  dataKeys: ["petitionersRepresentative"],
  groups: [
    {
      legend: "The representative",
      fields: [
        { name: "name", label: "Full name", kind: "text", width: "govuk-!-width-two-thirds" },
        { name: "firm", label: "Firm", kind: "text" },
        { name: "reference", label: "Reference", kind: "text", width: "govuk-input--width-20" },
        { name: "telephone", label: "Telephone number", kind: "text", width: "govuk-input--width-20" },
        { name: "email", label: "Email address", kind: "text", width: "govuk-!-width-two-thirds" },
      ],
    },
    addressGroup("rep", "The representative's address", "representative's address"),
  ],
  schema: () =>
    z
      .object({
        name: requiredText(150, PETITION_MESSAGES.representativeName),
        firm: optionalText(200),
        reference: optionalText(60),
        telephone: telephone(),
        email: optionalEmail(),
        ...addressFields("rep"),
      })
      .superRefine(refineAddress("rep")),
  values: (data) => {
    const r = petitionOf(data).petitionersRepresentative ?? {};
    return {
      name: str(r.name),
      firm: str(r.firm),
      reference: str(r.reference),
      telephone: str(r.telephone),
      email: str(r.email),
      ...addressValues("rep", r.address),
    };
  },
  save: (data, a) => ({
    ...data,
    petitionersRepresentative: compact({
      name: str(a.name),
      firm: str(a.firm),
      reference: str(a.reference),
      telephone: str(a.telephone),
      email: str(a.email),
      address: addressFromAnswers("rep", a),
    }),
  }),
  answered: (data) => Boolean(petitionOf(data).petitionersRepresentative?.name),
  summary: (data) => {
    const r = petitionOf(data).petitionersRepresentative ?? {};
    return [
      {
        key: "Representative",
        value: [r.firm ? `${r.firm} (${r.name})` : r.name, r.address ? addressText(r.address) : ""]
          .filter(Boolean)
          .join(", "),
      },
    ];
  },
};

function hearingPage(editionId: string): QuestionPage {
  const jurisdiction = jurisdictionOf(editionId);
  return {
    slug: "hearing",
    title: "When and where will the petition be heard?",
    dataKeys: ["hearing", "lastDateToAppear"],
    groups: [
      {
        legend: "The hearing",
        fields: [
          { name: "hearingCourt", label: "Court", kind: "text" },
          { name: "hearingDate", label: "Date", hint: "For example, 15/12/2026", kind: "date" },
          {
            name: "hearingTime",
            label: "Time",
            hint: "On the 24-hour clock, for example 10:30",
            kind: "text",
            width: "govuk-input--width-5",
          },
        ],
      },
      addressGroup("hearing", "Where the court sits", "court's address"),
    ],
    schema: ({ today, publicationDay }: FormContext) =>
      z
        .object({
          hearingCourt: requiredText(200, PETITION_MESSAGES.hearingCourt),
          hearingDate: noticeDate("the date of the hearing", {
            today,
            future: true,
            required: PETITION_MESSAGES.hearingDate,
          }),
          hearingTime: time24({ required: true }),
          ...addressFields("hearing"),
        })
        .superRefine(refineAddress("hearing"))
        .superRefine((a, ctx) => {
          const earliest = earliestHearing(editionId, publicationDay);
          if (a.hearingDate && a.hearingDate < earliest)
            ctx.addIssue({
              code: "custom",
              path: ["hearingDate"],
              message: PETITION_MESSAGES.hearingTooSoon(earliest),
            });
        }),
    values: (data) => {
      const h = petitionOf(data).hearing ?? {};
      return {
        hearingCourt: str(h.court) || str(petitionOf(data).court?.name),
        hearingDate: isoText(h.date),
        hearingTime: str(h.time),
        ...addressValues("hearing", h.address),
      };
    },
    save: (data, a) => {
      const day = str(a.hearingDate);
      return {
        ...data,
        hearing: {
          court: str(a.hearingCourt),
          address: addressFromAnswers("hearing", a) as AddressData,
          date: day,
          time: str(a.hearingTime),
        },
        lastDateToAppear: previousWorkingDay(jurisdiction, day),
      };
    },
    answered: (data) => Boolean(petitionOf(data).hearing?.date),
    summary: (data) => {
      const d = petitionOf(data);
      const h = d.hearing ?? {};
      return [
        {
          key: "Hearing",
          value: `${isoText(h.date)} at ${h.time ? printedTime(h.time) : ""}, ${str(h.court)}, ${h.address ? addressText(h.address) : ""}`,
        },
        { key: "Notice of intention to appear by", value: `4 pm on ${isoText(d.lastDateToAppear)}` },
      ];
    },
  };
}

const answersPage: QuestionPage = {
  slug: "answers",
  title: "Within how many days may answers be lodged?",
  intro:
    "In Scotland the court allows answers to be lodged within a period after intimation, service and advertisement: usually 8 days.",
  dataKeys: ["answersWithinDays"],
  groups: [
    {
      legend: "Period for answers",
      fields: [{ name: "answersWithinDays", label: "Days", kind: "text", width: "govuk-input--width-3" }],
    },
  ],
  schema: () =>
    z.object({
      answersWithinDays: z
        .string()
        .trim()
        .regex(/^([1-9]|[1-5]\d|60)$/, PETITION_MESSAGES.answersWithinDays),
    }),
  values: (data) => ({ answersWithinDays: String(petitionOf(data).answersWithinDays ?? 8) }),
  save: (data, a) => ({ ...data, answersWithinDays: Number(a.answersWithinDays) }),
  answered: (data) => typeof petitionOf(data).answersWithinDays === "number",
  summary: (data) => [{ key: "Answers within", value: `${petitionOf(data).answersWithinDays ?? ""} days` }],
};

/** 2450 (a company) or 2451 (a partnership), for the edition's jurisdiction. */
export function petitionForm(code: "2450" | "2451", editionId: string): WebForm {
  const scotland = editionId === "edinburgh";
  const subject = code === "2450" ? companyPage : partnershipPage;
  const last = scotland ? answersPage : hearingPage(editionId);
  const schema = code === "2450" ? petitionToWindUpCompanySchema : petitionToWindUpPartnershipSchema;
  return {
    code,
    sections: [
      { id: "court", title: "The court and the case", pages: ["court"] },
      { id: "subject", title: code === "2450" ? "The company" : "The partnership", pages: [subject.slug] },
      { id: "petition", title: "The petition and the petitioner", pages: ["petitioner", "representative"] },
      { id: "hearing", title: scotland ? "Answers to the petition" : "The hearing", pages: [last.slug] },
    ],
    pages: [courtPage, subject, petitionerPage, representativePage, last],
    dataSchema: ({ publicationDay }: FormContext) =>
      schema.superRefine((d: PetitionData, ctx) => {
        const hearing = d.hearing?.date;
        if (!hearing) return;
        const earliest = earliestHearing(editionId, publicationDay);
        if (hearing < earliest)
          ctx.addIssue({
            code: "custom",
            path: ["hearing", "date"],
            message: PETITION_MESSAGES.hearingTooSoon(earliest),
          });
        if (d.petitionPresentedOn && hearing <= d.petitionPresentedOn)
          ctx.addIssue({
            code: "custom",
            path: ["hearing", "date"],
            message: PETITION_MESSAGES.hearingAfterPetition,
          });
      }),
    render: renderPetition,
  };
}

/** The company a notice's data names, for the register check. */
export function companyNumberOf(data: DraftData): string | null {
  const { company, partnership } = petitionOf(data);
  const n = company?.number || partnership?.number;
  return typeof n === "string" && n ? n : null;
}

export type { PetitionData };
