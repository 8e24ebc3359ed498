/**
 * The creditors' voluntary liquidation notices (2441–2447) as the Gazette prints them, from their
 * structured data: the company's heading and particulars, the statutory paragraph of the type and the
 * edition's jurisdiction, the liquidators and whom to contact. The wording is here once: the demo data's
 * generators print the same sentences through these functions. Sentence functions take HTML that is
 * already escaped (names, addresses) and plain dates; the renderer escapes every value it passes. Pure.
 */
import { formatLongDate } from "../../../lib/dates.ts";
import { escapeXmlText as esc } from "../../notices/representations/xhtml-text.ts";
import { getEdition, type Jurisdiction } from "../../publications/editions.ts";
import { previousWorkingDay } from "../../publications/working-days.ts";
import { type AddressData, addressText } from "./address-answers.ts";
import { type CompanyData, companyOf } from "./company-page.ts";
import type { DraftData, RenderedNotice } from "./web-form.ts";

// ---------------------------------------------------------------------------------------------------
// The law, by jurisdiction
// ---------------------------------------------------------------------------------------------------

export function insolvencyActName(jurisdiction: Jurisdiction): string {
  return jurisdiction === "northern-ireland"
    ? "the Insolvency (Northern Ireland) Order 1989"
    : "the Insolvency Act 1986";
}

export function insolvencyRulesName(jurisdiction: Jurisdiction): string {
  if (jurisdiction === "northern-ireland") return "the Insolvency Rules (Northern Ireland) 1991";
  if (jurisdiction === "scotland")
    return "the Insolvency (Scotland) (Receivership and Winding up) Rules 2018";
  return "the Insolvency (England and Wales) Rules 2016";
}

/** "pursuant to section 100 of the Insolvency Act 1986" (no section number for Northern Ireland). */
export function pursuantTo(jurisdiction: Jurisdiction, section: string): string {
  return jurisdiction === "northern-ireland"
    ? `pursuant to ${insolvencyActName(jurisdiction)}`
    : `pursuant to section ${section} of the Insolvency Act 1986`;
}

// ---------------------------------------------------------------------------------------------------
// The wording (shared with the demo data)
// ---------------------------------------------------------------------------------------------------

export const RESOLUTIONS_PASSED =
  "the following resolutions were passed, the first as a Special Resolution and the second as an Ordinary Resolution:";
export const WRITTEN_RESOLUTION_LAW = "pursuant to Chapter 2 of Part 13 of the Companies Act 2006";
export const WOUND_UP_VOLUNTARILY = "That the Company be wound up voluntarily.";
export const JOINT_ACTS =
  ", and that any act required or authorised to be done by the Joint Liquidators may be done by either of them acting alone";
export const CVL_FINAL_ACCOUNT_RIGHTS = (title: string) =>
  `Creditors may request further information about the remuneration or expenses within 21 days, or apply to the Court within eight weeks of receiving the final account if they consider them excessive. The ${title} will be released on delivering the final account to the Registrar of Companies unless creditors object.`;
export const PROVE_WHEN_REQUIRED = (title: string) =>
  `If so required by notice in writing from the ${title}, creditors must, either personally or by their solicitors, come in and prove their debts at such time and place as shall be specified in such notice, or in default they will be excluded from the benefit of any distribution made before such debts are proved.`;

/** How the creditors decide on the nomination of a liquidator (2442), by procedure. */
export const DECISION_PROCEDURE_TEXT = {
  "virtual-meeting": (date: string, time: string) =>
    `by a virtual meeting of creditors to be held on ${date} at ${time}. Creditors wishing to attend should contact the convener for the joining details`,
  "deemed-consent": (date: string) =>
    `by the deemed consent procedure. The decision date is ${date}. If creditors representing at least 10% in value of the creditors object to the proposed decision by 23.59 on the decision date, the decision will be sought by a virtual meeting instead`,
  "electronic-voting": (date: string) =>
    `by electronic voting. The decision date is ${date} and votes must be received by 23.59 on that date`,
} as const;
export type DecisionProcedure = keyof typeof DECISION_PROCEDURE_TEXT;

export const decisionNotice = (pursuant: string, how: string) =>
  `Notice is hereby given, ${pursuant}, that the creditors of the above-named Company are invited to decide on the nomination of a liquidator ${how}.`;
export const voteByProof = (proofsBy: string, firmHtml: string, addressHtml: string, rules: string) =>
  `In order to be entitled to vote, creditors must deliver a proof of debt by 4.00 pm on ${proofsBy} to ${firmHtml}, ${addressHtml}. Creditors may request a physical meeting in accordance with ${rules}.`;
export const convenerQualified = (nameHtml: string, ipNumber: string, firmHtml: string) =>
  `${nameHtml} (IP No. ${ipNumber}) of ${firmHtml} is qualified to act as an insolvency practitioner in relation to the Company and will, during the period before the decision date, furnish creditors free of charge with such information concerning the Company's affairs as they may reasonably require.`;
export const annualMeetingNotice = (who: string, venue: string, date: string, time: string, title: string) =>
  `Notice is hereby given that a meeting of the ${who} of the above-named Company will be held ${venue} on ${date} at ${time}, for the purpose of receiving an account of the ${possessive(title)} acts and dealings and of the conduct of the winding up during the preceding year.`;
export const annualMeetingProxies = (who: string, title: string, addressHtml: string, by: string) =>
  `A ${who === "creditors" ? "creditor" : "member"} entitled to attend and vote may appoint a proxy. Proxies ${who === "creditors" ? "and proofs of debt " : ""}must be lodged with the ${title} at ${addressHtml} by 12 noon on ${by}.`;
export const finalAccountNotice = (pursuant: string, title: string, members: boolean, deliveredOn: string) =>
  `Notice is hereby given, ${pursuant}, that the affairs of the above-named Company have been fully wound up and that the ${possessive(title)} final account was delivered to the members${members ? "" : " and creditors"} on ${deliveredOn}.`;
export const proveDebtsNotice = (lastDate: string, rules: string, title: string, holdersHtml: string) =>
  `Notice is hereby given that the creditors of the above-named Company, which is being voluntarily wound up, are required, on or before ${lastDate}, to prove their debts by delivering their proofs (in the format specified in ${rules}) to the ${title}, ${holdersHtml}.`;
export const appointmentNoticeText = (
  holdersHtml: string,
  plural: boolean,
  title: string,
  on: string,
  by: "members" | "creditors",
) =>
  `Notice is hereby given that ${holdersHtml} ${plural ? "were" : "was"} appointed ${title} of the above-named Company on ${on} by ${by === "members" ? "resolution of the members" : "the members and confirmed by a decision of the creditors"}.`;
export const overseasHeading = (nameHtml: string, numberHtml: string, officeHtml: string, lawHtml: string) =>
  `In the Matter of ${nameHtml} (registered number ${numberHtml}), of ${officeHtml}, and in the Matter of ${lawHtml}`;
export const overseasMeetingNotice = (territoryHtml: string, date: string, time: string, title: string) =>
  `Notice is hereby given that a meeting of the creditors of the above-named Company, which is in voluntary liquidation under the laws of the ${territoryHtml}, will be held by video conference on ${date} at ${time} (United Kingdom time) to receive the report of the ${title} and to consider the appointment of a liquidation committee.`;
export const overseasClaims = (title: string, holdersHtml: string, by: string) =>
  `Creditors wishing to vote must submit their claims and proxies to the ${title}, ${holdersHtml}, by 5.00 pm on ${by}.`;

/** The overseas territories and Crown dependencies whose companies' liquidations the Gazette carries. */
export const TERRITORIES = [
  {
    name: "British Virgin Islands",
    law: "the BVI Business Companies Act 2004 and the Insolvency Act 2003",
    town: "Road Town, Tortola",
  },
  {
    name: "Cayman Islands",
    law: "the Companies Act (As Revised) of the Cayman Islands",
    town: "George Town, Grand Cayman",
  },
  { name: "Bermuda", law: "the Companies Act 1981 of Bermuda", town: "Hamilton" },
  { name: "Gibraltar", law: "the Insolvency Act 2011 of Gibraltar", town: "Gibraltar" },
  { name: "Isle of Man", law: "the Companies Act 2006 (an Act of Tynwald)", town: "Douglas" },
  { name: "Jersey", law: "the Companies (Jersey) Law 1991", town: "St Helier" },
  { name: "Guernsey", law: "the Companies (Guernsey) Law, 2008", town: "St Peter Port" },
] as const;

/** "Liquidator" → "Liquidator's"; "Joint Liquidators" → "Joint Liquidators'". */
export function possessive(noun: string): string {
  return noun.endsWith("s") ? `${noun}'` : `${noun}'s`;
}

// ---------------------------------------------------------------------------------------------------
// The data
// ---------------------------------------------------------------------------------------------------

export interface PractitionerData {
  name?: string;
  ipNumber?: string;
  firm?: string;
  address?: AddressData;
  telephone?: string;
  email?: string;
  appointedOn?: string;
}

export interface CvlData {
  company?: CompanyData;
  liquidators?: PractitionerData[];
  convener?: PractitionerData;
  resolution?: { type?: string; passedOn?: string; method?: string; venue?: string };
  meeting?: { procedure?: string; venue?: string; date?: string; time?: string; purpose?: string };
  proofs?: { address?: AddressData; lastDate?: string };
  appointedBy?: "members" | "creditors" | "court";
  finalAccountDeliveredOn?: string;
  territory?: string;
}

export const cvlOf = (data: DraftData) => data as CvlData;
export const liquidatorsOf = (data: DraftData): PractitionerData[] =>
  Array.isArray(data.liquidators) ? (data.liquidators as PractitionerData[]) : [];

/** `14:30` → `2.30 pm`, as notices print times. */
export function printedTime(hhmm: string): string {
  const h = Number(hhmm.slice(0, 2));
  return `${h % 12 === 0 ? 12 : h % 12}.${hhmm.slice(3, 5)} ${h >= 12 ? "pm" : "am"}`;
}

export const day = (iso: string | undefined) => (iso ? formatLongDate(iso) : "");
export const place = (a: AddressData | undefined) => (a ? esc(addressText(a)) : "");
export const field = (label: string, value: string) => `<strong>${esc(label)}:</strong> ${esc(value)}`;

function joinAnd(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** "Ann Smith (IP No. 9123) and Bo Lee (IP No. 9124), both of Smith LLP, 1 High Street, Leeds". */
export function practitionersHtml(ps: readonly PractitionerData[]): string {
  const names = joinAnd(ps.map((p) => `${esc(p.name ?? "")} (IP No. ${esc(p.ipNumber ?? "")})`));
  const first = ps[0] ?? {};
  return `${names}${ps.length > 1 ? ", both" : ""} of ${esc(first.firm ?? "")}, ${place(first.address)}`;
}

export const liquidatorTitle = (count: number) => (count > 1 ? "Joint Liquidators" : "Liquidator");

export function contactLine(p: PractitionerData | undefined): string {
  if (!p) return "";
  const parts = [
    esc(p.name ?? ""),
    p.email ? `Email: ${esc(p.email)}` : "",
    p.telephone ? `Tel: ${esc(p.telephone)}` : "",
  ];
  return `Further details contact: ${parts.filter(Boolean).join(", ")}.`;
}

export function companyBlocks(c: CompanyData, withNature: boolean): string[] {
  const out = [
    `In the Matter of <strong>${esc((c.name ?? "").toUpperCase())}</strong> (Company Number ${esc(c.number ?? "")})`,
    field("Registered office", c.registeredOffice ? addressText(c.registeredOffice) : ""),
  ];
  if (c.principalTradingAddress)
    out.push(field("Principal trading address", addressText(c.principalTradingAddress)));
  if (withNature && c.natureOfBusiness) out.push(field("Nature of business", c.natureOfBusiness));
  if (c.tradingNames?.length) out.push(field("Trading name", c.tradingNames.join(", ")));
  if (c.previousNames?.length) out.push(field("Previous name", c.previousNames.join(", ")));
  return out;
}

export const jurisdictionOf = (editionId: string): Jurisdiction =>
  getEdition(editionId)?.jurisdiction ?? "england-and-wales";

/** The statutory paragraphs of one notice type, after the company's heading. */
function statutoryBlocks(code: string, d: CvlData, j: Jurisdiction): string[] {
  const ls = d.liquidators ?? [];
  const title = liquidatorTitle(ls.length);
  const holders = practitionersHtml(ls);
  const m = d.meeting ?? {};
  const signature = ls.length ? `${ls.map((p) => esc(p.name ?? "")).join(", ")}, ${title}` : "";
  switch (code) {
    case "2441": {
      const r = d.resolution ?? {};
      return [
        r.method === "written-resolution"
          ? `By written resolution of the members of the above-named Company passed on ${day(r.passedOn)} ${WRITTEN_RESOLUTION_LAW}, ${RESOLUTIONS_PASSED}`
          : `At a General Meeting of the members of the above-named Company, duly convened and held ${r.venue ? `at ${esc(r.venue)}` : "by video conference"} on ${day(r.passedOn)}, ${RESOLUTIONS_PASSED}`,
        `<ol><li>${WOUND_UP_VOLUNTARILY}</li><li>That ${holders} be and ${ls.length > 1 ? "are" : "is"} hereby appointed ${title} for the purposes of such winding up${ls.length > 1 ? JOINT_ACTS : ""}.</li></ol>`,
        contactLine(ls.at(-1)),
      ];
    }
    case "2442": {
      const c = d.convener ?? {};
      const procedure = (m.procedure ?? "deemed-consent") as DecisionProcedure;
      const how = (DECISION_PROCEDURE_TEXT[procedure] ?? DECISION_PROCEDURE_TEXT["deemed-consent"])(
        day(m.date),
        m.time ? printedTime(m.time) : "",
      );
      const proofsBy = d.proofs?.lastDate ?? (m.date ? previousWorkingDay(j, m.date) : "");
      return [
        decisionNotice(pursuantTo(j, "100"), how),
        voteByProof(
          day(proofsBy),
          esc(c.firm ?? ""),
          place(d.proofs?.address ?? c.address),
          insolvencyRulesName(j),
        ),
        convenerQualified(esc(c.name ?? ""), esc(c.ipNumber ?? ""), esc(c.firm ?? "")),
        contactLine(c),
      ];
    }
    case "2443":
      return [
        field("Type of liquidation", "Creditors' voluntary liquidation"),
        appointmentNoticeText(
          holders,
          ls.length > 1,
          title,
          day(ls[0]?.appointedOn),
          d.appointedBy === "members" ? "members" : "creditors",
        ),
        contactLine(ls.at(-1)),
        signature,
      ];
    case "2444":
      return [
        annualMeetingNotice(
          "creditors",
          m.venue ? `at ${esc(m.venue)}` : "by video conference",
          day(m.date),
          m.time ? printedTime(m.time) : "",
          title,
        ),
        annualMeetingProxies(
          "creditors",
          title,
          place(ls[0]?.address),
          day(m.date ? previousWorkingDay(j, m.date) : ""),
        ),
        contactLine(ls.at(-1)),
      ];
    case "2445":
      return [
        finalAccountNotice(pursuantTo(j, "106"), title, false, day(d.finalAccountDeliveredOn)),
        CVL_FINAL_ACCOUNT_RIGHTS(title),
        contactLine(ls.at(-1)),
        signature,
      ];
    case "2446":
      return [
        proveDebtsNotice(day(d.proofs?.lastDate), insolvencyRulesName(j), title, holders),
        PROVE_WHEN_REQUIRED(title),
        `The ${title} ${ls.length > 1 ? "were" : "was"} appointed on ${day(ls[0]?.appointedOn)}.`,
        contactLine(ls.at(-1)),
        signature,
      ];
    default:
      return [];
  }
}

/** The blocks as paragraphs, as the Gazette prints them (a list or a paragraph already is one). */
export function bodyOf(blocks: readonly string[]): string {
  return blocks
    .filter(Boolean)
    .map((b) => (b.startsWith("<") && !b.startsWith("<strong") ? b : `<p>${b}</p>`))
    .join("\n");
}

/** Where the company is, for the map: its registered office and any other trading address. */
export function companyLocations(c: CompanyData): RenderedNotice["locations"] {
  const office = c.registeredOffice;
  if (!office) return [];
  return [
    { role: "registered-office", address: addressText(office), postcode: office.postcode ?? null },
    ...(c.principalTradingAddress
      ? [
          {
            role: "trading-address",
            address: addressText(c.principalTradingAddress),
            postcode: c.principalTradingAddress.postcode ?? null,
          },
        ]
      : []),
  ];
}

/** 2441–2447 for an edition. */
export function renderCvl(code: string, data: DraftData, editionId: string): RenderedNotice {
  const d = cvlOf(data);
  const c = companyOf(data);
  const j = jurisdictionOf(editionId);
  let blocks: string[];
  if (code === "2447") {
    const territory = TERRITORIES.find((t) => t.name === d.territory);
    const ls = d.liquidators ?? [];
    const m = d.meeting ?? {};
    const title = liquidatorTitle(ls.length);
    blocks = [
      overseasHeading(
        `<strong>${esc((c.name ?? "").toUpperCase())}</strong>`,
        esc(c.number ?? ""),
        place(c.registeredOffice),
        esc(territory?.law ?? d.territory ?? ""),
      ),
      overseasMeetingNotice(esc(d.territory ?? ""), day(m.date), m.time ? printedTime(m.time) : "", title),
      overseasClaims(title, practitionersHtml(ls), day(m.date ? previousWorkingDay(j, m.date) : "")),
      contactLine(ls.at(-1)),
    ];
  } else {
    const withNature = code === "2441" || code === "2442" || code === "2443";
    blocks = [
      ...(code === "2444" ? companyBlocks(c, false).slice(0, 1) : companyBlocks(c, withNature)),
      ...statutoryBlocks(code, d, j),
    ];
  }
  return {
    title: c.name ? c.name.toUpperCase() : "Creditors' Voluntary Liquidation",
    bodyHtml: bodyOf(blocks),
    locations: code === "2447" ? [] : companyLocations(c),
    people: [...(d.liquidators ?? []), ...(d.convener ? [d.convener] : [])]
      .filter((p) => p.name)
      .map((p) => ({ role: "office-holder", fullName: p.name! })),
    companyNumber: code === "2447" ? null : (c.number ?? null),
  };
}
