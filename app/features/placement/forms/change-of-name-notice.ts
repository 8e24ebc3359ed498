/**
 * A 2901 Changes of Name (deed poll) notice as the Gazette prints it, from its structured data: the deed
 * poll's date, its enrolment in the Senior Courts of England and Wales if it was enrolled, the person's
 * new and former names, address and nationality, then the person's signature. The sentences are exported:
 * the demo data's generator prints the same type with them. Pure; every value is escaped.
 */
import { formatLongDate } from "../../../lib/dates.ts";
import { escapeXmlText as esc } from "../../notices/representations/xhtml-text.ts";
import { type AddressData, addressText } from "./address-answers.ts";
import type { DraftData, RenderedNotice } from "./web-form.ts";

export interface ChangeOfNameData {
  oldName?: string;
  newName?: string;
  address?: AddressData;
  dateOfDeedPoll?: string;
  enrolledOn?: string;
  nationality?: string;
}

export const changeOfNameOf = (data: DraftData) => data as ChangeOfNameData;

/** ", a British citizen," as the notice describes the person (nothing when no nationality is given). */
export const citizenText = (nationality: string | undefined) =>
  nationality ? `, a ${nationality} citizen` : "";

/** The deed poll's sentence; every value already escaped. */
export function deedPollSentence(d: {
  dated: string;
  enrolled: string | undefined;
  newName: string;
  address: string;
  citizen: string;
  oldName: string;
}): string {
  return d.enrolled
    ? `Notice is hereby given that by a Deed Poll dated ${d.dated} and enrolled in the Senior Courts of England and Wales on ${d.enrolled}, ${d.newName}, of ${d.address}${d.citizen}, abandoned the name of ${d.oldName} and assumed in lieu thereof the name of ${d.newName}.`
    : `Notice is hereby given that by a Deed Poll dated ${d.dated}, ${d.newName}, of ${d.address}${d.citizen}, renounced and abandoned the use of the former name of ${d.oldName} and assumed and adopted the name of ${d.newName} for all purposes.`;
}

/** "Ambrose John QUILLFEATHER": the last word of the name is the surname. */
export function gazetteFullName(name: string): string {
  const words = name.trim().split(/\s+/);
  return [...words.slice(0, -1), (words.at(-1) ?? "").toUpperCase()].join(" ");
}

export function renderChangeOfName(data: DraftData): RenderedNotice {
  const d = changeOfNameOf(data);
  const newName = d.newName ?? "";
  const oldName = d.oldName ?? "";
  const address = d.address ? addressText(d.address) : "";
  const blocks = [
    deedPollSentence({
      dated: esc(d.dateOfDeedPoll ? formatLongDate(d.dateOfDeedPoll) : ""),
      enrolled: d.enrolledOn ? esc(formatLongDate(d.enrolledOn)) : undefined,
      newName: esc(newName),
      address: esc(address),
      citizen: esc(citizenText(d.nationality)),
      oldName: esc(oldName),
    }),
    esc(newName),
  ];
  return {
    title: newName
      ? `${gazetteFullName(newName)}${oldName ? ` (formerly ${gazetteFullName(oldName)})` : ""}`
      : "Changes of Name",
    bodyHtml: blocks.map((b) => `<p>${b}</p>`).join("\n"),
    locations: d.address ? [{ role: "person-address", address, postcode: d.address.postcode ?? null }] : [],
    people: [
      ...(newName ? [{ role: "person", fullName: newName }] : []),
      ...(oldName ? [{ role: "former-name", fullName: oldName }] : []),
    ],
    companyNumber: null,
  };
}
