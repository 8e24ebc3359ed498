/**
 * Corporate insolvency (category 24), part 3: moratoria and cross-border insolvencies (section 2400/1),
 * dividends (2400/2), administration (2400/3) and receivership (2400/4).
 */
import { addressData, buildAddress, formatAddress, locationOf } from "./addresses.ts";
import { inventCompanyName } from "./companies.ts";
import {
  before,
  corporateCase,
  dividendDeclaredBlocks,
  ensureDirector,
  ensureOfficeHolders,
  intendedDividendBlocks,
  law,
  rulesName,
  scheduleB1,
  subjectDraft,
} from "./corporate-insolvency.ts";
import { overseasCompany, overseasDraft } from "./corporate-voluntary.ts";
import { caseReference, companyCourtCase, courtCaseData } from "./courts.ts";
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
import { inventSurname } from "./people.ts";

function ensureCourtCase(ctx: Ctx, c: CorporateCase) {
  if (!c.courtCase)
    c.courtCase = companyCourtCase(ctx.rng, ctx.world.cases, ctx.jurisdiction, ctx.publishedOn);
  return c.courtCase;
}

function courtLine(ctx: Ctx, c: CorporateCase): string {
  const cc = ensureCourtCase(ctx, c);
  return `In the ${esc(cc.court.name)}, Court Number: ${esc(caseReference(cc))}`;
}

// ---------------------------------------------------------------------------------------------------
// 2401–2405, 2408 Moratoria, prohibited names, cross-border insolvencies
// ---------------------------------------------------------------------------------------------------

export const moratoriumComingIntoForce: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const c = corporateCase(ctx, bag);
  const startedOn = before(ctx, undefined, rng.int(2, 10));
  const monitor = ensureOfficeHolders(ctx, c, startedOn).slice(0, 1);
  c.officeHolders = monitor;
  c.appointedOn = startedOn;
  // The initial period of a Part A1 moratorium is 20 business days.
  const endsOn = addWeekdays(startedOn, 20);
  const blocks = [
    companyHeading(c.company),
    ...companyParticulars(c.company),
    `Notice is hereby given that a moratorium under Part A1 of the Insolvency Act 1986 came into force in relation to the above-named Company on ${formatDate(startedOn)} and, unless extended, will end on ${formatDate(endsOn)}.`,
    `The monitor is ${officeHoldersText(monitor)}. During the moratorium no insolvency proceedings may be commenced against the Company, and no step may be taken to enforce security over its property, except with the permission of the court.`,
    contactBlock(ctx, monitor),
  ];
  return subjectDraft(
    ctx,
    c,
    blocks,
    { company: companyData(c.company), monitor: practitionerData(monitor[0]!), startedOn, endsOn },
    placerOfFirm(monitor[0]!.firm),
  );
};

export const moratoriumComingToAnEnd: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const c = corporateCase(ctx, bag);
  const monitor = ensureOfficeHolders(ctx, c).slice(0, 1);
  const endedOn = before(ctx, undefined, rng.int(2, 10));
  const reason = rng.pick([
    "the end of the initial period of the moratorium",
    "the monitor bringing it to an end under section A38 of the Insolvency Act 1986, the Company being unable to pay its moratorium debts",
    "the Company entering administration",
    "the Company entering into a company voluntary arrangement",
  ]);
  const blocks = [
    companyHeading(c.company),
    `Notice is hereby given that the moratorium under Part A1 of the Insolvency Act 1986 in relation to the above-named Company came to an end on ${formatDate(endedOn)} by reason of ${esc(reason)}.`,
    `Monitor: ${officeHoldersText(monitor)}.`,
    contactBlock(ctx, monitor),
  ];
  return subjectDraft(
    ctx,
    c,
    blocks,
    { company: companyData(c.company), monitor: practitionerData(monitor[0]!), endedOn, reason },
    placerOfFirm(monitor[0]!.firm),
  );
};

export const moratoriumOther: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const c = corporateCase(ctx, bag);
  const monitor = ensureOfficeHolders(ctx, c).slice(0, 1);
  const newEnd = addDays(ctx.publishedOn, rng.int(20, 60));
  const by = rng.pick([
    "the directors, with the consent of the pre-moratorium creditors",
    "the directors under section A10 of the Insolvency Act 1986",
    "order of the court",
  ]);
  const blocks = [
    companyHeading(c.company),
    `Notice is hereby given that the moratorium in relation to the above-named Company under Part A1 of the Insolvency Act 1986 has been extended by ${esc(by)} and will now end on ${formatDate(newEnd)}.`,
    `Monitor: ${officeHoldersText(monitor)}.`,
    contactBlock(ctx, monitor),
  ];
  return subjectDraft(
    ctx,
    c,
    blocks,
    { company: companyData(c.company), monitor: practitionerData(monitor[0]!), extendedTo: newEnd },
    placerOfFirm(monitor[0]!.firm),
  );
};

export const reuseOfProhibitedName: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const c = corporateCase(ctx, bag);
  const director = ensureDirector(ctx, c);
  const liquidationDate = before(ctx, c.appointedOn, rng.int(5, 30));
  const successor = ctx.world.newCompany(rng, ctx.jurisdiction, ctx.publishedOn);
  const prohibited = c.company.name.replace(/ (Limited|Ltd)$/, "");
  const blocks = [
    `Notice under rule 22.4 of ${rulesName(ctx)}`,
    `${strong(successor.name.toUpperCase())} (Company Number ${esc(successor.number)}), registered office ${addr(successor.registeredOffice)} ("the Successor Company")`,
    `Notice is hereby given that ${esc(director.fullName)} was a director of ${strong(c.company.name.toUpperCase())} (Company Number ${esc(c.company.number)}) ("the Liquidating Company") during the 12 months ending with the day before it went into insolvent liquidation on ${formatDate(liquidationDate)}.`,
    `The Successor Company has acquired the whole, or substantially the whole, of the business of the Liquidating Company under arrangements made by its office-holder, and will carry on business under the name "${esc(prohibited)}", which is a prohibited name in relation to ${esc(director.fullName)} under ${law(ctx, "216")}. ${esc(director.fullName)} intends to act as a director of the Successor Company.`,
  ];
  return {
    ...subjectDraft(
      ctx,
      c,
      blocks,
      {
        company: companyData(c.company),
        successorCompany: companyData(successor),
        director: director.fullName,
        liquidationDate,
        prohibitedName: prohibited,
      },
      placerOfFirm(ctx.world.pickSolicitors(rng, ctx.jurisdiction)),
      {
        people: [personRef("director", director)],
      },
    ),
    title: successor.name.toUpperCase(),
  };
};

const FOREIGN_PROCEEDINGS = [
  { country: "the Republic of Ireland", proceeding: "examinership" },
  { country: "Germany", proceeding: "Insolvenzverfahren" },
  { country: "the Netherlands", proceeding: "faillissement" },
  { country: "the United States of America", proceeding: "Chapter 11 proceedings" },
  { country: "Australia", proceeding: "voluntary administration" },
  { country: "Singapore", proceeding: "judicial management" },
] as const;

export const crossBorderInsolvency: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const f = rng.pick(FOREIGN_PROCEEDINGS);
  const { name } = inventCompanyName(rng, "england-and-wales");
  const foreignName = name.replace(
    / (Limited|Ltd)$/,
    rng.pick([" GmbH", " B.V.", " Inc.", " Pty Ltd", " Pte. Ltd.", " DAC"]),
  );
  const cc = companyCourtCase(rng, ctx.world.cases, "england-and-wales", ctx.publishedOn);
  const orderDate = before(ctx, undefined, rng.int(5, 25));
  const holders = ctx.world.pickOfficeHolders(rng, "england-and-wales");
  const mainOrNot = rng.chance(0.8) ? "foreign main proceeding" : "foreign non-main proceeding";
  const blocks = [
    `In the ${esc(cc.court.name)}, No ${esc(caseReference(cc))}`,
    `In the Matter of ${strong(foreignName.toUpperCase())} and in the Matter of the Cross-Border Insolvency Regulations 2006`,
    `Notice is hereby given that on ${formatDate(orderDate)} ${esc(cc.court.shortName)} made an order recognising the ${esc(f.proceeding)} of the above-named company in ${esc(f.country)} as a ${mainOrNot} under the UNCITRAL Model Law on Cross-Border Insolvency as set out in Schedule 1 to the Regulations.`,
    `The foreign representative is ${officeHoldersText(holders)}. Any person wishing to apply to modify or terminate the recognition order may do so under article 17(4) of the Model Law.`,
    contactBlock(ctx, holders),
  ];
  return {
    title: foreignName.toUpperCase(),
    blocks,
    data: {
      court: courtCaseData(cc),
      company: { name: foreignName, country: f.country },
      proceeding: f.proceeding,
      recognisedAs: mainOrNot,
      orderDate,
      foreignRepresentatives: holders.map(practitionerData),
    },
    company: null,
    locations: [],
    people: holders.map((p) => personRef("foreign-representative", p.person)),
    placer: placerOfFirm(holders[0]!.firm),
  };
};

export const moratoriumOverseas: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const o = overseasCompany(ctx);
  const holders = ctx.world.pickOfficeHolders(rng, "england-and-wales", false);
  const startedOn = before(ctx, undefined, rng.int(3, 15));
  return overseasDraft(
    ctx,
    o,
    [
      `Notice is hereby given that a moratorium in relation to the above-named Company came into force on ${formatDate(startedOn)} under the insolvency legislation of the ${esc(o.territory.name)}, and that ${officeHoldersText(holders)} has been appointed to supervise it.`,
      `While the moratorium is in force no proceedings may be commenced or continued against the Company without the leave of the court of the ${esc(o.territory.name)}.`,
    ],
    { company: companyData(o.company), monitor: practitionerData(holders[0]!), startedOn },
    holders,
  );
};

// ---------------------------------------------------------------------------------------------------
// 2406 / 2407 Dividends (administrations and voluntary liquidations)
// ---------------------------------------------------------------------------------------------------

export const intendedDividend: NoticeGenerator = (ctx, bag) => {
  const c = corporateCase(ctx, bag);
  const office = c.appointedBy === "administration" ? "Administrator" : "Liquidator";
  const { blocks, data } = intendedDividendBlocks(
    ctx,
    c,
    office,
    office === "Administrator" ? "Administration" : "Creditors' voluntary liquidation",
  );
  return subjectDraft(ctx, c, blocks, data, placerOfFirm(c.officeHolders![0]!.firm));
};

export const dividendDeclared: NoticeGenerator = (ctx, bag) => {
  const c = corporateCase(ctx, bag);
  const office = c.appointedBy === "administration" ? "Administrator" : "Liquidator";
  const { blocks, data } = dividendDeclaredBlocks(
    ctx,
    c,
    office,
    office === "Administrator" ? "Administration" : "Creditors' voluntary liquidation",
  );
  return subjectDraft(ctx, c, blocks, data, placerOfFirm(c.officeHolders![0]!.firm));
};

// ---------------------------------------------------------------------------------------------------
// 2410–2414 Administration
// ---------------------------------------------------------------------------------------------------

function administrationAppointment(ctx: Ctx, c: CorporateCase, byCourtOrder: boolean): NoticeDraft {
  const { rng } = ctx;
  const appointedOn = before(ctx, undefined, rng.int(2, 12));
  c.officeHolders = ctx.world.pickOfficeHolders(rng, ctx.jurisdiction);
  c.appointedOn = appointedOn;
  c.appointedBy = "administration";
  const holders = c.officeHolders;
  const by = byCourtOrder
    ? "the Court"
    : rng.weighted([
        ["the directors", 5],
        ["a qualifying floating charge holder", 2],
        ["the Company", 1],
      ] as const);
  const title = officeHolderTitle(holders, "Administrator");
  const blocks = [
    courtLine(ctx, c),
    companyHeading(c.company),
    ...companyParticulars(c.company),
    byCourtOrder
      ? `Notice is hereby given that on ${formatDate(appointedOn)} ${esc(c.courtCase!.court.shortName)} made an administration order in respect of the above-named Company and appointed ${officeHoldersText(holders)} as ${title}.`
      : `${field("Date of appointment", formatDate(appointedOn))}. Notice is hereby given that ${officeHoldersText(holders)} ${holders.length > 1 ? "were" : "was"} appointed ${title} of the above-named Company by ${esc(by)} under ${scheduleB1(ctx, by === "a qualifying floating charge holder" ? "14" : "22")}.`,
    `The affairs, business and property of the Company are being managed by the ${title}${holders.length > 1 ? ", who act jointly and severally" : ""}.`,
    contactBlock(ctx, holders),
    signature(holders, "Administrator", before(ctx, undefined, 1)),
  ];
  const data = {
    court: courtCaseData(c.courtCase!),
    company: companyData(c.company),
    administrators: holders.map((p) => ({ ...practitionerData(p), appointedOn })),
    appointedOn,
    appointedBy: by,
  };
  return subjectDraft(ctx, c, blocks, data, placerOfFirm(holders[0]!.firm));
}

export const appointmentOfAdministrators: NoticeGenerator = (ctx, bag) =>
  administrationAppointment(ctx, corporateCase(ctx, bag), false);
export const administrationOrder: NoticeGenerator = (ctx, bag) =>
  administrationAppointment(ctx, corporateCase(ctx, bag), true);

export const administrationMeetingOfCreditors: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const c = corporateCase(ctx, bag);
  const holders = ensureOfficeHolders(ctx, c);
  c.appointedBy = "administration";
  const decisionDate = addWeekdays(ctx.publishedOn, rng.int(5, 14));
  const deemed = rng.chance(0.5);
  const title = officeHolderTitle(holders, "Administrator");
  const blocks = [
    courtLine(ctx, c),
    companyHeading(c.company),
    `Notice is hereby given that the ${title} of the above-named Company ${holders.length > 1 ? "are" : "is"} seeking a decision from the creditors on the approval of the ${possessive(title.toLowerCase())} proposals under ${scheduleB1(ctx, "51")}.`,
    deemed
      ? `The decision will be sought by the deemed consent procedure. The decision date is ${formatDate(decisionDate)}. If creditors representing at least 10% in value object by 23.59 on that date, a decision procedure will be used instead.`
      : `The decision will be made at a virtual meeting of creditors to be held on ${formatDate(decisionDate)} at ${formatTime("11:00")}. Creditors must deliver a proof of debt by 4.00 pm on ${formatDate(previousWeekday(decisionDate))} in order to vote.`,
    `Creditors may request a physical meeting in accordance with ${rulesName(ctx)}.`,
    contactBlock(ctx, holders),
  ];
  return subjectDraft(
    ctx,
    c,
    blocks,
    {
      company: companyData(c.company),
      administrators: holders.map(practitionerData),
      meeting: { procedure: deemed ? "deemed-consent" : "virtual-meeting", date: decisionDate },
    },
    placerOfFirm(holders[0]!.firm),
  );
};

export const administrationNoticeToMembers: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const c = corporateCase(ctx, bag);
  const holders = ensureOfficeHolders(ctx, c);
  const title = officeHolderTitle(holders, "Administrator");
  const date = addWeekdays(ctx.publishedOn, rng.int(10, 20));
  const blocks = [
    courtLine(ctx, c),
    companyHeading(c.company),
    `Notice is hereby given to the members of the above-named Company that the ${title} ${holders.length > 1 ? "have" : "has"} sent a progress report to the members and creditors, and that copies may be obtained free of charge from the ${title}.`,
    `A meeting of the members will be held by video conference on ${formatDate(date)} at ${formatTime("10:00")} to consider the ${possessive(title.toLowerCase())} proposals so far as they affect the members.`,
    contactBlock(ctx, holders),
  ];
  return subjectDraft(
    ctx,
    c,
    blocks,
    { company: companyData(c.company), administrators: holders.map(practitionerData), meetingDate: date },
    placerOfFirm(holders[0]!.firm),
  );
};

export const administrationOverseasMeeting: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const o = overseasCompany(ctx);
  const holders = ctx.world.pickOfficeHolders(rng, "england-and-wales");
  const date = addWeekdays(ctx.publishedOn, rng.int(8, 20));
  return overseasDraft(
    ctx,
    o,
    [
      `Notice is hereby given that a meeting of the creditors of the above-named Company, which is in administration under the laws of the ${esc(o.territory.name)}, will be held by video conference on ${formatDate(date)} at ${formatTime("14:00")} (United Kingdom time) to consider the ${possessive(officeHolderTitle(holders, "Administrator").toLowerCase())} proposals.`,
      `Creditors must lodge claims and proxies with ${officeHoldersText(holders)} by 12 noon on ${formatDate(previousWeekday(date))}.`,
    ],
    {
      company: companyData(o.company),
      administrators: holders.map(practitionerData),
      meeting: { procedure: "virtual-meeting", date },
    },
    holders,
  );
};

// ---------------------------------------------------------------------------------------------------
// 2421–2423 Receivership
// ---------------------------------------------------------------------------------------------------

function chargeHolder(ctx: Ctx): string {
  return `${inventSurname(ctx.rng, ctx.jurisdiction)} ${ctx.rng.pick(["Bank plc", "Commercial Finance Limited", "Capital Limited", "Example Lending Limited"])}`;
}

export const appointmentOfAdministrativeReceivers: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const c = corporateCase(ctx, bag);
  const appointedOn = before(ctx, undefined, rng.int(2, 14));
  c.officeHolders = ctx.world.pickOfficeHolders(rng, ctx.jurisdiction);
  c.appointedOn = appointedOn;
  const holders = c.officeHolders;
  const lender = chargeHolder(ctx);
  const debentureDate = addDays(appointedOn, -rng.int(400, 4000));
  const blocks = [
    companyHeading(c.company),
    ...companyParticulars(c.company),
    `Notice is hereby given that ${officeHoldersText(holders)} ${holders.length > 1 ? "were" : "was"} appointed ${officeHolderTitle(holders, "Administrative Receiver")} of the above-named Company on ${formatDate(appointedOn)} by ${esc(lender)}, the holder of a qualifying floating charge, under the terms of a debenture dated ${formatDate(debentureDate)}.`,
    contactBlock(ctx, holders),
  ];
  return subjectDraft(
    ctx,
    c,
    blocks,
    {
      company: companyData(c.company),
      receivers: holders.map(practitionerData),
      appointedOn,
      appointedBy: lender,
      debentureDate,
    },
    placerOfFirm(holders[0]!.firm),
  );
};

export const receivershipMeetingOfCreditors: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const c = corporateCase(ctx, bag);
  const holders = ensureOfficeHolders(ctx, c);
  const date = addWeekdays(ctx.publishedOn, rng.int(10, 20));
  const blocks = [
    companyHeading(c.company),
    `Notice is hereby given, pursuant to ${law(ctx, "48")}, that a meeting of the unsecured creditors of the above-named Company will be held at ${addr(holders[0]!.firm.address)} on ${formatDate(date)} at ${formatTime("11:00")}, for the purpose of receiving the report of the ${officeHolderTitle(holders, "Administrative Receiver")} and, if thought fit, establishing a creditors' committee.`,
    `Creditors wishing to vote must lodge details of their claims and any proxy with the ${officeHolderTitle(holders, "Administrative Receiver")} by 12 noon on ${formatDate(previousWeekday(date))}.`,
    contactBlock(ctx, holders),
  ];
  return subjectDraft(
    ctx,
    c,
    blocks,
    {
      company: companyData(c.company),
      receivers: holders.map(practitionerData),
      meeting: { procedure: "physical-meeting", date, time: "11:00" },
    },
    placerOfFirm(holders[0]!.firm),
  );
};

export const appointmentOfReceivers: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const c = corporateCase(ctx, bag);
  const appointedOn = before(ctx, undefined, rng.int(2, 20));
  const holders = ctx.world.pickOfficeHolders(rng, ctx.jurisdiction);
  c.officeHolders = holders;
  c.appointedOn = appointedOn;
  const property = buildAddress(rng, ctx.world.pool.pick(rng, ctx.jurisdiction), {
    building: rng.chance(0.4),
  });
  const lender = chargeHolder(ctx);
  const blocks = [
    companyHeading(c.company),
    `Notice is hereby given that ${officeHoldersText(holders)} ${holders.length > 1 ? "were" : "was"} appointed ${officeHolderTitle(holders, "Fixed Charge Receiver")} over the property known as ${esc(formatAddress(property))}, owned by the above-named Company, on ${formatDate(appointedOn)} by ${esc(lender)} under the Law of Property Act 1925 and a legal charge dated ${formatDate(addDays(appointedOn, -rng.int(500, 3000)))}.`,
    `The ${officeHolderTitle(holders, "Receiver").toLowerCase()} act${holders.length > 1 ? "" : "s"} as agent of the Company and without personal liability.`,
    contactBlock(ctx, holders),
  ];
  const draft = subjectDraft(
    ctx,
    c,
    blocks,
    {
      company: companyData(c.company),
      receivers: holders.map(practitionerData),
      appointedOn,
      property: addressData(property),
      appointedBy: lender,
    },
    placerOfFirm(holders[0]!.firm),
  );
  return { ...draft, locations: [locationOf("property", property), ...(draft.locations ?? []).slice(0, 1)] };
};

export const OTHER_CORPORATE_GENERATORS: Record<string, NoticeGenerator> = {
  "2401": moratoriumComingIntoForce,
  "2402": moratoriumComingToAnEnd,
  "2403": reuseOfProhibitedName,
  "2404": crossBorderInsolvency,
  "2405": moratoriumOverseas,
  "2406": intendedDividend,
  "2407": dividendDeclared,
  "2408": moratoriumOther,
  "2410": appointmentOfAdministrators,
  "2411": administrationOrder,
  "2412": administrationMeetingOfCreditors,
  "2413": administrationNoticeToMembers,
  "2414": administrationOverseasMeeting,
  "2421": appointmentOfAdministrativeReceivers,
  "2422": receivershipMeetingOfCreditors,
  "2423": appointmentOfReceivers,
};
