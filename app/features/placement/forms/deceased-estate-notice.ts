/**
 * A 2903 Deceased Estates notice as the Gazette prints it, from its structured data: the statutory
 * paragraph of the edition's jurisdiction (Trustee Act 1925 s.27 in England and Wales, Trustee Act
 * (Northern Ireland) 1958 s.28, the executors' form in Scotland), then the deceased's particulars, the
 * personal representatives and the claims deadline, as the published record's XHTML. Pure; every value is
 * escaped.
 */
import { formatLongDate } from "../../../lib/dates.ts";
import { escapeXmlText as escapeHtml } from "../../notices/representations/xhtml-text.ts";
import { type AddressData, addressText } from "./address-answers.ts";
import type { DraftData, RenderedNotice } from "./web-form.ts";

/** The statutory paragraphs (the demo data's notices say the same). */
export const S27 =
  "Notice is hereby given pursuant to section 27 of the Trustee Act 1925 that any person having a claim against or an interest in the estate of the deceased named below must send written particulars of the claim or interest to the personal representatives at the address given below before";
export const S28 =
  "Notice is hereby given pursuant to section 28 of the Trustee Act (Northern Ireland) 1958 that any person having a claim against or an interest in the estate of the deceased named below must send written particulars of the claim or interest to the personal representatives at the address given below before";
export const AFTER =
  "after which date the personal representatives will distribute the estate among the persons entitled to it, having regard only to the claims and interests of which they have had notice, and will not, as respects the property so distributed, be liable to any person of whose claim they shall not then have had notice.";

const field = (label: string, value: string) =>
  `<p><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</p>`;

export interface Deceased {
  title?: string;
  forenames?: string;
  surname?: string;
  alsoKnownAs?: string[];
  maidenName?: string;
  honours?: string;
  dateOfDeath?: string;
  dateOfDeathFrom?: string;
  dateOfDeathTo?: string;
  addresses?: AddressData[];
  occupation?: string;
}

export interface Representative {
  name?: string;
  firm?: string;
  address?: AddressData;
  telephone?: string;
  email?: string;
  reference?: string;
}

export const deceasedOf = (data: DraftData): Deceased => (data.deceased ?? {}) as Deceased;
export const representativesOf = (data: DraftData): Representative[] =>
  (Array.isArray(data.personalRepresentatives) ? data.personalRepresentatives : []) as Representative[];

/** "Ambrose John QUILLFEATHER", as notices title the deceased. */
export function deceasedName(d: Deceased): string {
  return [d.forenames, d.surname?.toUpperCase()].filter(Boolean).join(" ");
}

export function deathText(d: Deceased): string {
  if (d.dateOfDeath) return formatLongDate(d.dateOfDeath);
  if (d.dateOfDeathFrom && d.dateOfDeathTo)
    return `between ${formatLongDate(d.dateOfDeathFrom)} and ${formatLongDate(d.dateOfDeathTo)}`;
  return "";
}

/** A representative on one line: the firm or person, address, reference and contacts. */
export function representativeText(r: Representative): string {
  const who = r.firm ? `${r.firm} (${r.name})` : (r.name ?? "");
  const contacts = [
    r.reference ? `Ref: ${r.reference}` : "",
    r.telephone ? `telephone ${r.telephone}` : "",
    r.email ? `email ${r.email}` : "",
  ].filter(Boolean);
  return (
    [who, r.address ? addressText(r.address) : ""].filter(Boolean).join(", ") +
    (contacts.length ? ` (${contacts.join("; ")})` : "")
  );
}

export function renderDeceasedEstate(data: DraftData, editionId: string): RenderedNotice {
  const d = deceasedOf(data);
  const reps = representativesOf(data);
  const claimDeadline = typeof data.claimDeadline === "string" ? data.claimDeadline : "";
  const deadline = claimDeadline ? formatLongDate(claimDeadline) : "";
  const name = deceasedName(d);
  const blocks: string[] = [];
  if (editionId === "edinburgh") {
    blocks.push(
      `<p>${escapeHtml(
        `Notice is hereby given that all persons having claims against the estate of the late ${name}, who died ${d.dateOfDeath ? "on " : ""}${deathText(d)}, are requested to lodge particulars of their claims, with vouchers, with the undersigned agents for the executor on or before ${deadline}. All persons indebted to the estate are requested to make payment to the undersigned.`,
      )}</p>`,
    );
  } else {
    blocks.push(`<p>${escapeHtml(`${editionId === "belfast" ? S28 : S27} ${deadline}, ${AFTER}`)}</p>`);
  }
  if (d.surname) blocks.push(field("Surname", d.surname.toUpperCase()));
  if (d.forenames) blocks.push(field("First names", d.forenames));
  if (d.title) blocks.push(field("Title", d.title));
  if (d.alsoKnownAs?.length) blocks.push(field("Also known as", d.alsoKnownAs.join(", ")));
  if (d.maidenName) blocks.push(field("Maiden name", d.maidenName.toUpperCase()));
  if (d.honours) blocks.push(field("Honours or decorations", d.honours));
  const [address, previous] = d.addresses ?? [];
  if (address) blocks.push(field("Address", addressText(address)));
  if (previous) blocks.push(field("Previous address", addressText(previous)));
  if (d.occupation) blocks.push(field("Occupation", d.occupation));
  if (deathText(d)) blocks.push(field("Date of death", deathText(d)));
  if (reps.length)
    blocks.push(
      `<p><strong>Personal representatives:</strong> ${reps.map((r) => escapeHtml(representativeText(r))).join("; ")}</p>`,
    );
  if (deadline) blocks.push(field("Claims deadline", deadline));
  return {
    title: name || "Deceased Estates",
    bodyHtml: blocks.join("\n"),
    locations: (d.addresses ?? []).map((a, i) => ({
      role: i === 0 ? "deceased-address" : "deceased-previous-address",
      address: addressText(a),
      postcode: a.postcode ?? null,
    })),
    people: [
      ...(name ? [{ role: "deceased", fullName: [d.forenames, d.surname].filter(Boolean).join(" ") }] : []),
      ...reps
        .filter((r) => r.name && !r.firm)
        .map((r) => ({ role: "personal-representative", fullName: r.name! })),
    ],
    companyNumber: null,
  };
}
