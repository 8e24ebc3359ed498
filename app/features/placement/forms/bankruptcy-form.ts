/**
 * The web forms of 2503 Bankruptcy orders and 2510 Notices of dividends (personal insolvency), issue 12
 * point 2. Both ask the court and case and the bankrupt (names, occupation, date of birth, addresses);
 * a bankruptcy order then asks the petition and the order (the order on or after the petition; a
 * creditor's petition names its petitioner) and the official receiver; a dividend asks the dividend
 * (its kind, pence in the pound, declared and paid, paid not before declared) and the trustee. Pure.
 */
import { z } from "zod";
import { choice, date, optionalText, requiredText, time24 } from "../../../lib/forms/field-schemas.ts";
import { bankruptcyOrderSchema, personalDividendSchema } from "../../notices/notice-data-schemas.ts";
import {
  addressFields,
  addressFromAnswers,
  addressGroup,
  addressText,
  addressValues,
  refineAddress,
} from "./address-answers.ts";
import {
  ADJUDICATOR,
  BANKRUPTCY_ORDER_LABELS,
  bankruptcyOf,
  bankruptTitle,
  DIVIDEND_TYPES,
  DIVIDEND_WORDS,
  PETITION_TYPE_WORDS,
  penceText,
  personOf,
  renderBankruptcyOrder,
  renderPersonalDividend,
} from "./bankruptcy-notice.ts";
import {
  addressesPage,
  compact,
  contactPage,
  courtPage,
  isoText,
  lines,
  NAME_FIELDS,
  str,
} from "./common-pages.ts";
import { caseReferenceText } from "./court-liquidation-notice.ts";
import { printedTime } from "./petition-notice.ts";
import type { DraftData, FormContext, QuestionPage, WebForm } from "./web-form.ts";

export const BANKRUPTCY_MESSAGES = {
  courtName: "Enter the name of the court, or Adjudicator",
  caseNumber: "Enter the case number or the Adjudicator's reference",
  caseYear: "Enter the year of the case as four digits",
  forenames: "Enter the first names of the bankrupt",
  surname: "Enter the surname of the bankrupt",
  petitionType: "Select whether it was a debtor's or a creditor's petition",
  orderBeforePetition: "The order must be on or after the date the petition was filed",
  petitionerName: "Enter the name of the creditor who petitioned",
  petitionerAddress: "Enter the address of the creditor who petitioned",
  debtorNoPetitioner: "Leave the petitioner empty for a debtor's petition or application",
  adjudicatorCreditor:
    "The Adjudicator decides debtors' applications only: enter the court of a creditor's petition",
  receiverName: "Enter the name of the official receiver",
  dividendType: "Select the kind of dividend",
  amount: "Enter the dividend in pence in the pound, from 0 to 100, such as 12.5",
  paidBeforeDeclared: "The dividend cannot be paid before it is declared",
  trusteeName: "Enter the name of the trustee",
  ipNumber: "Enter the trustee's insolvency practitioner number, 4 to 6 digits",
  firm: "Enter the trustee's firm",
} as const;

const bankruptcyCourtPage = courtPage({
  title: "Which court is the bankruptcy in?",
  intro: `For a debtor's bankruptcy application, enter ${ADJUDICATOR} as the court and its reference as the case number.`,
  courtHint: "For example, County Court at Leeds",
  caseNumberHint: "For example, BR-2026-000123 or ADJ001234",
  messages: BANKRUPTCY_MESSAGES,
  // "adjudicator" as typed is the Adjudicator, as the notice prints it.
  courtName: (typed) => (/^(the )?adjudicator$/i.test(typed) ? ADJUDICATOR : typed),
  caseText: (c) => caseReferenceText(str(c.caseNumber), c.caseYear),
});

const bankruptPage: QuestionPage = {
  slug: "bankrupt",
  title: "Who is the bankrupt?",
  dataKeys: ["person.name", "person.forenames", "person.surname", "person.title", "person.aliases"],
  groups: [
    {
      legend: "Their name",
      fields: [
        ...NAME_FIELDS,
        {
          name: "aliases",
          label: "Other names",
          hint: "As the court order gives them, one on each line, for example: trading as Quill Joinery",
          kind: "textarea",
        },
      ],
    },
    {
      legend: "Their particulars",
      fields: [
        { name: "occupation", label: "Occupation", kind: "text" },
        { name: "dateOfBirth", label: "Date of birth", hint: "For example, 27/03/1970", kind: "date" },
      ],
    },
  ],
  schema: ({ today }) =>
    z.object({
      title: optionalText(20),
      forenames: requiredText(150, BANKRUPTCY_MESSAGES.forenames),
      surname: requiredText(100, BANKRUPTCY_MESSAGES.surname),
      aliases: optionalText(1000),
      occupation: optionalText(150),
      dateOfBirth: date({ today }),
    }),
  values: (data) => {
    const x = personOf(data);
    return {
      title: str(x.title),
      forenames: str(x.forenames),
      surname: str(x.surname),
      aliases: (x.aliases ?? []).join("\n"),
      occupation: str(x.occupation),
      dateOfBirth: isoText(x.dateOfBirth),
    };
  },
  save: (data, a) => ({
    ...data,
    person: compact({
      name: `${str(a.forenames)} ${str(a.surname)}`,
      title: str(a.title),
      forenames: str(a.forenames),
      surname: str(a.surname),
      aliases: lines(a.aliases),
      addresses: personOf(data).addresses,
      dateOfBirth: str(a.dateOfBirth),
      occupation: str(a.occupation),
    }),
  }),
  answered: (data) => Boolean(personOf(data).surname),
  summary: (data) => {
    const x = personOf(data);
    return [
      { key: "Name", value: [x.title, bankruptTitle(x)].filter(Boolean).join(" ") },
      ...(x.aliases?.length ? [{ key: "Other names", value: x.aliases.join("; ") }] : []),
      { key: "Occupation", value: x.occupation ?? "Not given" },
      { key: "Date of birth", value: x.dateOfBirth ? isoText(x.dateOfBirth) : "Not given" },
    ];
  },
};

const bankruptAddressPage = addressesPage({
  slug: "bankrupt-address",
  title: "What is the bankrupt's address?",
  dataKey: "person.addresses",
  addresses: (data) => personOf(data).addresses ?? [],
  withAddresses: (data, addresses) => ({ ...data, person: { ...personOf(data), addresses } }),
  current: { legend: "Their address", finderName: "bankrupt's address", summaryKey: "Address" },
  previous: {
    legend: "A previous address (optional)",
    finderName: "bankrupt's previous address",
    hint: "Where they lately lived, if the court order names it",
  },
});

const PETITION_TYPES = ["debtor", "creditor"] as const;

const orderPage: QuestionPage = {
  slug: "bankruptcy-order",
  title: "What was the petition and when was the order made?",
  dataKeys: ["petitionType", "petitionFiledOn", "orderDateTime", "petitioner"],
  groups: [
    {
      legend: "The petition",
      fields: [
        {
          name: "petitionType",
          label: "Whose petition was it?",
          kind: "radios",
          options: [
            { value: "debtor", label: "The debtor's (or their bankruptcy application)" },
            { value: "creditor", label: "A creditor's" },
          ],
        },
        {
          name: "petitionFiledOn",
          label: "Date the petition was filed or the application made",
          hint: "For example, 02/11/2026",
          kind: "date",
        },
      ],
    },
    {
      legend: "The bankruptcy order",
      fields: [
        { name: "orderDate", label: "Date of the order", kind: "date" },
        {
          name: "orderTime",
          label: "Time of the order",
          hint: "On the 24-hour clock, for example 14:05",
          kind: "text",
          width: "govuk-input--width-5",
        },
      ],
    },
    {
      legend: "The petitioning creditor",
      hint: "Only for a creditor's petition",
      fields: [{ name: "petitionerName", label: "Name of the petitioner", kind: "text" }],
    },
    addressGroup("petitioner", "The petitioner's address", "petitioner's address"),
  ],
  schema: ({ today }) =>
    z
      .object({
        petitionType: choice(PETITION_TYPES, BANKRUPTCY_MESSAGES.petitionType),
        petitionFiledOn: date({ today, required: true }),
        orderDate: date({ today, required: true }),
        orderTime: time24({ required: true }),
        petitionerName: optionalText(200),
        ...addressFields("petitioner", { required: false }),
      })
      .superRefine(refineAddress("petitioner", { required: false }))
      .superRefine((a, ctx) => {
        const issue = (path: string, message: string) =>
          ctx.addIssue({ code: "custom", path: [path], message });
        if (a.petitionFiledOn && a.orderDate && a.orderDate < a.petitionFiledOn)
          issue("orderDate", BANKRUPTCY_MESSAGES.orderBeforePetition);
        const address = addressFromAnswers("petitioner", a);
        if (a.petitionType === "creditor") {
          if (!a.petitionerName) issue("petitionerName", BANKRUPTCY_MESSAGES.petitionerName);
          if (!address) issue("petitionerLine1", BANKRUPTCY_MESSAGES.petitionerAddress);
        } else if (a.petitionType === "debtor" && (a.petitionerName || address))
          issue("petitionerName", BANKRUPTCY_MESSAGES.debtorNoPetitioner);
      }),
  values: (data) => {
    const d = bankruptcyOf(data);
    const order = d.orderDateTime ?? "";
    return {
      petitionType: str(d.petitionType),
      petitionFiledOn: isoText(d.petitionFiledOn),
      orderDate: isoText(order.slice(0, 10)),
      orderTime: order.slice(11),
      petitionerName: str(d.petitioner?.name),
      ...addressValues("petitioner", d.petitioner?.address),
    };
  },
  save: (data, a) => {
    const { petitioner: _p, ...rest } = data;
    const address = addressFromAnswers("petitioner", a);
    return {
      ...rest,
      petitionType: a.petitionType,
      petitionFiledOn: str(a.petitionFiledOn),
      orderDateTime: `${str(a.orderDate)}T${str(a.orderTime)}`,
      ...(a.petitionType === "creditor" && address
        ? { petitioner: { name: str(a.petitionerName), address } }
        : {}),
    };
  },
  answered: (data) => Boolean(bankruptcyOf(data).orderDateTime),
  summary: (data) => {
    const d = bankruptcyOf(data);
    const order = d.orderDateTime ?? "";
    const L = BANKRUPTCY_ORDER_LABELS;
    return [
      { key: L.petitionType, value: d.petitionType ? PETITION_TYPE_WORDS[d.petitionType] : "" },
      { key: L.petitionDate, value: isoText(d.petitionFiledOn) },
      {
        key: "Bankruptcy order",
        value: order ? `${isoText(order.slice(0, 10))} at ${printedTime(order.slice(11))}` : "",
      },
      ...(d.petitioner
        ? [{ key: L.petitioner, value: `${str(d.petitioner.name)}, ${addressText(d.petitioner.address!)}` }]
        : []),
    ];
  },
};

const receiverPage = contactPage({
  slug: "official-receiver",
  title: "Who is the official receiver?",
  dataKey: "officialReceiver",
  legend: "The official receiver",
  nameMessage: BANKRUPTCY_MESSAGES.receiverName,
  details: [
    {
      field: {
        name: "office",
        label: "Office",
        hint: "For example, Public Interest Unit (Leeds)",
        kind: "text",
      },
      schema: optionalText(200),
    },
  ],
  address: {
    prefix: "receiver",
    legend: "The official receiver's address",
    finderName: "official receiver's address",
  },
  summary: (r) => [
    {
      key: "Official receiver",
      value: [r.name, r.office, r.address ? addressText(r.address) : "", r.telephone, r.email]
        .filter(Boolean)
        .join(", "),
    },
  ],
});

/** "12.5", "0.75", "100": pence in the pound, up to two decimal places. */
const PENCE = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;

const dividendPage: QuestionPage = {
  slug: "dividend",
  title: "What dividend was declared?",
  dataKeys: ["dividend"],
  groups: [
    {
      legend: "The dividend",
      fields: [
        {
          name: "type",
          label: "Kind of dividend",
          kind: "radios",
          options: DIVIDEND_TYPES.map((t) => ({
            value: t,
            label: DIVIDEND_WORDS[t][0]!.toUpperCase() + DIVIDEND_WORDS[t].slice(1),
          })),
        },
        {
          name: "amount",
          label: "Pence in the pound",
          hint: "For example, 12.5",
          kind: "text",
          width: "govuk-input--width-5",
        },
        { name: "declaredOn", label: "Date it was declared", kind: "date" },
        { name: "paidOn", label: "Date it was or will be paid", kind: "date" },
      ],
    },
  ],
  schema: ({ today }) =>
    z
      .object({
        type: choice(DIVIDEND_TYPES, BANKRUPTCY_MESSAGES.dividendType),
        amount: z.string().trim().regex(PENCE, BANKRUPTCY_MESSAGES.amount),
        declaredOn: date({ today, required: true }),
        paidOn: date({ today, free: true, required: true }),
      })
      .superRefine((a, ctx) => {
        const issue = (path: string, message: string) =>
          ctx.addIssue({ code: "custom", path: [path], message });
        if (a.declaredOn && a.paidOn && a.paidOn < a.declaredOn)
          issue("paidOn", BANKRUPTCY_MESSAGES.paidBeforeDeclared);
      }),
  values: (data) => {
    const v = bankruptcyOf(data).dividend ?? {};
    return {
      type: str(v.type),
      amount: v.amountPencePerPound === undefined ? "" : String(v.amountPencePerPound),
      declaredOn: isoText(v.declaredOn),
      paidOn: isoText(v.paidOn),
    };
  },
  save: (data, a) => ({
    ...data,
    dividend: {
      type: a.type,
      amountPencePerPound: Number(a.amount),
      declaredOn: str(a.declaredOn),
      paidOn: str(a.paidOn),
    },
  }),
  answered: (data) => Boolean(bankruptcyOf(data).dividend?.declaredOn),
  summary: (data) => {
    const v = bankruptcyOf(data).dividend ?? {};
    return [
      {
        key: "Dividend",
        value: `${v.type ? DIVIDEND_WORDS[v.type] : ""}, ${penceText(v.amountPencePerPound ?? 0)} in the £`,
      },
      { key: "Declared on", value: isoText(v.declaredOn) },
      { key: "Paid on", value: isoText(v.paidOn) },
    ];
  },
};

const trusteePage = contactPage({
  slug: "trustee",
  title: "Who is the trustee in bankruptcy?",
  dataKey: "trustee",
  legend: "The trustee",
  nameMessage: BANKRUPTCY_MESSAGES.trusteeName,
  details: [
    {
      field: {
        name: "ipNumber",
        label: "Insolvency practitioner number",
        hint: "For example, 9876",
        kind: "text",
        width: "govuk-input--width-5",
      },
      schema: z
        .string()
        .trim()
        .regex(/^\d{4,6}$/, BANKRUPTCY_MESSAGES.ipNumber),
    },
    {
      field: { name: "firm", label: "Firm", kind: "text" },
      schema: requiredText(200, BANKRUPTCY_MESSAGES.firm),
    },
  ],
  address: { prefix: "trustee", legend: "The trustee's address", finderName: "trustee's address" },
  summary: (t) => [
    {
      key: "Trustee",
      value: `${str(t.name)} (IP No. ${str(t.ipNumber)}), ${str(t.firm)}, ${t.address ? addressText(t.address) : ""}`,
    },
  ],
});

const bankruptSection = { id: "bankrupt", title: "The bankrupt", pages: ["bankrupt", "bankrupt-address"] };
const courtSection = { id: "court", title: "The court and the case", pages: ["court"] };

export const bankruptcyOrderForm: WebForm = {
  code: "2503",
  sections: [
    courtSection,
    bankruptSection,
    { id: "order", title: "The petition and the order", pages: ["bankruptcy-order"] },
    { id: "receiver", title: "The official receiver", pages: ["official-receiver"] },
  ],
  pages: [bankruptcyCourtPage, bankruptPage, bankruptAddressPage, orderPage, receiverPage],
  dataSchema: () =>
    bankruptcyOrderSchema.superRefine((d, ctx) => {
      if (d.court.name === ADJUDICATOR && d.petitionType === "creditor")
        ctx.addIssue({
          code: "custom",
          path: ["court", "name"],
          message: BANKRUPTCY_MESSAGES.adjudicatorCreditor,
        });
      if (d.petitionType === "creditor" && !d.petitioner)
        ctx.addIssue({ code: "custom", path: ["petitioner"], message: BANKRUPTCY_MESSAGES.petitionerName });
    }),
  render: (data: DraftData) => renderBankruptcyOrder(data),
};

export const personalDividendForm: WebForm = {
  code: "2510",
  sections: [
    courtSection,
    bankruptSection,
    { id: "dividend", title: "The dividend", pages: ["dividend"] },
    { id: "trustee", title: "The trustee", pages: ["trustee"] },
  ],
  pages: [bankruptcyCourtPage, bankruptPage, bankruptAddressPage, dividendPage, trusteePage],
  dataSchema: (_ctx: FormContext) => personalDividendSchema,
  render: (data: DraftData) => renderPersonalDividend(data),
};
