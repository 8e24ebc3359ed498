/**
 * Corporate insolvency (category 24), part 2: voluntary liquidations. Members' voluntary liquidation
 * (section 2400/6: 2431–2436) and creditors' voluntary liquidation (section 2400/7: 2441–2449), plus the
 * notices about companies of the overseas territories and Crown dependencies.
 */
import {
  annualMeetingNotice,
  annualMeetingProxies,
  appointmentNoticeText,
  CVL_FINAL_ACCOUNT_RIGHTS,
  convenerQualified,
  DECISION_PROCEDURE_TEXT,
  decisionNotice,
  finalAccountNotice,
  JOINT_ACTS,
  overseasClaims,
  overseasHeading,
  overseasMeetingNotice,
  PROVE_WHEN_REQUIRED,
  proveDebtsNotice,
  RESOLUTIONS_PASSED,
  TERRITORIES,
  voteByProof,
  WOUND_UP_VOLUNTARILY,
  WRITTEN_RESOLUTION_LAW,
} from "../../features/placement/forms/cvl-notice.ts";
import type { GeneratedLocation } from "../seed-types.ts";
import { type Address, addressData } from "./addresses.ts";
import type { CompanyProfile } from "./companies.ts";
import { inventCompanyName } from "./companies.ts";
import {
  before,
  corporateCase,
  ensureDirector,
  ensureOfficeHolders,
  law,
  pursuant,
  rulesName,
  subjectDraft,
} from "./corporate-insolvency.ts";
import { addDays, addWeekdays, esc, formatDate, formatTime, previousWeekday } from "./format.ts";
import {
  addr,
  type CorporateCase,
  type Ctx,
  companyData,
  companyHeading,
  companyParticulars,
  contactBlock,
  field,
  liquidatorData,
  type NoticeDraft,
  type NoticeGenerator,
  officeHoldersText,
  officeHolderTitle,
  personRef,
  placerOfFirm,
  possessive,
  practitionerData,
  signature,
  strong,
} from "./kit.ts";
import type { Practitioner } from "./people.ts";

const MEETING_TIMES = ["10:00", "10:30", "11:00", "11:30", "12:00", "14:00", "14:30", "15:00"];

function liquidators(holders: readonly Practitioner[], appointedOn: string) {
  return holders.map((p) => liquidatorData(p, appointedOn));
}

function venueOf(
  ctx: Ctx,
  holders: readonly Practitioner[],
): { text: string; data?: string; procedure: "physical-meeting" | "virtual-meeting" } {
  if (ctx.rng.chance(0.55)) return { text: "by video conference", procedure: "virtual-meeting" };
  const a = holders[0]!.firm.address;
  return {
    text: `at the offices of ${esc(holders[0]!.firm.name)}, ${addr(a)}`,
    data: `${holders[0]!.firm.name}, ${a.lines.join(", ")}`,
    procedure: "physical-meeting",
  };
}

// ---------------------------------------------------------------------------------------------------
// 2441 Resolutions for winding-up (creditors' voluntary) and 2431 (members' voluntary)
// ---------------------------------------------------------------------------------------------------

function resolutionNotice(ctx: Ctx, c: CorporateCase, members: boolean): NoticeDraft {
  const { rng } = ctx;
  const passedOn = before(ctx, c.resolutionDate, rng.int(2, 12));
  c.resolutionDate = passedOn;
  c.appointedOn = passedOn;
  const holders = ensureOfficeHolders(ctx, c, passedOn);
  const director = ensureDirector(ctx, c);
  const written = rng.chance(0.4);
  const time = rng.pick(MEETING_TIMES);
  const venue = venueOf(ctx, holders);
  const title = officeHolderTitle(holders, "Liquidator");
  const blocks = [
    companyHeading(c.company),
    ...companyParticulars(c.company),
    written
      ? `By written resolution of the members of the above-named Company passed on ${formatDate(passedOn)} ${WRITTEN_RESOLUTION_LAW}, ${RESOLUTIONS_PASSED}`
      : `At a General Meeting of the members of the above-named Company, duly convened and held ${venue.text} on ${formatDate(passedOn)} at ${formatTime(time)}, ${RESOLUTIONS_PASSED}`,
    `<ol><li>${WOUND_UP_VOLUNTARILY}</li><li>That ${officeHoldersText(holders)} be and ${holders.length > 1 ? "are" : "is"} hereby appointed ${title} for the purposes of such winding up${holders.length > 1 ? JOINT_ACTS : ""}.</li></ol>`,
  ];
  if (members) {
    blocks.push(
      `The directors made a statutory declaration of solvency under ${law(ctx, "89")} before the resolutions were passed. The Company is able to pay all its known liabilities in full.`,
    );
  }
  blocks.push(contactBlock(ctx, holders), `${esc(director.fullName)}, ${members ? "Chair" : "Director"}`);
  const data = {
    company: companyData(c.company),
    resolution: {
      type: "special",
      passedOn,
      method: written ? "written-resolution" : "general-meeting",
      ...(written || !venue.data ? {} : { venue: venue.data }),
    },
    liquidators: liquidators(holders, c.appointedOn ?? passedOn),
  };
  return subjectDraft(ctx, c, blocks, data, placerOfFirm(holders[0]!.firm), {
    people: [personRef("director", director)],
  });
}

export const cvlResolution: NoticeGenerator = (ctx, bag) =>
  resolutionNotice(ctx, corporateCase(ctx, bag), false);
export const mvlResolution: NoticeGenerator = (ctx, bag) =>
  resolutionNotice(ctx, corporateCase(ctx, bag), true);

// ---------------------------------------------------------------------------------------------------
// 2442 Meetings of creditors (decision procedure to nominate a liquidator)
// ---------------------------------------------------------------------------------------------------

export const cvlMeetingOfCreditors: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const c = corporateCase(ctx, bag);
  const convener = ctx.world.pickOfficeHolders(rng, ctx.jurisdiction, false)[0]!;
  const decisionDate = addWeekdays(ctx.publishedOn, rng.int(3, 10));
  c.resolutionDate = decisionDate;
  c.officeHolders = [convener];
  c.appointedOn = decisionDate;
  const director = ensureDirector(ctx, c);
  const procedure = rng.weighted([
    ["virtual-meeting", 5],
    ["deemed-consent", 4],
    ["electronic-voting", 1],
  ] as const);
  const time = rng.pick(MEETING_TIMES);
  const proofsBy = previousWeekday(decisionDate);
  const how =
    procedure === "virtual-meeting"
      ? DECISION_PROCEDURE_TEXT[procedure](formatDate(decisionDate), formatTime(time))
      : DECISION_PROCEDURE_TEXT[procedure](formatDate(decisionDate));
  const blocks = [
    companyHeading(c.company),
    ...companyParticulars(c.company),
    decisionNotice(pursuant(ctx, "100"), how),
    voteByProof(formatDate(proofsBy), esc(convener.firm.name), addr(convener.firm.address), rulesName(ctx)),
    convenerQualified(esc(convener.person.fullName), convener.ipNumber, esc(convener.firm.name)),
    contactBlock(ctx, [convener]),
    `${esc(director.fullName)}, Director`,
  ];
  const data = {
    company: companyData(c.company),
    convener: practitionerData(convener),
    meeting: {
      procedure,
      date: decisionDate,
      ...(procedure === "virtual-meeting" ? { time } : {}),
      purpose: "Nomination of a liquidator",
    },
    proofs: { address: addressData(convener.firm.address), lastDate: proofsBy },
  };
  return subjectDraft(ctx, c, blocks, data, placerOfFirm(convener.firm), {
    people: [personRef("director", director)],
  });
};

// ---------------------------------------------------------------------------------------------------
// 2443 / 2432 Appointment of liquidators
// ---------------------------------------------------------------------------------------------------

function appointmentNotice(ctx: Ctx, c: CorporateCase, members: boolean): NoticeDraft {
  const { rng } = ctx;
  const appointedOn = before(ctx, c.appointedOn ?? c.resolutionDate, rng.int(2, 14));
  const holders = ensureOfficeHolders(ctx, c, appointedOn);
  c.appointedOn = appointedOn;
  const by = members ? "members" : rng.chance(0.85) ? "creditors" : "members";
  const title = officeHolderTitle(holders, "Liquidator");
  const blocks = [
    companyHeading(c.company),
    ...companyParticulars(c.company),
    field(
      "Type of liquidation",
      members ? "Members' voluntary liquidation" : "Creditors' voluntary liquidation",
    ),
    appointmentNoticeText(officeHoldersText(holders), holders.length > 1, title, formatDate(appointedOn), by),
    contactBlock(ctx, holders),
    signature(holders, "Liquidator", before(ctx, undefined, 1)),
  ];
  const data = {
    company: companyData(c.company),
    liquidators: liquidators(holders, appointedOn),
    appointedBy: by,
  };
  return subjectDraft(ctx, c, blocks, data, placerOfFirm(holders[0]!.firm));
}

export const cvlAppointment: NoticeGenerator = (ctx, bag) =>
  appointmentNotice(ctx, corporateCase(ctx, bag), false);
export const mvlAppointment: NoticeGenerator = (ctx, bag) =>
  appointmentNotice(ctx, corporateCase(ctx, bag), true);

// ---------------------------------------------------------------------------------------------------
// 2444 / 2434 Annual liquidation meetings
// ---------------------------------------------------------------------------------------------------

function annualMeeting(ctx: Ctx, c: CorporateCase, members: boolean): NoticeDraft {
  const { rng } = ctx;
  const holders = ensureOfficeHolders(ctx, c, before(ctx, undefined, rng.int(380, 700)));
  const date = addWeekdays(ctx.publishedOn, rng.int(10, 20));
  const time = rng.pick(MEETING_TIMES);
  const venue = venueOf(ctx, holders);
  const who = members ? "members" : "creditors";
  const blocks = [
    companyHeading(c.company),
    annualMeetingNotice(
      who,
      venue.text,
      formatDate(date),
      formatTime(time),
      officeHolderTitle(holders, "Liquidator"),
    ),
    annualMeetingProxies(
      who,
      officeHolderTitle(holders, "Liquidator"),
      addr(holders[0]!.firm.address),
      formatDate(previousWeekday(date)),
    ),
    contactBlock(ctx, holders),
  ];
  const data = {
    company: companyData(c.company),
    liquidators: liquidators(holders, c.appointedOn!),
    meeting: {
      procedure: venue.procedure,
      date,
      time,
      ...(venue.data ? { venue: venue.data } : {}),
      purpose: "Annual account of the winding up",
    },
  };
  return subjectDraft(ctx, c, blocks, data, placerOfFirm(holders[0]!.firm));
}

export const cvlAnnualMeeting: NoticeGenerator = (ctx, bag) =>
  annualMeeting(ctx, corporateCase(ctx, bag), false);
export const mvlAnnualMeeting: NoticeGenerator = (ctx, bag) =>
  annualMeeting(ctx, corporateCase(ctx, bag), true);

// ---------------------------------------------------------------------------------------------------
// 2445 / 2435 Final meetings (final account)
// ---------------------------------------------------------------------------------------------------

function finalNotice(ctx: Ctx, c: CorporateCase, members: boolean): NoticeDraft {
  const { rng } = ctx;
  const holders = ensureOfficeHolders(ctx, c, before(ctx, undefined, rng.int(200, 700)));
  const title = officeHolderTitle(holders, "Liquidator");
  const data: Record<string, unknown> = {
    company: companyData(c.company),
    liquidators: liquidators(holders, c.appointedOn!),
  };
  const blocks = [companyHeading(c.company), ...companyParticulars(c.company, false)];
  if (ctx.jurisdiction === "england-and-wales" || rng.chance(0.3)) {
    const deliveredOn = before(ctx, undefined, rng.int(1, 10));
    data.finalAccountDeliveredOn = deliveredOn;
    blocks.push(
      finalAccountNotice(pursuant(ctx, members ? "94" : "106"), title, members, formatDate(deliveredOn)),
      members
        ? `The ${title} will vacate office on delivering the final account to the Registrar of Companies, and will be released at the same time.`
        : CVL_FINAL_ACCOUNT_RIGHTS(title),
    );
  } else {
    const date = addWeekdays(ctx.publishedOn, rng.int(10, 25));
    const time = rng.pick(MEETING_TIMES);
    const venue = venueOf(ctx, holders);
    data.meeting = {
      procedure: venue.procedure,
      date,
      time,
      ...(venue.data ? { venue: venue.data } : {}),
      purpose: "Final meeting",
    };
    blocks.push(
      `Notice is hereby given, ${pursuant(ctx, members ? "94" : "106")}, that final meetings of the members${members ? "" : " and creditors"} of the above-named Company will be held ${venue.text} on ${formatDate(date)} at ${formatTime(time)} for the purpose of having an account laid before them showing how the winding up has been conducted and the property of the Company disposed of, and of hearing any explanation that may be given by the ${title}.`,
      `A member${members ? "" : " or creditor"} entitled to attend and vote is entitled to appoint a proxy to attend and vote instead. Proxies must be lodged at ${addr(holders[0]!.firm.address)} by 12 noon on ${formatDate(previousWeekday(date))}.`,
    );
  }
  blocks.push(contactBlock(ctx, holders), signature(holders, "Liquidator", before(ctx, undefined, 1)));
  return subjectDraft(ctx, c, blocks, data, placerOfFirm(holders[0]!.firm));
}

export const cvlFinalMeeting: NoticeGenerator = (ctx, bag) =>
  finalNotice(ctx, corporateCase(ctx, bag), false);
export const mvlFinalMeeting: NoticeGenerator = (ctx, bag) => finalNotice(ctx, corporateCase(ctx, bag), true);

// ---------------------------------------------------------------------------------------------------
// 2446 / 2433 Notices to creditors
// ---------------------------------------------------------------------------------------------------

function noticeToCreditors(ctx: Ctx, c: CorporateCase, members: boolean): NoticeDraft {
  const { rng } = ctx;
  const holders = ensureOfficeHolders(ctx, c, before(ctx, c.resolutionDate, rng.int(2, 20)));
  const lastDate = addDays(ctx.publishedOn, rng.int(28, 60));
  c.proofsDate = lastDate;
  const title = officeHolderTitle(holders, "Liquidator");
  const blocks = [
    companyHeading(c.company),
    ...companyParticulars(c.company, false),
    proveDebtsNotice(formatDate(lastDate), rulesName(ctx), title, officeHoldersText(holders)),
    PROVE_WHEN_REQUIRED(title),
  ];
  if (members) {
    blocks.push(
      `This notice is purely formal. The Company is able to pay all its known liabilities in full, and all known creditors have been or will be paid in full.`,
    );
  } else {
    blocks.push(
      `The ${title} ${holders.length > 1 ? "were" : "was"} appointed on ${formatDate(c.appointedOn!)}.`,
    );
  }
  blocks.push(contactBlock(ctx, holders), signature(holders, "Liquidator", before(ctx, undefined, 1)));
  const data = {
    company: companyData(c.company),
    liquidators: liquidators(holders, c.appointedOn!),
    proofs: { address: addressData(holders[0]!.firm.address), lastDate },
  };
  return subjectDraft(ctx, c, blocks, data, placerOfFirm(holders[0]!.firm));
}

export const cvlNoticeToCreditors: NoticeGenerator = (ctx, bag) =>
  noticeToCreditors(ctx, corporateCase(ctx, bag), false);
export const mvlNoticeToCreditors: NoticeGenerator = (ctx, bag) =>
  noticeToCreditors(ctx, corporateCase(ctx, bag), true);

// ---------------------------------------------------------------------------------------------------
// Overseas territories and Crown dependencies (2405, 2414, 2436, 2447, 2448, 2449, 2465)
// ---------------------------------------------------------------------------------------------------

export interface OverseasCompany {
  company: CompanyProfile;
  territory: (typeof TERRITORIES)[number];
}

export function overseasCompany(ctx: Ctx): OverseasCompany {
  const { rng } = ctx;
  const territory = rng.pick(TERRITORIES);
  const { name, natureOfBusiness } = inventCompanyName(rng, "england-and-wales");
  const office: Address = {
    lines: [
      `${rng.pick(["Example", "Specimen", "Sample"])} Chambers`,
      `PO Box ${rng.int(100, 9999)}`,
      territory.town,
    ],
    postcode: null,
    country: territory.name,
    sample: null,
  };
  return {
    territory,
    company: {
      name: name.replace(/ (Limited|Ltd)$/, rng.chance(0.5) ? " Ltd" : " Limited"),
      number: String(rng.int(100000, 2999999)),
      jurisdiction: "england-and-wales",
      registeredOffice: office,
      principalTradingAddress: null,
      natureOfBusiness: rng.chance(0.5) ? "Investment holding" : natureOfBusiness,
      tradingNames: [],
      previousNames: [],
      incorporatedOn: addDays(ctx.publishedOn, -rng.int(800, 6000)),
    },
  };
}

export function overseasDraft(
  ctx: Ctx,
  o: OverseasCompany,
  blocks: string[],
  data: Record<string, unknown>,
  holders: Practitioner[],
): NoticeDraft {
  const locations: GeneratedLocation[] = [];
  return {
    title: o.company.name.toUpperCase(),
    blocks: [
      overseasHeading(
        strong(o.company.name.toUpperCase()),
        esc(o.company.number),
        addr(o.company.registeredOffice),
        esc(o.territory.law),
      ),
      ...blocks,
      contactBlock(ctx, holders),
    ],
    data: { ...data, territory: o.territory.name },
    company: null,
    locations,
    people: holders.map((p) => personRef("office-holder", p.person)),
    placer: placerOfFirm(holders[0]!.firm),
  };
}

function overseasLiquidationNotice(
  ctx: Ctx,
  kind: "meeting" | "appointment" | "final" | "members-final" | "court-creditors",
): NoticeDraft {
  const { rng } = ctx;
  const o = overseasCompany(ctx);
  const holders = ctx.world.pickOfficeHolders(rng, "england-and-wales");
  const appointedOn = before(ctx, undefined, rng.int(10, 200));
  const title = officeHolderTitle(holders, "Liquidator");
  const date = addWeekdays(ctx.publishedOn, rng.int(10, 25));
  const time = rng.pick(MEETING_TIMES);
  const base = { company: companyData(o.company), liquidators: liquidators(holders, appointedOn) };
  switch (kind) {
    case "meeting":
      return overseasDraft(
        ctx,
        o,
        [
          overseasMeetingNotice(esc(o.territory.name), formatDate(date), formatTime(time), title),
          overseasClaims(title, officeHoldersText(holders), formatDate(previousWeekday(date))),
        ],
        { ...base, meeting: { procedure: "virtual-meeting", date, time, purpose: "Meeting of creditors" } },
        holders,
      );
    case "appointment":
      return overseasDraft(
        ctx,
        o,
        [
          `Notice is hereby given that ${officeHoldersText(holders)} ${holders.length > 1 ? "were" : "was"} appointed ${title} of the above-named Company on ${formatDate(appointedOn)} by resolution of its creditors, the Company being in creditors' voluntary liquidation under the laws of the ${esc(o.territory.name)}.`,
        ],
        base,
        holders,
      );
    case "final":
    case "members-final":
      return overseasDraft(
        ctx,
        o,
        [
          `Notice is hereby given that the final ${kind === "members-final" ? "general meeting of the members" : "meeting of the members and creditors"} of the above-named Company will be held on ${formatDate(date)} at ${formatTime(time)} at ${addr(holders[0]!.firm.address)}, for the purpose of receiving the ${possessive(title)} account of the winding up and giving any explanation thereof.`,
          `The Company's affairs have been fully wound up and it will be dissolved on the registration of the final return with the Registrar of Corporate Affairs of the ${esc(o.territory.name)}.`,
        ],
        { ...base, meeting: { procedure: "physical-meeting", date, time, purpose: "Final meeting" } },
        holders,
      );
    case "court-creditors": {
      const lastDate = addDays(ctx.publishedOn, rng.int(28, 60));
      return overseasDraft(
        ctx,
        o,
        [
          `Notice is hereby given that the above-named Company was ordered to be wound up by the Court of the ${esc(o.territory.name)} and that ${officeHoldersText(holders)} ${holders.length > 1 ? "were" : "was"} appointed ${officeHolderTitle(holders, "Official Liquidator")}.`,
          `Creditors of the Company are required on or before ${formatDate(lastDate)} to send their names and addresses and particulars of their debts or claims to the ${officeHolderTitle(holders, "Official Liquidator")}, or in default they may be excluded from the benefit of any distribution made before such debts are proved.`,
        ],
        { ...base, proofs: { address: addressData(holders[0]!.firm.address), lastDate } },
        holders,
      );
    }
  }
}

export const cvlOverseasMeeting: NoticeGenerator = (ctx) => overseasLiquidationNotice(ctx, "meeting");
export const cvlOverseasAppointment: NoticeGenerator = (ctx) => overseasLiquidationNotice(ctx, "appointment");
export const cvlOverseasFinal: NoticeGenerator = (ctx) => overseasLiquidationNotice(ctx, "final");
export const mvlOverseasFinal: NoticeGenerator = (ctx) => overseasLiquidationNotice(ctx, "members-final");
export const courtOverseasCreditors: NoticeGenerator = (ctx) =>
  overseasLiquidationNotice(ctx, "court-creditors");

export const VOLUNTARY_LIQUIDATION_GENERATORS: Record<string, NoticeGenerator> = {
  "2431": mvlResolution,
  "2432": mvlAppointment,
  "2433": mvlNoticeToCreditors,
  "2434": mvlAnnualMeeting,
  "2435": mvlFinalMeeting,
  "2436": mvlOverseasFinal,
  "2441": cvlResolution,
  "2442": cvlMeetingOfCreditors,
  "2443": cvlAppointment,
  "2444": cvlAnnualMeeting,
  "2445": cvlFinalMeeting,
  "2446": cvlNoticeToCreditors,
  "2447": cvlOverseasMeeting,
  "2448": cvlOverseasAppointment,
  "2449": cvlOverseasFinal,
  "2465": courtOverseasCreditors,
};
