/**
 * A 1601 Town and Country Planning notice (a stopping-up, diversion or extinguishment order under the
 * Town and Country Planning Act 1990, ss. 247–258, or the Scottish Act of 1997, s. 207 on) as the Gazette
 * prints it, from its structured data: the Act, then either the order as made (by a council, "Notice is
 * hereby given that … made the above Order") or the proposal to make it (the Secretary of State's or the
 * Scottish Ministers' draft order), where the order may be inspected, how and by when to object, and who
 * signs. The sentences are exported: the demo data's generator prints the same type with them. Pure;
 * every value is escaped.
 */
import { formatLongDate } from "../../../lib/dates.ts";
import { escapeXmlText as esc } from "../../notices/representations/xhtml-text.ts";
import { type AddressData, addressText } from "./address-answers.ts";
import type { DraftData, RenderedNotice } from "./web-form.ts";

export const PLANNING_ORDER_TYPES = ["stopping-up", "diversion", "extinguishment"] as const;
export type PlanningOrderType = (typeof PLANNING_ORDER_TYPES)[number];

export interface PlanningData {
  authority?: { name?: string; address?: AddressData };
  legislation?: { act?: string; section?: string };
  orderType?: PlanningOrderType | "other";
  orderTitle?: string;
  reference?: string;
  highways?: string[];
  area?: { town?: string; localAuthority?: string; postcode?: string };
  purpose?: string;
  madeOn?: string;
  inspection?: { place?: string; address?: AddressData; until?: string };
  objections?: { by?: string; to?: string; address?: AddressData; email?: string };
  signatory?: { name?: string; role?: string };
}

export const planningOf = (data: DraftData) => data as PlanningData;

/** The Act an edition's planning orders are made under: Scotland has its own. */
export const planningActFor = (editionId: string) =>
  editionId === "edinburgh"
    ? "Town and Country Planning (Scotland) Act 1997"
    : "Town and Country Planning Act 1990";

/** What a made order does to the ways ("to stop up …"), and what a proposed one authorises. */
const MADE_VERB: Record<PlanningOrderType | "other", string> = {
  "stopping-up": "stop up",
  diversion: "divert",
  extinguishment: "extinguish the public rights of way over",
  other: "make provision for",
};
const PROPOSED_ACTION: Record<PlanningOrderType | "other", string> = {
  "stopping-up": "stopping up of",
  diversion: "diversion of",
  extinguishment: "extinguishment of the public rights of way over",
  other: "making of provision for",
};

/** Every value below is already escaped; `purpose` begins in lower case ("to enable development …"). */
export function madeOrderSentence(d: {
  authority: string;
  madeOn: string;
  section: string;
  act: string;
  orderType: PlanningOrderType | "other";
  highways: string;
  purpose: string;
}): string {
  return `Notice is hereby given that ${d.authority} on ${d.madeOn} made the above Order under section ${d.section} of the ${d.act}, to ${MADE_VERB[d.orderType]} ${d.highways}${d.purpose ? `, ${d.purpose}` : ""}.`;
}

export function proposalSentence(d: {
  /** "The Secretary of State", "The Scottish Ministers": the subject, with its article. */
  authority: string;
  section: string;
  act: string;
  orderType: PlanningOrderType | "other";
  highways: string;
  purpose: string;
}): string {
  const verb = /Ministers$/.test(d.authority) ? "give" : "gives";
  return `${d.authority} ${verb} notice of the proposal to make an Order under section ${d.section} of the ${d.act} to authorise the ${PROPOSED_ACTION[d.orderType]} ${d.highways}${d.purpose ? `, ${d.purpose}` : ""}.`;
}

export function madeOrderInspectionSentence(d: { place: string; until: string | undefined }): string {
  return `A copy of the Order and the Order map may be inspected free of charge at ${d.place} during normal office hours${d.until ? ` until ${d.until}` : ""}.`;
}

export function draftOrderInspectionSentence(d: {
  place: string;
  until: string | undefined;
  /** Who sends copies: "the National Transport Casework Team". */
  from: string;
  reference: string | undefined;
}): string {
  const period = d.until ? `until ${d.until}` : "for 28 days from the date of this notice";
  return `Copies of the draft Order and relevant plan will be available for inspection during normal opening hours at ${d.place} ${period}, and may be obtained, free of charge, from ${d.from}${d.reference ? `, quoting the reference ${d.reference}` : ""}.`;
}

/** `to` is whom to write to with their address, `email` an address or nothing. */
export function madeOrderObjectionSentence(d: {
  to: string;
  email: string | undefined;
  by: string;
  /** Who confirms an unopposed order: "the Council". */
  confirmer: string;
}): string {
  return `Any representation about or objection to the Order may be sent in writing to ${d.to}${d.email ? ` or by email to ${d.email}` : ""} by ${d.by}, stating the grounds on which it is made. If no objections are made, or any so made are withdrawn, ${d.confirmer} may confirm the Order as an unopposed order.`;
}

export function proposalObjectionSentence(d: {
  to: string;
  email: string | undefined;
  reference: boolean;
  by: string;
}): string {
  return `Any person may object to the making of the proposed Order by writing to ${d.to}${d.email ? `, or by email to ${d.email}` : ""}${d.reference ? ", quoting the above reference," : ""} before ${d.by}. Any person submitting any correspondence is advised that their personal data and correspondence will be passed to the applicant to enable the objection to be considered.`;
}

/** "the Secretary of State for Transport" names take the article; a council's name stands alone. */
export function authoritySubject(name: string): string {
  return /^(Secretary of State|Scottish Ministers|Welsh Ministers|Mayor of)/.test(name)
    ? `The ${name}`
    : name;
}

const lowerFirst = (s: string) => (s ? s[0]!.toLowerCase() + s.slice(1) : s);
const longDate = (iso: string | undefined) => (iso ? esc(formatLongDate(iso)) : "");
const withAddress = (name: string, address: AddressData | undefined) =>
  address ? `${name}, ${addressText(address)}` : name;

/** The order's sentences, made or proposed: what it does, where to inspect it, how to object. */
function orderSentences(d: PlanningData): string[] {
  const authority = d.authority?.name ?? "";
  const made = Boolean(d.madeOn);
  const order = {
    section: esc(d.legislation?.section ?? ""),
    act: esc(d.legislation?.act ?? ""),
    orderType: d.orderType ?? "stopping-up",
    highways: (d.highways ?? []).map(esc).join(" and "),
    purpose: esc(lowerFirst(d.purpose ?? "")),
  };
  const sentences = [
    made
      ? madeOrderSentence({ ...order, authority: esc(authority), madeOn: longDate(d.madeOn) })
      : proposalSentence({ ...order, authority: esc(authoritySubject(authority)) }),
  ];
  const { inspection, objections } = d;
  if (inspection?.place) {
    const where = {
      place: esc(withAddress(inspection.place, inspection.address)),
      until: inspection.until ? longDate(inspection.until) : undefined,
    };
    sentences.push(
      made
        ? madeOrderInspectionSentence(where)
        : draftOrderInspectionSentence({
            ...where,
            from: esc(objections?.to ?? authority),
            reference: d.reference ? esc(d.reference) : undefined,
          }),
    );
  }
  if (objections?.by) {
    const how = {
      to: esc(withAddress(objections.to ?? "", objections.address)),
      email: objections.email ? esc(objections.email) : undefined,
      by: longDate(objections.by),
    };
    sentences.push(
      made
        ? madeOrderObjectionSentence({ ...how, confirmer: esc(authority) })
        : proposalObjectionSentence({ ...how, reference: Boolean(d.reference) }),
    );
  }
  return sentences;
}

export function renderPlanning(data: DraftData): RenderedNotice {
  const d = planningOf(data);
  const blocks = [esc(d.legislation?.act ?? ""), ...orderSentences(d)];
  const signatory = d.signatory;
  if (signatory?.name) blocks.push(esc([signatory.name, signatory.role].filter(Boolean).join(", ")));
  const area = d.area;
  const place = [area?.town, area?.localAuthority].filter(Boolean).join(", ");
  return {
    title: d.orderTitle || "Town and Country Planning",
    bodyHtml: blocks.map((b) => `<p>${b}</p>`).join("\n"),
    locations: place ? [{ role: "site", address: place, postcode: area?.postcode ?? null }] : [],
    people: [],
    companyNumber: null,
  };
}
