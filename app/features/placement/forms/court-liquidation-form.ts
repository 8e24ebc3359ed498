/**
 * The web forms of 2452 Winding-up orders and 2454 Appointment of liquidators (court), issue 12 point 2.
 * A winding-up order: the court and case, the company, the order (its date, the petition's date and the
 * petitioner, if the notice names them) and the liquidator: the official receiver in England and Wales
 * and Northern Ireland, the interim liquidator the court appoints in Scotland. An appointment: the court
 * and case, the company, the liquidators ("add another"), who appointed them and when, and the last date
 * for proving debts. The order follows the petition; neither is in the future. Pure.
 */
import { z } from "zod";
import {
  choice,
  optionalEmail,
  optionalText,
  requiredText,
  telephone,
} from "../../../lib/forms/field-schemas.ts";
import {
  courtAppointmentOfLiquidatorsSchema,
  windingUpOrderSchema,
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
import { compact, companyPage, courtPage, isoText, str } from "./company-page.ts";
import { APPOINTED_BY_TEXT, courtLiquidationOf, renderCourtLiquidation } from "./court-liquidation-notice.ts";
import {
  CVL_MESSAGES,
  earliestProofsDate,
  liquidatorPage,
  practitionerPage,
  proofsPage,
} from "./cvl-form.ts";
import { type FormContext, noticeDate, type QuestionPage, type WebForm } from "./web-form.ts";

export const COURT_LIQUIDATION_MESSAGES = {
  orderDate: "Enter the date of the winding-up order",
  petitionPresentedOn: "Enter the date the petition was presented",
  orderAfterPetition: "The order must be after the petition was presented",
  petitionerName: "Enter the petitioner's name, or leave their address empty too",
  petitionerAddress: "Enter the petitioner's address, or leave their name empty too",
  receiverName: "Enter the official receiver's name",
  appointedBy: "Select who appointed the liquidators",
  appointedOn: "Enter the date of the appointment",
} as const;

const orderPage: QuestionPage = {
  slug: "order",
  title: "When was the order made, and on whose petition?",
  dataKeys: ["orderDate", "petitionPresentedOn", "petitioner"],
  groups: [
    {
      legend: "The order and the petition",
      fields: [
        {
          name: "orderDate",
          label: "Date of the winding-up order",
          hint: "For example, 16/11/2026",
          kind: "date",
        },
        {
          name: "petitionPresentedOn",
          label: "Date the petition was presented",
          hint: "For example, 02/09/2026",
          kind: "date",
        },
        {
          name: "petitionerName",
          label: "Name of the petitioner",
          hint: "If the notice names them",
          kind: "text",
        },
      ],
    },
    addressGroup("petitioner", "The petitioner's address (optional)", "petitioner's address"),
  ],
  schema: ({ today }) =>
    z
      .object({
        orderDate: noticeDate("the date of the winding-up order", {
          today,
          required: COURT_LIQUIDATION_MESSAGES.orderDate,
        }),
        petitionPresentedOn: noticeDate("the date the petition was presented", {
          today,
          required: COURT_LIQUIDATION_MESSAGES.petitionPresentedOn,
        }),
        petitionerName: optionalText(200),
        ...addressFields("petitioner", { required: false }),
      })
      .superRefine(refineAddress("petitioner", { required: false }))
      .superRefine((a: Record<string, unknown>, ctx) => {
        if (a.orderDate && a.petitionPresentedOn && str(a.orderDate) < str(a.petitionPresentedOn))
          ctx.addIssue({
            code: "custom",
            path: ["orderDate"],
            message: COURT_LIQUIDATION_MESSAGES.orderAfterPetition,
          });
        const hasAddress = Boolean(str(a.petitionerLine1) || str(a.petitionerCity));
        if (a.petitionerName && !hasAddress)
          ctx.addIssue({
            code: "custom",
            path: ["petitionerLine1"],
            message: COURT_LIQUIDATION_MESSAGES.petitionerAddress,
          });
        if (!a.petitionerName && hasAddress)
          ctx.addIssue({
            code: "custom",
            path: ["petitionerName"],
            message: COURT_LIQUIDATION_MESSAGES.petitionerName,
          });
      }),
  values: (data) => {
    const d = courtLiquidationOf(data);
    return {
      orderDate: isoText(d.orderDate),
      petitionPresentedOn: isoText(d.petitionPresentedOn),
      petitionerName: str(d.petitioner?.name),
      ...addressValues("petitioner", d.petitioner?.address),
    };
  },
  save: (data, a) => {
    const { petitioner: _p, ...rest } = data;
    const address = addressFromAnswers("petitioner", a);
    return {
      ...rest,
      orderDate: str(a.orderDate),
      petitionPresentedOn: str(a.petitionPresentedOn),
      ...(a.petitionerName && address ? { petitioner: { name: str(a.petitionerName), address } } : {}),
    };
  },
  answered: (data) => Boolean(courtLiquidationOf(data).orderDate),
  summary: (data) => {
    const d = courtLiquidationOf(data);
    return [
      { key: "Winding-up order", value: isoText(d.orderDate) },
      { key: "Petition presented", value: isoText(d.petitionPresentedOn) },
      ...(d.petitioner
        ? [
            {
              key: "Petitioner",
              value: [d.petitioner.name, d.petitioner.address ? addressText(d.petitioner.address) : ""]
                .filter(Boolean)
                .join(", "),
            },
          ]
        : []),
    ];
  },
};

const receiverPage: QuestionPage = {
  slug: "official-receiver",
  title: "Which official receiver is the liquidator?",
  intro: "On a winding-up order the official receiver becomes the liquidator.",
  dataKeys: ["officialReceiver"],
  groups: [
    {
      legend: "The official receiver",
      fields: [
        { name: "name", label: "Full name", kind: "text", width: "govuk-!-width-two-thirds" },
        { name: "office", label: "Office", hint: "For example, Public Interest Unit, Leeds", kind: "text" },
      ],
    },
    addressGroup("or", "The office's address", "official receiver's address"),
    {
      legend: "Contact details",
      fields: [
        { name: "telephone", label: "Telephone number", kind: "text", width: "govuk-input--width-20" },
        { name: "email", label: "Email address", kind: "text", width: "govuk-!-width-two-thirds" },
      ],
    },
  ],
  schema: () =>
    z
      .object({
        name: requiredText(150, COURT_LIQUIDATION_MESSAGES.receiverName),
        office: optionalText(200),
        ...addressFields("or"),
        telephone: telephone(),
        email: optionalEmail(),
      })
      .superRefine(refineAddress("or")),
  values: (data) => {
    const or = courtLiquidationOf(data).officialReceiver ?? {};
    return {
      name: str(or.name),
      office: str(or.office),
      ...addressValues("or", or.address),
      telephone: str(or.telephone),
      email: str(or.email),
    };
  },
  save: (data, a) => ({
    ...data,
    officialReceiver: compact({
      name: str(a.name),
      office: str(a.office),
      address: addressFromAnswers("or", a) as AddressData,
      telephone: str(a.telephone),
      email: str(a.email),
    }),
  }),
  answered: (data) => Boolean(courtLiquidationOf(data).officialReceiver?.name),
  summary: (data) => {
    const or = courtLiquidationOf(data).officialReceiver ?? {};
    return [
      {
        key: "Official receiver",
        value: [or.name, or.office, or.address ? addressText(or.address) : ""].filter(Boolean).join(", "),
      },
    ];
  },
};

const interimLiquidatorPage = practitionerPage(
  "interim-liquidator",
  "interimLiquidator",
  "Who did the court appoint interim liquidator?",
  "In Scotland the court appoints an insolvency practitioner interim liquidator when it orders the winding up. Creditors send their claims to the firm's address.",
  "Interim liquidator",
);

const APPOINTERS = [
  { value: "secretary-of-state", label: "The Secretary of State" },
  { value: "creditors", label: "A decision of the creditors" },
  { value: "court", label: "An order of the court" },
] as const;

const appointmentPage: QuestionPage = {
  slug: "appointment",
  title: "Who appointed the liquidators, and when?",
  dataKeys: ["by", "appointedOn"],
  groups: [
    {
      legend: "The appointment",
      fields: [
        { name: "by", label: "Appointed by", kind: "radios", options: APPOINTERS },
        { name: "appointedOn", label: "Date of appointment", hint: "For example, 16/11/2026", kind: "date" },
      ],
    },
  ],
  schema: ({ today }) =>
    z.object({
      by: choice(["secretary-of-state", "creditors", "court"], COURT_LIQUIDATION_MESSAGES.appointedBy),
      appointedOn: noticeDate("the date of the appointment", {
        today,
        required: COURT_LIQUIDATION_MESSAGES.appointedOn,
      }),
    }),
  values: (data) => {
    const d = courtLiquidationOf(data);
    return { by: str(d.by), appointedOn: isoText(d.appointedOn) };
  },
  save: (data, a) => ({ ...data, by: str(a.by), appointedOn: str(a.appointedOn) }),
  answered: (data) => Boolean(courtLiquidationOf(data).appointedOn),
  summary: (data) => {
    const d = courtLiquidationOf(data);
    return [
      {
        key: "Appointed",
        value: `By ${d.by ? APPOINTED_BY_TEXT[d.by] : ""}, ${isoText(d.appointedOn)}`,
      },
    ];
  },
};

/** 2452 for the edition's jurisdiction (Scotland: an interim liquidator), or 2454. */
export function courtLiquidationForm(code: "2452" | "2454", editionId: string): WebForm {
  if (code === "2452") {
    const holder = editionId === "edinburgh" ? interimLiquidatorPage : receiverPage;
    return {
      code,
      sections: [
        { id: "court", title: "The court and the case", pages: ["court"] },
        { id: "company", title: "The company", pages: ["company"] },
        { id: "order", title: "The order", pages: ["order", holder.slug] },
      ],
      pages: [
        courtPage("Which court made the order?"),
        companyPage("Which company was ordered to be wound up?"),
        orderPage,
        holder,
      ],
      dataSchema: () => windingUpOrderSchema,
      render: (data, edition) => renderCourtLiquidation("2452", data, edition),
    };
  }
  return {
    code,
    sections: [
      { id: "court", title: "The court and the case", pages: ["court"] },
      { id: "company", title: "The company", pages: ["company"] },
      { id: "liquidators", title: "The liquidators", pages: ["liquidator", "appointment"] },
      { id: "proofs", title: "Proving debts", pages: ["proofs"] },
    ],
    pages: [
      courtPage("Which court is the company being wound up by?"),
      companyPage("Which company is being wound up?"),
      liquidatorPage,
      appointmentPage,
      proofsPage,
    ],
    dataSchema: ({ publicationDay }: FormContext) =>
      courtAppointmentOfLiquidatorsSchema.superRefine((d, ctx) => {
        const earliest = earliestProofsDate(publicationDay);
        if (d.proofs?.lastDate && d.proofs.lastDate < earliest)
          ctx.addIssue({
            code: "custom",
            path: ["proofs", "lastDate"],
            message: CVL_MESSAGES.proofsTooSoon(earliest),
          });
      }),
    render: (data, edition) => renderCourtLiquidation("2454", data, edition),
  };
}
