/**
 * The public-law notices (categories 11–23, 2901 Changes of Name, 33 Points of Light): State,
 * Parliament, Ecclesiastical, Public Finance, Transport (road traffic orders), Planning (Town and Country
 * Planning Act stopping-up orders, compulsory purchase), Health, Environment, Water, Agriculture,
 * Energy, Post & Telecom and Other Notices. Real institutions and Acts; invented places, people and
 * companies.
 */
import { citizenText, deedPollSentence } from "../../features/placement/forms/change-of-name-notice.ts";
import {
  draftOrderInspectionSentence,
  madeOrderInspectionSentence,
  madeOrderObjectionSentence,
  madeOrderSentence,
  proposalObjectionSentence,
  proposalSentence,
} from "../../features/placement/forms/planning-notice.ts";
import type { Jurisdiction } from "../../features/publications/editions.ts";
import type { Random } from "../../lib/seeded-random.ts";
import type { SamplePostcode } from "../seed-types.ts";
import {
  type Address,
  addressData,
  buildAddress,
  locationOf,
  streetName,
  streetStem,
  tidyTown,
} from "./addresses.ts";
import { inventCompanyName } from "./companies.ts";
import {
  addDays,
  addMonths,
  addWeekdays,
  esc,
  formatDate,
  formatNumber,
  formatPounds,
  formatTime,
  onOrAfterWeekday,
  ordinal,
} from "./format.ts";
import {
  addr,
  type Ctx,
  type NoticeDraft,
  type NoticeGenerator,
  type Placer,
  personRef,
  placerOfFirm,
} from "./kit.ts";
import { exampleEmail, gazetteName, inventSurname, makePerson, type Person } from "./people.ts";

// ---------------------------------------------------------------------------------------------------
// Scene: the place and the authority a notice is about
// ---------------------------------------------------------------------------------------------------

interface Scene {
  sample: SamplePostcode | null;
  town: string;
  council: string;
  councilPlacer: Placer;
  street: string;
  site: Address;
  officer: Person;
  year: number;
}

const FALLBACK_TOWN: Record<Jurisdiction, string> = {
  "england-and-wales": "Leeds",
  scotland: "Perth",
  "northern-ireland": "Armagh",
};

function hashString(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

const CITIES = new Set([
  "Birmingham",
  "Bradford",
  "Brighton",
  "Bristol",
  "Cambridge",
  "Canterbury",
  "Cardiff",
  "Carlisle",
  "Coventry",
  "Derby",
  "Exeter",
  "Gloucester",
  "Leeds",
  "Leicester",
  "Lincoln",
  "Liverpool",
  "Manchester",
  "Newcastle upon Tyne",
  "Newport",
  "Norwich",
  "Nottingham",
  "Oxford",
  "Peterborough",
  "Plymouth",
  "Portsmouth",
  "Preston",
  "Salford",
  "Sheffield",
  "Southampton",
  "Sunderland",
  "Swansea",
  "Wakefield",
  "Winchester",
  "Wolverhampton",
  "Worcester",
  "York",
]);

/** The same town always gets the same council name. */
function councilOf(town: string, j: Jurisdiction): string {
  if (j === "scotland") return `${town} Council`;
  if (j === "northern-ireland") return `${town} Borough Council`;
  if (CITIES.has(town)) return `${town} City Council`;
  const kinds = ["District Council", "Borough Council", "Council"];
  return `${town} ${kinds[hashString(town) % kinds.length]}`;
}

function scene(ctx: Ctx): Scene {
  const { rng } = ctx;
  // Prefer a sample postcode whose post town is known, so the notice can name the place.
  let sample = ctx.world.pool.pick(rng, ctx.jurisdiction);
  for (let i = 0; i < 4 && sample && !sample.town; i++) sample = ctx.world.pool.pick(rng, ctx.jurisdiction);
  const town = sample?.town ? tidyTown(sample.town) : FALLBACK_TOWN[ctx.jurisdiction];
  const council = councilOf(town, ctx.jurisdiction);
  const site = buildAddress(rng, sample, {});
  const street =
    site.lines[site.lines.length - (sample?.town ? 2 : 1)]?.replace(/^\d+ /, "") ?? streetName(rng);
  return {
    sample,
    town,
    council,
    councilPlacer: { name: council, kind: "local-authority" },
    street,
    site,
    officer: makePerson(rng, ctx.jurisdiction, { withTitle: false, middleNames: 0 }),
    year: Number(ctx.publishedOn.slice(0, 4)),
  };
}

function signOff(s: Scene, role: string, ctx: Ctx): string {
  return `${esc(s.officer.fullName)}, ${esc(role)}<br/>${formatDate(addDays(ctx.publishedOn, -ctx.rng.int(1, 6)))}`;
}

interface Spec {
  title: string;
  blocks: string[];
  data?: Record<string, unknown>;
  placer: Placer;
  /** Locate the notice at the scene's site. */
  place?: boolean;
  people?: Person[];
}

/** A closing paragraph for the notices whose substance fits in one paragraph. */
function closing(ctx: Ctx, spec: Spec): string {
  const category = ctx.code.slice(0, 2);
  const who = esc(spec.placer.name);
  if (category === "11")
    return `This notice is published by command. Enquiries should be addressed in writing to the ${who}.`;
  if (category === "12")
    return `Copies of the Acts are published by the King's Printer of Acts of Parliament and may be viewed at legislation.gov.uk. Enquiries should be addressed to the ${who}.`;
  if (category === "14")
    return `Enquiries about this notice should be addressed to the ${who}, quoting the date of this notice.`;
  return `Further information may be obtained from the ${who}, quoting reference ${esc(`${ctx.code}/${ctx.rng.int(1000, 9999)}`)}, or by email to ${esc(exampleEmail("notices", spec.placer.name.slice(0, 20)))}.`;
}

function build(ctx: Ctx, s: Scene, spec: Spec): NoticeDraft {
  const paragraphs = spec.blocks.filter((b) => !b.startsWith("<ul")).length;
  return {
    title: spec.title,
    blocks: paragraphs < 2 ? [...spec.blocks, closing(ctx, spec)] : spec.blocks,
    data: spec.data ?? { subject: spec.title },
    company: null,
    locations: spec.place ? [locationOf("site", s.site)] : [],
    people: (spec.people ?? []).map((p) => personRef("named", p)),
    placer: spec.placer,
    submittedDaysBefore: ctx.rng.int(2, 12),
  };
}

type Template = (ctx: Ctx, s: Scene) => Spec;

function generic(template: Template): NoticeGenerator {
  return (ctx) => {
    const s = scene(ctx);
    return build(ctx, s, template(ctx, s));
  };
}

const COUNTIES = [
  "West Yorkshire",
  "Greater Manchester",
  "Kent",
  "Devon",
  "Norfolk",
  "Cheshire",
  "Merseyside",
  "Lincolnshire",
  "Cornwall",
  "Northumberland",
  "Gwent",
  "Dyfed",
  "Hampshire",
  "Somerset",
];
const SCOTS_AREAS = [
  "Perth and Kinross",
  "Fife",
  "Ayrshire and Arran",
  "Roxburgh, Ettrick and Lauderdale",
  "Inverness",
  "Stirling and Falkirk",
];
const NI_COUNTIES = [
  "County Antrim",
  "County Armagh",
  "County Down",
  "County Fermanagh",
  "County Londonderry",
  "County Tyrone",
];

function lieutenancy(ctx: Ctx): string {
  return ctx.rng.pick(
    ctx.jurisdiction === "scotland"
      ? SCOTS_AREAS
      : ctx.jurisdiction === "northern-ireland"
        ? NI_COUNTIES
        : COUNTIES,
  );
}

function names(ctx: Ctx, count: number): Person[] {
  return Array.from({ length: count }, () => makePerson(ctx.rng, ctx.jurisdiction, { withTitle: false }));
}

function list(items: string[]): string {
  return `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;
}

const ACT_TOPICS = [
  "Highways Maintenance (Miscellaneous Provisions)",
  "Public Libraries (Amendment)",
  "Rural Bus Services",
  "Heritage Railways (Safety)",
  "Allotments (Protection)",
  "Charitable Trusts (Simplification)",
  "Flood Defence (Funding)",
  "Local Markets (Regulation)",
  "Village Greens (Registration)",
  "Coastal Footpaths (Maintenance)",
  "Community Energy (Co-operatives)",
  "Inland Waterways (Moorings)",
];

function actTitles(rng: Random, year: number, suffix = ""): string[] {
  return rng.sample(ACT_TOPICS, rng.int(1, 3)).map((t) => `${t} Act${suffix} ${year}`);
}

// ---------------------------------------------------------------------------------------------------
// 11 State
// ---------------------------------------------------------------------------------------------------

const STATE: Record<string, Template> = {
  "1101": (ctx, s) => {
    const denomination = ctx.rng.pick(["fifty pence", "two pounds", "five pounds", "one pound"]);
    return {
      title: `Proclamation: specifications and design of a new ${denomination} coin`,
      blocks: [
        `By the King: A Proclamation determining the specifications and design for a new ${denomination} coin.`,
        `Whereas under section 3(1) of the Coinage Act 1971 We have power, with the advice of Our Privy Council, by Proclamation to determine the specifications and design for any coin: We, therefore, in pursuance of that power and with the advice of Our Privy Council, hereby determine that a new coin of the denomination of ${denomination} shall be made, being a coin of the weight, diameter and composition specified in the Schedule to this Proclamation.`,
        `The reverse of the coin shall bear a design commemorating the ${ordinal(ctx.rng.int(50, 300))} anniversary of the ${esc(streetStem(ctx.rng))} Society, with the inscription and the date of the year.`,
        `Given at Our Court at Buckingham Palace, this ${ordinal(Number(ctx.publishedOn.slice(8, 10)))} day of ${formatDate(ctx.publishedOn).split(" ")[1]} in the Year of our Lord ${s.year}. GOD SAVE THE KING`,
      ],
      data: { denomination },
      placer: { name: "Privy Council Office", kind: "government-department" },
    };
  },
  "1102": (ctx, s) => {
    const event = ctx.rng.pick([
      "the State Opening of Parliament",
      "the Garter Service at Windsor",
      "the Thistle Service in Edinburgh",
      "the Royal Maundy Service",
    ]);
    const on = addDays(ctx.publishedOn, ctx.rng.int(20, 60));
    return {
      title: `Arrangements for ${event}`,
      blocks: [
        `Lord Chamberlain's Office, Buckingham Palace.`,
        `Notice is hereby given that ${esc(event)} will take place on ${formatDate(on)}. The King will be accompanied by Members of the Royal Family.`,
        `Applications to attend should be made in writing to the Lord Chamberlain's Office by ${formatDate(addDays(on, -14))}. Dress for those attending will be day dress.`,
        signOff(s, "Comptroller, Lord Chamberlain's Office", ctx),
      ],
      data: { event, date: on },
      placer: { name: "Lord Chamberlain's Office", kind: "royal-household" },
    };
  },
  "1103": (ctx, s) => {
    const [a, b] = names(ctx, 2) as [Person, Person];
    const office = ctx.rng.pick([
      "Extra Equerry",
      "Gentleman Usher",
      "Page of Honour",
      "Deputy Master of the Household",
      "Lady in Waiting",
    ]);
    return {
      title: `Royal Household: ${office}`,
      blocks: [
        `Lord Chamberlain's Office, Buckingham Palace.`,
        `The KING has been graciously pleased to appoint ${esc(a.fullName)} to be ${esc(office)} to His Majesty, in succession to ${esc(b.fullName)}, with effect from ${formatDate(addDays(ctx.publishedOn, ctx.rng.int(1, 30)))}.`,
        signOff(s, "Comptroller", ctx),
      ],
      data: { appointee: a.fullName, office, predecessor: b.fullName },
      placer: { name: "Lord Chamberlain's Office", kind: "royal-household" },
      people: [a, b],
    };
  },
  "1104": (ctx, s) => {
    const bodies = [
      `the ${s.council}`,
      `the ${streetStem(ctx.rng)} Society`,
      `the Worshipful Company of ${streetStem(ctx.rng)}makers`,
    ];
    return {
      title: "Loyal Addresses",
      blocks: [
        `Loyal Addresses were presented to The King by ${esc(bodies.slice(0, ctx.rng.int(1, 3)).join(", "))} on the occasion of ${esc(ctx.rng.pick(["His Majesty's birthday", "the anniversary of His Majesty's accession", "His Majesty's visit"]))}.`,
        `The King was pleased to receive the Addresses very graciously.`,
      ],
      placer: { name: "Home Office", kind: "government-department" },
    };
  },
  "1106": (ctx, s) => {
    const orders = ctx.rng
      .sample(
        [
          "Veterinary Surgeons",
          "Chartered Surveyors",
          "Harbour Pilots",
          "Museum Trustees",
          "Professional Engineers",
        ],
        ctx.rng.int(2, 3),
      )
      .map((t) => `The ${t} (Charter Amendment) Order ${s.year}`);
    return {
      title: `Privy Council Office: Orders approved at the Privy Council held on ${formatDate(addDays(ctx.publishedOn, -ctx.rng.int(3, 10)))}`,
      blocks: [
        `At the Court at Buckingham Palace. Present, The King's Most Excellent Majesty in Council.`,
        `His Majesty, by and with the advice of His Privy Council, was pleased to approve the following Orders:`,
        list(orders.map(esc)),
        signOff(s, "Deputy Clerk of the Privy Council", ctx),
      ],
      data: { orders },
      placer: { name: "Privy Council Office", kind: "government-department" },
    };
  },
  "1107": (ctx, s) => {
    const p = makePerson(ctx.rng, ctx.jurisdiction, { withTitle: false });
    const other = inventSurname(ctx.rng, ctx.jurisdiction);
    return {
      title: `Change of name and arms: ${p.fullName}`,
      blocks: [
        `Whitehall. The KING has been pleased by Warrant under His Royal Sign Manual to authorise ${esc(p.fullName)} to take and use the surname of ${esc(other)} in addition to and after that of ${esc(p.surname)}, and to bear the arms of ${esc(other)} quarterly with those of ${esc(p.surname)}.`,
        `The Warrant is to be recorded in the College of Arms.`,
        signOff(s, "Home Office", ctx),
      ],
      placer: { name: "Home Office", kind: "government-department" },
      people: [p],
    };
  },
  "1108": (ctx, s) => {
    const people = names(ctx, ctx.rng.int(1, 4));
    const role = ctx.rng.pick([
      "a Circuit Judge",
      "a Recorder",
      "a Deputy High Court Judge",
      "King's Counsel",
    ]);
    return {
      title: `Crown Office: appointment of ${role}`,
      blocks: [
        `Crown Office, House of Lords.`,
        `The KING has been pleased by Letters Patent under the Great Seal of the Realm to appoint the following to be ${esc(role)}:`,
        list(people.map((p) => esc(p.fullName))),
        signOff(s, "Deputy Clerk of the Crown in Chancery", ctx),
      ],
      placer: { name: "Crown Office", kind: "government-department" },
      people,
    };
  },
  "1109": (ctx, s) => {
    const p = makePerson(ctx.rng, ctx.jurisdiction, { withTitle: false });
    const office = ctx.rng.pick([
      "Receiver-General",
      "Attorney-General to the Duke of Cornwall",
      "Keeper of the Records",
      "Member of the Prince's Council",
    ]);
    return {
      title: `Duchy of Cornwall: ${office}`,
      blocks: [
        `Duchy of Cornwall.`,
        `${esc(p.fullName)} has been appointed ${esc(office)} of the Duchy of Cornwall with effect from ${formatDate(addDays(ctx.publishedOn, ctx.rng.int(1, 40)))}.`,
        signOff(s, "Secretary and Keeper of the Records", ctx),
      ],
      placer: { name: "Duchy of Cornwall", kind: "royal-household" },
      people: [p],
    };
  },
  "1110": (ctx, s) => {
    const entries = Array.from({ length: ctx.rng.int(2, 4) }, () => {
      const p = makePerson(ctx.rng, ctx.jurisdiction, { withTitle: false });
      return { county: lieutenancy(ctx), person: p };
    });
    return {
      title: `High Sheriffs nominated for ${s.year + 1}`,
      blocks: [
        `Privy Council Office.`,
        `The following have been nominated by The King in Council as High Sheriffs for the year ${s.year + 1}:`,
        list(entries.map((e) => `${esc(e.county)}: ${esc(e.person.fullName)}`)),
      ],
      data: { sheriffs: entries.map((e) => ({ county: e.county, name: e.person.fullName })) },
      placer: { name: "Privy Council Office", kind: "government-department" },
      people: entries.map((e) => e.person),
    };
  },
  "1111": (ctx, _s) => {
    const county = lieutenancy(ctx);
    const people = names(ctx, ctx.rng.int(1, 4));
    const lord = makePerson(ctx.rng, ctx.jurisdiction, { withTitle: false });
    return {
      title: `Deputy Lieutenant Commissions: ${county}`,
      blocks: [
        `Commissions signed by the Lord-Lieutenant of ${esc(county)} appointing the following to be Deputy Lieutenants of the County, their Commissions bearing date ${formatDate(addDays(ctx.publishedOn, -ctx.rng.int(5, 40)))}:`,
        list(people.map((p) => esc(p.fullName))),
        `${esc(lord.fullName)}, Lord-Lieutenant`,
      ],
      placer: { name: `Lieutenancy of ${county}`, kind: "lieutenancy" },
      people: [...people, lord],
    };
  },
  "1112": (ctx, s) => {
    const subject = ctx.rng.pick([
      "Rural Transport",
      "the Future of Public Libraries",
      "Coastal Erosion",
      "Historic Waterways",
    ]);
    const people = names(ctx, ctx.rng.int(3, 5));
    return {
      title: `Royal Commission on ${subject}`,
      blocks: [
        `The KING has been pleased by Warrant under His Royal Sign Manual to appoint the following to be members of the Royal Commission on ${esc(subject)}:`,
        list(people.map((p) => esc(p.fullName))),
        `The Commission is to report within two years. ${signOff(s, "Secretary to the Commission", ctx)}`,
      ],
      placer: { name: "Cabinet Office", kind: "government-department" },
      people,
    };
  },
  "1113": (ctx, _s) => {
    const p = makePerson(ctx.rng, ctx.jurisdiction, { withTitle: false });
    const post = ctx.rng.pick([
      "District Judge",
      "Deputy District Judge",
      "Circuit Judge",
      "Employment Judge",
    ]);
    return {
      title: `Judicial appointment: ${p.fullName}`,
      blocks: [
        `Lord Chancellor's Office.`,
        `The Lord Chancellor, on the recommendation of the Judicial Appointments Commission, has appointed ${esc(p.fullName)} to be a ${esc(post)}, assigned to the ${esc(ctx.rng.pick(["North Eastern", "Midland", "Western", "South Eastern", "Northern", "Wales"]))} Circuit, with effect from ${formatDate(addDays(ctx.publishedOn, ctx.rng.int(5, 60)))}.`,
      ],
      placer: { name: "Ministry of Justice", kind: "government-department" },
      people: [p],
    };
  },
  "1114": (ctx, _s) => {
    const p = makePerson(ctx.rng, ctx.jurisdiction, { withTitle: false });
    const see = streetStem(ctx.rng);
    return {
      title: `Appointment: Suffragan Bishop of ${see}`,
      blocks: [
        `Prime Minister's Office, 10 Downing Street.`,
        `The KING has approved the nomination of the Reverend Canon ${esc(p.fullName)} for election as Suffragan Bishop of ${esc(see)}, in succession to the Right Reverend ${esc(makePerson(ctx.rng, ctx.jurisdiction, { withTitle: false }).fullName)} on retirement.`,
      ],
      placer: { name: "Prime Minister's Office", kind: "government-department" },
      people: [p],
    };
  },
  "1115": (ctx, _s) => {
    const county = lieutenancy(ctx);
    const [a, b] = names(ctx, 2) as [Person, Person];
    return {
      title: `Lord-Lieutenant of ${county}`,
      blocks: [
        `The KING has been pleased to appoint ${esc(a.fullName)} to be His Majesty's Lord-Lieutenant of ${esc(county)}, in succession to ${esc(b.fullName)}, who retires.`,
      ],
      placer: { name: "Prime Minister's Office", kind: "government-department" },
      people: [a, b],
    };
  },
  "1116": (ctx, s) => {
    const body = `The ${ctx.rng.pick(["Institute", "Society", "Association", "College"])} of ${streetStem(ctx.rng)} ${ctx.rng.pick(["Practitioners", "Surveyors", "Engineers", "Archivists"])}`;
    return {
      title: `Royal Charter: ${body}`,
      blocks: [
        `Privy Council Office.`,
        `The KING has been pleased by Letters Patent under the Great Seal of the Realm to grant a Royal Charter of Incorporation to ${esc(body)}.`,
        `Copies of the Charter may be obtained from the Secretary of the body at its principal office. ${signOff(s, "Privy Council Office", ctx)}`,
      ],
      placer: { name: "Privy Council Office", kind: "government-department" },
    };
  },
  "1117": (ctx, s) => {
    const p = makePerson(ctx.rng, "scotland", { withTitle: false });
    return {
      title: `Scottish Government: appointment of ${p.fullName}`,
      blocks: [
        `The Scottish Ministers have appointed ${esc(p.fullName)} to be a Justice of the Peace for the sheriffdom of ${esc(ctx.rng.pick(["Lothian and Borders", "Glasgow and Strathkelvin", "Tayside, Central and Fife", "Grampian, Highland and Islands"]))}, with effect from ${formatDate(addDays(ctx.publishedOn, ctx.rng.int(5, 40)))}.`,
        signOff(s, "Directorate for Justice", ctx),
      ],
      placer: { name: "The Scottish Government", kind: "government-department" },
      people: [p],
    };
  },
  "1118": (ctx, _s) => {
    const on = onOrAfterWeekday(addDays(ctx.publishedOn, ctx.rng.int(20, 60)));
    return {
      title: "Trial of the Pyx",
      blocks: [
        `Notice is hereby given that, in accordance with the Coinage Act 1971, the Trial of the Pyx will be held at Goldsmiths' Hall, London, on ${formatDate(on)} at ${formatTime("11:00")}, when coins of the United Kingdom struck at the Royal Mint during the preceding year will be tested.`,
        `The jury will be sworn before the King's Remembrancer. By direction of the Chancellor of the Exchequer.`,
      ],
      data: { date: on },
      placer: { name: "HM Treasury", kind: "government-department" },
    };
  },
  "1119": (ctx, _s) => {
    const p = makePerson(ctx.rng, ctx.jurisdiction, { withTitle: false });
    return {
      title: `Warrant under the Royal Sign Manual: ${p.fullName}`,
      blocks: [
        `The KING has been pleased by Warrant under His Royal Sign Manual dated ${formatDate(addDays(ctx.publishedOn, -ctx.rng.int(10, 60)))} to ordain that ${esc(p.fullName)} shall have, hold and enjoy the same title and precedence as would have been due had ${p.sex === "m" ? "his" : "her"} late father survived to succeed to the title.`,
      ],
      placer: { name: "Home Office", kind: "government-department" },
      people: [p],
    };
  },
  "1120": (ctx, _s) => {
    const officers = names(ctx, ctx.rng.int(1, 3));
    const members = names(ctx, ctx.rng.int(2, 5));
    return {
      title: "The Most Venerable Order of St John: promotions and admissions",
      blocks: [
        `The KING has been graciously pleased to sanction the following promotions in, and admissions to, the Most Venerable Order of the Hospital of St John of Jerusalem:`,
        `<strong>As Officers:</strong> ${officers.map((p) => esc(p.fullName)).join("; ")}`,
        `<strong>As Members:</strong> ${members.map((p) => esc(p.fullName)).join("; ")}`,
      ],
      placer: { name: "Order of St John", kind: "order-of-chivalry" },
      people: [...officers, ...members],
    };
  },
  "1121": (ctx, s) => {
    const centre = `${streetStem(ctx.rng)} Reporting Centre`;
    return {
      title: `Immigration and Asylum Act 1999: ${centre}`,
      blocks: [
        `Notice is hereby given that the Secretary of State for the Home Department has designated ${esc(centre)}, ${addr(s.site)}, as a short-term holding facility under section 147 of the Immigration and Asylum Act 1999, with effect from ${formatDate(addDays(ctx.publishedOn, ctx.rng.int(7, 30)))}.`,
        `The facility will be operated in accordance with the Short-term Holding Facility Rules 2018.`,
        signOff(s, "Home Office", ctx),
      ],
      placer: { name: "Home Office", kind: "government-department" },
      place: true,
    };
  },
};

// ---------------------------------------------------------------------------------------------------
// 12 Parliament, 13 Ecclesiastical, 14 Public Finance
// ---------------------------------------------------------------------------------------------------

const PARLIAMENT: Record<string, Template> = {
  "1201": (ctx, s) => {
    const acts = actTitles(ctx.rng, s.year);
    return {
      title: "Royal Assent",
      blocks: [
        `The King has signified His Royal Assent to the following Acts:`,
        list(acts.map(esc)),
        `The Acts will be published by the King's Printer of Acts of Parliament.`,
      ],
      data: { acts },
      placer: { name: "Parliament", kind: "parliament" },
    };
  },
  "1202": (ctx, _s) => {
    const bill = `${streetStem(ctx.rng)} Harbour Revision Bill`;
    return {
      title: `House of Lords: ${bill}`,
      blocks: [
        `Notice is hereby given that the ${esc(bill)} has been deposited in the Private Bill Office of the House of Lords.`,
        `Any person whose property or interests are directly and specially affected by the Bill may deposit a petition against it in the Private Bill Office by ${formatDate(addDays(ctx.publishedOn, ctx.rng.int(20, 40)))}.`,
      ],
      placer: { name: "House of Lords", kind: "parliament" },
    };
  },
  "1204": (ctx, _s) => {
    const p = makePerson(ctx.rng, ctx.jurisdiction, { withTitle: false });
    return {
      title: "Speaker's Notice: Members' Estimate Committee",
      blocks: [
        `The Speaker gives notice that ${esc(p.fullName)} has been appointed a lay member of the Members' Estimate Committee for a period of five years from ${formatDate(addDays(ctx.publishedOn, ctx.rng.int(5, 30)))}.`,
      ],
      placer: { name: "House of Commons", kind: "parliament" },
      people: [p],
    };
  },
  "1205": (ctx, _s) => ({
    title: "Lord Chancellor's Office: Commission for Royal Assent",
    blocks: [
      `The King has been pleased to issue a Commission under the Great Seal for declaring His Royal Assent to Acts agreed upon by both Houses of Parliament, dated ${formatDate(addDays(ctx.publishedOn, -ctx.rng.int(1, 5)))}.`,
    ],
    placer: { name: "Lord Chancellor's Office", kind: "government-department" },
  }),
  "1206": (ctx, s) => privateBill(ctx, s),
  "1207": (ctx, s) => privateBill(ctx, s),
  "1208": (ctx, s) => {
    const acts = actTitles(ctx.rng, s.year, " (Scotland)").map((a) =>
      a.replace(" Act (Scotland)", " (Scotland) Act"),
    );
    return {
      title: "Acts of the Scottish Parliament: Royal Assent",
      blocks: [
        `The following Bills passed by the Scottish Parliament received Royal Assent on ${formatDate(addDays(ctx.publishedOn, -ctx.rng.int(1, 7)))}:`,
        list(acts.map(esc)),
      ],
      data: { acts },
      placer: { name: "The Scottish Parliament", kind: "parliament" },
    };
  },
  "1209": (ctx, s) => {
    const acts = actTitles(ctx.rng, s.year).map((a) =>
      a.replace(/ Act (\d+)$/, " Act (Northern Ireland) $1"),
    );
    return {
      title: "Acts of the Northern Ireland Assembly: Royal Assent",
      blocks: [
        `The following Acts of the Northern Ireland Assembly received Royal Assent on ${formatDate(addDays(ctx.publishedOn, -ctx.rng.int(1, 7)))}:`,
        list(acts.map(esc)),
      ],
      data: { acts },
      placer: { name: "Northern Ireland Assembly", kind: "parliament" },
    };
  },
  "1210": (ctx, s) => {
    const acts = actTitles(ctx.rng, s.year).map((a) => a.replace(/ Act (\d+)$/, " (Wales) Act $1"));
    return {
      title: "Acts of Senedd Cymru: Royal Assent",
      blocks: [
        `The following Acts of Senedd Cymru received Royal Assent on ${formatDate(addDays(ctx.publishedOn, -ctx.rng.int(1, 7)))}:`,
        list(acts.map(esc)),
      ],
      data: { acts },
      placer: { name: "Senedd Cymru", kind: "parliament" },
    };
  },
  "1211": (ctx, s) => {
    const n = ctx.rng.int(100, 1400);
    const instruments = ctx.rng
      .sample(ACT_TOPICS, 2)
      .map((t, i) => `The ${t.replace(/ \(.*\)$/, "")} Regulations ${s.year} (S.I. ${s.year}/${n + i})`);
    return {
      title: "Record of legislation: statutory instruments",
      blocks: [
        `The following statutory instruments have been made and published:`,
        list(instruments.map(esc)),
        `Copies may be obtained from the King's Printer or viewed online at legislation.gov.uk.`,
      ],
      data: { instruments },
      placer: { name: "The National Archives", kind: "government-department" },
    };
  },
};

function privateBill(ctx: Ctx, s: Scene): Spec {
  const bill = `${streetStem(ctx.rng)} Light Railway Bill`;
  return {
    title: `House of Commons: ${bill}`,
    blocks: [
      `Notice is hereby given that application is intended to be made to Parliament in the present session for leave to introduce a Bill under the above name to authorise the construction of a light railway between ${esc(s.street)}, ${esc(s.town)}, and ${esc(streetStem(ctx.rng))}, and for other purposes.`,
      `Copies of the Bill and of the plans may be inspected at the offices of ${esc(s.council)}. Objections may be made by petition to the House of Commons by ${formatDate(addDays(ctx.publishedOn, ctx.rng.int(30, 60)))}.`,
    ],
    placer: placerOfFirm(ctx.world.pickSolicitors(ctx.rng, ctx.jurisdiction)),
    place: true,
  };
}

const SAINTS = [
  "St Ambrose",
  "St Cuthbert",
  "St Hilda",
  "St Wilfrid",
  "St Bride",
  "St Oswald",
  "St Aidan",
  "St Chad",
];

const ECCLESIASTICAL: Record<string, Template> = {
  "1301": (ctx, s) => {
    const [a, b] = ctx.rng.sample(SAINTS, 2) as [string, string];
    const diocese = streetStem(ctx.rng);
    return {
      title: `Church Commissioners: draft pastoral scheme, ${a}, ${s.town}`,
      blocks: [
        `The Church Commissioners have prepared a draft pastoral scheme providing for the union of the benefices of ${esc(a)}, ${esc(s.town)}, and ${esc(b)}, ${esc(s.town)}, in the Diocese of ${esc(diocese)}, and for the parish church of ${esc(b)} to be closed for regular public worship.`,
        `Copies of the draft scheme may be obtained from the Church Commissioners, Church House, Great Smith Street, London SW1P 3AZ. Any person who wishes to make representations should do so in writing by ${formatDate(addDays(ctx.publishedOn, 28))}.`,
      ],
      placer: { name: "Church Commissioners", kind: "church" },
      place: true,
    };
  },
  "1302": (ctx, s) => {
    const building = `${streetStem(ctx.rng)} ${ctx.rng.pick(["Methodist Chapel", "Baptist Church", "Community Church", "Friends Meeting House", "United Reformed Church"])}`;
    return {
      title: `Marriage Act 1949: ${building}, ${s.town}`,
      blocks: [
        `Notice is hereby given that ${esc(building)}, ${addr(s.site)}, a separate building certified for religious worship, was on ${formatDate(addDays(ctx.publishedOn, -ctx.rng.int(5, 30)))} registered for the solemnization of marriages therein, pursuant to section 41 of the Marriage Act 1949.`,
        signOff(s, `Superintendent Registrar, ${s.town} Registration District`, ctx),
      ],
      data: { building, address: addressData(s.site) },
      placer: { name: `${s.council} Registration Service`, kind: "local-authority" },
      place: true,
    };
  },
  "1303": (ctx, s) => {
    const [a, b] = [streetStem(ctx.rng), streetStem(ctx.rng)];
    return {
      title: `Church of Scotland: union of ${a} and ${b} congregations`,
      blocks: [
        `Notice is hereby given that the Presbytery of ${esc(s.town)} has agreed to the union of the congregations of ${esc(a)} Parish Church and ${esc(b)} Parish Church, the united congregation to be known as ${esc(a)} and ${esc(b)} Parish Church, with effect from ${formatDate(addDays(ctx.publishedOn, ctx.rng.int(20, 60)))}.`,
        signOff(s, "Presbytery Clerk", ctx),
      ],
      placer: { name: "Church of Scotland", kind: "church" },
      place: true,
    };
  },
  "1304": (ctx, s) => {
    const church = `${ctx.rng.pick(SAINTS)}, ${streetStem(ctx.rng)}`;
    return {
      title: `Mission and Pastoral Measure 2011: ${church}`,
      blocks: [
        `The Church Commissioners give notice that they have prepared a draft scheme providing for the use of the closed church of ${esc(church)}, ${esc(s.town)}, for ${esc(ctx.rng.pick(["community and cultural purposes", "residential purposes", "use as a place of worship by another Christian body", "use as a library and arts centre"]))}, together with its curtilage.`,
        `Representations about the draft scheme should be sent in writing to the Church Commissioners by ${formatDate(addDays(ctx.publishedOn, 28))}.`,
      ],
      placer: { name: "Church Commissioners", kind: "church" },
      place: true,
    };
  },
};

const PUBLIC_FINANCE: Record<string, Template> = {
  "1401": (ctx, _s) => {
    const amount = ctx.rng.int(1, 8) * 500_000_000;
    return {
      title: "Treasury Bills: tender",
      blocks: [
        `HM Treasury gives notice that tenders will be received at the Bank of England on ${formatDate(addWeekdays(ctx.publishedOn, ctx.rng.int(1, 5)))} for Treasury Bills to the amount of ${formatPounds(amount)}, to be dated the following business day and to mature in ${ctx.rng.pick(["28", "91", "182"])} days.`,
        `Tenders must be made through the Debt Management Office's bidding system by 11.00 am on the day of the tender.`,
      ],
      data: { amount },
      placer: { name: "HM Treasury", kind: "government-department" },
    };
  },
  "1402": (ctx, _s) => ({
    title: "National Savings and Investments: change of rates",
    blocks: [
      `Notice is hereby given under the National Savings Stock Register Regulations 2015 that with effect from ${formatDate(addDays(ctx.publishedOn, ctx.rng.int(14, 40)))} the rate of interest on ${esc(ctx.rng.pick(["Income Bonds", "Direct Saver accounts", "Guaranteed Growth Bonds"]))} will change to ${ctx.rng.int(100, 450) / 100}% gross a year.`,
    ],
    placer: { name: "National Savings and Investments", kind: "government-department" },
  }),
  "1403": (ctx, s) => ({
    title: "Bank of England: withdrawal of banknotes",
    blocks: [
      `The Bank of England gives notice that paper banknotes of the ${esc(ctx.rng.pick(["£5", "£10", "£20", "£50"]))} denomination of the earlier series ceased to be legal tender after ${formatDate(addDays(ctx.publishedOn, -ctx.rng.int(100, 600)))}.`,
      `Such notes may continue to be exchanged at the Bank of England. ${signOff(s, "Chief Cashier", ctx)}`,
    ],
    placer: { name: "Bank of England", kind: "public-body" },
  }),
  "1404": (ctx, _s) => {
    const bank = "Example Bank of Scotland plc";
    const circulation = ctx.rng.int(800, 4000) * 1_000_000;
    return {
      title: `${bank}: banknotes in circulation`,
      blocks: [
        `Statement pursuant to the Scottish and Northern Ireland Banknote Regulations 2009 of the average value of the banknotes of ${esc(bank)} in circulation during the four weeks ended ${formatDate(addDays(ctx.publishedOn, -ctx.rng.int(3, 10)))}: ${formatPounds(circulation)}.`,
        `Average value of backing assets held: ${formatPounds(Math.round(circulation * 1.02))}.`,
      ],
      data: { circulation },
      placer: { name: bank, kind: "bank" },
    };
  },
  "1405": (ctx, s) => {
    const warehouse = `${streetStem(ctx.rng)} Bonded Warehouse`;
    return {
      title: `Customs and Excise: ${warehouse}`,
      blocks: [
        `HM Revenue and Customs gives notice that ${esc(warehouse)}, ${addr(s.site)}, has been approved as an excise warehouse under section 92 of the Customs and Excise Management Act 1979, with effect from ${formatDate(addDays(ctx.publishedOn, -ctx.rng.int(1, 20)))}.`,
      ],
      placer: { name: "HM Revenue and Customs", kind: "government-department" },
      place: true,
    };
  },
  "1406": (ctx, _s) => ({
    title: "Currency and Bank Notes Act 1954: fiduciary note issue",
    blocks: [
      `Notice is hereby given that HM Treasury has, under section 2 of the Currency and Bank Notes Act 1954, directed that the amount of the fiduciary note issue of the Bank of England shall be ${formatPounds(ctx.rng.int(60, 95) * 1_000_000_000)} for the period ending ${formatDate(addMonths(ctx.publishedOn, 2))}.`,
    ],
    placer: { name: "HM Treasury", kind: "government-department" },
  }),
};

// ---------------------------------------------------------------------------------------------------
// 15 Transport
// ---------------------------------------------------------------------------------------------------

function orderYearTitle(s: Scene, what: string): string {
  return `The ${s.council} (${s.street}, ${s.town}) (${what}) Order ${s.year}`;
}

const TRANSPORT: Record<string, Template> = {
  "1501": (ctx, s) => {
    const what = ctx.rng.pick([
      "Prohibition of Waiting",
      "20 mph Speed Limit",
      "Prohibition of Driving",
      "One-Way Traffic",
      "Waiting Restrictions and Parking Places",
    ]);
    const made = ctx.rng.chance(0.5);
    const title = orderYearTitle(s, what);
    const date = addDays(ctx.publishedOn, made ? -ctx.rng.int(1, 10) : ctx.rng.int(21, 28));
    return {
      title,
      blocks: [
        `Road Traffic Regulation Act 1984`,
        made
          ? `Notice is hereby given that ${esc(s.council)} on ${formatDate(date)} made the above Order under sections 1, 2 and 4 of, and Part IV of Schedule 9 to, the Road Traffic Regulation Act 1984. The effect of the Order is to introduce ${esc(what.toLowerCase())} in ${esc(s.street)}, ${esc(s.town)}, as shown on the plans deposited with the Order.`
          : `Notice is hereby given that ${esc(s.council)} proposes to make the above Order under sections 1, 2 and 4 of the Road Traffic Regulation Act 1984, the effect of which will be to introduce ${esc(what.toLowerCase())} in ${esc(s.street)}, ${esc(s.town)}.`,
        `A copy of the ${made ? "Order" : "proposed Order"}, a statement of the Council's reasons and a map may be inspected at the Council's offices during normal office hours, or online.`,
        made
          ? `Any person who wishes to question the validity of the Order, or of any provision in it, on the grounds that it is not within the powers of the Act or that any requirement of the Act has not been complied with, may apply to ${ctx.jurisdiction === "scotland" ? "the Court of Session" : "the High Court"} within six weeks of ${formatDate(date)}.`
          : `Objections to the proposed Order, stating the grounds on which they are made, must be sent in writing to the Council by ${formatDate(date)}.`,
        signOff(s, "Head of Highways and Transportation", ctx),
      ],
      data: {
        orderTitle: title,
        street: s.street,
        town: s.town,
        effect: what,
        stage: made ? "made" : "proposed",
        date,
      },
      placer: s.councilPlacer,
      place: true,
    };
  },
  "1502": (ctx, s) => {
    const start = addDays(ctx.publishedOn, ctx.rng.int(30, 120));
    return {
      title: `New Roads and Street Works Act 1991: ${s.street}, ${s.town}`,
      blocks: [
        `Notice is hereby given under section 58 of the New Roads and Street Works Act 1991 that ${esc(s.council)} proposes to carry out substantial road works in ${esc(s.street)}, ${esc(s.town)}, commencing on or about ${formatDate(start)}.`,
        `Any undertaker proposing to execute street works in that street should give notice to the Council by ${formatDate(addDays(ctx.publishedOn, 28))}. After completion of the works, restrictions will apply to further street works in the street for a period of up to five years.`,
        signOff(s, "Street Works Manager", ctx),
      ],
      placer: s.councilPlacer,
      place: true,
    };
  },
  "1503": (ctx, s) => {
    const hearing = onOrAfterWeekday(addDays(ctx.publishedOn, ctx.rng.int(30, 50)));
    return {
      title: `Highways Act 1980: stopping up of part of ${s.street}, ${s.town}`,
      blocks: [
        `Notice is hereby given that ${esc(s.council)} will apply to the Magistrates' Court sitting at ${esc(s.town)} on ${formatDate(hearing)} at ${formatTime("10:00")} for an order under section 116 of the Highways Act 1980 authorising the stopping up of part of ${esc(s.street)}, ${esc(s.town)}, on the ground that it is unnecessary.`,
        `A plan showing the highway may be inspected at the Council's offices. Any person to whom this notice has been given, or who uses the highway, or who would be aggrieved by the order, has a right to be heard.`,
        signOff(s, "Director of Legal Services", ctx),
      ],
      placer: s.councilPlacer,
      place: true,
    };
  },
  "1504": (ctx, s) => ({
    title: "London Cab Order 1934: taxi fares and charges",
    blocks: [
      `Transport for London gives notice that it has made the London Cab (Taxi Fares) Order ${s.year} under section 1 of the Metropolitan Public Carriage Act 1869 and the London Cab Order 1934.`,
      `The Order increases the taxi tariffs by ${ctx.rng.int(2, 7)}.${ctx.rng.int(0, 9)}% with effect from ${formatDate(addDays(ctx.publishedOn, ctx.rng.int(20, 40)))}. Copies of the Order are available from Transport for London, Taxi and Private Hire.`,
    ],
    placer: { name: "Transport for London", kind: "public-body" },
  }),
  "1505": (ctx, s) => {
    const order = `The ${streetStem(ctx.rng)} Railway (Level Crossing Closure) Order ${s.year}`;
    return {
      title: order,
      blocks: [
        `Transport and Works Act 1992`,
        `Notice is hereby given that ${esc(inventCompanyName(ctx.rng, ctx.jurisdiction).name)} has applied to the Secretary of State for Transport for the above Order under sections 1 and 5 of the Transport and Works Act 1992, to authorise the closure of the level crossing at ${esc(s.street)}, ${esc(s.town)}, and the construction of a replacement footbridge.`,
        `Objections to or representations about the application must be made in writing to the Secretary of State (Transport Infrastructure Planning Unit) by ${formatDate(addDays(ctx.publishedOn, 42))}.`,
      ],
      data: { orderTitle: order },
      placer: placerOfFirm(ctx.world.pickSolicitors(ctx.rng, ctx.jurisdiction)),
      place: true,
    };
  },
  "1506": (ctx, s) => ({
    title: `${s.council}: Enhanced Partnership Scheme for bus services`,
    blocks: [
      `Transport Act 2000`,
      `Notice is hereby given that ${esc(s.council)} has made an Enhanced Partnership Plan and Scheme for local bus services in ${esc(s.town)} under section 138G of the Transport Act 2000, which will come into operation on ${formatDate(addDays(ctx.publishedOn, ctx.rng.int(30, 90)))}.`,
      `Copies of the Plan and Scheme may be inspected at the Council's offices and on its website.`,
    ],
    placer: s.councilPlacer,
    place: true,
  }),
  "1507": (ctx, s) => {
    const harbour = `${streetStem(ctx.rng)} Harbour`;
    return {
      title: `${harbour} Revision Order ${s.year}`,
      blocks: [
        `Harbours Act 1964`,
        `Notice is hereby given that the ${esc(harbour)} Commissioners have applied to the Marine Management Organisation for a harbour revision order under section 14 of the Harbours Act 1964 to modernise the constitution of the Commissioners and to extend the harbour limits.`,
        `Any person desiring to make an objection or representation should write to the Marine Management Organisation within 42 days of the date of this notice.`,
      ],
      placer: { name: `${harbour} Commissioners`, kind: "public-body" },
      place: true,
    };
  },
  "1508": (ctx, s) => ({
    title: `Civil Aviation: ${streetStem(ctx.rng)} Airfield airspace change`,
    blocks: [
      `The Civil Aviation Authority gives notice that it has received a proposal to establish a Radio Mandatory Zone around the airfield near ${esc(s.town)}.`,
      `Comments on the proposal may be submitted through the Authority's airspace change portal by ${formatDate(addDays(ctx.publishedOn, ctx.rng.int(28, 56)))}.`,
    ],
    placer: { name: "Civil Aviation Authority", kind: "regulator" },
    place: true,
  }),
  "1509": (ctx, s) => {
    const title = `The ${s.council} (Footpath No. ${ctx.rng.int(1, 90)}, ${s.town}) Cycle Tracks Order ${s.year}`;
    return {
      title,
      blocks: [
        `Cycle Tracks Act 1984`,
        `Notice is hereby given that ${esc(s.council)} has made the above Order under section 3 of the Cycle Tracks Act 1984, the effect of which is to designate the footpath running between ${esc(s.street)} and ${esc(streetName(ctx.rng))}, ${esc(s.town)}, as a cycle track over which the public have a right of way on pedal cycles in addition to on foot.`,
        `The Order will be submitted to the Secretary of State for confirmation. Objections must be sent in writing to the Council by ${formatDate(addDays(ctx.publishedOn, 28))}.`,
      ],
      placer: s.councilPlacer,
      place: true,
    };
  },
  "1510": (ctx, s) => ({
    title: `The Roads (Northern Ireland) Order 1993: abandonment at ${s.street}, ${s.town}`,
    blocks: [
      `Notice is hereby given that the Department for Infrastructure proposes to make an order under Article 68 of the Roads (Northern Ireland) Order 1993 abandoning the section of road at ${esc(s.street)}, ${esc(s.town)}, shown on the map deposited at the Department's offices.`,
      `Any person may object to the proposal by writing to the Department by ${formatDate(addDays(ctx.publishedOn, 28))}, stating the grounds of objection.`,
    ],
    placer: { name: "Department for Infrastructure", kind: "government-department" },
    place: true,
  }),
  "1511": (ctx, s) => ({
    title: `Detained vehicle: ${s.town}`,
    blocks: [
      `Goods Vehicles (Enforcement Powers) Regulations 2001`,
      `Notice is hereby given that a ${esc(ctx.rng.pick(["white curtain-sided heavy goods vehicle", "blue box van", "grey flatbed lorry", "red tipper lorry"]))} (vehicle identification number ending ${ctx.rng.digits(6)}) was detained at ${esc(s.street)}, ${esc(s.town)}, on ${formatDate(addDays(ctx.publishedOn, -ctx.rng.int(3, 14)))}, there being reason to believe that it was being used without an operator's licence.`,
      `The owner may apply to the Traffic Commissioner for the return of the vehicle within 21 days of the date of this notice. If no application is made, the vehicle may be disposed of.`,
    ],
    placer: { name: "Driver and Vehicle Standards Agency", kind: "government-department" },
    place: true,
  }),
};

// ---------------------------------------------------------------------------------------------------
// 16 Planning (1601 has a schema)
// ---------------------------------------------------------------------------------------------------

const NATIONAL_CASEWORK = {
  lines: [
    "National Transport Casework Team",
    "Tyneside House",
    "Skinnerburn Road",
    "Newcastle Business Park",
    "Newcastle upon Tyne",
  ],
  postcode: "NE4 7AR",
};
/** The English region of the National Transport Casework Team that handles a place (roughly, by coordinates). */
function regionOf(sample: SamplePostcode | null): string {
  if (!sample) return "London";
  const { latitude: lat, longitude: lon } = sample;
  if (lat >= 51.28 && lat <= 51.7 && lon >= -0.51 && lon <= 0.33) return "London";
  if (lat >= 54.4) return lon > -2.3 ? "North East" : "North West";
  if (lat >= 53.3) return lon > -1.6 ? "Yorkshire and the Humber" : "North West";
  if (lat >= 52.4) return lon > -0.5 ? "East" : lon > -1.7 ? "East Midlands" : "West Midlands";
  if (lat >= 51.7) return lon > 0.1 ? "East" : lon > -1.2 ? "South East" : "South West";
  return lon < -2 ? "South West" : "South East";
}

export const townAndCountryPlanning: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const s = scene(ctx);
  const scot = ctx.jurisdiction === "scotland";
  const secretaryOfState = !scot && rng.chance(0.7);
  const region = regionOf(s.sample);
  const n = rng.int(1, 40);
  const length = rng.int(8, 240);
  const planningRef = `${String(s.year).slice(2)}/${rng.int(10000, 99999)}/FU`;
  const highways = [
    `an irregular shaped area of highway, approximately ${length} metres in length, of ${s.street}, ${s.town}`,
    ...(rng.chance(0.3)
      ? [
          `the footway on the ${rng.pick(["north", "south", "east", "west"])} side of ${streetName(rng)}, ${s.town}`,
        ]
      : []),
  ];
  const objectionsBy = addDays(ctx.publishedOn, 28);
  let data: Record<string, unknown>;
  let blocks: string[];
  let title: string;
  let placer: Placer;
  if (secretaryOfState) {
    title = `The Stopping up of Highways (${region}) (No. ${n}) Order ${s.year}`;
    const reference = `NATTRAN/${region.split(" ")[0]!.toUpperCase()}/S247/${rng.int(4000, 6999)}`;
    blocks = [
      `Town and Country Planning Act 1990`,
      proposalSentence({
        authority: "The Secretary of State",
        section: "247",
        act: "Town and Country Planning Act 1990",
        orderType: "stopping-up",
        highways: highways.map(esc).join(" and "),
        purpose: `to enable development as permitted by ${esc(s.council)} under reference ${esc(planningRef)}`,
      }),
      draftOrderInspectionSentence({
        place: `${esc(s.town)} Central Library`,
        until: undefined,
        from: "the National Transport Casework Team",
        reference: esc(reference),
      }),
      proposalObjectionSentence({
        to: "the National Transport Casework Team, Tyneside House, Skinnerburn Road, Newcastle Business Park, Newcastle upon Tyne NE4 7AR",
        email: esc("nationalcasework@example.com"),
        reference: true,
        by: formatDate(objectionsBy),
      }),
      signOff(s, "Casework Manager, National Transport Casework Team", ctx),
    ];
    data = {
      authority: { name: "Secretary of State for Transport", address: NATIONAL_CASEWORK },
      legislation: { act: "Town and Country Planning Act 1990", section: "247" },
      orderType: "stopping-up",
      orderTitle: title,
      reference,
      highways,
      area: {
        town: s.town,
        localAuthority: s.council,
        ...(s.site.postcode ? { postcode: s.site.postcode } : {}),
      },
      purpose: `To enable development as permitted by ${s.council} under reference ${planningRef}`,
      inspection: { place: `${s.town} Central Library`, until: objectionsBy },
      objections: {
        by: objectionsBy,
        to: "National Transport Casework Team",
        address: NATIONAL_CASEWORK,
        email: "nationalcasework@example.com",
      },
    };
    placer = { name: "Department for Transport", kind: "government-department" };
  } else {
    const diversion = !scot && rng.chance(0.6);
    const path = `Footpath No. ${rng.int(1, 120)}`;
    const act = scot ? "Town and Country Planning (Scotland) Act 1997" : "Town and Country Planning Act 1990";
    const section = scot ? "207" : diversion ? "257" : "257";
    title = diversion
      ? `The ${s.council} (${path}, ${s.town}) Public Path Diversion Order ${s.year}`
      : `The ${s.council} (${s.street}, ${s.town}) Stopping Up Order ${s.year}`;
    const madeOn = addDays(ctx.publishedOn, -rng.int(3, 14));
    const purpose = `enable development to be carried out in accordance with planning permission reference ${planningRef}`;
    blocks = [
      esc(act),
      madeOrderSentence({
        authority: esc(s.council),
        madeOn: formatDate(madeOn),
        section,
        act: esc(act),
        orderType: diversion ? "diversion" : "stopping-up",
        highways: diversion ? `${esc(path)}, ${esc(s.town)}` : highways.map(esc).join(" and "),
        purpose: `to ${esc(purpose)}`,
      }),
      madeOrderInspectionSentence({ place: "the Council's offices", until: undefined }),
      madeOrderObjectionSentence({
        to: "the Council",
        email: undefined,
        by: formatDate(objectionsBy),
        confirmer: "the Council",
      }),
      signOff(s, "Head of Planning", ctx),
    ];
    data = {
      authority: { name: s.council },
      legislation: { act, section },
      orderType: diversion ? "diversion" : "stopping-up",
      orderTitle: title,
      highways: diversion ? [`${path}, ${s.town}`] : highways,
      area: {
        town: s.town,
        localAuthority: s.council,
        ...(s.site.postcode ? { postcode: s.site.postcode } : {}),
      },
      purpose: `To ${purpose}`,
      madeOn,
      inspection: { place: `${s.council} offices` },
      objections: { by: objectionsBy, to: s.council },
    };
    placer = s.councilPlacer;
  }
  return build(ctx, s, { title, blocks, data, placer, place: true });
};

const PLANNING: Record<string, Template> = {
  "1602": (ctx, s) => ({
    title: `New Towns Act 1981: ${streetStem(ctx.rng)} New Town`,
    blocks: [
      `Notice is hereby given that the Secretary of State proposes to make an order under the New Towns Act 1981 transferring property held for the purposes of the new town near ${esc(s.town)} to ${esc(s.council)}.`,
      `Representations may be made in writing to the Ministry of Housing, Communities and Local Government by ${formatDate(addDays(ctx.publishedOn, 28))}.`,
    ],
    placer: { name: "Ministry of Housing, Communities and Local Government", kind: "government-department" },
    place: true,
  }),
  "1603": (ctx, s) => {
    const order = `The ${s.council} (${s.street} Regeneration) Compulsory Purchase Order ${s.year}`;
    return {
      title: order,
      blocks: [
        `Acquisition of Land Act 1981 and Town and Country Planning Act 1990`,
        `Notice is hereby given that ${esc(s.council)} has made the above Order under section 226(1)(a) of the Town and Country Planning Act 1990, and is about to submit it to the Secretary of State for confirmation. If confirmed, the Order will authorise the Council to purchase compulsorily the land and the new rights described in the Schedule, for the purpose of facilitating the regeneration of land at ${esc(s.street)}, ${esc(s.town)}.`,
        `A copy of the Order and of the Order map may be seen at the Council's offices. Any objection to the Order must be made in writing to the Planning Casework Unit by ${formatDate(addDays(ctx.publishedOn, 21))}, stating the grounds of objection and the objector's address and interest in the land.`,
        signOff(s, "Director of Regeneration", ctx),
      ],
      data: { orderTitle: order },
      placer: s.councilPlacer,
      place: true,
    };
  },
  "1604": (ctx, s) => ({
    title: `Local Government Act 1972: disposal of land at ${s.street}, ${s.town}`,
    blocks: [
      `Notice is hereby given that ${esc(s.council)} intends to dispose of land at ${esc(s.street)}, ${esc(s.town)}, by way of a ${esc(ctx.rng.pick(["125-year lease", "freehold sale", "25-year lease"]))} to ${esc(`${inventSurname(ctx.rng, ctx.jurisdiction)} Community Trust`)}, under section 123 of the Local Government Act 1972.`,
      `A plan of the land may be inspected at the Council's offices. Objections must be received in writing by ${formatDate(addDays(ctx.publishedOn, 21))}.`,
    ],
    placer: s.councilPlacer,
    place: true,
  }),
  "1605": (ctx, s) => {
    const green = `${streetStem(ctx.rng)} Green`;
    return {
      title: `Commons Act 2006: application to register ${green}, ${s.town}`,
      blocks: [
        `Notice is hereby given that an application has been made to ${esc(s.council)}, as commons registration authority, to register land known as ${esc(green)}, ${esc(s.town)}, as a town or village green under section 15 of the Commons Act 2006.`,
        `Any person wishing to object to the application should send a written statement of objection to the Council by ${formatDate(addDays(ctx.publishedOn, 42))}.`,
      ],
      placer: s.councilPlacer,
      place: true,
    };
  },
  "1606": (ctx, s) => ({
    title: `Open Spaces: appropriation of land at ${s.street}, ${s.town}`,
    blocks: [
      `Notice is hereby given, pursuant to section 122(2A) of the Local Government Act 1972, that ${esc(s.council)} intends to appropriate land forming part of the public open space at ${esc(s.street)}, ${esc(s.town)}, for planning purposes.`,
      `Objections should be sent in writing to the Council by ${formatDate(addDays(ctx.publishedOn, 21))}.`,
    ],
    placer: s.councilPlacer,
    place: true,
  }),
  "1607": (_ctx, s) => ({
    title: `Inner Urban Areas Act 1978: ${s.town} improvement area`,
    blocks: [
      `Notice is hereby given that ${esc(s.council)} has, under section 4 of the Inner Urban Areas Act 1978, declared an industrial improvement area comprising land in and around ${esc(s.street)}, ${esc(s.town)}.`,
      `A map of the area may be inspected at the Council's offices during normal office hours.`,
    ],
    placer: s.councilPlacer,
    place: true,
  }),
  "1608": (ctx, s) => {
    const company = inventCompanyName(ctx.rng, ctx.jurisdiction).name.replace(
      / (Limited|Ltd)$/,
      " Pipeline Limited",
    );
    return {
      title: `Pipe-lines Act 1962: ${company}`,
      blocks: [
        `Notice is hereby given that ${esc(company)} has applied to the Secretary of State for Energy Security and Net Zero for authorisation under section 1 of the Pipe-lines Act 1962 to construct a ${ctx.rng.int(6, 40)} kilometre cross-country pipe-line from a point near ${esc(s.town)} to ${esc(streetStem(ctx.rng))}.`,
        `Objections to the application should be sent to the Secretary of State within 28 days of the date of this notice.`,
      ],
      placer: { name: company, kind: "company" },
      place: true,
    };
  },
  "1609": (ctx, s) => {
    const zoo = `${streetStem(ctx.rng)} Wildlife Park`;
    return {
      title: `Zoo Licensing Act 1981: ${zoo}`,
      blocks: [
        `Notice is hereby given that the operator of ${esc(zoo)}, ${addr(s.site)}, intends to apply to ${esc(s.council)} for a licence to operate a zoo under section 2 of the Zoo Licensing Act 1981, not less than two months after the date of this notice.`,
        `Any person may make written representations about the application to the Council. The application may be inspected at the zoo and at the Council's offices.`,
      ],
      placer: { name: zoo, kind: "company" },
      place: true,
    };
  },
};

// ---------------------------------------------------------------------------------------------------
// 17 Health, 18 Environment, 19 Water, 20 Agriculture, 21 Energy, 22 Post & Telecom, 23 Other
// ---------------------------------------------------------------------------------------------------

function productName(rng: Random): string {
  return `${rng.pick(["Quilli", "Otter", "Bramb", "Sorre", "Tanse", "Yarro"])}${rng.pick(["cor", "zol", "pam", "vex", "tin"])} ${rng.pick([5, 10, 20, 50])} mg ${rng.pick(["tablets", "capsules", "oral solution"])}`;
}

const HEALTH: Record<string, Template> = {
  "1701": (ctx, _s) => {
    const products = [productName(ctx.rng), productName(ctx.rng)];
    return {
      title: "Medicines: marketing authorisations",
      blocks: [
        `The Medicines and Healthcare products Regulatory Agency gives notice, under the Human Medicines Regulations 2012, that the following marketing authorisations have been ${esc(ctx.rng.pick(["granted", "revoked at the request of the holder", "suspended"]))}:`,
        list(products.map((p) => `${esc(p)} (PL ${ctx.rng.int(10000, 49999)}/${ctx.rng.int(1, 999)})`)),
      ],
      data: { products },
      placer: { name: "Medicines and Healthcare products Regulatory Agency", kind: "regulator" },
    };
  },
  "1702": (_ctx, s) => ({
    title: `NHS pharmaceutical services: ${s.town}`,
    blocks: [
      `Notice is hereby given, under the NHS (Pharmaceutical and Local Pharmaceutical Services) Regulations 2013, that an application has been received to open a pharmacy at ${addr(s.site)}.`,
      `Representations about the application may be made in writing within 45 days of the date of this notice.`,
    ],
    placer: { name: "NHS England", kind: "public-body" },
    place: true,
  }),
};

const ENVIRONMENT: Record<string, Template> = {
  "1801": (ctx, s) => ({
    title: `${s.council} Smoke Control Order No. ${ctx.rng.int(1, 30)} ${s.year}`,
    blocks: [
      `Clean Air Act 1993`,
      `Notice is hereby given that ${esc(s.council)} has made the above Order under section 18 of the Clean Air Act 1993, which will come into operation on ${formatDate(addMonths(ctx.publishedOn, 6))}. The Order declares the area around ${esc(s.street)}, ${esc(s.town)}, to be a smoke control area.`,
      `Within the area, smoke may not be emitted from a chimney of any building unless an authorised fuel or exempt appliance is used. Objections may be made in writing to the Council within six weeks of this notice.`,
    ],
    placer: s.councilPlacer,
    place: true,
  }),
  "1802": (ctx, s) => {
    const operator = inventCompanyName(ctx.rng, ctx.jurisdiction).name;
    return {
      title: `Environmental permit application: ${operator}`,
      blocks: [
        `Environmental Permitting (England and Wales) Regulations 2016`,
        `Notice is hereby given that ${esc(operator)} has applied to the Environment Agency for an environmental permit to operate a ${esc(ctx.rng.pick(["waste transfer station", "metal recycling facility", "anaerobic digestion plant", "composting facility"]))} at ${addr(s.site)}.`,
        `Comments on the application may be made to the Environment Agency within 20 working days of the date of this notice.`,
      ],
      placer: { name: "Environment Agency", kind: "regulator" },
      place: true,
    };
  },
  "1803": (_ctx, s) => ({
    title: `Environmental Protection Act 1990: contaminated land at ${s.street}, ${s.town}`,
    blocks: [
      `Notice is hereby given that ${esc(s.council)} has determined, under section 78B of the Environmental Protection Act 1990, that land at ${esc(s.street)}, ${esc(s.town)}, is contaminated land.`,
      `A remediation notice may be served on the appropriate persons. The public register maintained under section 78R of the Act may be inspected at the Council's offices.`,
    ],
    placer: s.councilPlacer,
    place: true,
  }),
  "1804": (ctx, s) => ({
    title: `Coast Protection Act 1949: ${streetStem(ctx.rng)} Bay`,
    blocks: [
      `Notice is hereby given that ${esc(s.council)} proposes to carry out coast protection work near ${esc(s.town)}, comprising the construction of rock armour revetment and the renewal of timber groynes, under section 5 of the Coast Protection Act 1949.`,
      `Any person may object to the proposed work by giving notice in writing to the Council within 28 days of the date of this notice.`,
    ],
    placer: s.councilPlacer,
    place: true,
  }),
  "1805": (ctx, s) => {
    const from = addDays(ctx.publishedOn, ctx.rng.int(7, 30));
    return {
      title: `Countryside and Rights of Way Act 2000: restriction of access, ${streetStem(ctx.rng)} Moor`,
      blocks: [
        `Notice is hereby given that a direction has been made under section 26 of the Countryside and Rights of Way Act 2000 excluding public access to access land near ${esc(s.town)} from ${formatDate(from)} to ${formatDate(addDays(from, ctx.rng.int(30, 120)))}, for the purpose of ${esc(ctx.rng.pick(["nature conservation during the bird breeding season", "fire prevention", "land management"]))}.`,
        `Public rights of way across the land are not affected.`,
      ],
      placer: { name: "Natural England", kind: "public-body" },
      place: true,
    };
  },
  "1806": (ctx, s) => {
    const path = `Footpath No. ${ctx.rng.int(1, 150)}`;
    return {
      title: `The ${s.council} Definitive Map Modification Order (${path}, ${s.town}) ${s.year}`,
      blocks: [
        `Wildlife and Countryside Act 1981`,
        `Notice is hereby given that ${esc(s.council)} has made the above Order under section 53 of the Wildlife and Countryside Act 1981, modifying the definitive map and statement for the area by adding a footpath running from ${esc(s.street)} to ${esc(streetName(ctx.rng))}, ${esc(s.town)}.`,
        `Any representations about or objections to the Order must be sent in writing to the Council by ${formatDate(addDays(ctx.publishedOn, 42))}.`,
      ],
      placer: s.councilPlacer,
      place: true,
    };
  },
  "1807": (ctx, s) => ({
    title: `Harbours Act 1964: ${streetStem(ctx.rng)} Harbour Empowerment Order`,
    blocks: [
      `Notice is hereby given that ${esc(s.council)} has applied to the Marine Management Organisation for a harbour empowerment order under section 16 of the Harbours Act 1964 to construct a new slipway and pontoon near ${esc(s.town)}.`,
      `Objections should be made in writing to the Marine Management Organisation within 42 days.`,
    ],
    placer: s.councilPlacer,
    place: true,
  }),
  "1808": (_ctx, s) => ({
    title: `Flood and Water Management Act 2010: designation of flood risk features, ${s.town}`,
    blocks: [
      `Notice is hereby given that ${esc(s.council)}, as lead local flood authority, has provisionally designated the culvert and embankment at ${esc(s.street)}, ${esc(s.town)}, as features affecting flood risk under Schedule 1 to the Flood and Water Management Act 2010.`,
      `The owner may appeal against the designation within 28 days of the date of the notice.`,
    ],
    placer: s.councilPlacer,
    place: true,
  }),
};

const WATER: Record<string, Template> = {
  "1901": (ctx, s) => {
    const applicant = inventCompanyName(ctx.rng, ctx.jurisdiction).name;
    const volume = ctx.rng.int(5, 400) * 1000;
    return {
      title: `Water Resources Act 1991: abstraction licence application, ${applicant}`,
      blocks: [
        `Notice is hereby given that ${esc(applicant)} has applied to the Environment Agency for a licence under section 37 of the Water Resources Act 1991 to abstract up to ${formatNumber(volume)} cubic metres of water a year from ${esc(streetStem(ctx.rng))} Brook near ${esc(s.town)}, for the purpose of spray irrigation.`,
        `Any person may make representations about the application in writing to the Environment Agency within 28 days of the date of this notice.`,
      ],
      data: { applicant, volume },
      placer: { name: "Environment Agency", kind: "regulator" },
      place: true,
    };
  },
  "1902": (ctx, s) => {
    const company = `${streetStem(ctx.rng)} Water Limited`;
    return {
      title: `Water Industry Act 1991: ${company} drought permit application`,
      blocks: [
        `Notice is hereby given that ${esc(company)} has applied to the Environment Agency for a drought permit under section 79A of the Water Resources Act 1991 to reduce the compensation flow from its reservoir near ${esc(s.town)}.`,
        `Objections may be made in writing to the Environment Agency within seven days of the date of this notice.`,
      ],
      placer: { name: company, kind: "company" },
      place: true,
    };
  },
  "1903": (ctx, s) => {
    const board = `${streetStem(ctx.rng)} Internal Drainage Board`;
    return {
      title: `Land Drainage Act 1991: ${board} drainage rates`,
      blocks: [
        `Notice is hereby given that the ${esc(board)} has, under section 37 of the Land Drainage Act 1991, made a drainage rate of ${ctx.rng.int(2, 30)}.${ctx.rng.int(10, 99)}p in the pound for the year ending 31 March ${s.year + 1}, in respect of chargeable property in its district near ${esc(s.town)}.`,
      ],
      placer: { name: board, kind: "public-body" },
      place: true,
    };
  },
  "1904": (ctx, s) => {
    const spring = `${streetStem(ctx.rng)} Spring`;
    return {
      title: `Natural Mineral Water: ${spring}`,
      blocks: [
        `Notice is hereby given, under the Natural Mineral Water, Spring Water and Bottled Drinking Water Regulations, that water extracted from ${esc(spring)}, near ${esc(s.town)}, has been recognised as a natural mineral water by ${esc(s.council)}.`,
      ],
      placer: s.councilPlacer,
      place: true,
    };
  },
};

const AGRICULTURE: Record<string, Template> = {
  "2001": (ctx, s) => ({
    title: `Sea Fisheries (Shellfish) Act 1967: ${streetStem(ctx.rng)} Bay Mussel Fishery Order`,
    blocks: [
      `Notice is hereby given that an application has been made to the Secretary of State for Environment, Food and Rural Affairs for an order under section 1 of the Sea Fisheries (Shellfish) Act 1967 conferring a right of several fishery for mussels and oysters over an area of the foreshore near ${esc(s.town)}.`,
      `Objections should be sent in writing to the Marine Management Organisation within 28 days of the date of this notice.`,
    ],
    placer: { name: "Marine Management Organisation", kind: "public-body" },
    place: true,
  }),
  "2002": (ctx, _s) => {
    const product = productName(ctx.rng).replace(
      / (tablets|capsules|oral solution)$/,
      " injection for cattle",
    );
    return {
      title: `Veterinary medicines: ${product}`,
      blocks: [
        `The Veterinary Medicines Directorate gives notice that a marketing authorisation has been granted under the Veterinary Medicines Regulations 2013 for ${esc(product)} (Vm ${ctx.rng.int(10000, 59999)}/${ctx.rng.int(1000, 9999)}).`,
      ],
      placer: { name: "Veterinary Medicines Directorate", kind: "government-department" },
    };
  },
  "2003": (ctx, _s) => {
    const wheat = ctx.rng.int(1500, 2600) / 10;
    const barley = ctx.rng.int(1300, 2200) / 10;
    const oats = ctx.rng.int(1200, 2000) / 10;
    const week = addDays(ctx.publishedOn, -ctx.rng.int(3, 8));
    return {
      title: `Corn returns: week ended ${formatDate(week)}`,
      blocks: [
        `Average prices of British corn per tonne, computed from the returns made in the week ended ${formatDate(week)} under the Corn Returns Act 1882:`,
        list([
          `Wheat: ${formatPounds(wheat)}`,
          `Barley: ${formatPounds(barley)}`,
          `Oats: ${formatPounds(oats)}`,
        ]),
      ],
      data: { weekEnded: week, wheat, barley, oats },
      placer: { name: "Rural Payments Agency", kind: "government-department" },
    };
  },
  "2004": (ctx, s) => ({
    title: `Animal health: disease control zone near ${s.town}`,
    blocks: [
      `Notice is hereby given that a Protection Zone of 3 kilometres and a Surveillance Zone of 10 kilometres have been declared around premises near ${esc(s.town)} under the ${esc(ctx.rng.pick(["Avian Influenza and Influenza of Avian Origin in Mammals (England) (No. 2) Order 2006", "Bluetongue Regulations 2008"]))}.`,
      `Movements of animals, products and equipment within and out of the zones are restricted until further notice. Keepers should consult the Animal and Plant Health Agency.`,
    ],
    placer: { name: "Animal and Plant Health Agency", kind: "government-department" },
    place: true,
  }),
  "2005": (ctx, s) => ({
    title: `Plant health: demarcated area near ${s.town}`,
    blocks: [
      `Notice is hereby given that, under the Plant Health (England) Order 2015, a demarcated area has been established around a site near ${esc(s.town)} following the finding of ${esc(ctx.rng.pick(["oak processionary moth", "Phytophthora ramorum", "eight-toothed spruce bark beetle"]))}.`,
      `Movement of susceptible material out of the area is prohibited except under licence from the Forestry Commission.`,
    ],
    placer: { name: "Forestry Commission", kind: "government-department" },
    place: true,
  }),
  "2006": (ctx, _s) => ({
    title: "Public storage: invitation to tender",
    blocks: [
      `The Rural Payments Agency, as successor to the Intervention Board for Agricultural Produce, gives notice of an invitation to tender for the sale of ${formatNumber(ctx.rng.int(100, 5000))} tonnes of skimmed milk powder held in public storage.`,
      `Tenders must be received by 12 noon on ${formatDate(addWeekdays(ctx.publishedOn, ctx.rng.int(5, 15)))}.`,
    ],
    placer: { name: "Rural Payments Agency", kind: "government-department" },
  }),
};

const ENERGY: Record<string, Template> = {
  "2101": (ctx, _s) => {
    const company = inventCompanyName(ctx.rng, ctx.jurisdiction).name.replace(
      / (Limited|Ltd)$/,
      " Energy Supply Limited",
    );
    return {
      title: `Gas Act 1986: ${company}`,
      blocks: [
        `Notice is hereby given that ${esc(company)} has applied to the Gas and Electricity Markets Authority for a gas supply licence under section 7A(1) of the Gas Act 1986.`,
        `Representations may be made to the Authority within 28 days.`,
      ],
      placer: { name: "Gas and Electricity Markets Authority", kind: "regulator" },
    };
  },
  "2102": (_ctx, s) => ({
    title: `Coal Industry Act 1994: mine water heat licence near ${s.town}`,
    blocks: [
      `Notice is hereby given that the Coal Authority has received an application for a licence to access mine water within abandoned coal workings beneath land near ${esc(s.town)}, for the purpose of a district heating scheme.`,
      `Objections should be made in writing to the Coal Authority within 28 days of the date of this notice.`,
    ],
    placer: { name: "The Coal Authority", kind: "public-body" },
    place: true,
  }),
  "2103": (ctx, s) => {
    const project = `${streetStem(ctx.rng)} ${ctx.rng.pick(["Wind Farm", "Solar Farm", "Battery Storage"])}`;
    const mw = ctx.rng.int(10, 250);
    return {
      title: `Electricity Act 1989: ${project}`,
      blocks: [
        `Notice is hereby given that ${esc(project)} Limited has applied to the ${ctx.jurisdiction === "scotland" ? "Scottish Ministers" : "Secretary of State"} for consent under section 36 of the Electricity Act 1989 to construct and operate a ${mw} megawatt generating station near ${esc(s.town)}, and for a direction under section 90 of the Town and Country Planning Act 1990 that planning permission be deemed to be granted.`,
        `Copies of the application and environmental statement may be inspected at ${esc(s.town)} Library. Representations must be made in writing by ${formatDate(addDays(ctx.publishedOn, 30))}.`,
      ],
      data: { project, megawatts: mw },
      placer: { name: `${project} Limited`, kind: "company" },
      place: true,
    };
  },
};

const TELECOM: Record<string, Template> = {
  "2201": (ctx, s) => ({
    title: `Postal services: ${s.town}`,
    blocks: [
      `Notice is hereby given that the post office at ${esc(s.street)}, ${esc(s.town)}, will relocate to new premises at ${esc(streetName(ctx.rng))} on ${formatDate(addDays(ctx.publishedOn, ctx.rng.int(20, 60)))}.`,
      `Customers may comment on the proposal within six weeks of the date of this notice.`,
    ],
    placer: { name: "Post Office Limited", kind: "company" },
    place: true,
  }),
  "2202": (ctx, _s) => ({
    title: "Communications Act 2003: consultation on general conditions",
    blocks: [
      `Ofcom gives notice under section 48A of the Communications Act 2003 of its proposal to modify the general conditions of entitlement concerning ${esc(ctx.rng.pick(["number portability", "emergency call access", "contract termination"]))}.`,
      `Representations may be made to Ofcom by ${formatDate(addDays(ctx.publishedOn, 30))}.`,
    ],
    placer: { name: "Ofcom", kind: "regulator" },
  }),
  "2203": (ctx, s) => {
    const operator = `${streetStem(ctx.rng)} Networks Limited`;
    return {
      title: `Electronic Communications Code: ${operator}, ${s.town}`,
      blocks: [
        `Notice is hereby given that ${esc(operator)}, a Code operator, intends to install electronic communications apparatus, comprising a ${ctx.rng.int(15, 25)} metre monopole with antennas and associated cabinets, at ${addr(s.site)}, in accordance with the Electronic Communications (Code) (Conditions and Restrictions) Regulations 2003.`,
        `Any person wishing to make representations should write to ${esc(operator)} within 28 days.`,
      ],
      placer: { name: operator, kind: "company" },
      place: true,
    };
  },
};

const OTHER: Record<string, Template> = {
  "2301": (ctx, s) => {
    const charity = `${streetStem(ctx.rng)} ${ctx.rng.pick(["Almshouse Charity", "Village Hall Trust", "Educational Foundation", "Relief in Need Charity"])}`;
    return {
      title: `Charity Commission: ${charity}`,
      blocks: [
        `Notice is hereby given that the Charity Commission for England and Wales proposes to make a scheme under section 69 of the Charities Act 2011 for the ${esc(charity)}, ${esc(s.town)} (registered charity number ${ctx.rng.int(200000, 299999)}), to amend its objects and appoint new trustees.`,
        `A copy of the draft scheme may be obtained from the Commission. Comments or representations must be made within one month of the date of this notice.`,
      ],
      placer: { name: "Charity Commission for England and Wales", kind: "regulator" },
      place: true,
    };
  },
};

// ---------------------------------------------------------------------------------------------------
// 1105 Honours and Awards (schema), 2901 Changes of Name (schema), 3301 Points of Light
// ---------------------------------------------------------------------------------------------------

const AWARDS = [
  { order: "Order of the British Empire", grade: "Member", postNominal: "MBE" },
  { order: "Order of the British Empire", grade: "Officer", postNominal: "OBE" },
  { order: "British Empire Medal", postNominal: "BEM" },
  { order: "King's Police Medal", postNominal: "KPM" },
  { order: "King's Fire Service Medal", postNominal: "KFSM" },
  { order: "Royal Victorian Order", grade: "Member", postNominal: "MVO" },
] as const;

const CITATIONS = [
  "For services to the community",
  "For services to education",
  "For services to young people",
  "For voluntary service to heritage",
  "For services to public health",
  "For services to music",
  "For services to charity",
  "For services to policing",
];

export const honoursAndAwards: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const s = scene(ctx);
  // The New Year list appears at the turn of the year, the Birthday list in June; other lists at any time.
  const month = Number(ctx.publishedOn.slice(5, 7));
  const list_ =
    month === 1 || (month === 12 && rng.chance(0.5))
      ? `New Year Honours ${month === 12 ? s.year + 1 : s.year}`
      : month === 6 && rng.chance(0.7)
        ? `Birthday Honours ${s.year}`
        : rng.pick([
            "Operational Honours and Awards",
            "Royal Victorian Order",
            "Special Honours",
            "Civilian Gallantry List",
          ]);
  const announcedOn = addDays(ctx.publishedOn, -rng.int(0, 7));
  const people: Person[] = [];
  const awards = rng.sample(AWARDS, rng.int(1, 3)).map((a) => {
    const recipients = Array.from({ length: rng.int(1, 4) }, () => {
      const p = makePerson(rng, ctx.jurisdiction, { withTitle: false });
      people.push(p);
      const where = ctx.world.pool.pick(rng, ctx.jurisdiction)?.town;
      return {
        name: p.fullName,
        citation: `${rng.pick(CITATIONS)}${where ? ` in ${tidyTown(where)}` : ""}`,
        ...(where ? { location: tidyTown(where) } : {}),
      };
    });
    return {
      ...a,
      division:
        a.postNominal === "KPM" || a.postNominal === "KFSM"
          ? "civil"
          : rng.chance(0.85)
            ? "civil"
            : "military",
      recipients,
    };
  });
  const blocks = [
    `Central Chancery of the Orders of Knighthood, St James's Palace, London SW1.`,
    `The KING has been graciously pleased, on the occasion of the ${esc(list_)}, to give orders for the following ${awards.length > 1 ? "awards" : "award"}:`,
    ...awards.flatMap((a) => [
      `<strong>${esc("grade" in a && a.grade ? `${a.grade} of the ${a.order}` : a.order)} (${esc(a.postNominal)})</strong>`,
      list(a.recipients.map((r) => `${esc(r.name)}. ${esc(r.citation)}.`)),
    ]),
  ];
  const data = {
    awardingBody: "Central Chancery of the Orders of Knighthood",
    honoursList: list_,
    announcedOn,
    awards: awards.map((a) => ({
      order: a.order,
      ...("grade" in a && a.grade ? { grade: a.grade } : {}),
      postNominal: a.postNominal,
      division: a.division,
      recipients: a.recipients,
    })),
  };
  return {
    title: `Honours and Awards: ${list_}`,
    blocks,
    data,
    company: null,
    locations: [],
    people: people.map((p) => personRef("recipient", p)),
    placer: { name: "Cabinet Office", kind: "government-department" },
  };
};

export const changeOfName: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const old = makePerson(rng, ctx.jurisdiction, { withTitle: false });
  const changeSurname = rng.chance(0.7);
  const newPerson = changeSurname
    ? { ...old, surname: inventSurname(rng, ctx.jurisdiction) }
    : {
        ...old,
        forenames: makePerson(rng, ctx.jurisdiction, {
          sex: rng.chance(0.2) ? (old.sex === "m" ? "f" : "m") : old.sex,
        }).forenames,
      };
  const newName = `${newPerson.forenames} ${newPerson.surname}`;
  if (newName.toLowerCase() === old.fullName.toLowerCase())
    newPerson.surname = `${newPerson.surname}-${inventSurname(rng, ctx.jurisdiction)}`;
  const finalNew = `${newPerson.forenames} ${newPerson.surname}`;
  const a = buildAddress(rng, ctx.world.pool.pick(rng, ctx.jurisdiction), { flat: rng.chance(0.3) });
  const dated = addDays(ctx.publishedOn, -rng.int(10, 60));
  const enrolled =
    ctx.jurisdiction === "england-and-wales" && rng.chance(0.5) ? addDays(dated, rng.int(3, 9)) : undefined;
  const viaSolicitor = rng.chance(0.6);
  const sols = ctx.world.pickSolicitors(rng, ctx.jurisdiction);
  const blocks = [
    deedPollSentence({
      dated: formatDate(dated),
      enrolled: enrolled ? formatDate(enrolled) : undefined,
      newName: esc(finalNew),
      address: addr(a),
      citizen: citizenText("British"),
      oldName: esc(old.fullName),
    }),
    viaSolicitor
      ? `${esc(sols.name)}, ${addr(sols.address)}, Solicitors for ${esc(finalNew)}`
      : `${esc(finalNew)}`,
  ];
  const newRef = { ...newPerson, fullName: finalNew, nameKey: finalNew.toLowerCase() };
  return {
    title: `${gazetteName(newRef)} (formerly ${gazetteName(old)})`,
    blocks,
    data: {
      oldName: old.fullName,
      newName: finalNew,
      address: addressData(a),
      dateOfDeedPoll: dated,
      ...(enrolled ? { enrolledOn: enrolled } : {}),
      nationality: "British",
    },
    company: null,
    locations: [locationOf("person-address", a)],
    people: [personRef("person", newRef), personRef("former-name", old)],
    placer: viaSolicitor
      ? placerOfFirm(sols)
      : { name: "Private individuals (deed poll)", kind: "individual" },
  };
};

export const pointOfLight: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const s = scene(ctx);
  const p = makePerson(rng, ctx.jurisdiction, { withTitle: false });
  const n = rng.int(1500, 2600);
  const service = rng.pick([
    "founding a community choir for people living with dementia",
    "running a free cycle repair workshop for young people",
    "setting up a community fridge to reduce food waste",
    "organising litter picks along the local canal",
    "teaching coding to children in local libraries",
  ]);
  return build(ctx, s, {
    title: `Point of Light: ${p.fullName}`,
    blocks: [
      `The Prime Minister has recognised ${esc(p.fullName)}, of ${esc(s.town)}, as Point of Light number ${formatNumber(n)}, for ${esc(service)}.`,
      `The Points of Light award recognises outstanding individual volunteers who are making a change in their community.`,
    ],
    data: { name: p.fullName, town: s.town, number: n, service },
    placer: { name: "Prime Minister's Office", kind: "government-department" },
    place: true,
    people: [p],
  });
};

function fromTemplates(templates: Record<string, Template>): Record<string, NoticeGenerator> {
  return Object.fromEntries(Object.entries(templates).map(([code, t]) => [code, generic(t)]));
}

export const OTHER_NOTICE_GENERATORS: Record<string, NoticeGenerator> = {
  ...fromTemplates(STATE),
  ...fromTemplates(PARLIAMENT),
  ...fromTemplates(ECCLESIASTICAL),
  ...fromTemplates(PUBLIC_FINANCE),
  ...fromTemplates(TRANSPORT),
  ...fromTemplates(PLANNING),
  ...fromTemplates(HEALTH),
  ...fromTemplates(ENVIRONMENT),
  ...fromTemplates(WATER),
  ...fromTemplates(AGRICULTURE),
  ...fromTemplates(ENERGY),
  ...fromTemplates(TELECOM),
  ...fromTemplates(OTHER),
  "1105": honoursAndAwards,
  "1601": townAndCountryPlanning,
  "2901": changeOfName,
  "3301": pointOfLight,
};
