/**
 * The 2903 Deceased Estates web form (issue 12 point 2): the person who has died (names, occupation, the
 * date of death or the dates it fell between, the last and any previous address, in the UK or abroad),
 * the personal representatives (one page each, "add another"), and the date by which claims must be
 * made: by default two months and a day after the notice is published, and never sooner (Trustee Act 1925
 * s.27 asks for "not less than two months"). Pure.
 */
import { z } from "zod";
import { formatLongDate } from "../../../lib/dates.ts";
import { formatDateInput } from "../../../lib/forms/date-input.ts";
import { optionalEmail, optionalText, requiredText, telephone } from "../../../lib/forms/field-schemas.ts";
import { deceasedEstateSchema } from "../../notices/notice-data-schemas.ts";
import { minimumClaimDeadline } from "../publication-date.ts";
import {
  addressFields,
  addressFromAnswers,
  addressGroup,
  addressValues,
  refineAddress,
} from "./address-answers.ts";
import { addressesPage, compact, isoText, NAME_FIELDS, str } from "./common-pages.ts";
import {
  type Deceased,
  deathText,
  deceasedName,
  deceasedOf,
  type Representative,
  renderDeceasedEstate,
  representativesOf,
  representativeText,
} from "./deceased-estate-notice.ts";
import { type DraftData, type FormContext, noticeDate, type QuestionPage, type WebForm } from "./web-form.ts";

export const DECEASED_ESTATE_MESSAGES = {
  forenames: "Enter the first names of the person who has died",
  surname: "Enter the surname of the person who has died",
  dateOfDeath: "Enter the date of death, or the dates between which the death occurred",
  bothDates: "Enter either a date of death or the dates it fell between, not both",
  rangeOrder: "The first date must be before the second",
  rangeBoth: "Enter both dates the death fell between",
  representativeName: "Enter the name of the personal representative",
  claimDeadline: "Enter the date by which claims must be made",
  claimTooSoon: (earliest: string) =>
    `The date for claims must be at least two months and a day after the notice is published: ${formatDateInput(earliest)} or later`,
} as const;

const longDate = (v: unknown) => (typeof v === "string" && v ? formatLongDate(v) : "");

const deceasedPage: QuestionPage = {
  slug: "deceased",
  dataKeys: [
    "deceased.forenames",
    "deceased.surname",
    "deceased.title",
    "deceased.alsoKnownAs",
    "deceased.occupation",
  ],
  title: "Who has died?",
  groups: [
    {
      legend: "Their name",
      fields: [
        ...NAME_FIELDS,
        {
          name: "alsoKnownAs",
          label: "Other names they were known by",
          hint: "One name on each line",
          kind: "textarea",
        },
        { name: "maidenName", label: "Maiden name", kind: "text", width: "govuk-!-width-two-thirds" },
        {
          name: "honours",
          label: "Honours or decorations",
          hint: "For example, MBE",
          kind: "text",
          width: "govuk-input--width-10",
        },
      ],
    },
    {
      legend: "Their occupation",
      fields: [
        {
          name: "occupation",
          label: "Occupation",
          hint: "As the death certificate gives it, for example ‘Retired teacher’",
          kind: "text",
        },
      ],
    },
  ],
  schema: () =>
    z.object({
      title: optionalText(20),
      forenames: requiredText(150, DECEASED_ESTATE_MESSAGES.forenames),
      surname: requiredText(100, DECEASED_ESTATE_MESSAGES.surname),
      alsoKnownAs: optionalText(600),
      maidenName: optionalText(100),
      honours: optionalText(100),
      occupation: optionalText(150),
    }),
  values: (data) => {
    const d = deceasedOf(data);
    return {
      title: str(d.title),
      forenames: str(d.forenames),
      surname: str(d.surname),
      alsoKnownAs: (d.alsoKnownAs ?? []).join("\n"),
      maidenName: str(d.maidenName),
      honours: str(d.honours),
      occupation: str(d.occupation),
    };
  },
  save: (data, a) => {
    const names = String(a.alsoKnownAs ?? "")
      .split(/\r?\n/)
      .map((n) => n.trim())
      .filter(Boolean);
    const {
      title: _t,
      forenames: _f,
      surname: _s,
      alsoKnownAs: _a,
      maidenName: _m,
      honours: _h,
      occupation: _o,
      ...rest
    } = deceasedOf(data);
    return {
      ...data,
      deceased: compact({
        ...rest,
        title: str(a.title),
        forenames: str(a.forenames),
        surname: str(a.surname),
        alsoKnownAs: names,
        maidenName: str(a.maidenName),
        honours: str(a.honours),
        occupation: str(a.occupation),
      }),
    };
  },
  answered: (data) => Boolean(deceasedOf(data).surname),
  summary: (data) => {
    const d = deceasedOf(data);
    return [
      { key: "Name", value: [d.title, deceasedName(d), d.honours].filter(Boolean).join(" ") },
      ...(d.alsoKnownAs?.length ? [{ key: "Also known as", value: d.alsoKnownAs.join(", ") }] : []),
      ...(d.maidenName ? [{ key: "Maiden name", value: d.maidenName }] : []),
      { key: "Occupation", value: d.occupation ?? "Not given" },
    ];
  },
};

const deathPage: QuestionPage = {
  slug: "date-of-death",
  dataKeys: ["deceased.dateOfDeath", "deceased.dateOfDeathFrom", "deceased.dateOfDeathTo"],
  title: "When did they die?",
  intro: "Give the date of death or, if it is not known exactly, the dates it fell between.",
  groups: [
    {
      legend: "Date of death",
      fields: [
        {
          name: "dateOfDeath",
          label: "Date of death",
          hint: "For example, 27/03/2026. If it is not known exactly, leave this empty and give the dates below.",
          kind: "date",
          required: true,
        },
      ],
    },
    {
      legend: "Or the dates the death fell between",
      fields: [
        { name: "dateOfDeathFrom", label: "From", kind: "date" },
        { name: "dateOfDeathTo", label: "To", kind: "date" },
      ],
    },
  ],
  schema: ({ today }) =>
    z
      .object({
        dateOfDeath: noticeDate("the date of death", { today }),
        dateOfDeathFrom: noticeDate("the first date the death fell between", { today }),
        dateOfDeathTo: noticeDate("the last date the death fell between", { today }),
      })
      .superRefine((a, ctx) => {
        const range = a.dateOfDeathFrom || a.dateOfDeathTo;
        if (!a.dateOfDeath && !range)
          ctx.addIssue({
            code: "custom",
            path: ["dateOfDeath"],
            message: DECEASED_ESTATE_MESSAGES.dateOfDeath,
          });
        else if (a.dateOfDeath && range)
          ctx.addIssue({
            code: "custom",
            path: ["dateOfDeath"],
            message: DECEASED_ESTATE_MESSAGES.bothDates,
          });
        else if (range && !(a.dateOfDeathFrom && a.dateOfDeathTo))
          ctx.addIssue({
            code: "custom",
            path: [a.dateOfDeathFrom ? "dateOfDeathTo" : "dateOfDeathFrom"],
            message: DECEASED_ESTATE_MESSAGES.rangeBoth,
          });
        else if (range && a.dateOfDeathFrom >= a.dateOfDeathTo)
          ctx.addIssue({
            code: "custom",
            path: ["dateOfDeathTo"],
            message: DECEASED_ESTATE_MESSAGES.rangeOrder,
          });
      }),
  values: (data) => {
    const d = deceasedOf(data);
    return {
      dateOfDeath: isoText(d.dateOfDeath),
      dateOfDeathFrom: isoText(d.dateOfDeathFrom),
      dateOfDeathTo: isoText(d.dateOfDeathTo),
    };
  },
  save: (data, a) => {
    const { dateOfDeath: _d, dateOfDeathFrom: _f, dateOfDeathTo: _t, ...rest } = deceasedOf(data);
    return {
      ...data,
      deceased: compact({
        ...rest,
        dateOfDeath: str(a.dateOfDeath),
        dateOfDeathFrom: str(a.dateOfDeathFrom),
        dateOfDeathTo: str(a.dateOfDeathTo),
      }),
    };
  },
  answered: (data) => Boolean(deathText(deceasedOf(data))),
  summary: (data) => [{ key: "Date of death", value: deathText(deceasedOf(data)) }],
};

const addressPage = addressesPage({
  slug: "address",
  title: "What was their address?",
  dataKey: "deceased.addresses",
  addresses: (data) => deceasedOf(data).addresses ?? [],
  withAddresses: (data, addresses) => ({ ...data, deceased: { ...deceasedOf(data), addresses } }),
  current: {
    legend: "Their last address",
    finderName: "last address of the person who has died",
    summaryKey: "Last address",
  },
  previous: {
    legend: "A previous address (optional)",
    finderName: "previous address of the person who has died",
    hint: "If they had moved recently, creditors may know them at an earlier address",
  },
});

const MAX_REPRESENTATIVES = 4;

function withRepresentative(data: DraftData, item: number, rep: Representative | null): DraftData {
  const reps = [...representativesOf(data)];
  if (rep) reps[item - 1] = rep;
  else reps.splice(item - 1, 1);
  return { ...data, personalRepresentatives: reps };
}

const representativePage: QuestionPage = {
  slug: "personal-representative",
  dataKeys: ["personalRepresentatives"],
  title: "Personal representative",
  intro:
    "The executor or administrator, or the solicitors acting for them: claims are sent to this address. If a firm acts, give the firm and the name of the person dealing with the estate.",
  groups: [
    {
      legend: "Who they are",
      fields: [
        { name: "name", label: "Full name", kind: "text", width: "govuk-!-width-two-thirds" },
        {
          name: "firm",
          label: "Firm",
          hint: "If solicitors or another firm act for the estate",
          kind: "text",
        },
        { name: "reference", label: "Reference", kind: "text", width: "govuk-input--width-20" },
      ],
    },
    addressGroup("rep", "Address for claims", "address for claims"),
    {
      legend: "Contact details",
      fields: [
        {
          name: "telephone",
          label: "Telephone number",
          kind: "text",
          width: "govuk-input--width-20",
          autoComplete: "off",
        },
        {
          name: "email",
          label: "Email address",
          kind: "text",
          width: "govuk-!-width-two-thirds",
          autoComplete: "off",
        },
      ],
    },
  ],
  schema: () =>
    z
      .object({
        name: requiredText(150, DECEASED_ESTATE_MESSAGES.representativeName),
        firm: optionalText(200),
        reference: optionalText(60),
        ...addressFields("rep"),
        telephone: telephone(),
        email: optionalEmail(),
      })
      .superRefine(refineAddress("rep")),
  values: (data, _ctx, item) => {
    const r = representativesOf(data)[item - 1] ?? {};
    return {
      name: str(r.name),
      firm: str(r.firm),
      reference: str(r.reference),
      ...addressValues("rep", r.address),
      telephone: str(r.telephone),
      email: str(r.email),
    };
  },
  save: (data, a, item) =>
    withRepresentative(
      data,
      item,
      compact({
        name: str(a.name),
        firm: str(a.firm),
        reference: str(a.reference),
        address: addressFromAnswers("rep", a) ?? undefined,
        telephone: str(a.telephone),
        email: str(a.email),
      }),
    ),
  answered: (data, item) => Boolean(representativesOf(data)[item - 1]?.name),
  summary: (data, item) => {
    const r = representativesOf(data)[item - 1];
    return r ? [{ key: `Personal representative ${item}`, value: representativeText(r) }] : [];
  },
  collection: {
    noun: "personal representative",
    count: (data) => representativesOf(data).length,
    max: MAX_REPRESENTATIVES,
    remove: (data, item) => withRepresentative(data, item, null),
  },
};

/** The earliest claims deadline a notice published on `publicationDay` may give. */
export const earliestClaimDeadline = minimumClaimDeadline;

const claimsPage: QuestionPage = {
  slug: "claims-deadline",
  dataKeys: ["claimDeadline"],
  title: "By what date must claims be made?",
  intro:
    "Creditors and others with an interest in the estate must send their claims to the personal representatives by this date. It must be at least two months and a day after the notice is published.",
  groups: [
    {
      legend: "Claims deadline",
      fields: [{ name: "claimDeadline", label: "Date", hint: "For example, 31/01/2027", kind: "date" }],
    },
  ],
  schema: ({ today, publicationDay }) =>
    z
      .object({
        claimDeadline: noticeDate("the date by which claims must be made", {
          today,
          future: true,
          required: true,
        }),
      })
      .superRefine((a, ctx) => {
        const earliest = earliestClaimDeadline(publicationDay);
        if (a.claimDeadline && a.claimDeadline < earliest)
          ctx.addIssue({
            code: "custom",
            path: ["claimDeadline"],
            message: DECEASED_ESTATE_MESSAGES.claimTooSoon(earliest),
          });
      }),
  // Not yet answered: the earliest date the law allows, which most notices give.
  values: (data, { publicationDay }) => ({
    claimDeadline: isoText(data.claimDeadline) || formatDateInput(earliestClaimDeadline(publicationDay)),
  }),
  save: (data, a) => ({ ...data, claimDeadline: str(a.claimDeadline) }),
  answered: (data) => typeof data.claimDeadline === "string" && data.claimDeadline !== "",
  summary: (data) => [{ key: "Claims deadline", value: longDate(data.claimDeadline) }],
};

export const deceasedEstateForm: WebForm = {
  code: "2903",
  sections: [
    { id: "deceased", title: "The person who has died", pages: ["deceased", "date-of-death", "address"] },
    { id: "representatives", title: "Personal representatives", pages: ["personal-representative"] },
    { id: "claims", title: "Claims against the estate", pages: ["claims-deadline"] },
  ],
  pages: [deceasedPage, deathPage, addressPage, representativePage, claimsPage],
  dataSchema: ({ publicationDay }: FormContext) =>
    deceasedEstateSchema.superRefine((d, ctx) => {
      const earliest = earliestClaimDeadline(publicationDay);
      if (d.claimDeadline < earliest)
        ctx.addIssue({
          code: "custom",
          path: ["claimDeadline"],
          message: DECEASED_ESTATE_MESSAGES.claimTooSoon(earliest),
        });
    }),
  render: renderDeceasedEstate,
};

export type { Deceased };
