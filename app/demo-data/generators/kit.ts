/**
 * What every notice generator shares: the generation context, the draft a generator returns, the shared
 * "case" state that carries a company's or a person's details from one notice to the next in a sequence,
 * and the formatting of the recurring blocks (company heading, office-holders, contacts).
 */
import { type EditionId, getEdition, type Jurisdiction } from "../../features/publications/editions.ts";
import { getNoticeType } from "../../features/taxonomy/taxonomy.ts";
import type { Random } from "../../lib/seeded-random.ts";
import type { GeneratedLocation, GeneratedNotice } from "../seed-types.ts";
import { type Address, addressData, buildAddress, formatAddress, locationOf } from "./addresses.ts";
import { type CompanyProfile, companyData } from "./companies.ts";
import type { CourtCase } from "./courts.ts";
import { esc, formatDate, joinAnd } from "./format.ts";
import {
  type Firm,
  makePerson,
  type OfficialReceiverOffice,
  type Person,
  type Practitioner,
} from "./people.ts";
import type { World } from "./world.ts";

export interface Ctx {
  rng: Random;
  world: World;
  code: string;
  editionId: EditionId;
  jurisdiction: Jurisdiction;
  publishedOn: string;
}

export type Placer = GeneratedNotice["placingOrganisation"];

export interface PersonRef {
  role: string;
  fullName: string;
  nameKey: string;
}

export interface NoticeDraft {
  title: string;
  /** Block-level XHTML: strings that do not start with "<" are wrapped in a paragraph. */
  blocks: string[];
  data: Record<string, unknown>;
  /** The company the notice is about (gives companyNumber and a "subject" company reference). */
  company?: CompanyProfile | null;
  locations?: (GeneratedLocation | null)[];
  people?: PersonRef[];
  placer: Placer;
  submittedDaysBefore?: number;
}

// ---------------------------------------------------------------------------------------------------
// Case state shared along a sequence of notices
// ---------------------------------------------------------------------------------------------------

export interface Partnership {
  name: string;
  tradingAddress: Address;
  natureOfBusiness: string;
  partners: Person[];
}

export interface CorporateCase {
  company: CompanyProfile;
  partnership?: Partnership;
  courtCase?: CourtCase;
  petitioner?: { name: string; address: Address };
  petitionerSolicitors?: Firm;
  petitionReference?: string;
  petitionPresentedOn?: string;
  hearingDate?: string;
  hearingTime?: string;
  orderDate?: string;
  officialReceiver?: OfficialReceiverOffice;
  officeHolders?: Practitioner[];
  appointedOn?: string;
  appointedBy?: string;
  resolutionDate?: string;
  director?: Person;
  proofsDate?: string;
}

export interface PersonalCase {
  person: Person;
  address: Address;
  previousAddresses: Address[];
  dateOfBirth: string;
  occupation: string;
  aliases: string[];
  courtCase?: CourtCase;
  petitionType?: "debtor" | "creditor";
  petitionFiledOn?: string;
  orderDate?: string;
  orderTime?: string;
  petitioner?: { name: string; address: Address };
  officialReceiver?: OfficialReceiverOffice;
  trustees?: Practitioner[];
  appointedOn?: string;
}

/** The mutable bag handed from one notice of a sequence to the next. */
export interface CaseBag {
  corporate?: CorporateCase;
  personal?: PersonalCase;
}

export type NoticeGenerator = (ctx: Ctx, bag: CaseBag) => NoticeDraft;

// ---------------------------------------------------------------------------------------------------
// Small builders
// ---------------------------------------------------------------------------------------------------

export function jurisdictionOf(editionId: EditionId): Jurisdiction {
  return getEdition(editionId)?.jurisdiction ?? "england-and-wales";
}

export function personRef(role: string, p: Person): PersonRef {
  return { role, fullName: p.fullName, nameKey: p.nameKey };
}

export function placerOfFirm(firm: Firm): Placer {
  return { name: firm.name, kind: firm.kind === "solicitors" ? "solicitors" : "insolvency-practitioner" };
}

export function placerOfReceiver(or: OfficialReceiverOffice): Placer {
  return { name: or.organisation, kind: "official-receiver" };
}

/** An address near the notice's jurisdiction (a sample postcode of that nation). */
export function localAddress(ctx: Ctx, options: Parameters<typeof buildAddress>[2] = {}): Address {
  return buildAddress(ctx.rng, ctx.world.pool.pick(ctx.rng, ctx.jurisdiction), options);
}

export function strong(text: string): string {
  return `<strong>${esc(text)}</strong>`;
}

/** `<strong>Label:</strong> value` (value escaped). */
export function field(label: string, value: string): string {
  return `<strong>${esc(label)}:</strong> ${esc(value)}`;
}

export function addr(a: Address): string {
  return esc(formatAddress(a));
}

export function date(iso: string): string {
  return formatDate(iso);
}

/** A reference such as "QF/ABC/1234". */
export function reference(rng: Random, initials: string): string {
  const letters = "ABCDEFGHJKLMNPRSTUVWXYZ";
  const l = () => letters[rng.int(0, letters.length - 1)] ?? "X";
  return `${initials.toUpperCase()}/${l()}${l()}${l()}/${rng.int(1000, 9999)}`;
}

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => w[0])
    .join("")
    .slice(0, 3);
}

// ---------------------------------------------------------------------------------------------------
// Office-holders and contacts
// ---------------------------------------------------------------------------------------------------

export function practitionerData(p: Practitioner) {
  return {
    name: p.person.fullName,
    ipNumber: p.ipNumber,
    firm: p.firm.name,
    address: addressData(p.firm.address),
    telephone: p.telephone,
    email: p.email,
  };
}

export function liquidatorData(p: Practitioner, appointedOn: string) {
  return { ...practitionerData(p), appointedOn };
}

export function officialReceiverData(or: OfficialReceiverOffice) {
  return {
    name: or.person.fullName,
    office: or.office,
    address: addressData(or.address),
    telephone: or.telephone,
    email: or.email,
  };
}

export function firmRepresentative(firm: Firm, ref: string, contact?: Person) {
  return {
    name: contact ? contact.fullName : firm.name,
    firm: firm.name,
    address: addressData(firm.address),
    telephone: firm.telephone,
    email: firm.email,
    reference: ref,
  };
}

/** "Ambrose Quillfeather (IP No. 91234) and Maud Ottersby (IP No. 91235), both of Quillfeather Recovery LLP, …". */
export function officeHoldersText(ps: readonly Practitioner[]): string {
  const names = joinAnd(ps.map((p) => `${esc(p.person.fullName)} (IP No. ${p.ipNumber})`));
  const firm = ps[0]!.firm;
  return `${names}${ps.length > 1 ? ", both" : ""} of ${esc(firm.name)}, ${addr(firm.address)}`;
}

/** "Liquidator" → "Liquidator's"; "Joint Liquidators" → "Joint Liquidators'". */
export { possessive } from "../../features/placement/forms/cvl-notice.ts";

export function officeHolderTitle(ps: readonly Practitioner[], office: string): string {
  return ps.length > 1 ? `Joint ${office}s` : office;
}

export function contactBlock(ctx: Ctx, ps: readonly Practitioner[]): string {
  const p = ps[ps.length - 1]!;
  const contact = ctx.rng.chance(0.5)
    ? p.person.fullName
    : makePerson(ctx.rng, ctx.jurisdiction, { middleNames: 0, withTitle: false }).fullName;
  return `Further details contact: ${esc(contact)}, Email: ${esc(p.email)}, Tel: ${esc(p.telephone)}.`;
}

export function signature(ps: readonly Practitioner[], office: string, onDate?: string): string {
  const names = ps.map((p) => esc(p.person.fullName)).join(", ");
  return `${names}, ${officeHolderTitle(ps, office)}${onDate ? `<br/>${formatDate(onDate)}` : ""}`;
}

export function receiverText(or: OfficialReceiverOffice): string {
  return `${esc(or.person.fullName)}, Official Receiver, ${esc(or.office)}, ${addr(or.address)}, telephone ${esc(or.telephone)}, email ${esc(or.email)}`;
}

// ---------------------------------------------------------------------------------------------------
// Company heading blocks
// ---------------------------------------------------------------------------------------------------

/** "In the Matter of QUILLFEATHER JOINERY LIMITED (Company Number 99123456)". */
export function companyHeading(c: CompanyProfile): string {
  return `In the Matter of ${strong(c.name.toUpperCase())} (Company Number ${esc(c.number)})`;
}

export function companyParticulars(c: CompanyProfile, withNature = true): string[] {
  const out = [field("Registered office", formatAddress(c.registeredOffice))];
  if (c.principalTradingAddress)
    out.push(field("Principal trading address", formatAddress(c.principalTradingAddress)));
  if (withNature) out.push(field("Nature of business", c.natureOfBusiness));
  if (c.tradingNames.length > 0) out.push(field("Trading name", c.tradingNames.join(", ")));
  if (c.previousNames.length > 0) out.push(field("Previous name", c.previousNames.join(", ")));
  return out;
}

export function companyTitle(c: CompanyProfile): string {
  return c.name.toUpperCase();
}

export function companyLocations(c: CompanyProfile): (GeneratedLocation | null)[] {
  const out = [locationOf("registered-office", c.registeredOffice)];
  if (c.principalTradingAddress && c.principalTradingAddress.postcode !== c.registeredOffice.postcode) {
    out.push(locationOf("trading-address", c.principalTradingAddress));
  }
  return out;
}

export { companyData };

// ---------------------------------------------------------------------------------------------------
// Finishing a notice
// ---------------------------------------------------------------------------------------------------

const GEO_OPTIONAL = new Set(["24", "25"]);

export function finishNotice(ctx: Ctx, draft: NoticeDraft): GeneratedNotice {
  const type = getNoticeType(ctx.code);
  const category = type?.categoryCode ?? ctx.code.slice(0, 2);
  let locations = (draft.locations ?? []).filter((l): l is GeneratedLocation => l !== null);
  // Not every insolvency or deceased-estates notice is geocoded (about 85% are).
  if ((GEO_OPTIONAL.has(category) || ctx.code === "2903") && locations.length > 0 && ctx.rng.chance(0.12))
    locations = [];
  const seen = new Set<string>();
  locations = locations.filter((l) => {
    const k = `${l.role}|${l.postcode}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  const bodyHtml = draft.blocks
    .map((b) => (b.startsWith("<") && !b.startsWith("<strong") ? b : `<p>${b}</p>`))
    .join("\n");
  const people: PersonRef[] = [];
  const peopleSeen = new Set<string>();
  for (const p of draft.people ?? []) {
    const k = `${p.role}|${p.nameKey}`;
    if (peopleSeen.has(k)) continue;
    peopleSeen.add(k);
    people.push(p);
  }
  return {
    noticeCode: ctx.code,
    editionId: ctx.editionId,
    publishedOn: ctx.publishedOn,
    title: draft.title,
    bodyHtml,
    data: draft.data,
    companyNumber: draft.company?.number ?? null,
    locations: locations.slice(0, 2),
    people,
    companies: draft.company ? [{ number: draft.company.number, role: "subject" }] : [],
    placingOrganisation: draft.placer,
    submittedDaysBefore: draft.submittedDaysBefore ?? ctx.rng.int(1, 9),
  };
}
