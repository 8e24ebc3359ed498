/**
 * The 1601 Town and Country Planning web form, issue 12 point 2: an order stopping up, diverting or
 * extinguishing highways or public paths affected by development. The authority and the order (made on
 * a date, or a draft the authority proposes to make), the ways it affects and where they are, where it
 * may be inspected, how and by when to object (at least 28 days after the notice is published: the
 * period the Act's procedure gives objectors), and who signs. The Act is the edition's own: the 1990
 * Act in England and Wales, the Scottish Act of 1997 in Scotland. Pure.
 */
import { z } from "zod";
import { addDays, formatLongDate } from "../../../lib/dates.ts";
import {
  choice,
  optionalEmail,
  optionalText,
  postcode,
  requiredText,
} from "../../../lib/forms/field-schemas.ts";
import { townAndCountryPlanningSchema } from "../../notices/notice-data-schemas.ts";
import {
  addressFields,
  addressFromAnswers,
  addressGroup,
  addressText,
  addressValues,
  refineAddress,
} from "./address-answers.ts";
import { compact, isoText, lines, str } from "./common-pages.ts";
import {
  PLANNING_ORDER_TYPES,
  type PlanningData,
  planningActFor,
  planningOf,
  renderPlanning,
} from "./planning-notice.ts";
import { type DraftData, type FormContext, noticeDate, type QuestionPage, type WebForm } from "./web-form.ts";

export const PLANNING_MESSAGES = {
  authority: "Enter the name of the authority making the order",
  orderType: "Select what the order does",
  section: "Enter the section of the Act the order is made under, for example 257",
  orderTitle: "Enter the title of the order",
  highways: "Describe at least one highway or way the order affects",
  localAuthority: "Enter the local authority the highways are in",
  inspectionPlace: "Enter where the order can be inspected",
  objectionsTo: "Enter who objections are sent to",
  signatoryName: "Enter the name of the person signing the notice",
  signatoryRole: "Enter their position, for example Head of Planning",
  objectionsTooSoon: (earliest: string) =>
    `The last day for objections must be at least 28 days after the notice is published: ${formatLongDate(earliest)} or later`,
} as const;

/** The earliest last day for objections a notice published on `publicationDay` may give. */
export const earliestObjectionDay = (publicationDay: string) => addDays(publicationDay, 28);

const ORDER_TYPE_LABELS: Record<(typeof PLANNING_ORDER_TYPES)[number], string> = {
  "stopping-up": "Stopping up",
  diversion: "Diversion",
  extinguishment: "Extinguishment of public rights of way",
};

const longDate = (v: unknown) => (typeof v === "string" && v ? formatLongDate(v) : "");

const authorityPage: QuestionPage = {
  slug: "authority",
  title: "Who is making the order?",
  dataKeys: ["authority"],
  groups: [
    {
      legend: "The authority",
      fields: [
        {
          name: "authorityName",
          label: "Name of the authority",
          hint: "For example, Leeds City Council, or Secretary of State for Transport",
          kind: "text",
          width: "govuk-!-width-two-thirds",
        },
      ],
    },
  ],
  schema: () => z.object({ authorityName: requiredText(300, PLANNING_MESSAGES.authority) }),
  values: (data) => ({ authorityName: str(planningOf(data).authority?.name) }),
  save: (data, a) => ({ ...data, authority: { ...planningOf(data).authority, name: str(a.authorityName) } }),
  answered: (data) => Boolean(planningOf(data).authority?.name),
  summary: (data) => [{ key: "Authority", value: str(planningOf(data).authority?.name) }],
};

function orderPage(editionId: string): QuestionPage {
  const act = planningActFor(editionId);
  const sectionHint =
    editionId === "edinburgh"
      ? `Of the ${act}, for example 207 (roads affected by development)`
      : `Of the ${act}, for example 247 (highways, by the Secretary of State) or 257 (footpaths and bridleways, by the council)`;
  return {
    slug: "order",
    title: "What is the order?",
    dataKeys: ["orderType", "legislation", "orderTitle", "reference", "madeOn"],
    groups: [
      {
        legend: "The order",
        fields: [
          {
            name: "orderType",
            label: "What does the order do?",
            kind: "radios",
            options: PLANNING_ORDER_TYPES.map((value) => ({ value, label: ORDER_TYPE_LABELS[value] })),
          },
          {
            name: "section",
            label: "Section",
            hint: sectionHint,
            kind: "text",
            width: "govuk-input--width-5",
          },
          {
            name: "orderTitle",
            label: "Title of the order",
            hint: "As the order names itself, for example The Leeds City Council (Footpath No. 12, Otley) Public Path Diversion Order 2026",
            kind: "text",
          },
          {
            name: "reference",
            label: "Reference",
            hint: "The reference objectors should quote, if there is one",
            kind: "text",
            width: "govuk-input--width-20",
          },
          {
            name: "madeOn",
            label: "Date the order was made",
            hint: "Leave it empty for a draft order not made yet: the notice then gives notice of the proposal to make it",
            kind: "date",
          },
        ],
      },
    ],
    schema: ({ today }) =>
      z.object({
        orderType: choice(PLANNING_ORDER_TYPES, PLANNING_MESSAGES.orderType),
        section: z
          .string()
          .trim()
          .regex(/^\d{1,3}[A-Z]?(\(\d{1,2}\))?$/, PLANNING_MESSAGES.section),
        orderTitle: requiredText(300, PLANNING_MESSAGES.orderTitle),
        reference: optionalText(100),
        madeOn: noticeDate("the date the order was made", { today }),
      }),
    values: (data) => {
      const d = planningOf(data);
      return {
        orderType: str(d.orderType),
        section: str(d.legislation?.section),
        orderTitle: str(d.orderTitle),
        reference: str(d.reference),
        madeOn: isoText(d.madeOn),
      };
    },
    save: (data, a) => {
      const { reference: _r, madeOn: _m, ...rest } = data;
      return {
        ...rest,
        ...compact({
          orderType: str(a.orderType),
          legislation: { act, section: str(a.section) },
          orderTitle: str(a.orderTitle),
          reference: str(a.reference),
          madeOn: str(a.madeOn),
        }),
      };
    },
    answered: (data) => Boolean(planningOf(data).orderTitle),
    summary: (data) => {
      const d = planningOf(data);
      const type = PLANNING_ORDER_TYPES.find((t) => t === d.orderType);
      return [
        { key: "What the order does", value: type ? ORDER_TYPE_LABELS[type] : "" },
        {
          key: "Act and section",
          value: `${str(d.legislation?.act)}, section ${str(d.legislation?.section)}`,
        },
        { key: "Title of the order", value: str(d.orderTitle) },
        { key: "Reference", value: d.reference ?? "None" },
        { key: "Made on", value: d.madeOn ? longDate(d.madeOn) : "Not made yet (a draft order)" },
      ];
    },
  };
}

const highwaysPage: QuestionPage = {
  slug: "highways",
  title: "Which highways or ways does the order affect?",
  dataKeys: ["highways", "purpose", "area"],
  groups: [
    {
      legend: "The highways or ways",
      fields: [
        {
          name: "highways",
          label: "Highways or ways",
          hint: "One a line, as the notice should describe them, for example the footway on the north side of Mill Lane, Otley",
          kind: "textarea",
        },
        {
          name: "purpose",
          label: "Why the order is made",
          hint: "For example, To enable development to be carried out in accordance with planning permission reference 26/01234/FU",
          kind: "textarea",
        },
      ],
    },
    {
      legend: "Where they are",
      fields: [
        { name: "town", label: "Town or village", kind: "text", width: "govuk-!-width-two-thirds" },
        {
          name: "localAuthority",
          label: "Local authority",
          hint: "The council whose area the highways are in",
          kind: "text",
          width: "govuk-!-width-two-thirds",
        },
        {
          name: "postcode",
          label: "Postcode",
          hint: "The nearest postcode, so the notice can be found by place and on the map",
          kind: "text",
          width: "govuk-input--width-10",
        },
      ],
    },
  ],
  schema: () =>
    z.object({
      highways: z
        .string()
        .max(4000)
        .refine((v) => lines(v).length > 0, PLANNING_MESSAGES.highways),
      purpose: optionalText(2000),
      town: optionalText(300),
      localAuthority: requiredText(300, PLANNING_MESSAGES.localAuthority),
      postcode: postcode(),
    }),
  values: (data) => {
    const d = planningOf(data);
    return {
      highways: (d.highways ?? []).join("\n"),
      purpose: str(d.purpose),
      town: str(d.area?.town),
      localAuthority: str(d.area?.localAuthority),
      postcode: str(d.area?.postcode),
    };
  },
  save: (data, a) => {
    const { purpose: _p, ...rest } = data;
    return {
      ...rest,
      highways: lines(a.highways),
      ...compact({ purpose: str(a.purpose) }),
      area: compact({ town: str(a.town), localAuthority: str(a.localAuthority), postcode: str(a.postcode) }),
    };
  },
  answered: (data) => (planningOf(data).highways ?? []).length > 0,
  summary: (data) => {
    const d = planningOf(data);
    return [
      { key: "Highways or ways", value: (d.highways ?? []).join("; ") },
      { key: "Why the order is made", value: d.purpose ?? "Not given" },
      {
        key: "Where they are",
        value: [d.area?.town, d.area?.localAuthority, d.area?.postcode].filter(Boolean).join(", "),
      },
    ];
  },
};

const inspectionPage: QuestionPage = {
  slug: "inspection",
  title: "Where can the order be inspected?",
  dataKeys: ["inspection"],
  groups: [
    {
      legend: "Inspecting the order",
      fields: [
        {
          name: "inspectionPlace",
          label: "Place",
          hint: "For example, the Council's offices at Civic Hall, Calverley Street, Leeds LS1 1UR, or Otley Library",
          kind: "text",
        },
        {
          name: "inspectionUntil",
          label: "Until",
          hint: "Leave it empty to say 'for 28 days from the date of this notice' (a draft order) or give no end (a made order)",
          kind: "date",
        },
      ],
    },
  ],
  schema: ({ today }) =>
    z.object({
      inspectionPlace: requiredText(300, PLANNING_MESSAGES.inspectionPlace),
      inspectionUntil: noticeDate("the last day the order can be inspected", { today, future: true }),
    }),
  values: (data) => {
    const i = planningOf(data).inspection;
    return { inspectionPlace: str(i?.place), inspectionUntil: isoText(i?.until) };
  },
  save: (data, a) => ({
    ...data,
    inspection: compact({ place: str(a.inspectionPlace), until: str(a.inspectionUntil) }),
  }),
  answered: (data) => Boolean(planningOf(data).inspection?.place),
  summary: (data) => {
    const i = planningOf(data).inspection;
    return [
      { key: "Inspection at", value: str(i?.place) },
      ...(i?.until ? [{ key: "Inspection until", value: longDate(i.until) }] : []),
    ];
  },
};

const objectionsPage: QuestionPage = {
  slug: "objections",
  title: "How and by when can people object?",
  intro:
    "Anyone may object to the order in writing. The last day for objections must be at least 28 days after the notice is published.",
  dataKeys: ["objections"],
  groups: [
    {
      legend: "Objections",
      fields: [
        {
          name: "objectionsTo",
          label: "Send objections to",
          hint: "As the notice should name them, for example the Council, or the National Transport Casework Team",
          kind: "text",
          width: "govuk-!-width-two-thirds",
        },
        { name: "objectionsEmail", label: "Email address", kind: "text", width: "govuk-!-width-two-thirds" },
        {
          name: "objectionsBy",
          label: "Last day for objections",
          hint: "For example, 31/01/2027",
          kind: "date",
        },
      ],
    },
    addressGroup(
      "objections",
      "Their address",
      "address objections are sent to",
      "Leave it empty if the notice names only the authority",
    ),
  ],
  schema: ({ today, publicationDay }) =>
    z
      .object({
        objectionsTo: requiredText(300, PLANNING_MESSAGES.objectionsTo),
        objectionsEmail: optionalEmail(),
        objectionsBy: noticeDate("the last day for objections", { today, future: true, required: true }),
        ...addressFields("objections", { required: false }),
      })
      .superRefine(refineAddress("objections", { required: false }))
      .superRefine((a, ctx) => {
        const earliest = earliestObjectionDay(publicationDay);
        if (a.objectionsBy && a.objectionsBy < earliest)
          ctx.addIssue({
            code: "custom",
            path: ["objectionsBy"],
            message: PLANNING_MESSAGES.objectionsTooSoon(earliest),
          });
      }),
  // Not yet answered: the earliest day the notice allows, which most notices give.
  values: (data, { publicationDay }) => {
    const o = planningOf(data).objections;
    return {
      objectionsTo: str(o?.to),
      objectionsEmail: str(o?.email),
      objectionsBy: isoText(o?.by) || isoText(earliestObjectionDay(publicationDay)),
      ...addressValues("objections", o?.address),
    };
  },
  save: (data, a) => ({
    ...data,
    objections: compact({
      by: str(a.objectionsBy),
      to: str(a.objectionsTo),
      address: addressFromAnswers("objections", a),
      email: str(a.objectionsEmail),
    }),
  }),
  answered: (data) => Boolean(planningOf(data).objections?.by),
  summary: (data) => {
    const o = planningOf(data).objections;
    return [
      {
        key: "Objections to",
        value: [o?.to, o?.address ? addressText(o.address) : ""].filter(Boolean).join(", "),
      },
      ...(o?.email ? [{ key: "Objections by email", value: o.email }] : []),
      { key: "Last day for objections", value: longDate(o?.by) },
    ];
  },
};

const signatoryPage: QuestionPage = {
  slug: "signatory",
  title: "Who signs the notice?",
  dataKeys: ["signatory"],
  groups: [
    {
      legend: "The person signing",
      fields: [
        { name: "signatoryName", label: "Full name", kind: "text", width: "govuk-!-width-two-thirds" },
        {
          name: "signatoryRole",
          label: "Position",
          hint: "For example, Head of Planning, or Casework Manager",
          kind: "text",
          width: "govuk-!-width-two-thirds",
        },
      ],
    },
  ],
  schema: () =>
    z.object({
      signatoryName: requiredText(150, PLANNING_MESSAGES.signatoryName),
      signatoryRole: requiredText(150, PLANNING_MESSAGES.signatoryRole),
    }),
  values: (data) => {
    const s = planningOf(data).signatory;
    return { signatoryName: str(s?.name), signatoryRole: str(s?.role) };
  },
  save: (data, a) => ({ ...data, signatory: { name: str(a.signatoryName), role: str(a.signatoryRole) } }),
  answered: (data) => Boolean(planningOf(data).signatory?.name),
  summary: (data) => {
    const s = planningOf(data).signatory;
    return [{ key: "Signed by", value: [s?.name, s?.role].filter(Boolean).join(", ") }];
  },
};

/** The rules the whole data must keep that the published record's schema leaves optional. */
function refinePlanning(d: PlanningData, ctx: z.core.$RefinementCtx, publicationDay: string) {
  const earliest = earliestObjectionDay(publicationDay);
  if (!d.objections?.by)
    ctx.addIssue({ code: "custom", path: ["objections"], message: "Say how and by when people can object" });
  else if (d.objections.by < earliest)
    ctx.addIssue({
      code: "custom",
      path: ["objections"],
      message: PLANNING_MESSAGES.objectionsTooSoon(earliest),
    });
  if (!d.inspection?.place)
    ctx.addIssue({ code: "custom", path: ["inspection"], message: PLANNING_MESSAGES.inspectionPlace });
  if (!d.signatory?.name)
    ctx.addIssue({ code: "custom", path: ["signatory"], message: PLANNING_MESSAGES.signatoryName });
}

export function planningForm(editionId: string): WebForm {
  return {
    code: "1601",
    sections: [
      { id: "order", title: "The order", pages: ["authority", "order"] },
      { id: "highways", title: "The highways affected", pages: ["highways"] },
      { id: "objections", title: "Inspection and objections", pages: ["inspection", "objections"] },
      { id: "signatory", title: "Signing the notice", pages: ["signatory"] },
    ],
    pages: [authorityPage, orderPage(editionId), highwaysPage, inspectionPage, objectionsPage, signatoryPage],
    dataSchema: ({ publicationDay }: FormContext) =>
      townAndCountryPlanningSchema.superRefine((d, ctx) => refinePlanning(d, ctx, publicationDay)),
    render: (data: DraftData) => renderPlanning(data),
  };
}
