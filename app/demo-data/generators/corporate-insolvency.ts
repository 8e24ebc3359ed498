/**
 * Corporate insolvency (category 24), part 1: the shared case helpers and winding-up by the court
 * (section 2400/5: petitions 2450/2451, orders 2452/2453, liquidators 2454 … release 2459 and the rest).
 * England and Wales use the Insolvency Act 1986 and the Insolvency (England and Wales) Rules 2016,
 * Scotland the Court of Session and sheriff courts (interim liquidators, answers within 8 days), Northern
 * Ireland the High Court in Belfast and the Insolvency (Northern Ireland) Order 1989.
 */
import {
  APPOINTED_BY_TEXT,
  courtAppointmentText,
  courtHeadingLines,
  courtProofsText,
  INTERIM_CLAIMS,
  interlocutorText,
  officialReceiverIsLiquidator,
  windingUpOrderText,
} from "../../features/placement/forms/court-liquidation-notice.ts";
import {
  insolvencyActName,
  insolvencyRulesName,
  pursuantTo,
} from "../../features/placement/forms/cvl-notice.ts";
import { addressData, locationOf } from "./addresses.ts";
import { companyData, inventCompanyName } from "./companies.ts";
import { caseReference, companyCourtCase, courtCaseData } from "./courts.ts";
import {
  addDays,
  addWeekdays,
  esc,
  formatDate,
  formatPounds,
  formatTime,
  laterDate,
  onOrAfterWeekday,
  previousWeekday,
} from "./format.ts";
import {
  addr,
  type CaseBag,
  type CorporateCase,
  type Ctx,
  companyHeading,
  companyLocations,
  companyParticulars,
  companyTitle,
  contactBlock,
  field,
  firmRepresentative,
  initialsOf,
  liquidatorData,
  localAddress,
  type NoticeDraft,
  type NoticeGenerator,
  officeHoldersText,
  officeHolderTitle,
  officialReceiverData,
  type Partnership,
  type PersonRef,
  personRef,
  placerOfFirm,
  placerOfReceiver,
  possessive,
  practitionerData,
  receiverText,
  reference,
  signature,
  strong,
} from "./kit.ts";
import { makePerson, type Practitioner } from "./people.ts";

// ---------------------------------------------------------------------------------------------------
// Case helpers (shared by every corporate insolvency generator)
// ---------------------------------------------------------------------------------------------------

export function corporateCase(ctx: Ctx, bag: CaseBag): CorporateCase {
  if (!bag.corporate)
    bag.corporate = { company: ctx.world.newCompany(ctx.rng, ctx.jurisdiction, ctx.publishedOn) };
  return bag.corporate;
}

/** `date` when it is before the publication date, otherwise a date `daysBack` before publication. */
export function before(ctx: Ctx, date: string | undefined, daysBack: number): string {
  return date && date < ctx.publishedOn ? date : addDays(ctx.publishedOn, -daysBack);
}

export function ensureOfficeHolders(ctx: Ctx, c: CorporateCase, appointedOn?: string): Practitioner[] {
  if (!c.officeHolders) c.officeHolders = ctx.world.pickOfficeHolders(ctx.rng, ctx.jurisdiction);
  if (!c.appointedOn) c.appointedOn = appointedOn ?? before(ctx, undefined, ctx.rng.int(3, 30));
  return c.officeHolders;
}

export function ensureDirector(ctx: Ctx, c: CorporateCase) {
  if (!c.director) c.director = makePerson(ctx.rng, ctx.jurisdiction, { withTitle: false });
  return c.director;
}

export function actName(ctx: Ctx): string {
  return insolvencyActName(ctx.jurisdiction);
}

export function rulesName(ctx: Ctx): string {
  return insolvencyRulesName(ctx.jurisdiction);
}

/** "pursuant to section 100 of the Insolvency Act 1986" (no section number for Northern Ireland). */
export function pursuant(ctx: Ctx, section: string): string {
  return pursuantTo(ctx.jurisdiction, section);
}

/** "section 216 of the Insolvency Act 1986", or the Northern Ireland Order (whose article numbers differ). */
export function law(ctx: Ctx, section: string): string {
  return ctx.jurisdiction === "northern-ireland"
    ? actName(ctx)
    : `section ${section} of the Insolvency Act 1986`;
}

/** "paragraph 22 of Schedule B1 to the Insolvency Act 1986", or Schedule B1 to the Northern Ireland Order. */
export function scheduleB1(ctx: Ctx, paragraph: string): string {
  return ctx.jurisdiction === "northern-ireland"
    ? `Schedule B1 to ${actName(ctx)}`
    : `paragraph ${paragraph} of Schedule B1 to the Insolvency Act 1986`;
}

export function subjectDraft(
  ctx: Ctx,
  c: CorporateCase,
  blocks: string[],
  data: Record<string, unknown>,
  placer: NoticeDraft["placer"],
  extra: { people?: PersonRef[]; submittedDaysBefore?: number; title?: string } = {},
): NoticeDraft {
  return {
    title: extra.title ?? companyTitle(c.company),
    blocks,
    data,
    company: c.company,
    locations: companyLocations(c.company),
    people: [
      ...(c.officeHolders ?? []).map((p) => personRef("office-holder", p.person)),
      ...(extra.people ?? []),
    ],
    placer,
    submittedDaysBefore: extra.submittedDaysBefore ?? ctx.rng.int(1, 7),
  };
}

function ensureCourt(ctx: Ctx, c: CorporateCase, onDate: string) {
  if (!c.courtCase) c.courtCase = companyCourtCase(ctx.rng, ctx.world.cases, ctx.jurisdiction, onDate);
  return c.courtCase;
}

function courtHeading(ctx: Ctx, c: CorporateCase): string[] {
  const cc = c.courtCase!;
  return courtHeadingLines(ctx.jurisdiction, esc(cc.court.name), esc(caseReference(cc)));
}

function ensurePetitioner(ctx: Ctx, c: CorporateCase) {
  if (!c.petitioner) {
    const { rng } = ctx;
    const name = rng.chance(0.85)
      ? inventCompanyName(rng, ctx.jurisdiction).name.toUpperCase()
      : makePerson(rng, ctx.jurisdiction, { withTitle: false }).fullName;
    c.petitioner = { name, address: localAddress(ctx, { building: rng.chance(0.3) }) };
    c.petitionerSolicitors = ctx.world.pickSolicitors(rng, ctx.jurisdiction);
    c.petitionReference = reference(rng, initialsOf(c.petitionerSolicitors.name));
  }
  return c.petitioner;
}

const HEARING_TIMES = ["10:00", "10:00", "10:30", "10:30", "11:00", "14:00", "10:15"];

function ensureHearing(ctx: Ctx, c: CorporateCase) {
  const { rng } = ctx;
  if (!c.petitionPresentedOn)
    c.petitionPresentedOn = onOrAfterWeekday(addDays(ctx.publishedOn, -rng.int(14, 56)));
  if (c.petitionPresentedOn >= ctx.publishedOn) c.petitionPresentedOn = previousWeekday(ctx.publishedOn);
  if (!c.hearingDate || c.hearingDate <= ctx.publishedOn) {
    c.hearingDate = onOrAfterWeekday(addDays(ctx.publishedOn, rng.int(8, 35)));
    c.hearingTime = rng.pick(HEARING_TIMES);
  }
  return {
    presentedOn: c.petitionPresentedOn,
    hearingDate: c.hearingDate,
    hearingTime: c.hearingTime ?? "10:00",
  };
}

// ---------------------------------------------------------------------------------------------------
// 2450 Petitions to wind up (companies) and 2451 (partnerships)
// ---------------------------------------------------------------------------------------------------

function petitionBody(
  ctx: Ctx,
  c: CorporateCase,
  subject: { heading: string; particulars: string[]; description: string },
): { blocks: string[]; data: Record<string, unknown>; lastDate: string | null } {
  const cc = ensureCourt(ctx, c, ctx.publishedOn);
  const petitioner = ensurePetitioner(ctx, c);
  const sols = c.petitionerSolicitors!;
  const ref = c.petitionReference!;
  const { presentedOn, hearingDate, hearingTime } = ensureHearing(ctx, c);
  const representative = firmRepresentative(sols, ref);
  const common = {
    court: courtCaseData(cc),
    petitionPresentedOn: presentedOn,
    petitioner: { name: petitioner.name, address: addressData(petitioner.address) },
    petitionersRepresentative: representative,
  };
  if (ctx.jurisdiction === "scotland") {
    const blocks = [
      subject.heading,
      ...subject.particulars,
      `Notice is hereby given that on ${formatDate(presentedOn)} a Petition was presented to ${esc(cc.court.shortName)} by ${esc(petitioner.name)}, ${addr(petitioner.address)}, craving the Court inter alia to order that ${subject.description} be wound up by the Court and that an Interim Liquidator be appointed; in which Petition the Court by interlocutor allowed all persons having an interest to lodge Answers thereto in the hands of the Clerk of Court, ${addr(cc.court.address)}, within 8 days after intimation, service and advertisement; of all of which intimation is hereby given.`,
      `${esc(sols.name)}, ${addr(sols.address)} (telephone ${esc(sols.telephone)}; email ${esc(sols.email)}; ref ${esc(ref)}), Agent for the Petitioner`,
    ];
    return { blocks, data: { ...common, answersWithinDays: 8 }, lastDate: null };
  }
  const lastDate = previousWeekday(hearingDate);
  const rule =
    ctx.jurisdiction === "northern-ireland"
      ? "Rule 4.016 of the Insolvency Rules (Northern Ireland) 1991"
      : "Rule 7.14 of the Insolvency (England and Wales) Rules 2016";
  const blocks = [
    ...courtHeading(ctx, c),
    subject.heading,
    ...subject.particulars,
    `and in the Matter of ${actName(ctx)}`,
    `A Petition to wind up ${subject.description}, presented on ${formatDate(presentedOn)} by ${esc(petitioner.name)}, of ${addr(petitioner.address)}, claiming to be a Creditor, will be heard at ${esc(cc.court.name)}, ${addr(cc.court.address)}, on ${formatDate(hearingDate)} at ${formatTime(hearingTime)} (or as soon thereafter as the Petition can be heard).`,
    `Any persons intending to appear on the hearing of the Petition (whether to support or oppose it) must give notice of intention to do so to the Petitioner or to their Solicitor in accordance with ${rule} by 1600 hours on ${formatDate(lastDate)}.`,
    `The Petitioner's Solicitor is ${esc(sols.name)}, ${addr(sols.address)}, telephone ${esc(sols.telephone)}, email ${esc(sols.email)} (Reference: ${esc(ref)}).`,
  ];
  return {
    blocks,
    data: {
      ...common,
      hearing: {
        court: cc.court.name,
        address: addressData(cc.court.address),
        date: hearingDate,
        time: hearingTime,
      },
      lastDateToAppear: lastDate,
    },
    lastDate,
  };
}

export const petitionCompany: NoticeGenerator = (ctx, bag) => {
  const c = corporateCase(ctx, bag);
  const co = c.company;
  const { blocks, data } = petitionBody(ctx, c, {
    heading: companyHeading(co),
    particulars: companyParticulars(co),
    description: `${strong(co.name.toUpperCase())} (Company Number ${esc(co.number)}), of ${addr(co.registeredOffice)}`,
  });
  return subjectDraft(
    ctx,
    c,
    blocks,
    { ...data, company: companyData(co) },
    placerOfFirm(c.petitionerSolicitors!),
    {
      submittedDaysBefore: ctx.rng.int(2, 6),
    },
  );
};

export function ensurePartnership(ctx: Ctx, c: CorporateCase): Partnership {
  if (!c.partnership) {
    const { rng } = ctx;
    const partners = Array.from({ length: rng.int(2, 3) }, () =>
      makePerson(rng, ctx.jurisdiction, { withTitle: false }),
    );
    const name = `${partners[0]!.surname} & ${partners[1]!.surname}`;
    c.partnership = {
      name: rng.chance(0.5)
        ? `${name} ${rng.pick(["Builders", "Accountants", "Farms", "Motors", "Cafe", "Surveyors"])}`
        : name,
      tradingAddress: c.company.principalTradingAddress ?? c.company.registeredOffice,
      natureOfBusiness: c.company.natureOfBusiness,
      partners,
    };
  }
  return c.partnership;
}

export const petitionPartnership: NoticeGenerator = (ctx, bag) => {
  const c = corporateCase(ctx, bag);
  const p = ensurePartnership(ctx, c);
  const { blocks, data } = petitionBody(ctx, c, {
    heading: `In the Matter of ${strong(p.name.toUpperCase())} (a partnership), trading at ${addr(p.tradingAddress)}`,
    particulars: [
      field("Partners", p.partners.map((x) => x.fullName).join(", ")),
      field("Nature of business", p.natureOfBusiness),
    ],
    description: `the above-named partnership as an unregistered company`,
  });
  if (ctx.jurisdiction !== "northern-ireland")
    blocks.splice(blocks.length - 3, 0, `and in the Matter of the Insolvent Partnerships Order 1994`);
  return {
    title: p.name.toUpperCase(),
    blocks,
    data: {
      ...data,
      partnership: {
        name: p.name,
        principalTradingAddress: addressData(p.tradingAddress),
        natureOfBusiness: p.natureOfBusiness,
        partners: p.partners.map((x) => x.fullName),
      },
    },
    locations: [locationOf("trading-address", p.tradingAddress)],
    people: p.partners.map((x) => personRef("partner", x)),
    placer: placerOfFirm(c.petitionerSolicitors!),
  };
};

// ---------------------------------------------------------------------------------------------------
// 2452 / 2453 Winding-up orders
// ---------------------------------------------------------------------------------------------------

function orderDates(ctx: Ctx, c: CorporateCase) {
  const orderDate =
    c.hearingDate && c.hearingDate < ctx.publishedOn
      ? c.hearingDate
      : previousWeekday(addDays(ctx.publishedOn, -ctx.rng.int(5, 20)));
  c.orderDate = orderDate;
  if (!c.petitionPresentedOn || c.petitionPresentedOn > orderDate)
    c.petitionPresentedOn = onOrAfterWeekday(addDays(orderDate, -ctx.rng.int(35, 90)));
  if (c.petitionPresentedOn > orderDate) c.petitionPresentedOn = orderDate;
  return { orderDate, presentedOn: c.petitionPresentedOn };
}

function windingUpOrder(ctx: Ctx, c: CorporateCase, partnership: Partnership | null): NoticeDraft {
  const { rng } = ctx;
  const cc = ensureCourt(ctx, c, ctx.publishedOn);
  const { orderDate, presentedOn } = orderDates(ctx, c);
  const co = c.company;
  const subjectName = partnership ? partnership.name.toUpperCase() : co.name.toUpperCase();
  const data: Record<string, unknown> = {
    court: courtCaseData(cc),
    company: companyData(co),
    orderDate,
    petitionPresentedOn: presentedOn,
  };
  if (c.petitioner) data.petitioner = { name: c.petitioner.name, address: addressData(c.petitioner.address) };
  const heading = partnership
    ? `In the Matter of ${strong(subjectName)} (a partnership), of ${addr(partnership.tradingAddress)}`
    : companyHeading(co);
  const particulars = partnership
    ? [field("Nature of business", partnership.natureOfBusiness)]
    : companyParticulars(co);
  if (ctx.jurisdiction === "scotland") {
    const holders = ensureOfficeHolders(ctx, c, orderDate);
    const il = holders.slice(0, 1);
    c.officeHolders = il;
    data.interimLiquidator = practitionerData(il[0]!);
    const blocks = [
      heading,
      ...particulars,
      interlocutorText(
        esc(cc.court.shortName),
        formatDate(orderDate),
        formatDate(presentedOn),
        strong(subjectName),
        officeHoldersText(il),
      ),
      `${INTERIM_CLAIMS} ${contactBlock(ctx, il)}`,
      `Case reference: ${esc(caseReference(cc))}`,
    ];
    return { ...subjectDraft(ctx, c, blocks, data, placerOfFirm(il[0]!.firm)), title: subjectName };
  }
  const or = c.officialReceiver ?? ctx.world.pickOfficialReceiver(rng, ctx.jurisdiction);
  c.officialReceiver = or;
  data.officialReceiver = officialReceiverData(or);
  const blocks = [
    ...courtHeading(ctx, c),
    heading,
    ...particulars,
    `${field("Date of Winding-up Order", formatDate(orderDate))}; ${field("Date of presentation of Petition", formatDate(presentedOn))}`,
    windingUpOrderText(
      partnership ? "partnership" : "Company",
      esc(cc.court.shortName),
      formatDate(orderDate),
      c.petitioner ? esc(c.petitioner.name) : "",
    ),
    officialReceiverIsLiquidator(receiverText(or)),
  ];
  const draft = subjectDraft(ctx, c, blocks, data, placerOfReceiver(or), {
    people: [personRef("official-receiver", or.person)],
  });
  return { ...draft, title: subjectName };
}

export const windingUpOrderCompany: NoticeGenerator = (ctx, bag) =>
  windingUpOrder(ctx, corporateCase(ctx, bag), null);
export const windingUpOrderPartnership: NoticeGenerator = (ctx, bag) => {
  const c = corporateCase(ctx, bag);
  return windingUpOrder(ctx, c, ensurePartnership(ctx, c));
};

// ---------------------------------------------------------------------------------------------------
// 2454 Appointment of liquidators (court), 2455 Meetings of creditors, 2460 Notices to creditors
// ---------------------------------------------------------------------------------------------------

export const courtAppointment: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const c = corporateCase(ctx, bag);
  const cc = ensureCourt(ctx, c, ctx.publishedOn);
  const orderDate =
    c.orderDate && c.orderDate < ctx.publishedOn
      ? c.orderDate
      : previousWeekday(addDays(ctx.publishedOn, -rng.int(40, 120)));
  c.orderDate = orderDate;
  if (!c.petitionPresentedOn || c.petitionPresentedOn > orderDate)
    c.petitionPresentedOn = addDays(orderDate, -rng.int(35, 90));
  // A new appointment replaces the official receiver or the interim liquidator.
  c.officeHolders = ctx.world.pickOfficeHolders(rng, ctx.jurisdiction);
  const appointedOn = addDays(ctx.publishedOn, -rng.int(2, 30));
  c.appointedOn = laterDate(appointedOn, orderDate);
  const by =
    ctx.jurisdiction === "scotland"
      ? rng.weighted([
          ["court", 2],
          ["creditors", 1],
        ] as const)
      : rng.weighted([
          ["secretary-of-state", 3],
          ["creditors", 2],
          ["court", 1],
        ] as const);
  c.appointedBy = by;
  const holders = c.officeHolders;
  const proofsDate = addDays(ctx.publishedOn, rng.int(28, 56));
  c.proofsDate = proofsDate;
  const byText = APPOINTED_BY_TEXT[by];
  const blocks = [
    ...courtHeading(ctx, c),
    companyHeading(c.company),
    ...companyParticulars(c.company, false),
    courtAppointmentText(
      officeHoldersText(holders),
      holders.length > 1,
      officeHolderTitle(holders, "Liquidator"),
      byText,
      formatDate(c.appointedOn),
    ),
    courtProofsText(
      formatDate(proofsDate),
      officeHolderTitle(holders, "Liquidator"),
      addr(holders[0]!.firm.address),
    ),
    contactBlock(ctx, holders),
    signature(holders, "Liquidator", before(ctx, undefined, 1)),
  ];
  const data = {
    court: courtCaseData(cc),
    company: companyData(c.company),
    liquidators: holders.map((p) => liquidatorData(p, c.appointedOn!)),
    appointedOn: c.appointedOn,
    by,
    proofs: { address: addressData(holders[0]!.firm.address), lastDate: proofsDate },
  };
  return subjectDraft(ctx, c, blocks, data, placerOfFirm(holders[0]!.firm));
};

export const courtMeetingOfCreditors: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const c = corporateCase(ctx, bag);
  const holders = ensureOfficeHolders(ctx, c);
  const decisionDate = addWeekdays(ctx.publishedOn, rng.int(6, 15));
  const virtual = rng.chance(0.6);
  const blocks = [
    companyHeading(c.company),
    `Notice is hereby given that the ${officeHolderTitle(holders, "Liquidator")} ${holders.length > 1 ? "are" : "is"} seeking a decision from the creditors of the above-named Company on the establishment of a liquidation committee and the basis of the ${possessive(officeHolderTitle(holders, "Liquidator").toLowerCase())} remuneration.`,
    virtual
      ? `The decision will be made by a virtual meeting to be held at ${formatTime("11:00")} on ${formatDate(decisionDate)}. Creditors may attend by telephone or video link; joining details are available from the ${officeHolderTitle(holders, "Liquidator")}.`
      : `The decision will be made by electronic voting. The decision date is ${formatDate(decisionDate)}. Votes must be received by 23.59 on the decision date.`,
    `In order to vote, creditors must deliver a proof of debt, unless already delivered, by 4.00 pm on ${formatDate(previousWeekday(decisionDate))}. Creditors may request a physical meeting in accordance with ${rulesName(ctx)}.`,
    contactBlock(ctx, holders),
    signature(holders, "Liquidator", before(ctx, undefined, 1)),
  ];
  return subjectDraft(
    ctx,
    c,
    blocks,
    {
      company: companyData(c.company),
      liquidators: holders.map((p) => liquidatorData(p, c.appointedOn!)),
      meeting: { procedure: virtual ? "virtual-meeting" : "electronic-voting", date: decisionDate },
    },
    placerOfFirm(holders[0]!.firm),
  );
};

export const courtNoticeToCreditors: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const c = corporateCase(ctx, bag);
  const holders = ensureOfficeHolders(ctx, c);
  const lastDate =
    c.proofsDate && c.proofsDate > ctx.publishedOn ? c.proofsDate : addDays(ctx.publishedOn, rng.int(28, 56));
  const blocks = [
    companyHeading(c.company),
    ...companyParticulars(c.company, false),
    `Notice is hereby given that the creditors of the above-named Company, which is being wound up by the Court, are required, on or before ${formatDate(lastDate)}, to prove their debts by delivering their names and addresses and particulars of their debts or claims to the ${officeHolderTitle(holders, "Liquidator")}, ${officeHoldersText(holders)}.`,
    `If so required by notice in writing from the ${officeHolderTitle(holders, "Liquidator")}, creditors must, either personally or by their solicitors, come in and prove their debts at such time and place as shall be specified in such notice, or in default they will be excluded from the benefit of any distribution made before such debts are proved.`,
    contactBlock(ctx, holders),
  ];
  return subjectDraft(
    ctx,
    c,
    blocks,
    {
      company: companyData(c.company),
      liquidators: holders.map((p) => liquidatorData(p, c.appointedOn!)),
      proofs: { address: addressData(holders[0]!.firm.address), lastDate },
    },
    placerOfFirm(holders[0]!.firm),
  );
};

// ---------------------------------------------------------------------------------------------------
// 2456 / 2457 Dividends, 2458 Final meetings, 2459 Release of liquidator
// ---------------------------------------------------------------------------------------------------

export function intendedDividendBlocks(ctx: Ctx, c: CorporateCase, office: string, kind: string) {
  const { rng } = ctx;
  const holders = ensureOfficeHolders(ctx, c);
  const lastDate = addDays(ctx.publishedOn, rng.int(21, 42));
  const type = rng.weighted([
    ["first and final", 4],
    ["first interim", 2],
    ["second interim", 1],
  ] as const);
  const blocks = [
    companyHeading(c.company),
    ...companyParticulars(c.company, false),
    field("Type of insolvency proceedings", kind),
    `Notice is hereby given that the ${officeHolderTitle(holders, office)} of the above-named Company ${holders.length > 1 ? "intend" : "intends"} to declare a ${type} dividend to the unsecured creditors of the Company within the period of two months from the last date for proving specified below.`,
    `Creditors who have not yet proved their debts must do so by ${formatDate(lastDate)} by delivering their proofs to ${officeHoldersText(holders)}, otherwise they will be excluded from the dividend. The ${officeHolderTitle(holders, office)} will not be obliged to deal with proofs lodged after the last date for proving, but may do so if they think fit.`,
    contactBlock(ctx, holders),
  ];
  return {
    blocks,
    data: {
      company: companyData(c.company),
      officeHolders: holders.map(practitionerData),
      dividendType: type,
      lastDateForProving: lastDate,
    },
  };
}

export function dividendDeclaredBlocks(ctx: Ctx, c: CorporateCase, office: string, kind: string) {
  const { rng } = ctx;
  const holders = ensureOfficeHolders(ctx, c);
  const declaredOn = before(ctx, undefined, rng.int(3, 20));
  const pence = rng.chance(0.8) ? Math.round(rng.float(0.4, 45) * 100) / 100 : rng.int(1, 100);
  const pool = rng.int(8, 900) * 1000 + rng.int(0, 999);
  const blocks = [
    companyHeading(c.company),
    ...companyParticulars(c.company, false),
    field("Type of insolvency proceedings", kind),
    `Notice is hereby given that a ${rng.pick(["first and final", "first interim", "second and final"])} dividend of ${pence}p in the £ was declared by the ${officeHolderTitle(holders, office)} on ${formatDate(declaredOn)} to the unsecured creditors of the Company, and will be paid within 14 days. The amount available for distribution is ${formatPounds(pool)}.`,
    `No further dividend is expected to be declared.`,
    contactBlock(ctx, holders),
  ];
  return {
    blocks,
    data: {
      company: companyData(c.company),
      officeHolders: holders.map(practitionerData),
      dividend: { pencePerPound: pence, declaredOn, amountAvailable: pool },
    },
  };
}

export const courtIntendedDividend: NoticeGenerator = (ctx, bag) => {
  const c = corporateCase(ctx, bag);
  const { blocks, data } = intendedDividendBlocks(ctx, c, "Liquidator", "Compulsory liquidation");
  return subjectDraft(ctx, c, blocks, data, placerOfFirm(c.officeHolders![0]!.firm));
};

export const courtDividend: NoticeGenerator = (ctx, bag) => {
  const c = corporateCase(ctx, bag);
  const { blocks, data } = dividendDeclaredBlocks(ctx, c, "Liquidator", "Compulsory liquidation");
  return subjectDraft(ctx, c, blocks, data, placerOfFirm(c.officeHolders![0]!.firm));
};

export const courtFinalMeeting: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const c = corporateCase(ctx, bag);
  const holders = ensureOfficeHolders(ctx, c);
  const cc = ensureCourt(ctx, c, ctx.publishedOn);
  const deliveredOn = before(ctx, undefined, rng.int(2, 14));
  const blocks =
    ctx.jurisdiction === "england-and-wales"
      ? [
          ...courtHeading(ctx, c),
          companyHeading(c.company),
          ...companyParticulars(c.company, false),
          `Notice is hereby given, pursuant to ${law(ctx, "146")}, that the ${officeHolderTitle(holders, "Liquidator")} of the above-named Company ${holders.length > 1 ? "have" : "has"} concluded the administration of the winding up and that a final account was delivered to the creditors on ${formatDate(deliveredOn)}.`,
          `Creditors may request further information under rule 18.9 of ${rulesName(ctx)} within 21 days, or apply to the Court under rule 18.34 within eight weeks of receipt of the final account if they consider the remuneration or expenses excessive. The ${officeHolderTitle(holders, "Liquidator")} will vacate office and be released on delivering the final account to the Registrar of Companies and the Court, unless creditors object to the release.`,
          contactBlock(ctx, holders),
        ]
      : [
          companyHeading(c.company),
          `Notice is hereby given that a final meeting of the creditors of the above-named Company will be held at ${addr(holders[0]!.firm.address)} on ${formatDate(addWeekdays(ctx.publishedOn, rng.int(10, 20)))} at ${formatTime("10:30")} for the purpose of receiving the ${possessive(officeHolderTitle(holders, "Liquidator"))} report of the winding up and determining whether the ${officeHolderTitle(holders, "Liquidator")} should be released, ${pursuant(ctx, "146")}.`,
          `Creditors wishing to vote must lodge proxies and any unlodged claims with the ${officeHolderTitle(holders, "Liquidator")} by 12 noon on the business day before the meeting.`,
          contactBlock(ctx, holders),
        ];
  return subjectDraft(
    ctx,
    c,
    blocks,
    {
      court: courtCaseData(cc),
      company: companyData(c.company),
      liquidators: holders.map((p) => liquidatorData(p, c.appointedOn!)),
      finalAccountDeliveredOn: deliveredOn,
    },
    placerOfFirm(holders[0]!.firm),
  );
};

export const releaseOfLiquidator: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const c = corporateCase(ctx, bag);
  const holders = ensureOfficeHolders(ctx, c);
  const releasedOn = before(ctx, undefined, rng.int(5, 30));
  const blocks = [
    companyHeading(c.company),
    ...companyParticulars(c.company, false),
    `Notice is hereby given that ${officeHoldersText(holders)}, ${officeHolderTitle(holders, "Liquidator")} of the above-named Company, ${holders.length > 1 ? "were" : "was"} released from office with effect from ${formatDate(releasedOn)} under ${law(ctx, "174")}.`,
    `The Company will be dissolved three months after the Registrar of Companies registers the final account.`,
  ];
  return subjectDraft(
    ctx,
    c,
    blocks,
    { company: companyData(c.company), liquidators: holders.map(practitionerData), releasedOn },
    placerOfFirm(holders[0]!.firm),
  );
};

// ---------------------------------------------------------------------------------------------------
// 2461 Dismissal, 2462 Service of petition, 2464 Public examinations
// ---------------------------------------------------------------------------------------------------

export const dismissalOfPetition: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const c = corporateCase(ctx, bag);
  const cc = ensureCourt(ctx, c, ctx.publishedOn);
  const dismissedOn =
    c.hearingDate && c.hearingDate < ctx.publishedOn
      ? c.hearingDate
      : previousWeekday(addDays(ctx.publishedOn, -rng.int(3, 20)));
  const presentedOn =
    c.petitionPresentedOn && c.petitionPresentedOn <= dismissedOn
      ? c.petitionPresentedOn
      : addDays(dismissedOn, -rng.int(30, 70));
  const petitioner = ensurePetitioner(ctx, c);
  const blocks = [
    ...courtHeading(ctx, c),
    companyHeading(c.company),
    `Notice is hereby given that the Petition presented on ${formatDate(presentedOn)} by ${esc(petitioner.name)} for the winding up of the above-named Company was dismissed by ${esc(cc.court.shortName)} on ${formatDate(dismissedOn)}${rng.chance(0.5) ? ", the debt having been paid" : ""}.`,
  ];
  return subjectDraft(
    ctx,
    c,
    blocks,
    {
      court: courtCaseData(cc),
      company: companyData(c.company),
      petitionPresentedOn: presentedOn,
      dismissedOn,
    },
    placerOfFirm(c.petitionerSolicitors!),
  );
};

export const serviceOfPetition: NoticeGenerator = (ctx, bag) => {
  const c = corporateCase(ctx, bag);
  const cc = ensureCourt(ctx, c, ctx.publishedOn);
  const petitioner = ensurePetitioner(ctx, c);
  const { presentedOn, hearingDate, hearingTime } = ensureHearing(ctx, c);
  const sols = c.petitionerSolicitors!;
  const blocks = [
    ...courtHeading(ctx, c),
    companyHeading(c.company),
    `A Petition to wind up the above-named Company was presented on ${formatDate(presentedOn)} by ${esc(petitioner.name)}. The Court has ordered that service of the Petition on the Company be effected by advertisement of this notice, the Company not being found at its registered office.`,
    `The Petition will be heard at ${esc(cc.court.name)}, ${addr(cc.court.address)}, on ${formatDate(hearingDate)} at ${formatTime(hearingTime)}. A copy of the Petition may be obtained from ${esc(sols.name)}, ${addr(sols.address)}, telephone ${esc(sols.telephone)}, email ${esc(sols.email)}.`,
  ];
  return subjectDraft(
    ctx,
    c,
    blocks,
    {
      court: courtCaseData(cc),
      company: companyData(c.company),
      petitionPresentedOn: presentedOn,
      hearingDate,
    },
    placerOfFirm(sols),
  );
};

export const publicExamination: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const c = corporateCase(ctx, bag);
  const cc = ensureCourt(ctx, c, ctx.publishedOn);
  const director = ensureDirector(ctx, c);
  const or = c.officialReceiver ?? ctx.world.pickOfficialReceiver(rng, ctx.jurisdiction);
  const on = onOrAfterWeekday(addDays(ctx.publishedOn, rng.int(14, 40)));
  const blocks = [
    ...courtHeading(ctx, c),
    companyHeading(c.company),
    `Notice is hereby given that the Court has ordered, on the application of the Official Receiver under ${law(ctx, "133")}, the public examination of ${esc(director.fullName)}, a former director of the above-named Company.`,
    `The examination will be held at ${esc(cc.court.name)}, ${addr(cc.court.address)}, on ${formatDate(on)} at ${formatTime("10:30")}. Any creditor who has tendered a proof, or any contributory, may attend and, with the leave of the Court, put questions to the person examined.`,
    `Official Receiver: ${receiverText(or)}.`,
  ];
  return subjectDraft(
    ctx,
    c,
    blocks,
    {
      court: courtCaseData(cc),
      company: companyData(c.company),
      examinee: director.fullName,
      examinationDate: on,
    },
    placerOfReceiver(or),
    {
      people: [personRef("director", director)],
    },
  );
};

export const WINDING_UP_BY_COURT_GENERATORS: Record<string, NoticeGenerator> = {
  "2450": petitionCompany,
  "2451": petitionPartnership,
  "2452": windingUpOrderCompany,
  "2453": windingUpOrderPartnership,
  "2454": courtAppointment,
  "2455": courtMeetingOfCreditors,
  "2456": courtIntendedDividend,
  "2457": courtDividend,
  "2458": courtFinalMeeting,
  "2459": releaseOfLiquidator,
  "2460": courtNoticeToCreditors,
  "2461": dismissalOfPetition,
  "2462": serviceOfPetition,
  "2464": publicExamination,
};
