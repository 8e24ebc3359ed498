/**
 * What placing a notice of a type involves, for the page at its online form's address (issue 12): the
 * questions its web form asks, or the plain-text notice with tags for a type without one, then the steps
 * every notice takes. The web forms themselves follow in the next part of issue 12; this says honestly
 * what is coming rather than leaving a dead link. Pure.
 */
import type { NoticeType } from "../taxonomy/taxonomy-types.ts";

const PETITION = [
  "the court and the case number",
  "the company: name, number, registered office and trading address",
  "the petitioner and the petitioner's representative, with their addresses",
  "the hearing: where and when, and the last date to ask to appear",
];

/** The sections of the web forms issue 12 names, as the task list will show them. */
const WEB_FORM_SECTIONS: Readonly<Record<string, readonly string[]>> = {
  "2903": [
    "the person who has died: names, titles and honours, occupation",
    "their addresses, including previous and non-UK addresses",
    "the date of death, or the range of dates it fell in",
    "the personal representatives, with their addresses and references",
    "the date by which claims must be made (at least two months after publication)",
  ],
  "1601": [
    "the authority and the order: what it does, the section of the Act, its title, and when it was made (or that it is a draft)",
    "the highways or ways it affects, why, and where they are",
    "where the order may be inspected",
    "how and by when to object (at least 28 days after publication), and who signs",
  ],
  "2450": PETITION,
  "2451": PETITION,
  "2503": [
    "the person made bankrupt: names, addresses, date of birth and occupation",
    "the court, the case number and the petition",
    "the date and time of the order, and the official receiver or trustee",
  ],
};

const CREDITORS_VOLUNTARY = [
  "the company: name, number, registered office and trading address",
  "the resolution and its date",
  "the liquidators, with their insolvency practitioner numbers and contact details",
  "the meeting or decision procedure, and the last date for proving debts",
];

export interface NoticeFormOutline {
  /** "web-form": questions page by page; "plain-text": the notice's text with its details tagged. */
  kind: "web-form" | "plain-text";
  /** What the form asks, in order. */
  asks: readonly string[];
}

export function noticeFormOutline(type: Pick<NoticeType, "code" | "hasWebForm">): NoticeFormOutline {
  if (!type.hasWebForm)
    return {
      kind: "plain-text",
      asks: [
        "the notice's text, pasted or typed",
        "its details marked as tags: names, addresses, dates, company numbers, courts and case numbers",
      ],
    };
  const sections =
    WEB_FORM_SECTIONS[type.code] ??
    (/^244[1-7]$/.test(type.code) ? CREDITORS_VOLUNTARY : ["the notice's details, question by question"]);
  return { kind: "web-form", asks: sections };
}

/** The steps after the form, for every notice. */
export const AFTER_THE_FORM: readonly string[] = [
  "check your answers and see the notice exactly as it will be published",
  "choose the earliest date and time it may be published",
  "add it to your basket and pay by card, or by purchase order on a credit account",
  "Gazette staff check it, then it is published in the next issue that can take it",
];
