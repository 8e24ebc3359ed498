/**
 * 2503 Bankruptcy orders and 2510 Notices of dividends (personal insolvency) as the Gazette prints them,
 * from their structured data: the court and case (or the Adjudicator's reference), the bankrupt's
 * particulars (surname first, occupation, addresses, date of birth, other names), then the order and the
 * official receiver, or the dividend and the trustee. The labels and sentences are exported: the demo
 * data's generators print the same types with them, so there is one copy. Pure; every value is escaped.
 */
import { formatLongDate } from "../../../lib/dates.ts";
import { escapeXmlText as esc } from "../../notices/representations/xhtml-text.ts";
import { type AddressData, addressText } from "./address-answers.ts";
import { caseReferenceText } from "./court-liquidation-notice.ts";
import { printedTime } from "./petition-notice.ts";
import type { DraftData, RenderedNotice } from "./web-form.ts";

/** The labels of a bankruptcy order's particulars, as the Gazette prints them. */
export const BANKRUPTCY_ORDER_LABELS = {
  applicationDate: "Date of bankruptcy application",
  petitionDate: "Date of filing of petition",
  orderDate: "Bankruptcy order date",
  orderTime: "Time of bankruptcy order",
  petitionType: "Whether debtor's or creditor's petition",
  petitioner: "Name and address of petitioner",
  dateOfBirth: "Date of birth",
  otherNames: "Other names",
} as const;

export const PETITION_TYPE_WORDS = { debtor: "Debtor's", creditor: "Creditor's" } as const;

/** After the official receiver's particulars. */
export const RECEIVER_CAPACITY = "Capacity of office holder: Receiver and Manager.";

/** The court of a debtor's bankruptcy application (Insolvency Act 1986 Part 9 Chapter A1). */
export const ADJUDICATOR = "Adjudicator";

export const DIVIDEND_TYPES = ["first-and-final", "first", "interim", "second", "final"] as const;
export type DividendType = (typeof DIVIDEND_TYPES)[number];

export const DIVIDEND_WORDS: Record<DividendType, string> = {
  "first-and-final": "first and final",
  first: "first",
  interim: "interim",
  final: "final",
  second: "second",
};

export const NO_FURTHER_DIVIDEND = "No further dividend will be declared.";
export const FURTHER_DIVIDEND_MAY = "A further dividend may be declared.";

/** The sentence declaring the dividend; the amount and dates are already escaped. */
export function dividendSentence(type: DividendType, amount: string, declared: string, paid: string) {
  return `Notice is hereby given that a ${DIVIDEND_WORDS[type]} dividend of ${amount} in the £ was declared on ${declared} in respect of the unsecured debts proved in the bankruptcy of the above-named, and ${paid}.`;
}

export const closingSentence = (type: DividendType) =>
  type === "first-and-final" || type === "final" ? NO_FURTHER_DIVIDEND : FURTHER_DIVIDEND_MAY;

export interface BankruptPerson {
  name?: string;
  title?: string;
  forenames?: string;
  surname?: string;
  aliases?: string[];
  addresses?: AddressData[];
  dateOfBirth?: string;
  occupation?: string;
}

export interface CourtCaseAnswers {
  name?: string;
  caseNumber?: string;
  caseYear?: number;
}

export interface Practitioner {
  name?: string;
  ipNumber?: string;
  firm?: string;
  address?: AddressData;
  telephone?: string;
  email?: string;
}

export interface OfficialReceiver {
  name?: string;
  office?: string;
  address?: AddressData;
  telephone?: string;
  email?: string;
}

export interface BankruptcyData {
  person?: BankruptPerson;
  court?: CourtCaseAnswers;
  petitionType?: "debtor" | "creditor";
  petitionFiledOn?: string;
  orderDateTime?: string;
  petitioner?: { name?: string; address?: AddressData };
  officialReceiver?: OfficialReceiver;
  dividend?: {
    type?: DividendType;
    amountPencePerPound?: number;
    declaredOn?: string;
    paidOn?: string;
  };
  trustee?: Practitioner;
}

export const bankruptcyOf = (data: DraftData) => data as BankruptcyData;
export const personOf = (data: DraftData): BankruptPerson => bankruptcyOf(data).person ?? {};

const p = (html: string) => `<p>${html}</p>`;
const field = (label: string, value: string) => `<strong>${esc(label)}:</strong> ${esc(value)}`;
const date = (iso: string | undefined) => (iso ? formatLongDate(iso) : "");
const place = (a: AddressData | undefined) => (a ? addressText(a) : "");

/** "QUILLFEATHER, Ambrose John", as the particulars begin. */
export const surnameFirstName = (x: BankruptPerson) =>
  `${(x.surname ?? "").toUpperCase()}, ${x.forenames ?? ""}`;

/** "Ambrose John QUILLFEATHER", as the notice is titled. */
export const bankruptTitle = (x: BankruptPerson) =>
  [x.forenames, x.surname?.toUpperCase()].filter(Boolean).join(" ");

export const isAdjudicator = (court: CourtCaseAnswers) => court.name === ADJUDICATOR;

function courtHeading(court: CourtCaseAnswers | undefined): string[] {
  if (!court) return [];
  return isAdjudicator(court)
    ? [p(`Adjudicator reference: ${esc(court.caseNumber ?? "")}`)]
    : [
        p(`In the ${esc(court.name ?? "")}`),
        p(`No ${esc(caseReferenceText(court.caseNumber ?? "", court.caseYear))}`),
      ];
}

function particulars(x: BankruptPerson): string[] {
  const [address, ...previous] = x.addresses ?? [];
  const lately = previous.length
    ? `, lately residing at ${previous.map((a) => esc(place(a))).join(" and ")}`
    : "";
  const out = [
    p(
      `<strong>${esc(surnameFirstName(x))}</strong>${x.title ? ` (${esc(x.title)})` : ""}${x.occupation ? `, ${esc(x.occupation)}` : ""}, of ${esc(place(address))}${lately}`,
    ),
  ];
  if (x.dateOfBirth) out.push(p(field(BANKRUPTCY_ORDER_LABELS.dateOfBirth, date(x.dateOfBirth))));
  if (x.aliases?.length) out.push(p(field(BANKRUPTCY_ORDER_LABELS.otherNames, x.aliases.join("; "))));
  return out;
}

/** The official receiver's particulars: name, office, address and contacts. */
export function receiverLine(or: OfficialReceiver): string {
  return [
    esc(or.name ?? ""),
    "Official Receiver",
    ...(or.office ? [esc(or.office)] : []),
    esc(place(or.address)),
    ...(or.telephone ? [`telephone ${esc(or.telephone)}`] : []),
    ...(or.email ? [`email ${esc(or.email)}`] : []),
  ].join(", ");
}

function located(x: BankruptPerson): RenderedNotice["locations"] {
  const [address, previous] = x.addresses ?? [];
  return [
    ...(address
      ? [{ role: "person-address", address: place(address), postcode: address.postcode ?? null }]
      : []),
    ...(previous
      ? [{ role: "previous-address", address: place(previous), postcode: previous.postcode ?? null }]
      : []),
  ];
}

export function renderBankruptcyOrder(data: DraftData): RenderedNotice {
  const d = bankruptcyOf(data);
  const x = d.person ?? {};
  const court = d.court ?? {};
  const debtor = d.petitionType === "debtor";
  const L = BANKRUPTCY_ORDER_LABELS;
  const order = d.orderDateTime ?? "";
  const blocks = [
    ...courtHeading(d.court),
    ...particulars(x),
    p(field(debtor && isAdjudicator(court) ? L.applicationDate : L.petitionDate, date(d.petitionFiledOn))),
    p(
      `${field(L.orderDate, date(order.slice(0, 10) || undefined))}; ${field(L.orderTime, order.length > 10 ? printedTime(order.slice(11)) : "")}`,
    ),
    p(field(L.petitionType, d.petitionType ? PETITION_TYPE_WORDS[d.petitionType] : "")),
  ];
  if (d.petitioner)
    blocks.push(p(field(L.petitioner, `${d.petitioner.name ?? ""}, ${place(d.petitioner.address)}`)));
  if (d.officialReceiver) blocks.push(p(`${receiverLine(d.officialReceiver)}. ${RECEIVER_CAPACITY}`));
  return {
    title: bankruptTitle(x) || "Bankruptcy Orders",
    bodyHtml: blocks.join("\n"),
    locations: located(x),
    people: [
      ...(x.name ? [{ role: "bankrupt", fullName: x.name }] : []),
      ...(d.officialReceiver?.name ? [{ role: "official-receiver", fullName: d.officialReceiver.name }] : []),
    ],
    companyNumber: null,
  };
}

/** `12.5` → `12.5p`, as the generator and the Gazette print an amount in pence. */
export const penceText = (pence: number) => `${pence}p`;

export function renderPersonalDividend(data: DraftData): RenderedNotice {
  const d = bankruptcyOf(data);
  const x = d.person ?? {};
  const dividend = d.dividend ?? {};
  const type = dividend.type ?? "first-and-final";
  const t = d.trustee ?? {};
  // Paid on the day it was declared: it has been paid; a later day: it is still to be paid.
  const paidOn = dividend.paidOn;
  const paid = paidOn
    ? `${paidOn <= (dividend.declaredOn ?? "") ? "was paid on" : "will be paid on"} ${date(paidOn)}`
    : "will be paid in due course";
  const contacts = [
    `Further details contact: ${esc(t.name ?? "")}`,
    ...(t.email ? [`Email: ${esc(t.email)}`] : []),
    ...(t.telephone ? [`Tel: ${esc(t.telephone)}`] : []),
  ].join(", ");
  const blocks = [
    ...courtHeading(d.court),
    ...particulars(x),
    p(
      dividendSentence(
        type,
        penceText(dividend.amountPencePerPound ?? 0),
        esc(date(dividend.declaredOn)),
        paid,
      ),
    ),
    p(`${closingSentence(type)} ${contacts}.`),
    p(`${esc(t.name ?? "")}, Trustee`),
  ];
  return {
    title: bankruptTitle(x) || "Notices of Dividends",
    bodyHtml: blocks.join("\n"),
    locations: located(x),
    people: [
      ...(x.name ? [{ role: "bankrupt", fullName: x.name }] : []),
      ...(t.name ? [{ role: "trustee", fullName: t.name }] : []),
    ],
    companyNumber: null,
  };
}
