/**
 * The web forms of the creditors' voluntary liquidation notices, 2441–2447 (issue 12 point 2): every one
 * asks for the company and the liquidators (one page each, "add another"; 2442 asks instead for the
 * insolvency practitioner convening the decision), then what its notice is about: the resolution to wind
 * up (2441), the decision procedure (2442), who appointed the liquidators (2443), the annual meeting
 * (2444), the delivery of the final account (2445), the last date for proofs (2446) or, for a company of
 * an overseas territory, the territory and its creditors' meeting (2447). A meeting is after the notice
 * is published; creditors get at least 21 days to prove (Insolvency (England and Wales) Rules 2016
 * r.14.28). Pure.
 */
import { z } from "zod";
import { addDays } from "../../../lib/dates.ts";
import { formatDateInput } from "../../../lib/forms/date-input.ts";
import {
  choice,
  optionalEmail,
  optionalText,
  requiredText,
  telephone,
  time24,
} from "../../../lib/forms/field-schemas.ts";
import {
  cvlAnnualMeetingSchema,
  cvlAppointmentOfLiquidatorsSchema,
  cvlFinalMeetingSchema,
  cvlMeetingOfCreditorsSchema,
  cvlNoticeToCreditorsSchema,
  cvlOverseasMeetingSchema,
  cvlResolutionSchema,
} from "../../notices/notice-data-schemas.ts";
import {
  type AddressData,
  addressFields,
  addressFromAnswers,
  addressGroup,
  addressText,
  addressValues,
  refineAddress,
} from "./address-answers.ts";
import { compact, companyPage, isoText, str } from "./company-page.ts";
import {
  type CvlData,
  cvlOf,
  liquidatorsOf,
  type PractitionerData,
  printedTime,
  renderCvl,
  TERRITORIES,
} from "./cvl-notice.ts";
import { type DraftData, type FormContext, noticeDate, type QuestionPage, type WebForm } from "./web-form.ts";

export const CVL_CODES = ["2441", "2442", "2443", "2444", "2445", "2446", "2447"] as const;
export type CvlCode = (typeof CVL_CODES)[number];

export const CVL_MESSAGES = {
  practitionerName: "Enter the insolvency practitioner's name",
  ipNumber: "Enter the insolvency practitioner number: 4 to 6 digits",
  firm: "Enter the name of the firm",
  appointedOn: "Enter the date the liquidator was appointed",
  method: "Select how the resolution was passed",
  passedOn: "Enter the date the resolution was passed",
  appointedBy: "Select who appointed the liquidators",
  procedure: "Select how the creditors will decide",
  meetingDate: "Enter the date of the meeting",
  meetingTime: "Enter the time of the meeting as HH:MM",
  meetingVenue: "Enter where the meeting will be held",
  meetingAfterPublication: (day: string) =>
    `The meeting or decision date must be after the notice is published: after ${formatDateInput(day)}`,
  finalAccount: "Enter the date the final account was delivered",
  proofsDate: "Enter the last date for proving debts",
  proofsTooSoon: (earliest: string) =>
    `Creditors must have at least 21 days to prove their debts: with this publication date, ${formatDateInput(earliest)} or later`,
  territory: "Select the territory whose law the company is registered under",
} as const;

const MAX_LIQUIDATORS = 4;

/** The earliest last date for proofs a notice published on `publicationDay` may give. */
export const earliestProofsDate = (publicationDay: string) => addDays(publicationDay, 21);

// ---------------------------------------------------------------------------------------------------
// The insolvency practitioners
// ---------------------------------------------------------------------------------------------------

const practitionerGroups = (withAppointment: boolean) => [
  {
    legend: "The insolvency practitioner",
    fields: [
      { name: "name", label: "Full name", kind: "text" as const, width: "govuk-!-width-two-thirds" },
      {
        name: "ipNumber",
        label: "Insolvency practitioner number",
        hint: "4 to 6 digits, for example 9512",
        kind: "text" as const,
        width: "govuk-input--width-10",
      },
      { name: "firm", label: "Firm", kind: "text" as const },
      ...(withAppointment
        ? [
            {
              name: "appointedOn",
              label: "Date of appointment",
              hint: "For example, 02/11/2026",
              kind: "date" as const,
            },
          ]
        : []),
    ],
  },
  addressGroup("ip", "The firm's address", "insolvency practitioner's address"),
  {
    legend: "Contact details",
    hint: "Printed in the notice for creditors who want to know more",
    fields: [
      { name: "telephone", label: "Telephone number", kind: "text" as const, width: "govuk-input--width-20" },
      { name: "email", label: "Email address", kind: "text" as const, width: "govuk-!-width-two-thirds" },
    ],
  },
];

const practitionerSchema = (today: string, withAppointment: boolean) =>
  z
    .object({
      name: requiredText(150, CVL_MESSAGES.practitionerName),
      ipNumber: z
        .string()
        .trim()
        .regex(/^\d{4,6}$/, CVL_MESSAGES.ipNumber),
      firm: requiredText(200, CVL_MESSAGES.firm),
      ...(withAppointment
        ? {
            appointedOn: noticeDate("the date of appointment", { today, required: CVL_MESSAGES.appointedOn }),
          }
        : {}),
      ...addressFields("ip"),
      telephone: telephone(),
      email: optionalEmail(),
    })
    .superRefine(refineAddress("ip"));

const practitionerValues = (p: PractitionerData) => ({
  name: str(p.name),
  ipNumber: str(p.ipNumber),
  firm: str(p.firm),
  appointedOn: isoText(p.appointedOn),
  ...addressValues("ip", p.address),
  telephone: str(p.telephone),
  email: str(p.email),
});

const practitionerFrom = (a: Record<string, unknown>): PractitionerData =>
  compact({
    name: str(a.name),
    ipNumber: str(a.ipNumber),
    firm: str(a.firm),
    address: addressFromAnswers("ip", a) ?? undefined,
    telephone: str(a.telephone),
    email: str(a.email),
    appointedOn: str(a.appointedOn),
  });

export const practitionerText = (p: PractitionerData) =>
  [
    `${str(p.name)} (IP No. ${str(p.ipNumber)})`,
    str(p.firm),
    p.address ? addressText(p.address) : "",
    p.appointedOn ? `appointed ${isoText(p.appointedOn)}` : "",
  ]
    .filter(Boolean)
    .join(", ");

function withLiquidator(data: DraftData, item: number, p: PractitionerData | null): DraftData {
  const ls = [...liquidatorsOf(data)];
  if (p) ls[item - 1] = p;
  else ls.splice(item - 1, 1);
  return { ...data, liquidators: ls };
}

export const liquidatorPage: QuestionPage = {
  slug: "liquidator",
  title: "Liquidator",
  intro: "The insolvency practitioner appointed liquidator. If joint liquidators act, add each one.",
  dataKeys: ["liquidators"],
  groups: practitionerGroups(true),
  schema: ({ today }) => practitionerSchema(today, true),
  values: (data, _ctx, item) => practitionerValues(liquidatorsOf(data)[item - 1] ?? {}),
  save: (data, a, item) => withLiquidator(data, item, practitionerFrom(a)),
  answered: (data, item) => Boolean(liquidatorsOf(data)[item - 1]?.name),
  summary: (data, item) => {
    const p = liquidatorsOf(data)[item - 1];
    return p ? [{ key: str(p.name), value: practitionerText(p) }] : [];
  },
  collection: {
    noun: "liquidator",
    count: (data) => liquidatorsOf(data).length,
    max: MAX_LIQUIDATORS,
    remove: (data, item) => withLiquidator(data, item, null),
  },
};

/** A page asking for one insolvency practitioner, kept at `key` (a convener, an interim liquidator). */
export function practitionerPage(
  slug: string,
  key: string,
  title: string,
  intro: string,
  summaryKey: string,
): QuestionPage {
  const of = (data: DraftData) => (data[key] ?? undefined) as PractitionerData | undefined;
  return {
    slug,
    title,
    intro,
    dataKeys: [key],
    groups: practitionerGroups(false),
    schema: ({ today }) => practitionerSchema(today, false),
    values: (data) => practitionerValues(of(data) ?? {}),
    save: (data, a) => ({ ...data, [key]: practitionerFrom(a) }),
    answered: (data) => Boolean(of(data)?.name),
    summary: (data) => {
      const p = of(data);
      return [{ key: summaryKey, value: p ? practitionerText(p) : "" }];
    },
  };
}

const convenerPage = practitionerPage(
  "convener",
  "convener",
  "Who is convening the decision?",
  "The insolvency practitioner who asks the creditors to decide, usually the proposed liquidator. Creditors send their proofs of debt to the firm's address.",
  "Convener",
);

// ---------------------------------------------------------------------------------------------------
// What each notice is about
// ---------------------------------------------------------------------------------------------------

const METHODS = [
  { value: "general-meeting", label: "At a general meeting of the members" },
  { value: "written-resolution", label: "By written resolution" },
] as const;

const resolutionPage: QuestionPage = {
  slug: "resolution",
  title: "How and when was the resolution to wind up passed?",
  intro: "The members' special resolution that the company be wound up voluntarily.",
  dataKeys: ["resolution"],
  groups: [
    {
      legend: "The resolution",
      fields: [
        { name: "method", label: "How it was passed", kind: "radios", options: METHODS },
        { name: "passedOn", label: "Date it was passed", hint: "For example, 02/11/2026", kind: "date" },
        {
          name: "venue",
          label: "Where the meeting was held",
          hint: "For a general meeting: leave empty if it was held by video conference",
          kind: "text",
        },
      ],
    },
  ],
  schema: ({ today }) =>
    z.object({
      method: choice(["general-meeting", "written-resolution"], CVL_MESSAGES.method),
      passedOn: noticeDate("the date the resolution was passed", { today, required: CVL_MESSAGES.passedOn }),
      venue: optionalText(300),
    }),
  values: (data) => {
    const r = cvlOf(data).resolution ?? {};
    return { method: str(r.method), passedOn: isoText(r.passedOn), venue: str(r.venue) };
  },
  save: (data, a) => ({
    ...data,
    resolution: compact({
      type: "special",
      passedOn: str(a.passedOn),
      method: str(a.method),
      venue: a.method === "general-meeting" ? str(a.venue) : "",
    }),
  }),
  answered: (data) => Boolean(cvlOf(data).resolution?.passedOn),
  summary: (data) => {
    const r = cvlOf(data).resolution ?? {};
    const how = METHODS.find((m) => m.value === r.method)?.label ?? "";
    return [
      { key: "Resolution passed", value: `${how}, ${isoText(r.passedOn)}` },
      ...(r.method === "general-meeting"
        ? [{ key: "Meeting held", value: r.venue || "By video conference" }]
        : []),
    ];
  },
};

const APPOINTERS = [
  { value: "creditors", label: "The members, confirmed by a decision of the creditors" },
  { value: "members", label: "A resolution of the members" },
] as const;

const appointmentPage: QuestionPage = {
  slug: "appointment",
  title: "Who appointed the liquidators?",
  dataKeys: ["appointedBy"],
  groups: [
    {
      legend: "The appointment",
      fields: [{ name: "appointedBy", label: "Appointed by", kind: "radios", options: APPOINTERS }],
    },
  ],
  schema: () => z.object({ appointedBy: choice(["creditors", "members"], CVL_MESSAGES.appointedBy) }),
  values: (data) => ({ appointedBy: str(cvlOf(data).appointedBy) }),
  save: (data, a) => ({ ...data, appointedBy: str(a.appointedBy) }),
  answered: (data) => Boolean(cvlOf(data).appointedBy),
  summary: (data) => [
    {
      key: "Appointed by",
      value: APPOINTERS.find((x) => x.value === cvlOf(data).appointedBy)?.label ?? "",
    },
  ],
};

const PROCEDURES: Readonly<Record<string, readonly { value: string; label: string }[]>> = {
  "2442": [
    { value: "deemed-consent", label: "Deemed consent" },
    { value: "virtual-meeting", label: "A virtual meeting of creditors" },
    { value: "electronic-voting", label: "Electronic voting" },
  ],
  "2444": [
    { value: "physical-meeting", label: "A meeting at a venue" },
    { value: "virtual-meeting", label: "A meeting by video conference" },
  ],
  "2447": [{ value: "virtual-meeting", label: "A meeting by video conference" }],
};

const PURPOSES: Readonly<Record<string, string>> = {
  "2442": "Nomination of a liquidator",
  "2444": "Annual account of the winding up",
  "2447": "Meeting of creditors",
};

function meetingPage(code: "2442" | "2444" | "2447"): QuestionPage {
  const procedures = PROCEDURES[code]!;
  const asksProcedure = procedures.length > 1;
  const values = procedures.map((p) => p.value) as [string, ...string[]];
  return {
    slug: "meeting",
    title: code === "2442" ? "How and when will the creditors decide?" : "When and where is the meeting?",
    ...(code === "2442"
      ? {
          intro:
            "With deemed consent or electronic voting, the date is the decision date; a virtual meeting needs its time too.",
        }
      : {}),
    dataKeys: ["meeting"],
    groups: [
      {
        legend: code === "2442" ? "The decision" : "The meeting",
        fields: [
          ...(asksProcedure
            ? [{ name: "procedure", label: "How", kind: "radios" as const, options: procedures }]
            : []),
          { name: "meetingDate", label: "Date", hint: "For example, 15/12/2026", kind: "date" as const },
          {
            name: "meetingTime",
            label: "Time",
            hint: "On the 24-hour clock, for example 10:30",
            kind: "text" as const,
            width: "govuk-input--width-5",
          },
          ...(code === "2444"
            ? [
                {
                  name: "venue",
                  label: "Venue",
                  hint: "For a meeting at a venue: the place and its address",
                  kind: "text" as const,
                },
              ]
            : []),
        ],
      },
    ],
    schema: ({ today, publicationDay }: FormContext) =>
      z
        .object({
          ...(asksProcedure ? { procedure: choice(values, CVL_MESSAGES.procedure) } : {}),
          meetingDate: noticeDate("the date of the meeting", {
            today,
            future: true,
            required: CVL_MESSAGES.meetingDate,
          }),
          meetingTime: time24({ required: code !== "2442" }),
          ...(code === "2444" ? { venue: optionalText(300) } : {}),
        })
        .superRefine((a: Record<string, unknown>, ctx) => {
          const day = str(a.meetingDate);
          if (day && day <= publicationDay)
            ctx.addIssue({
              code: "custom",
              path: ["meetingDate"],
              message: CVL_MESSAGES.meetingAfterPublication(publicationDay),
            });
          if (a.procedure === "virtual-meeting" && !a.meetingTime)
            ctx.addIssue({ code: "custom", path: ["meetingTime"], message: CVL_MESSAGES.meetingTime });
          if (a.procedure === "physical-meeting" && !a.venue)
            ctx.addIssue({ code: "custom", path: ["venue"], message: CVL_MESSAGES.meetingVenue });
        }),
    values: (data) => {
      const m = cvlOf(data).meeting ?? {};
      return {
        procedure: str(m.procedure),
        meetingDate: isoText(m.date),
        meetingTime: str(m.time),
        venue: str(m.venue),
      };
    },
    save: (data, a) => {
      const procedure = asksProcedure ? str(a.procedure) : values[0];
      const timed = procedure !== "deemed-consent" && procedure !== "electronic-voting";
      return {
        ...data,
        meeting: compact({
          procedure,
          date: str(a.meetingDate),
          time: timed ? str(a.meetingTime) : "",
          venue: procedure === "physical-meeting" ? str(a.venue) : "",
          purpose: PURPOSES[code],
        }),
      };
    },
    answered: (data) => Boolean(cvlOf(data).meeting?.date),
    summary: (data) => {
      const m = cvlOf(data).meeting ?? {};
      const how = procedures.find((p) => p.value === m.procedure)?.label ?? "";
      return [
        {
          key: code === "2442" ? "Decision" : "Meeting",
          value: [how, isoText(m.date), m.time ? printedTime(m.time) : "", m.venue ?? ""]
            .filter(Boolean)
            .join(", "),
        },
      ];
    },
  };
}

const finalAccountPage: QuestionPage = {
  slug: "final-account",
  title: "When was the final account delivered?",
  intro: "The date the liquidator's final account was delivered to the members and creditors.",
  dataKeys: ["finalAccountDeliveredOn"],
  groups: [
    {
      legend: "The final account",
      fields: [
        { name: "finalAccountDeliveredOn", label: "Date", hint: "For example, 02/11/2026", kind: "date" },
      ],
    },
  ],
  schema: ({ today }) =>
    z.object({
      finalAccountDeliveredOn: noticeDate("the date the final account was delivered", {
        today,
        required: CVL_MESSAGES.finalAccount,
      }),
    }),
  values: (data) => ({ finalAccountDeliveredOn: isoText(cvlOf(data).finalAccountDeliveredOn) }),
  save: (data, a) => ({ ...data, finalAccountDeliveredOn: str(a.finalAccountDeliveredOn) }),
  answered: (data) => Boolean(cvlOf(data).finalAccountDeliveredOn),
  summary: (data) => [
    { key: "Final account delivered", value: isoText(cvlOf(data).finalAccountDeliveredOn) },
  ],
};

export const proofsPage: QuestionPage = {
  slug: "proofs",
  title: "By what date must creditors prove their debts?",
  intro:
    "Creditors send their proofs to the liquidators by this date: at least 21 days after the notice is published.",
  dataKeys: ["proofs"],
  groups: [
    {
      legend: "Last date for proving",
      fields: [{ name: "lastDate", label: "Date", hint: "For example, 31/01/2027", kind: "date" }],
    },
    addressGroup("proofs", "Where proofs are sent", "address for proofs", "Usually the liquidator's firm"),
  ],
  schema: ({ today, publicationDay }) =>
    z
      .object({
        lastDate: noticeDate("the last date for proving debts", {
          today,
          future: true,
          required: CVL_MESSAGES.proofsDate,
        }),
        ...addressFields("proofs"),
      })
      .superRefine(refineAddress("proofs"))
      .superRefine((a: Record<string, unknown>, ctx) => {
        const earliest = earliestProofsDate(publicationDay);
        if (a.lastDate && str(a.lastDate) < earliest)
          ctx.addIssue({ code: "custom", path: ["lastDate"], message: CVL_MESSAGES.proofsTooSoon(earliest) });
      }),
  // Not yet answered: the earliest date allowed, and the first liquidator's address.
  values: (data, { publicationDay }) => {
    const p = cvlOf(data).proofs;
    return {
      lastDate: isoText(p?.lastDate) || formatDateInput(earliestProofsDate(publicationDay)),
      ...addressValues("proofs", p?.address ?? liquidatorsOf(data)[0]?.address),
    };
  },
  save: (data, a) => ({
    ...data,
    proofs: { address: addressFromAnswers("proofs", a) as AddressData, lastDate: str(a.lastDate) },
  }),
  answered: (data) => Boolean(cvlOf(data).proofs?.lastDate),
  summary: (data) => {
    const p = cvlOf(data).proofs ?? {};
    return [
      { key: "Last date for proving", value: isoText(p.lastDate) },
      { key: "Proofs sent to", value: p.address ? addressText(p.address) : "" },
    ];
  },
};

const territoryPage: QuestionPage = {
  slug: "territory",
  title: "Under which territory's law is the company being wound up?",
  dataKeys: ["territory"],
  groups: [
    {
      legend: "The territory",
      fields: [
        {
          name: "territory",
          label: "Territory or Crown dependency",
          kind: "select",
          options: TERRITORIES.map((t) => ({ value: t.name, label: t.name })),
        },
      ],
    },
  ],
  schema: () =>
    z.object({
      territory: choice(TERRITORIES.map((t) => t.name) as [string, ...string[]], CVL_MESSAGES.territory),
    }),
  values: (data) => ({ territory: str(cvlOf(data).territory) }),
  save: (data, a) => ({ ...data, territory: str(a.territory) }),
  answered: (data) => Boolean(cvlOf(data).territory),
  summary: (data) => [{ key: "Territory", value: str(cvlOf(data).territory) }],
};

// ---------------------------------------------------------------------------------------------------
// The forms
// ---------------------------------------------------------------------------------------------------

const SUBJECTS: Record<CvlCode, { schema: z.ZodType; section: string; pages: QuestionPage[] }> = {
  "2441": { schema: cvlResolutionSchema, section: "The resolution", pages: [resolutionPage] },
  "2442": { schema: cvlMeetingOfCreditorsSchema, section: "The decision", pages: [meetingPage("2442")] },
  "2443": { schema: cvlAppointmentOfLiquidatorsSchema, section: "The appointment", pages: [appointmentPage] },
  "2444": { schema: cvlAnnualMeetingSchema, section: "The meeting", pages: [meetingPage("2444")] },
  "2445": { schema: cvlFinalMeetingSchema, section: "The final account", pages: [finalAccountPage] },
  "2446": { schema: cvlNoticeToCreditorsSchema, section: "Proving debts", pages: [proofsPage] },
  "2447": {
    schema: cvlOverseasMeetingSchema,
    section: "The territory and the meeting",
    pages: [territoryPage, meetingPage("2447")],
  },
};

export const isCvlCode = (code: string): code is CvlCode => (CVL_CODES as readonly string[]).includes(code);

/** The form of one of 2441–2447. */
export function cvlForm(code: CvlCode): WebForm {
  const subject = SUBJECTS[code];
  const people = code === "2442" ? convenerPage : liquidatorPage;
  return {
    code,
    sections: [
      { id: "company", title: "The company", pages: ["company"] },
      {
        id: "practitioners",
        title: code === "2442" ? "The convener" : "The liquidators",
        pages: [people.slug],
      },
      { id: "subject", title: subject.section, pages: subject.pages.map((p) => p.slug) },
    ],
    pages: [companyPage("Which company is in liquidation?"), people, ...subject.pages],
    dataSchema: ({ publicationDay }: FormContext) =>
      subject.schema.superRefine((value, ctx) => {
        const d = value as CvlData;
        const meeting = d.meeting?.date;
        if (meeting && code !== "2445" && meeting <= publicationDay)
          ctx.addIssue({
            code: "custom",
            path: ["meeting", "date"],
            message: CVL_MESSAGES.meetingAfterPublication(publicationDay),
          });
        const earliest = earliestProofsDate(publicationDay);
        if (code === "2446" && d.proofs?.lastDate && d.proofs.lastDate < earliest)
          ctx.addIssue({
            code: "custom",
            path: ["proofs", "lastDate"],
            message: CVL_MESSAGES.proofsTooSoon(earliest),
          });
      }),
    render: (data, editionId) => renderCvl(code, data, editionId),
  };
}
