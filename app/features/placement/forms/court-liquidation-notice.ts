/**
 * 2452 Winding-up orders and 2454 Appointment of liquidators (court) as the Gazette prints them, from
 * their structured data: the court and case, the company, then the order and the official receiver as
 * liquidator (in Scotland the interlocutor and the interim liquidator), or the liquidators' appointment
 * and the date for proofs. The wording is shared with the demo data's generators. Pure; every value is
 * escaped.
 */
import { escapeXmlText as esc } from "../../notices/representations/xhtml-text.ts";
import type { Jurisdiction } from "../../publications/editions.ts";
import type { AddressData } from "./address-answers.ts";
import { type CourtCaseData, companyOf, courtOf } from "./company-page.ts";
import {
  bodyOf,
  companyBlocks,
  companyLocations,
  contactLine,
  day,
  field,
  jurisdictionOf,
  liquidatorsOf,
  liquidatorTitle,
  type PractitionerData,
  place,
  practitionersHtml,
} from "./cvl-notice.ts";
import type { DraftData, RenderedNotice } from "./web-form.ts";

export interface OfficialReceiverData {
  name?: string;
  office?: string;
  address?: AddressData;
  telephone?: string;
  email?: string;
}

export interface CourtLiquidationData {
  orderDate?: string;
  petitionPresentedOn?: string;
  petitioner?: { name?: string; address?: AddressData };
  officialReceiver?: OfficialReceiverData;
  interimLiquidator?: PractitionerData;
  appointedOn?: string;
  by?: "secretary-of-state" | "creditors" | "court";
  proofs?: { address?: AddressData; lastDate?: string };
}

export const courtLiquidationOf = (data: DraftData) => data as CourtLiquidationData;

/** "CR-2026-001234" as it is, "123 of 2026" otherwise. */
export function caseReferenceText(caseNumber: string, caseYear: number | string | undefined): string {
  if (/^(CR|BR)-/.test(caseNumber) || caseNumber.startsWith("ADJ") || caseNumber.includes("/"))
    return caseNumber;
  return `${caseNumber} of ${caseYear ?? ""}`;
}

/** The court's lines above the company: "In the {court}", "No {case}"; in Scotland the court and the reference. */
export function courtHeadingLines(
  jurisdiction: Jurisdiction,
  courtHtml: string,
  referenceHtml: string,
): string[] {
  return jurisdiction === "scotland"
    ? [courtHtml, `Case reference: ${referenceHtml}`]
    : [`In the ${courtHtml}`, `No ${referenceHtml}`];
}

export const APPOINTED_BY_TEXT = {
  "secretary-of-state": "the Secretary of State",
  creditors: "a decision of the creditors",
  court: "order of the Court",
} as const;

export const windingUpOrderText = (subject: string, courtHtml: string, on: string, petitionerHtml: string) =>
  `Notice is hereby given that a Winding-up Order was made against the above-named ${subject} by ${courtHtml} on ${on}${petitionerHtml ? `, on the Petition of ${petitionerHtml}` : ""}.`;
export const officialReceiverIsLiquidator = (receiverHtml: string) =>
  `The Official Receiver is the Liquidator: ${receiverHtml}. Capacity of office holder: Liquidator.`;
export const interlocutorText = (
  courtHtml: string,
  on: string,
  presentedOn: string,
  nameHtml: string,
  holdersHtml: string,
) =>
  `Notice is hereby given that by interlocutor of ${courtHtml} dated ${on}, on a Petition presented on ${presentedOn}, ${nameHtml} was ordered to be wound up by the Court and ${holdersHtml} was appointed Interim Liquidator.`;
export const INTERIM_CLAIMS =
  "Creditors and all persons having claims against the Company should submit them to the Interim Liquidator at the above address.";
export const courtAppointmentText = (
  holdersHtml: string,
  plural: boolean,
  title: string,
  byText: string,
  on: string,
) =>
  `Notice is hereby given that ${holdersHtml} ${plural ? "were" : "was"} appointed ${title} of the above-named Company by ${byText} on ${on}.`;
export const courtProofsText = (by: string, title: string, addressHtml: string) =>
  `Creditors of the Company who have not already done so are required to prove their debts by ${by} by delivering their proofs to the ${title} at ${addressHtml}.`;

/** "Ann Smith, Official Receiver, Leeds, 1 City Walk, Leeds, LS11 9DA, telephone …, email …". */
export function receiverHtml(or: OfficialReceiverData): string {
  return [
    esc(or.name ?? ""),
    "Official Receiver",
    ...(or.office ? [esc(or.office)] : []),
    place(or.address),
    ...(or.telephone ? [`telephone ${esc(or.telephone)}`] : []),
    ...(or.email ? [`email ${esc(or.email)}`] : []),
  ].join(", ");
}

/** The court as the sentence names it: "the High Court of Justice …". */
const courtInSentence = (court: CourtCaseData) =>
  court.name ? esc(/^the /i.test(court.name) ? court.name : `the ${court.name}`) : "";

function courtLines(court: CourtCaseData, j: Jurisdiction): string[] {
  return courtHeadingLines(
    j,
    esc(court.name ?? ""),
    esc(caseReferenceText(court.caseNumber ?? "", court.caseYear ?? "")),
  );
}

export function renderCourtLiquidation(
  code: "2452" | "2454",
  data: DraftData,
  editionId: string,
): RenderedNotice {
  const d = courtLiquidationOf(data);
  const c = companyOf(data);
  const court = courtOf(data);
  const j = jurisdictionOf(editionId);
  const name = (c.name ?? "").toUpperCase();
  let blocks: string[];
  const people: { role: string; fullName: string }[] = [];
  if (code === "2452" && j === "scotland") {
    const il = d.interimLiquidator ?? {};
    blocks = [
      ...companyBlocks(c, true),
      interlocutorText(
        courtInSentence(court),
        day(d.orderDate),
        day(d.petitionPresentedOn),
        `<strong>${esc(name)}</strong>`,
        practitionersHtml([il]),
      ),
      `${INTERIM_CLAIMS} ${contactLine(il)}`,
      `Case reference: ${esc(caseReferenceText(court.caseNumber ?? "", court.caseYear ?? ""))}`,
    ];
    if (il.name) people.push({ role: "office-holder", fullName: il.name });
  } else if (code === "2452") {
    const or = d.officialReceiver ?? {};
    blocks = [
      ...courtLines(court, j),
      ...companyBlocks(c, true),
      `${field("Date of Winding-up Order", day(d.orderDate))}; ${field("Date of presentation of Petition", day(d.petitionPresentedOn))}`,
      windingUpOrderText("Company", courtInSentence(court), day(d.orderDate), esc(d.petitioner?.name ?? "")),
      officialReceiverIsLiquidator(receiverHtml(or)),
    ];
    if (or.name) people.push({ role: "official-receiver", fullName: or.name });
  } else {
    const ls = liquidatorsOf(data);
    const title = liquidatorTitle(ls.length);
    blocks = [
      ...(court.name ? courtLines(court, j) : []),
      ...companyBlocks(c, false),
      courtAppointmentText(
        practitionersHtml(ls),
        ls.length > 1,
        title,
        APPOINTED_BY_TEXT[d.by ?? "creditors"],
        day(d.appointedOn),
      ),
      ...(d.proofs?.lastDate
        ? [courtProofsText(day(d.proofs.lastDate), title, place(d.proofs.address))]
        : []),
      contactLine(ls.at(-1)),
      ls.length ? `${ls.map((p) => esc(p.name ?? "")).join(", ")}, ${title}` : "",
    ];
    for (const p of ls) if (p.name) people.push({ role: "office-holder", fullName: p.name });
  }
  return {
    title: name || (code === "2452" ? "Winding-up Orders" : "Appointment of Liquidators"),
    bodyHtml: bodyOf(blocks),
    locations: companyLocations(c),
    people,
    companyNumber: c.number ?? null,
  };
}
