/**
 * 2450 and 2451 Petitions to wind up (a company, a partnership) as the Gazette prints them, from their
 * structured data: in England and Wales and Northern Ireland the court and case, the company or
 * partnership, the petition and its hearing, the rule for giving notice of intention to appear and the
 * petitioner's solicitor; in Scotland the petition with the period for answers and the agent. Pure;
 * every value is escaped.
 */
import { formatLongDate } from "../../../lib/dates.ts";
import { escapeXmlText as esc } from "../../notices/representations/xhtml-text.ts";
import { type AddressData, addressText } from "./address-answers.ts";
import type { DraftData, RenderedNotice } from "./web-form.ts";

export interface PetitionData {
  court?: { name?: string; caseNumber?: string; caseYear?: number };
  petitionPresentedOn?: string;
  petitioner?: { name?: string; address?: AddressData };
  hearing?: { court?: string; address?: AddressData; date?: string; time?: string };
  lastDateToAppear?: string;
  answersWithinDays?: number;
  petitionersRepresentative?: {
    name?: string;
    firm?: string;
    address?: AddressData;
    telephone?: string;
    email?: string;
    reference?: string;
  };
  company?: {
    name?: string;
    number?: string;
    registeredOffice?: AddressData;
    principalTradingAddress?: AddressData;
    natureOfBusiness?: string;
  };
  partnership?: {
    name?: string;
    /** A limited liability partnership's registration number (OC…), kept as the register writes it. */
    number?: string;
    principalTradingAddress?: AddressData;
    natureOfBusiness?: string;
    partners?: string[];
  };
}

export const petitionOf = (data: DraftData) => data as PetitionData;

/** `14:30` → `2.30 pm`, as notices print times. */
export function printedTime(hhmm: string): string {
  const h = Number(hhmm.slice(0, 2));
  const suffix = h >= 12 ? "pm" : "am";
  return `${h % 12 === 0 ? 12 : h % 12}.${hhmm.slice(3, 5)} ${suffix}`;
}

const p = (html: string) => `<p>${html}</p>`;
const field = (label: string, value: string) => p(`<strong>${esc(label)}:</strong> ${esc(value)}`);
const date = (iso: string | undefined) => (iso ? formatLongDate(iso) : "");
const place = (a: AddressData | undefined) => (a ? addressText(a) : "");

/** What is being wound up, as the petition paragraph names it. */
function subjectOf(d: PetitionData): { heading: string; particulars: string[]; description: string } {
  if (d.partnership) {
    const x = d.partnership;
    return {
      heading: p(`<strong>${esc((x.name ?? "").toUpperCase())}</strong>`),
      particulars: [
        ...(x.principalTradingAddress
          ? [field("Principal trading address", place(x.principalTradingAddress))]
          : []),
        ...(x.natureOfBusiness ? [field("Nature of business", x.natureOfBusiness)] : []),
        ...(x.partners?.length ? [field("Partners", x.partners.join(", "))] : []),
      ],
      description: `<strong>${esc((x.name ?? "").toUpperCase())}</strong> (a partnership), of ${esc(place(x.principalTradingAddress))}`,
    };
  }
  const c = d.company ?? {};
  return {
    heading: p(`<strong>${esc((c.name ?? "").toUpperCase())}</strong>`),
    particulars: [
      field("Company Number", c.number ?? ""),
      field("Registered office", place(c.registeredOffice)),
      ...(c.principalTradingAddress
        ? [field("Principal trading address", place(c.principalTradingAddress))]
        : []),
      ...(c.natureOfBusiness ? [field("Nature of business", c.natureOfBusiness)] : []),
    ],
    description: `<strong>${esc((c.name ?? "").toUpperCase())}</strong> (Company Number ${esc(c.number ?? "")}), of ${esc(place(c.registeredOffice))}`,
  };
}

function representativeLine(d: PetitionData): string {
  const r = d.petitionersRepresentative ?? {};
  const contacts = [
    r.telephone ? `telephone ${r.telephone}` : "",
    r.email ? `email ${r.email}` : "",
    r.reference ? `Reference: ${r.reference}` : "",
  ].filter(Boolean);
  return `${[r.firm ? `${r.firm} (${r.name})` : r.name, place(r.address)].filter(Boolean).join(", ")}${contacts.length ? `, ${contacts.join(", ")}` : ""}`;
}

export function renderPetition(data: DraftData, editionId: string): RenderedNotice {
  const d = petitionOf(data);
  const subject = subjectOf(d);
  const court = d.court ?? {};
  const petitioner = d.petitioner ?? {};
  const blocks: string[] = [];
  if (editionId === "edinburgh") {
    blocks.push(
      subject.heading,
      ...subject.particulars,
      p(
        `Notice is hereby given that on ${esc(date(d.petitionPresentedOn))} a Petition was presented to ${esc(court.name ?? "")} by ${esc(petitioner.name ?? "")}, ${esc(place(petitioner.address))}, craving the Court inter alia to order that ${subject.description} be wound up by the Court and that an Interim Liquidator be appointed; in which Petition the Court by interlocutor allowed all persons having an interest to lodge Answers thereto in the hands of the Clerk of Court within ${d.answersWithinDays ?? 8} days after intimation, service and advertisement; of all of which intimation is hereby given.`,
      ),
      p(`${esc(representativeLine(d))}, Agent for the Petitioner`),
    );
  } else {
    const rule =
      editionId === "belfast"
        ? "Rule 4.016 of the Insolvency Rules (Northern Ireland) 1991"
        : "Rule 7.14 of the Insolvency (England and Wales) Rules 2016";
    const act =
      editionId === "belfast" ? "the Insolvency (Northern Ireland) Order 1989" : "the Insolvency Act 1986";
    const hearing = d.hearing ?? {};
    blocks.push(
      p(`In the ${esc(court.name ?? "")}`),
      p(`No ${esc(court.caseNumber ?? "")} of ${court.caseYear ?? ""}`),
      subject.heading,
      ...subject.particulars,
      p(`and in the Matter of ${esc(act)}`),
      p(
        `A Petition to wind up ${subject.description}, presented on ${esc(date(d.petitionPresentedOn))} by ${esc(petitioner.name ?? "")}, of ${esc(place(petitioner.address))}, claiming to be a Creditor, will be heard at ${esc(hearing.court ?? "")}, ${esc(place(hearing.address))}, on ${esc(date(hearing.date))} at ${esc(hearing.time ? printedTime(hearing.time) : "")} (or as soon thereafter as the Petition can be heard).`,
      ),
      p(
        `Any persons intending to appear on the hearing of the Petition (whether to support or oppose it) must give notice of intention to do so to the Petitioner or to their Solicitor in accordance with ${rule} by 1600 hours on ${esc(date(d.lastDateToAppear))}.`,
      ),
      p(`The Petitioner's Solicitor is ${esc(representativeLine(d))}.`),
    );
  }
  const subjectName = d.partnership?.name ?? d.company?.name ?? "";
  const office = d.partnership?.principalTradingAddress ?? d.company?.registeredOffice;
  return {
    title: subjectName ? subjectName.toUpperCase() : "Petitions to Wind Up",
    bodyHtml: blocks.join("\n"),
    locations: [
      ...(office
        ? [
            {
              role: d.partnership ? "trading-address" : "registered-office",
              address: place(office),
              postcode: office.postcode ?? null,
            },
          ]
        : []),
      ...(d.company?.principalTradingAddress
        ? [
            {
              role: "trading-address",
              address: place(d.company.principalTradingAddress),
              postcode: d.company.principalTradingAddress.postcode ?? null,
            },
          ]
        : []),
    ],
    people: (d.partnership?.partners ?? []).map((fullName) => ({ role: "partner", fullName })),
    // An LLP's registration number is a company number on the register: injunctions name it the same way.
    companyNumber: d.company?.number ?? d.partnership?.number ?? null,
  };
}
