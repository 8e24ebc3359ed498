/**
 * Synthetic people: invented surnames built from syllables ("Quillfeather", "Ottersby"), uncommon
 * forenames, Ofcom drama telephone numbers and example.com e-mail addresses, so that nobody can mistake
 * a sample notice for one about a real person (docs/domain.md, Geography). Also the firms that place
 * notices: solicitors, insolvency practitioners (fake IP numbers 9xxxx) and official receivers.
 */
import type { Jurisdiction } from "../../features/publications/editions.ts";
import type { Random } from "../../lib/seeded-random.ts";
import type { SamplePostcode } from "../seed-types.ts";
import { type Address, buildAddress, type PostcodePool, streetStem } from "./addresses.ts";
import { addDays } from "./format.ts";

export type Sex = "f" | "m";

export interface Person {
  title: string | null;
  /** All forenames, e.g. "Ambrose John". */
  forenames: string;
  surname: string;
  sex: Sex;
  /** "Ambrose John Quillfeather". */
  fullName: string;
  /** Lower-case "forenames surname", the search key of people in notices. */
  nameKey: string;
}

const SURNAME_HEADS = [
  "Quill",
  "Otter",
  "Bramble",
  "Thistle",
  "Nettle",
  "Sorrel",
  "Tansy",
  "Hollin",
  "Wren",
  "Pell",
  "Fetter",
  "Gorse",
  "Lark",
  "Marrow",
  "Tumble",
  "Cobble",
  "Flax",
  "Sedge",
  "Teasel",
  "Rook",
  "Wimble",
  "Quern",
  "Yarrow",
  "Fenn",
  "Kettle",
  "Bracken",
  "Dapple",
  "Sallow",
  "Umber",
  "Vetch",
  "Whin",
  "Ashen",
  "Caddis",
  "Plover",
  "Merrow",
  "Hobb",
  "Tuft",
  "Pebble",
  "Mallow",
  "Spindle",
  "Quince",
  "Brindle",
  "Damson",
  "Garnet",
  "Harrow",
  "Kestrel",
  "Linnet",
  "Nutt",
  "Oriel",
  "Pipit",
  "Ravel",
  "Saffron",
  "Thrush",
  "Wicket",
  "Yewdle",
  "Clover",
  "Fidget",
  "Gimble",
  "Huckle",
  "Jolly",
  "Lumber",
  "Muddle",
  "Nimble",
  "Puddle",
  "Rumble",
  "Skimble",
  "Tipple",
  "Waddle",
];

const SURNAME_TAILS = [
  "feather",
  "sby",
  "thwaite",
  "combe",
  "ridge",
  "wick",
  "stock",
  "bourne",
  "hurst",
  "ington",
  "more",
  "well",
  "worth",
  "ley",
  "dale",
  "mere",
  "brook",
  "shaw",
  "cott",
  "by",
  "stone",
  "wood",
  "hope",
  "field",
  "ham",
  "ford",
  "den",
  "holme",
  "gate",
  "low",
  "croft",
  "ditch",
  "sop",
  "kin",
];

/** Scottish-sounding invented surnames for the Edinburgh edition. */
const SCOTS_HEADS = ["Auchen", "Bal", "Drum", "Kil", "Strath", "Inver", "Glen", "Craig", "Dal", "Pitten"];
const SCOTS_TAILS = [
  "quill",
  "otter",
  "bramble",
  "thistle",
  "nettle",
  "sorrel",
  "whin",
  "gorse",
  "wren",
  "lark",
  "mallow",
  "rook",
];
/** Irish-sounding invented surnames for the Belfast edition. */
const ULSTER_HEADS = ["Mac", "Mc", "O'"];
const ULSTER_TAILS = [
  "Quillan",
  "Otterty",
  "Brambell",
  "Thistlin",
  "Nettagh",
  "Sorrelly",
  "Whinnery",
  "Gorsan",
  "Wrennan",
  "Larkery",
  "Mallagh",
  "Rooken",
];

const FORENAMES_M = [
  "Ambrose",
  "Barnaby",
  "Bertram",
  "Cuthbert",
  "Digby",
  "Edmund",
  "Evander",
  "Ferdinand",
  "Godfrey",
  "Horatio",
  "Ignatius",
  "Jasper",
  "Lancelot",
  "Leopold",
  "Magnus",
  "Mortimer",
  "Nathaniel",
  "Octavius",
  "Percival",
  "Peregrine",
  "Quentin",
  "Rufus",
  "Septimus",
  "Silas",
  "Thaddeus",
  "Tobias",
  "Ulric",
  "Valentine",
  "Wilfred",
  "Zebedee",
  "Alaric",
  "Crispin",
  "Fabian",
  "Gideon",
  "Hector",
  "Lysander",
  "Oswald",
  "Rowland",
  "Sebastian",
  "Tristram",
];
const FORENAMES_F = [
  "Maud",
  "Ottoline",
  "Clementine",
  "Hester",
  "Marigold",
  "Rosamund",
  "Winifred",
  "Beatrix",
  "Cressida",
  "Euphemia",
  "Honoria",
  "Isadora",
  "Jessamy",
  "Lavinia",
  "Octavia",
  "Perpetua",
  "Seraphina",
  "Tamsin",
  "Ursula",
  "Wilhelmina",
  "Xanthe",
  "Yolande",
  "Cecily",
  "Dorcas",
  "Gwendolen",
  "Imogen",
  "Lettice",
  "Philippa",
  "Sibyl",
  "Temperance",
  "Araminta",
  "Columbine",
  "Delphine",
  "Edwina",
  "Griselda",
  "Hermione",
  "Mirabel",
  "Petronella",
  "Rowena",
  "Verity",
];
const SCOTS_M = ["Hamish", "Lachlan", "Fergus", "Ruaridh", "Torquil", "Alasdair", "Murdo", "Ewan"];
const SCOTS_F = ["Morag", "Iona", "Ailsa", "Kirsty", "Elspeth", "Isla", "Catriona", "Fiona"];
const ULSTER_M = ["Cormac", "Declan", "Eoin", "Padraig", "Ronan", "Oisin", "Colm", "Fintan"];
const ULSTER_F = ["Aoife", "Niamh", "Roisin", "Siobhan", "Orla", "Grainne", "Dervla", "Clodagh"];

const OCCUPATIONS = [
  "Retired",
  "Retired Schoolteacher",
  "Retired Civil Servant",
  "Retired Nurse",
  "Retired Engineer",
  "Retired Farmer",
  "Retired Police Officer",
  "Retired Bank Clerk",
  "Retired Postal Worker",
  "Company Director",
  "Joiner",
  "Accountant",
  "Shop Assistant",
  "Lorry Driver",
  "Electrician",
  "Care Worker",
  "Hairdresser",
  "Chef",
  "Plumber",
  "Taxi Driver",
  "Self-employed Builder",
  "Clerical Officer",
  "Unemployed",
  "Office Manager",
];

const DEBTOR_OCCUPATIONS = [
  "Self-employed Builder",
  "Taxi Driver",
  "Company Director",
  "Retail Assistant",
  "Unemployed",
  "Care Worker",
  "Sales Representative",
  "Self-employed Plasterer",
  "Delivery Driver",
  "Restaurateur",
  "Hairdresser",
  "Warehouse Operative",
  "Self-employed Decorator",
  "Publican",
  "Beauty Therapist",
  "Courier",
];

function joinSyllables(head: string, tail: string): string {
  const last = head[head.length - 1]?.toLowerCase();
  return last === tail[0] ? head + tail.slice(1) : head + tail;
}

/** An invented surname in the flavour of the jurisdiction. */
export function inventSurname(rng: Random, jurisdiction: Jurisdiction = "england-and-wales"): string {
  if (jurisdiction === "scotland" && rng.chance(0.45))
    return joinSyllables(rng.pick(SCOTS_HEADS), rng.pick(SCOTS_TAILS));
  if (jurisdiction === "northern-ireland" && rng.chance(0.45))
    return rng.pick(ULSTER_HEADS) + rng.pick(ULSTER_TAILS);
  return joinSyllables(rng.pick(SURNAME_HEADS), rng.pick(SURNAME_TAILS));
}

export function inventForename(
  rng: Random,
  sex: Sex,
  jurisdiction: Jurisdiction = "england-and-wales",
): string {
  if (jurisdiction === "scotland" && rng.chance(0.35)) return rng.pick(sex === "m" ? SCOTS_M : SCOTS_F);
  if (jurisdiction === "northern-ireland" && rng.chance(0.35))
    return rng.pick(sex === "m" ? ULSTER_M : ULSTER_F);
  return rng.pick(sex === "m" ? FORENAMES_M : FORENAMES_F);
}

export function makePerson(
  rng: Random,
  jurisdiction: Jurisdiction,
  options: { sex?: Sex; middleNames?: number; withTitle?: boolean; surname?: string } = {},
): Person {
  const sex = options.sex ?? (rng.chance(0.5) ? "f" : "m");
  const first = inventForename(rng, sex, jurisdiction);
  const middleCount =
    options.middleNames ??
    rng.weighted([
      [0, 0.35],
      [1, 0.5],
      [2, 0.15],
    ] as const);
  const names = [first];
  for (let i = 0; i < middleCount; i++) {
    const n = inventForename(rng, sex, jurisdiction);
    if (!names.includes(n)) names.push(n);
  }
  const surname = options.surname ?? inventSurname(rng, jurisdiction);
  const forenames = names.join(" ");
  const fullName = `${forenames} ${surname}`;
  let title: string | null = null;
  if (options.withTitle ?? rng.chance(0.6)) {
    title =
      sex === "m"
        ? rng.weighted([
            ["Mr", 0.9],
            ["Dr", 0.07],
            ["Reverend", 0.03],
          ] as const)
        : rng.weighted([
            ["Mrs", 0.55],
            ["Ms", 0.2],
            ["Miss", 0.2],
            ["Dr", 0.05],
          ] as const);
  }
  return { title, forenames, surname, sex, fullName, nameKey: fullName.toLowerCase() };
}

/** "Ambrose QUILLFEATHER" — the Gazette's way of titling notices about a person. */
export function gazetteName(p: Person): string {
  return `${p.forenames} ${p.surname.toUpperCase()}`;
}

/** "QUILLFEATHER, Ambrose John". */
export function surnameFirst(p: Person): string {
  return `${p.surname.toUpperCase()}, ${p.forenames}`;
}

/** "A. J. Quillfeather" style initials, used in signatures. */
export function initialsName(p: Person): string {
  return `${p.forenames
    .split(" ")
    .map((n) => `${n[0]}.`)
    .join(" ")} ${p.surname}`;
}

export function pronoun(p: Person, form: "subject" | "possessive" | "object"): string {
  if (form === "subject") return p.sex === "m" ? "he" : "she";
  if (form === "possessive") return p.sex === "m" ? "his" : "her";
  return p.sex === "m" ? "him" : "her";
}

export function pickOccupation(rng: Random, debtor = false): string {
  return rng.pick(debtor ? DEBTOR_OCCUPATIONS : OCCUPATIONS);
}

/** A date of birth for someone aged between minAge and maxAge on `onDate`. */
export function dateOfBirth(rng: Random, onDate: string, minAge: number, maxAge: number): string {
  return addDays(onDate, -Math.round(rng.float(minAge, maxAge) * 365.25));
}

// ---------------------------------------------------------------------------------------------------
// Contact details: Ofcom drama numbers and example.com addresses
// ---------------------------------------------------------------------------------------------------

/** Ofcom's ranges reserved for drama; none of these numbers can ever be allocated to a subscriber. */
const DRAMA_NUMBERS: Record<Jurisdiction, readonly ((rng: Random) => string)[]> = {
  "england-and-wales": [
    (r) => `020 7946 0${r.digits(3)}`,
    (r) => `0113 496 0${r.digits(3)}`,
    (r) => `0114 496 0${r.digits(3)}`,
    (r) => `0115 496 0${r.digits(3)}`,
    (r) => `0116 496 0${r.digits(3)}`,
    (r) => `0117 496 0${r.digits(3)}`,
    (r) => `0118 496 0${r.digits(3)}`,
    (r) => `0121 496 0${r.digits(3)}`,
    (r) => `0151 496 0${r.digits(3)}`,
    (r) => `0161 496 0${r.digits(3)}`,
    (r) => `029 2018 0${r.digits(3)}`,
    (r) => `01632 960${r.digits(3)}`,
  ],
  scotland: [
    (r) => `0131 496 0${r.digits(3)}`,
    (r) => `0141 496 0${r.digits(3)}`,
    (r) => `01632 960${r.digits(3)}`,
  ],
  "northern-ireland": [(r) => `028 9649 6${r.digits(3)}`],
};

export function dramaTelephone(rng: Random, jurisdiction: Jurisdiction, mobile = false): string {
  if (mobile || rng.chance(0.08)) return `07700 900${rng.digits(3)}`;
  return rng.pick(DRAMA_NUMBERS[jurisdiction])(rng);
}

export function slug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[^\p{Letter}\p{Number}]+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/** `ambrose.quillfeather@example.com` (example.com is reserved for documentation: RFC 2606). */
export function exampleEmail(...parts: string[]): string {
  return `${parts.map(slug).filter(Boolean).join(".")}@example.com`;
}

// ---------------------------------------------------------------------------------------------------
// Firms: solicitors, insolvency practitioners, official receivers
// ---------------------------------------------------------------------------------------------------

export interface Firm {
  name: string;
  kind: "solicitors" | "insolvency-practitioners";
  address: Address;
  telephone: string;
  email: string;
  jurisdiction: Jurisdiction;
}

export interface Practitioner {
  person: Person;
  /** Fake insolvency-practitioner number: five digits starting with 9. */
  ipNumber: string;
  firm: Firm;
  telephone: string;
  email: string;
}

export interface OfficialReceiverOffice {
  /** The official receiver in charge of the office (a synthetic person). */
  person: Person;
  office: string;
  organisation: string;
  address: Address;
  telephone: string;
  email: string;
}

function solicitorsName(rng: Random, j: Jurisdiction): string {
  const a = inventSurname(rng, j);
  const b = inventSurname(rng, j);
  if (j === "scotland") {
    return rng.weighted([
      [`${a} & ${b} WS`, 3],
      [`${a} ${b} LLP`, 3],
      [`${a} & Co, Solicitors`, 2],
      [`${a} Example Legal LLP`, 1],
    ] as const);
  }
  return rng.weighted([
    [`${a} & ${b} LLP`, 4],
    [`${a} ${b} Solicitors`, 3],
    [`${a} Law LLP`, 2],
    [`${a}s Solicitors`, 2],
    [`${a} & Co`, 2],
    [`${a} Example Legal LLP`, 1],
  ] as const);
}

function insolvencyFirmName(rng: Random, j: Jurisdiction): string {
  const a = inventSurname(rng, j);
  const b = inventSurname(rng, j);
  return rng.weighted([
    [`${a} Recovery LLP`, 3],
    [`${a} Insolvency Limited`, 3],
    [`${a} ${b} Restructuring LLP`, 2],
    [`${a} & Co Business Recovery`, 2],
    [`${a} Example Advisory LLP`, 1],
    [`${b} ${a} Corporate Recovery Limited`, 2],
  ] as const);
}

function officeAddress(rng: Random, pool: PostcodePool, j: Jurisdiction): Address {
  const sample = pool.pick(rng, j);
  return buildAddress(rng, sample, { building: rng.chance(0.6), floor: rng.chance(0.3) });
}

export function makeSolicitors(rng: Random, pool: PostcodePool, j: Jurisdiction): Firm {
  const name = solicitorsName(rng, j);
  return {
    name,
    kind: "solicitors",
    address: officeAddress(rng, pool, j),
    telephone: dramaTelephone(rng, j),
    email: exampleEmail("enquiries", slug(name).slice(0, 24)),
    jurisdiction: j,
  };
}

export function makeInsolvencyFirm(rng: Random, pool: PostcodePool, j: Jurisdiction): Firm {
  const name = insolvencyFirmName(rng, j);
  return {
    name,
    kind: "insolvency-practitioners",
    address: officeAddress(rng, pool, j),
    telephone: dramaTelephone(rng, j),
    email: exampleEmail("cases", slug(name).slice(0, 24)),
    jurisdiction: j,
  };
}

export function makePractitioner(rng: Random, firm: Firm, ipNumber: string): Practitioner {
  const person = makePerson(rng, firm.jurisdiction, {
    middleNames: rng.chance(0.2) ? 1 : 0,
    withTitle: false,
  });
  const first = person.forenames.split(" ")[0] ?? person.forenames;
  return {
    person,
    ipNumber,
    firm,
    telephone: firm.telephone,
    email: exampleEmail(first, person.surname),
  };
}

export function makeOfficialReceiverOffice(
  rng: Random,
  sample: SamplePostcode | null,
  j: Jurisdiction,
): OfficialReceiverOffice {
  const person = makePerson(rng, j, { middleNames: 0, withTitle: false });
  const town = sample?.town ?? "Birmingham";
  const address = buildAddress(rng, sample, { building: true, floor: rng.chance(0.5) });
  if (j === "northern-ireland") {
    return {
      person,
      office: "Official Receiver for Northern Ireland",
      organisation: "Insolvency Service (Northern Ireland)",
      address,
      telephone: dramaTelephone(rng, j),
      email: exampleEmail("official.receiver", "ni"),
    };
  }
  return {
    person,
    office: `Official Receiver's Office, ${town}`,
    organisation: "The Insolvency Service",
    address,
    telephone: dramaTelephone(rng, j),
    email: exampleEmail("official.receiver", town),
  };
}

/** Invented street-style name, re-exported for templates that need a place-like word. */
export function placeWord(rng: Random): string {
  return streetStem(rng);
}
