/**
 * Companies & Financial Regulation (26), Partnerships (27), Societies Regulation (28) and Competition (31):
 * Companies Act 2006 strike-off and restoration, share capital, disclaimers, FSMA transfers,
 * disqualification, Limited Partnerships Act 1907, co-operative and building societies, the CMA and the
 * Competition Appeal Tribunal.
 */
import type { Jurisdiction } from "../../features/publications/editions.ts";
import { addressData, formatAddress, locationOf } from "./addresses.ts";
import { type CompanyProfile, companyData, inventCompanyName } from "./companies.ts";
import { COMPANY_COURTS_EW } from "./courts.ts";
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
} from "./format.ts";
import {
  addr,
  type Ctx,
  companyHeading,
  companyLocations,
  companyTitle,
  contactBlock,
  field,
  localAddress,
  type NoticeDraft,
  type NoticeGenerator,
  type Placer,
  personRef,
  placerOfFirm,
  strong,
} from "./kit.ts";
import { dateOfBirth, exampleEmail, gazetteName, inventSurname, makePerson } from "./people.ts";

const REGISTRAR: Record<Jurisdiction, string> = {
  "england-and-wales": "Registrar of Companies for England and Wales",
  scotland: "Registrar of Companies for Scotland",
  "northern-ireland": "Registrar of Companies for Northern Ireland",
};
const COMPANIES_HOUSE: Placer = { name: "Companies House", kind: "registrar" };
const FCA: Placer = { name: "Financial Conduct Authority", kind: "regulator" };

function companyDraft(
  ctx: Ctx,
  company: CompanyProfile,
  blocks: string[],
  data: Record<string, unknown>,
  placer: Placer,
  extra: Partial<NoticeDraft> = {},
): NoticeDraft {
  return {
    title: companyTitle(company),
    blocks,
    data,
    company,
    locations: ctx.rng.chance(0.8) ? companyLocations(company).slice(0, 1) : [],
    people: [],
    placer,
    ...extra,
  };
}

function newCompany(ctx: Ctx): CompanyProfile {
  return ctx.world.newCompany(ctx.rng, ctx.jurisdiction, ctx.publishedOn);
}

function plc(c: CompanyProfile): CompanyProfile {
  return { ...c, name: c.name.replace(/ (Limited|Ltd)$/, " PLC") };
}

// ---------------------------------------------------------------------------------------------------
// 2609 Companies removed from the register (schema), 2600 restored
// ---------------------------------------------------------------------------------------------------

export const companyStrikeOff: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const company = newCompany(ctx);
  const stage = rng.chance(0.75) ? "proposal" : "dissolution";
  const basis = rng.chance(0.6) ? "compulsory" : "voluntary";
  const section =
    basis === "compulsory"
      ? stage === "proposal"
        ? "1000(3)"
        : "1000(6)"
      : stage === "proposal"
        ? "1003(3)"
        : "1003(5)";
  const provision = `section ${section} of the Companies Act 2006`;
  const registrar = REGISTRAR[ctx.jurisdiction];
  const strikeOffAfter = addMonths(ctx.publishedOn, 2);
  const blocks =
    stage === "proposal"
      ? [
          `${strong(company.name.toUpperCase())} (Company Number ${esc(company.number)})`,
          basis === "compulsory"
            ? `Notice is hereby given, pursuant to ${provision}, that unless cause is shown to the contrary, at the expiration of two months from the date of this notice the name of the above-named company will be struck off the register and the company will be dissolved.`
            : `Notice is hereby given that the above-named company has applied to the registrar to be struck off the register under section 1003 of the Companies Act 2006. Pursuant to ${provision}, unless cause is shown to the contrary, the registrar may strike the company off the register at the expiration of two months from the date of this notice.`,
          `Upon dissolution, all property and rights vested in, or held in trust for, the company are deemed to be bona vacantia and will belong to the Crown. Objections should be sent to the ${esc(registrar)}, quoting the company number.`,
          `${esc(registrar)}`,
        ]
      : [
          `${strong(company.name.toUpperCase())} (Company Number ${esc(company.number)})`,
          `Notice is hereby given, pursuant to ${provision}, that the above-named company has been struck off the register and is dissolved as from the date of this notice.`,
          `${esc(registrar)}`,
        ];
  const data = {
    company: { name: company.name, number: company.number },
    stage,
    basis,
    provision,
    registrar,
    ...(stage === "proposal" ? { strikeOffAfter } : { dissolvedOn: ctx.publishedOn }),
  };
  return companyDraft(ctx, company, blocks, data, COMPANIES_HOUSE, { submittedDaysBefore: rng.int(1, 3) });
};

export const companyRestored: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const company = newCompany(ctx);
  const dissolvedOn = addDays(ctx.publishedOn, -rng.int(200, 1800));
  const restoredOn = addDays(ctx.publishedOn, -rng.int(3, 25));
  const byCourt = rng.chance(0.5);
  const sols = ctx.world.pickSolicitors(rng, ctx.jurisdiction);
  const blocks = [
    `${strong(company.name.toUpperCase())} (Company Number ${esc(company.number)})`,
    byCourt
      ? `Notice is hereby given that by order of the Court dated ${formatDate(restoredOn)}, made under section 1029 of the Companies Act 2006, the above-named company, which was dissolved on ${formatDate(dissolvedOn)}, was restored to the register.`
      : `Notice is hereby given that the above-named company, which was struck off the register and dissolved on ${formatDate(dissolvedOn)}, was restored to the register by the registrar on ${formatDate(restoredOn)} under section 1024 of the Companies Act 2006 (administrative restoration).`,
    `The company is deemed to have continued in existence as if it had not been dissolved or struck off.`,
  ];
  return companyDraft(
    ctx,
    company,
    blocks,
    {
      company: { name: company.name, number: company.number },
      dissolvedOn,
      restoredOn,
      byCourtOrder: byCourt,
    },
    byCourt ? placerOfFirm(sols) : COMPANIES_HOUSE,
  );
};

// ---------------------------------------------------------------------------------------------------
// 2601 Pre-emption offers, 2602 Purchase of own shares out of capital, 2610 Reduction of capital,
// 2615 Other offers to shareholders
// ---------------------------------------------------------------------------------------------------

export const preEmptionOffer: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const company = plc(newCompany(ctx));
  const shares = rng.int(50, 5000) * 1000;
  const price = rng.int(5, 400) / 100;
  const closes = addDays(ctx.publishedOn, rng.int(14, 21));
  const blocks = [
    companyHeading(company),
    `Notice is hereby given, pursuant to section 562 of the Companies Act 2006, that the Company is offering ${formatNumber(shares)} new ordinary shares at ${formatPounds(price)} per share to the holders of its existing ordinary shares, in proportion to their existing holdings.`,
    `The offer may be accepted until 5.00 pm on ${formatDate(closes)}, after which date it will lapse. Shares not taken up may be allotted by the directors as they think fit. Copies of the offer document are available from the Company Secretary at the registered office, ${addr(company.registeredOffice)}.`,
  ];
  return companyDraft(
    ctx,
    company,
    blocks,
    { company: companyData(company), shares, pricePerShare: price, offerClosesOn: closes },
    { name: company.name, kind: "company" },
  );
};

export const purchaseOfOwnShares: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const company = newCompany(ctx);
  const resolvedOn = addDays(ctx.publishedOn, -rng.int(1, 6));
  const amount = rng.int(5, 900) * 1000;
  const shares = rng.int(10, 5000);
  const blocks = [
    companyHeading(company),
    `Notice is hereby given, pursuant to section 719 of the Companies Act 2006, that the Company has approved a payment out of capital of ${formatPounds(amount)} for the purpose of acquiring ${formatNumber(shares)} of its own ordinary shares by purchase. The resolution approving the payment was passed on ${formatDate(resolvedOn)}.`,
    `The statutory declaration of the directors and the auditor's report required by section 714 of the Act are available for inspection at the Company's registered office, ${addr(company.registeredOffice)}.`,
    `Any creditor of the Company may, at any time within the five weeks immediately following the date of the resolution, apply to the Court under section 721 of the Act for an order preventing the payment.`,
  ];
  return companyDraft(
    ctx,
    company,
    blocks,
    { company: companyData(company), paymentOutOfCapital: amount, shares, resolutionDate: resolvedOn },
    { name: company.name, kind: "company" },
  );
};

export const reductionOfCapital: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const company = plc(newCompany(ctx));
  const from = rng.int(100, 9000) * 10000;
  const to = Math.round(from * rng.float(0.05, 0.6));
  const orderDate = addDays(ctx.publishedOn, -rng.int(7, 25));
  const registeredOn = addDays(orderDate, rng.int(1, 5));
  const court = COMPANY_COURTS_EW[0]!;
  const blocks = [
    companyHeading(company),
    `Notice is hereby given that the order of the ${esc(court.name)} dated ${formatDate(orderDate)}, confirming the reduction of the share capital of the above-named Company from ${formatPounds(from)} to ${formatPounds(to)}, and the statement of capital approved by the Court, were registered by the ${esc(REGISTRAR[ctx.jurisdiction])} on ${formatDate(registeredOn)}.`,
  ];
  const sols = ctx.world.pickSolicitors(rng, ctx.jurisdiction);
  blocks.push(`${esc(sols.name)}, ${addr(sols.address)}, Solicitors for the Company`);
  return companyDraft(
    ctx,
    company,
    blocks,
    { company: companyData(company), capitalFrom: from, capitalTo: to, orderDate, registeredOn },
    placerOfFirm(sols),
  );
};

export const otherOfferToShareholders: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const target = plc(newCompany(ctx));
  const bidder = inventCompanyName(rng, ctx.jurisdiction).name.replace(/ (Limited|Ltd)$/, " Bidco Limited");
  const price = rng.int(20, 900);
  const blocks = [
    companyHeading(target),
    `Notice is hereby given, pursuant to section 979 of the Companies Act 2006, that ${esc(bidder)} ("the Offeror"), having by virtue of acceptances of its offer acquired not less than 90 per cent in value of the shares to which the offer relates, intends to acquire compulsorily the remaining ordinary shares of the Company on the terms of the offer, being ${price}p in cash for each share.`,
    `Shareholders who have not accepted the offer may apply to the Court within six weeks of the date on which notice was given to them under section 979 for an order that the Offeror is not entitled to acquire their shares or specifying different terms of acquisition.`,
  ];
  return companyDraft(
    ctx,
    target,
    blocks,
    { company: companyData(target), offeror: bidder, pricePence: price },
    placerOfFirm(ctx.world.pickSolicitors(rng, ctx.jurisdiction)),
  );
};

// ---------------------------------------------------------------------------------------------------
// 2603 Disclaimer, 2604 Trustee Act 1925, 2605/2614 FSMA transfers, 2606 Employment agencies,
// 2607 Insolvency practitioners, 2608 Disqualification, 2611 Company documents, 2612 EEIG, 2613 Schemes
// ---------------------------------------------------------------------------------------------------

const CROWN_NOMINEE: Record<Jurisdiction, Placer> = {
  "england-and-wales": {
    name: "Government Legal Department (Bona Vacantia Division)",
    kind: "government-department",
  },
  scotland: { name: "King's and Lord Treasurer's Remembrancer", kind: "government-department" },
  "northern-ireland": {
    name: "Crown Solicitor's Office for Northern Ireland",
    kind: "government-department",
  },
};

export const noticeOfDisclaimer: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const company = newCompany(ctx);
  const property = localAddress(ctx, { flat: rng.chance(0.3) });
  const dissolvedOn = addDays(ctx.publishedOn, -rng.int(120, 1500));
  const interest = rng.pick(["leasehold", "freehold", "leasehold"]);
  const titleNo = `${rng.pick(["EX", "SPL", "TST"])}${rng.int(100000, 999999)}`;
  const placer = CROWN_NOMINEE[ctx.jurisdiction];
  const blocks = [
    `Notice of disclaimer under section 1013 of the Companies Act 2006`,
    `${field("Company", `${company.name.toUpperCase()} (Company Number ${company.number})`)}; ${field("Date of dissolution", formatDate(dissolvedOn))}`,
    `${field("Property", formatAddress(property))}; ${field("Interest", interest)}; ${field("Title number", titleNo)}`,
    `The ${esc(placer.name)}, as nominee for the Crown, in whom the property and rights of the company vested when it was dissolved, hereby disclaims the Crown's title (if any) in the property described above. The vesting of the property in the Crown as bona vacantia on the dissolution of the company is accordingly deemed never to have occurred.`,
  ];
  return {
    ...companyDraft(
      ctx,
      company,
      blocks,
      {
        company: { name: company.name, number: company.number },
        dissolvedOn,
        property: addressData(property),
        interest,
        titleNumber: titleNo,
      },
      placer,
    ),
    locations: [locationOf("property", property)],
  };
};

export const trusteeActNotice: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const employer = newCompany(ctx);
  const scheme = `${employer.name.replace(/ (Limited|Ltd)$/, "")} ${rng.pick(["Pension Scheme", "Retirement Benefits Scheme", "Staff Pension Fund"])}`;
  const deadline = addDays(addMonths(ctx.publishedOn, 2), rng.int(1, 14));
  const sols = ctx.world.pickSolicitors(rng, ctx.jurisdiction);
  const blocks = [
    `${strong(scheme.toUpperCase())} ("the Scheme")`,
    `Notice is hereby given pursuant to section 27 of the Trustee Act 1925 that the trustees of the Scheme, which was established by ${esc(employer.name)} (Company Number ${esc(employer.number)}), intend to wind up the Scheme and to distribute its assets.`,
    `Any person who believes they may have a claim against or an interest in the Scheme, including any former member or the dependant of a former member, must send written particulars to ${esc(sols.name)}, ${addr(sols.address)}, email ${esc(sols.email)}, by ${formatDate(deadline)}, after which date the trustees will distribute the assets having regard only to the claims and interests of which they have had notice.`,
  ];
  return {
    ...companyDraft(
      ctx,
      employer,
      blocks,
      { scheme, employer: companyData(employer), claimDeadline: deadline },
      placerOfFirm(sols),
    ),
    title: scheme.toUpperCase(),
  };
};

function fsmaTransfer(ctx: Ctx, kind: "insurance" | "banking"): NoticeDraft {
  const { rng } = ctx;
  const transferor = plc(newCompany(ctx));
  const transferee = inventCompanyName(rng, ctx.jurisdiction).name.replace(
    / (Limited|Ltd)$/,
    kind === "insurance" ? " Insurance Limited" : " Bank plc",
  );
  const court = COMPANY_COURTS_EW[0]!;
  const appliedOn = addDays(ctx.publishedOn, -rng.int(3, 20));
  const hearing = onOrAfterWeekday(addDays(ctx.publishedOn, rng.int(40, 90)));
  const sols = ctx.world.pickSolicitors(rng, "england-and-wales");
  const section =
    kind === "insurance" ? "an insurance business transfer scheme" : "a banking business transfer scheme";
  const blocks = [
    companyHeading(transferor),
    `Notice is hereby given that on ${formatDate(appliedOn)} ${esc(transferor.name)} and ${esc(transferee)} applied to the ${esc(court.name)} under section 107 of the Financial Services and Markets Act 2000 for an order under section 111 sanctioning ${section} for the transfer of ${kind === "insurance" ? "the general insurance business" : "the deposit-taking business"} of ${esc(transferor.name)} to ${esc(transferee)}.`,
    `${kind === "insurance" ? "A report on the terms of the scheme by an independent expert, and a" : "A"} statement setting out the terms of the scheme may be obtained free of charge by writing to ${esc(sols.name)}, ${addr(sols.address)}, or by email to ${esc(sols.email)}.`,
    `The application will be heard at ${esc(court.name)}, ${addr(court.address)}, on ${formatDate(hearing)} at ${formatTime("10:30")}. Any person who alleges that they would be adversely affected by the carrying out of the scheme may appear at the hearing in person or by counsel, and should give written notice of their objections to the solicitors named above at least five clear days before the hearing.`,
  ];
  return companyDraft(
    ctx,
    transferor,
    blocks,
    { transferor: companyData(transferor), transferee, applicationDate: appliedOn, hearingDate: hearing },
    placerOfFirm(sols),
  );
}

export const insuranceTransfer: NoticeGenerator = (ctx) => fsmaTransfer(ctx, "insurance");
export const bankingTransfer: NoticeGenerator = (ctx) => fsmaTransfer(ctx, "banking");

export const employmentAgencyProhibition: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const person = makePerson(rng, ctx.jurisdiction, { withTitle: false });
  const a = localAddress(ctx);
  const years = rng.int(2, 10);
  const madeOn = addDays(ctx.publishedOn, -rng.int(7, 40));
  const blocks = [
    `${strong(gazetteName(person))}, of ${addr(a)}`,
    `Notice is hereby given that on ${formatDate(madeOn)} an employment tribunal made an order under section 3A of the Employment Agencies Act 1973 prohibiting ${esc(person.fullName)} from carrying on, or being concerned with the carrying on of, any employment agency or employment business for a period of ${years} years.`,
    `The order was made on the application of the Secretary of State on the ground that ${esc(person.fullName)} is, on account of misconduct, unsuitable to do so.`,
  ];
  return {
    title: gazetteName(person),
    blocks,
    data: { person: person.fullName, address: addressData(a), orderDate: madeOn, years },
    locations: [locationOf("person-address", a)],
    people: [personRef("subject", person)],
    placer: { name: "Employment Agency Standards Inspectorate", kind: "government-department" },
  };
};

export const blockTransferOrder: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const [outgoing] = ctx.world.pickOfficeHolders(rng, ctx.jurisdiction, false);
  const [incoming] = ctx.world.pickOfficeHolders(rng, ctx.jurisdiction, false);
  const court = COMPANY_COURTS_EW[0]!;
  const madeOn = addDays(ctx.publishedOn, -rng.int(5, 30));
  const cases = rng.int(12, 240);
  const o = outgoing!;
  const n = incoming!;
  const blocks = [
    `Block transfer order: ${esc(o.person.fullName)} (IP No. ${o.ipNumber})`,
    `Notice is hereby given that by an order of the ${esc(court.name)} made on ${formatDate(madeOn)} under rule 12.36 of the Insolvency (England and Wales) Rules 2016, ${esc(n.person.fullName)} (IP No. ${n.ipNumber}) of ${esc(n.firm.name)}, ${addr(n.firm.address)}, was appointed in place of ${esc(o.person.fullName)} (IP No. ${o.ipNumber}) as office-holder in ${cases} insolvency cases, ${esc(o.person.fullName)} having retired from practice.`,
    `A schedule of the cases to which the order relates may be obtained from ${esc(n.firm.name)}. Any creditor may apply to the Court to vary or discharge the order within 28 days of this notice.`,
    contactBlock(ctx, [n]),
  ];
  return {
    title: `Block transfer order: ${o.person.fullName}`,
    blocks,
    data: {
      outgoing: { name: o.person.fullName, ipNumber: o.ipNumber },
      incoming: { name: n.person.fullName, ipNumber: n.ipNumber, firm: n.firm.name },
      orderDate: madeOn,
      cases,
    },
    locations: [],
    people: [personRef("office-holder", o.person), personRef("office-holder", n.person)],
    placer: placerOfFirm(n.firm),
  };
};

export const directorDisqualification: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const company = newCompany(ctx);
  const person = makePerson(rng, ctx.jurisdiction, { withTitle: false });
  const born = dateOfBirth(rng, ctx.publishedOn, 28, 70);
  const a = localAddress(ctx);
  const years = rng.int(2, 12);
  const from = addDays(ctx.publishedOn, -rng.int(7, 40));
  const undertaking = rng.chance(0.7);
  const legislation =
    ctx.jurisdiction === "northern-ireland"
      ? "the Company Directors Disqualification (Northern Ireland) Order 2002"
      : "the Company Directors Disqualification Act 1986";
  const blocks = [
    `${strong(gazetteName(person))}, date of birth ${formatDate(born)}, of ${addr(a)}`,
    undertaking
      ? `Notice is hereby given that on ${formatDate(from)} the Secretary of State accepted a disqualification undertaking from ${esc(person.fullName)} under ${legislation}, for a period of ${years} years.`
      : `Notice is hereby given that on ${formatDate(from)} the Court made a disqualification order against ${esc(person.fullName)} under ${legislation}, for a period of ${years} years.`,
    `The disqualification relates to ${esc(person.fullName)}'s conduct as a director of ${strong(company.name.toUpperCase())} (Company Number ${esc(company.number)}). During the period of disqualification ${esc(person.fullName)} may not, without the leave of the court, act as a director of a company or in any way be concerned in the promotion, formation or management of a company.`,
  ];
  return {
    ...companyDraft(
      ctx,
      company,
      blocks,
      {
        person: { name: person.fullName, dateOfBirth: born, address: addressData(a) },
        company: { name: company.name, number: company.number },
        years,
        from,
        undertaking,
      },
      { name: "The Insolvency Service", kind: "government-department" },
    ),
    title: gazetteName(person),
    locations: [locationOf("person-address", a)],
    people: [personRef("director", person)],
  };
};

export const companyDocuments: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const company = newCompany(ctx);
  const received = addDays(ctx.publishedOn, -rng.int(1, 10));
  const doc = rng.pick([
    "change of registered office address",
    "appointment of a director",
    "termination of appointment of a director",
    "confirmation statement",
    "special resolution to change the company name",
    "statement of capital following an allotment of shares",
  ]);
  const blocks = [
    `${strong(company.name.toUpperCase())} (Company Number ${esc(company.number)})`,
    `Notice is hereby given, pursuant to section 1077 of the Companies Act 2006, that the ${esc(REGISTRAR[ctx.jurisdiction])} received on ${formatDate(received)} a document relating to the above-named company: ${esc(doc)}.`,
  ];
  return companyDraft(
    ctx,
    company,
    blocks,
    { company: { name: company.name, number: company.number }, document: doc, receivedOn: received },
    COMPANIES_HOUSE,
  );
};

export const eeigNotice: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const name = `${inventSurname(rng, ctx.jurisdiction)} ${rng.pick(["Research", "Heritage", "Logistics", "Agri"])} European Economic Interest Grouping`;
  const number = `GE${String(rng.int(0, 999)).padStart(6, "0")}`;
  const a = localAddress(ctx, { building: true });
  const event = rng.pick([
    "the registration of the grouping",
    "the registration of an establishment of the grouping",
    "the winding up of the grouping",
    "the conclusion of the liquidation of the grouping",
  ]);
  const blocks = [
    `${strong(name.toUpperCase())} (registered number ${esc(number)})`,
    `Notice is hereby given, pursuant to the European Economic Interest Grouping Regulations 1989 as retained, that the ${esc(REGISTRAR[ctx.jurisdiction])} has received documents concerning ${esc(event)}, whose official address is ${addr(a)}.`,
  ];
  return {
    title: name.toUpperCase(),
    blocks,
    data: { grouping: { name, number, address: addressData(a) }, event },
    locations: [locationOf("official-address", a)],
    people: [],
    placer: COMPANIES_HOUSE,
  };
};

export const schemeMeetingOfCreditors: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const company = plc(newCompany(ctx));
  const court = COMPANY_COURTS_EW[0]!;
  const orderDate = addDays(ctx.publishedOn, -rng.int(3, 15));
  const meeting = addWeekdays(ctx.publishedOn, rng.int(15, 30));
  const sols = ctx.world.pickSolicitors(rng, "england-and-wales");
  const blocks = [
    `In the ${esc(court.name)}`,
    companyHeading(company),
    `Notice is hereby given that by an order dated ${formatDate(orderDate)} the Court has directed that a meeting of the scheme creditors of the above-named Company be convened for the purpose of considering and, if thought fit, approving (with or without modification) a scheme of arrangement proposed to be made under Part 26 of the Companies Act 2006 between the Company and its scheme creditors.`,
    `The meeting will be held at ${addr(sols.address)} and by video conference on ${formatDate(meeting)} at ${formatTime("11:00")}. Copies of the scheme and of the explanatory statement required by section 897 of the Act may be obtained from ${esc(sols.name)}, email ${esc(sols.email)}.`,
    `Scheme creditors may vote in person or by proxy. Forms of proxy should be lodged by 5.00 pm on the business day before the meeting.`,
  ];
  return companyDraft(
    ctx,
    company,
    blocks,
    { company: companyData(company), convenedBy: court.name, orderDate, meetingDate: meeting },
    placerOfFirm(sols),
  );
};

// ---------------------------------------------------------------------------------------------------
// 2701–2703 Partnerships
// ---------------------------------------------------------------------------------------------------

function lpNumber(ctx: Ctx): string {
  const prefix =
    ctx.jurisdiction === "scotland" ? "SL" : ctx.jurisdiction === "northern-ireland" ? "NL" : "LP";
  return `${prefix}99${ctx.rng.digits(4)}`;
}

function lpName(ctx: Ctx): string {
  return `${inventSurname(ctx.rng, ctx.jurisdiction)} ${ctx.rng.pick(["Capital", "Ventures", "Property", "Infrastructure", "Growth"])} ${ctx.rng.pick(["Fund", "Partners", "Investments"])} ${ctx.rng.pick(["I", "II", "III", "IV"])} LP`;
}

export const changeInPartners: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const name = lpName(ctx);
  const number = lpNumber(ctx);
  const from = inventCompanyName(rng, ctx.jurisdiction).name;
  const to = inventCompanyName(rng, ctx.jurisdiction).name;
  const on = addDays(ctx.publishedOn, -rng.int(3, 30));
  const blocks = [
    `${strong(name.toUpperCase())} (a limited partnership registered in ${ctx.jurisdiction === "scotland" ? "Scotland" : ctx.jurisdiction === "northern-ireland" ? "Northern Ireland" : "England and Wales"} with number ${esc(number)})`,
    `Notice is hereby given, pursuant to section 10 of the Limited Partnerships Act 1907, that on ${formatDate(on)} ${esc(from)} transferred the whole of its interest as a limited partner in the above-named limited partnership to ${esc(to)}, which was admitted as a limited partner on that date.`,
    `Accordingly, ${esc(from)} ceased to be a limited partner in the partnership.`,
  ];
  return {
    title: name.toUpperCase(),
    blocks,
    data: { partnership: { name, number }, transferor: from, transferee: to, date: on },
    locations: [],
    people: [],
    placer: placerOfFirm(ctx.world.pickSolicitors(rng, ctx.jurisdiction)),
  };
};

export const dissolutionOfPartnership: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const a = makePerson(rng, ctx.jurisdiction, { withTitle: false });
  const b = makePerson(rng, ctx.jurisdiction, { withTitle: false });
  const trade = rng.pick([
    "Builders",
    "Farmers",
    "Chartered Accountants",
    "Veterinary Surgeons",
    "Hairdressers",
    "Garage Proprietors",
    "Caterers",
  ]);
  const firm = `${a.surname} & ${b.surname}`;
  const place = localAddress(ctx);
  const on = addDays(ctx.publishedOn, -rng.int(3, 60));
  const blocks = [
    `${strong(firm.toUpperCase())}, ${esc(trade)}`,
    `Notice is hereby given that the partnership between ${esc(a.fullName)} and ${esc(b.fullName)}, carrying on business as ${esc(trade)} under the name of ${esc(firm)} at ${addr(place)}, was dissolved by mutual consent with effect from ${formatDate(on)}.`,
    `The business will be continued by ${esc(a.fullName)}, who will receive and pay all debts due to and owing by the late partnership.`,
  ];
  return {
    title: firm.toUpperCase(),
    blocks,
    data: {
      partnership: { name: firm, trade, address: addressData(place) },
      partners: [a.fullName, b.fullName],
      dissolvedOn: on,
    },
    locations: [locationOf("trading-address", place)],
    people: [personRef("partner", a), personRef("partner", b)],
    placer: placerOfFirm(ctx.world.pickSolicitors(rng, ctx.jurisdiction)),
  };
};

export const statementByGeneralPartner: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const name = lpName(ctx);
  const number = lpNumber(ctx);
  const outgoing = inventCompanyName(rng, ctx.jurisdiction).name.replace(/ (Limited|Ltd)$/, " GP Limited");
  const incoming = inventCompanyName(rng, ctx.jurisdiction).name.replace(
    / (Limited|Ltd)$/,
    " General Partner Limited",
  );
  const on = addDays(ctx.publishedOn, -rng.int(3, 30));
  const blocks = [
    `${strong(name.toUpperCase())} (registered number ${esc(number)})`,
    `Statement by the general partner: notice is hereby given, pursuant to section 10 of the Limited Partnerships Act 1907, that on ${formatDate(on)} ${esc(outgoing)} ceased to be the general partner of the above-named limited partnership and ${esc(incoming)} was admitted as its general partner.`,
  ];
  return {
    title: name.toUpperCase(),
    blocks,
    data: {
      partnership: { name, number },
      outgoingGeneralPartner: outgoing,
      incomingGeneralPartner: incoming,
      date: on,
    },
    locations: [],
    people: [],
    placer: { name: incoming, kind: "company" },
  };
};

// ---------------------------------------------------------------------------------------------------
// 2801–2803 Societies
// ---------------------------------------------------------------------------------------------------

export const friendlySociety: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const name = `${inventSurname(rng, ctx.jurisdiction)} ${rng.pick(["Benevolent", "Mutual Aid", "Provident", "Tontine"])} Friendly Society`;
  const reg = `${rng.int(100, 999)}F`;
  const on = addDays(ctx.publishedOn, -rng.int(5, 30));
  const blocks = [
    `${strong(name.toUpperCase())} (Register No. ${esc(reg)})`,
    `Notice is hereby given that the Financial Conduct Authority, in exercise of its powers under the Friendly Societies Act 1974, cancelled the registration of the above-named society on ${formatDate(on)} at its own request, the society having transferred its engagements to another society.`,
  ];
  return {
    title: name.toUpperCase(),
    blocks,
    data: { society: { name, registerNumber: reg }, cancelledOn: on },
    locations: [],
    people: [],
    placer: FCA,
  };
};

export const cooperativeSociety: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const name = `${inventSurname(rng, ctx.jurisdiction)} ${rng.pick(["Community Shop", "Housing Co-operative", "Community Energy", "Allotment Society", "Village Hall"])} Limited`;
  const reg = `${rng.int(10000, 39999)}R${ctx.jurisdiction === "scotland" ? "(S)" : ""}`;
  const a = localAddress(ctx);
  const on = addDays(ctx.publishedOn, -rng.int(5, 30));
  const blocks = [
    `${strong(name.toUpperCase())} (Register No. ${esc(reg)}), of ${addr(a)}`,
    `Notice is hereby given that the Financial Conduct Authority, under section 5 of the Co-operative and Community Benefit Societies Act 2014, cancelled the registration of the above-named society on ${formatDate(on)}, the society having ceased to exist.`,
    `The cancellation does not affect any liability of the society or its officers incurred before that date.`,
  ];
  return {
    title: name.toUpperCase(),
    blocks,
    data: { society: { name, registerNumber: reg, address: addressData(a) }, cancelledOn: on },
    locations: [locationOf("registered-office", a)],
    people: [],
    placer: FCA,
  };
};

export const buildingSociety: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const a = `${inventSurname(rng, ctx.jurisdiction)} Building Society`;
  const b = `${inventSurname(rng, ctx.jurisdiction)} Building Society`;
  const meeting = addWeekdays(ctx.publishedOn, rng.int(20, 40));
  const blocks = [
    `${strong(a.toUpperCase())} and ${strong(b.toUpperCase())}`,
    `Notice is hereby given, pursuant to section 93 of the Building Societies Act 1986, that ${esc(a)} and ${esc(b)} propose to amalgamate, and that special meetings of the members of each society will be held on ${formatDate(meeting)} to consider resolutions approving the amalgamation.`,
    `A statement of the terms of the proposed amalgamation, approved by the Prudential Regulation Authority, may be obtained from the principal office of either society or by email to ${esc(exampleEmail("amalgamation", a))}.`,
  ];
  return {
    title: `${a.toUpperCase()} AND ${b.toUpperCase()}`,
    blocks,
    data: { societies: [a, b], meetingDate: meeting },
    locations: [],
    people: [],
    placer: { name: a, kind: "society" },
  };
};

// ---------------------------------------------------------------------------------------------------
// 3101 Competition and Markets Authority, 3102 Competition Appeal Tribunal
// ---------------------------------------------------------------------------------------------------

export const cmaNotice: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const target = newCompany(ctx);
  const acquirer = inventCompanyName(rng, ctx.jurisdiction).name.replace(/ (Limited|Ltd)$/, " Group plc");
  const deadline = addDays(ctx.publishedOn, rng.int(14, 21));
  const blocks = [
    `Anticipated acquisition by ${esc(acquirer)} of ${esc(target.name)}`,
    `The Competition and Markets Authority gives notice, under section 107 of the Enterprise Act 2002, that it is considering whether it is or may be the case that the anticipated acquisition by ${esc(acquirer)} of ${esc(target.name)} (Company Number ${esc(target.number)}) would result in the creation of a relevant merger situation, and whether the creation of that situation may be expected to result in a substantial lessening of competition within any market or markets in the United Kingdom for goods or services.`,
    `Any party wishing to comment on this merger should write to the Competition and Markets Authority by ${formatDate(deadline)}, or email ${esc(exampleEmail("mergers", "cma"))}, quoting the name of the merger.`,
  ];
  return {
    ...companyDraft(
      ctx,
      target,
      blocks,
      { acquirer, target: companyData(target), commentsBy: deadline },
      { name: "Competition and Markets Authority", kind: "regulator" },
    ),
    title: `Anticipated acquisition by ${acquirer} of ${target.name}`,
  };
};

export const catNotice: NoticeGenerator = (ctx) => {
  const { rng } = ctx;
  const claimant = inventCompanyName(rng, ctx.jurisdiction).name;
  const defendant = plc(newCompany(ctx));
  const caseNo = `${rng.int(1500, 1799)}/7/7/${String(Number(ctx.publishedOn.slice(2, 4)))}`;
  const filed = addDays(ctx.publishedOn, -rng.int(10, 40));
  const by = addDays(ctx.publishedOn, rng.int(21, 28));
  const blocks = [
    `Notice of a claim under section 47B of the Competition Act 1998: Case No. ${esc(caseNo)}, ${esc(claimant)} v ${esc(defendant.name)}`,
    `Pursuant to rule 76(8) of the Competition Appeal Tribunal Rules 2015, the Registrar gives notice of the receipt on ${formatDate(filed)} of a claim form for a collective proceedings order, brought by ${esc(claimant)} against ${esc(defendant.name)}, seeking damages for loss alleged to have been caused by an abuse of a dominant position contrary to section 18 of the Competition Act 1998.`,
    `Any person who considers that they have sufficient interest may apply to intervene in the proceedings, or may object to the application for a collective proceedings order, by writing to the Registrar by ${formatDate(by)}.`,
  ];
  return {
    ...companyDraft(
      ctx,
      defendant,
      blocks,
      {
        caseNumber: caseNo,
        claimant,
        defendant: companyData(defendant),
        filedOn: filed,
        representationsBy: by,
      },
      { name: "Competition Appeal Tribunal", kind: "court" },
    ),
    title: `${claimant} v ${defendant.name}`,
  };
};

export const COMPANY_NOTICE_GENERATORS: Record<string, NoticeGenerator> = {
  "2600": companyRestored,
  "2601": preEmptionOffer,
  "2602": purchaseOfOwnShares,
  "2603": noticeOfDisclaimer,
  "2604": trusteeActNotice,
  "2605": insuranceTransfer,
  "2606": employmentAgencyProhibition,
  "2607": blockTransferOrder,
  "2608": directorDisqualification,
  "2609": companyStrikeOff,
  "2610": reductionOfCapital,
  "2611": companyDocuments,
  "2612": eeigNotice,
  "2613": schemeMeetingOfCreditors,
  "2614": bankingTransfer,
  "2615": otherOfferToShareholders,
  "2701": changeInPartners,
  "2702": dissolutionOfPartnership,
  "2703": statementByGeneralPartner,
  "2801": friendlySociety,
  "2802": cooperativeSociety,
  "2803": buildingSociety,
  "3101": cmaNotice,
  "3102": catNotice,
};
