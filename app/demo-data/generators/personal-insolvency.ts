/**
 * Personal insolvency (category 25): bankruptcy in England and Wales (the Adjudicator, the County Court,
 * the High Court) and Northern Ireland (the High Court in Belfast), sequestration and trust deeds in
 * Scotland (Bankruptcy (Scotland) Act 2016; Accountant in Bankruptcy).
 */
import {
  closingSentence,
  dividendSentence,
  BANKRUPTCY_ORDER_LABELS as LABELS,
  PETITION_TYPE_WORDS,
  RECEIVER_CAPACITY,
} from "../../features/placement/forms/bankruptcy-notice.ts";
import { type Address, addressData, addressTown, formatAddress, locationOf } from "./addresses.ts";
import { inventCompanyName } from "./companies.ts";
import { before, law } from "./corporate-insolvency.ts";
import { bankruptcyCourtCase, type CourtCase, caseReference, courtCaseData } from "./courts.ts";
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
  type Ctx,
  contactBlock,
  field,
  localAddress,
  type NoticeDraft,
  type NoticeGenerator,
  officeHoldersText,
  officeHolderTitle,
  officialReceiverData,
  type PersonalCase,
  type PersonRef,
  type Placer,
  personRef,
  placerOfFirm,
  placerOfReceiver,
  possessive,
  practitionerData,
  receiverText,
  signature,
} from "./kit.ts";
import {
  dateOfBirth,
  dramaTelephone,
  exampleEmail,
  gazetteName,
  makePerson,
  type Practitioner,
  pickOccupation,
  surnameFirst,
} from "./people.ts";

// ---------------------------------------------------------------------------------------------------
// Case helpers
// ---------------------------------------------------------------------------------------------------

export function personalCase(ctx: Ctx, bag: CaseBag): PersonalCase {
  if (!bag.personal) {
    const { rng } = ctx;
    const person = makePerson(rng, ctx.jurisdiction, { withTitle: rng.chance(0.5) });
    const occupation = pickOccupation(rng, true);
    const aliases: string[] = [];
    if (rng.chance(0.12)) {
      const trade = inventCompanyName(rng, ctx.jurisdiction).name.replace(/ (Limited|Ltd)$/, "");
      aliases.push(`trading as ${trade}`);
    }
    if (rng.chance(0.06))
      aliases.push(
        `also known as ${person.forenames.split(" ")[0]} ${makePerson(rng, ctx.jurisdiction).surname}`,
      );
    bag.personal = {
      person,
      address: localAddress(ctx, { flat: rng.chance(0.25) }),
      previousAddresses: rng.chance(0.25) ? [localAddress(ctx, { flat: rng.chance(0.2) })] : [],
      dateOfBirth: dateOfBirth(rng, ctx.publishedOn, 22, 78),
      occupation,
      aliases,
    };
  }
  return bag.personal;
}

function personData(p: PersonalCase) {
  return {
    name: p.person.fullName,
    ...(p.person.title ? { title: p.person.title } : {}),
    forenames: p.person.forenames,
    surname: p.person.surname,
    ...(p.aliases.length > 0 ? { aliases: [...p.aliases] } : {}),
    addresses: [p.address, ...p.previousAddresses].map(addressData),
    dateOfBirth: p.dateOfBirth,
    occupation: p.occupation,
  };
}

/** "QUILLFEATHER, Ambrose John, Taxi Driver, of 12 Quillfield Road, Leeds, LS1 4AB, lately residing at …". */
function personParticulars(p: PersonalCase): string[] {
  const out = [
    `<strong>${esc(surnameFirst(p.person))}</strong>${p.person.title ? ` (${esc(p.person.title)})` : ""}, ${esc(p.occupation)}, of ${addr(p.address)}${p.previousAddresses.length > 0 ? `, lately residing at ${p.previousAddresses.map(addr).join(" and ")}` : ""}`,
    field(LABELS.dateOfBirth, formatDate(p.dateOfBirth)),
  ];
  if (p.aliases.length > 0) out.push(field(LABELS.otherNames, p.aliases.join("; ")));
  return out;
}

function ensureCourt(ctx: Ctx, p: PersonalCase): CourtCase {
  if (!p.petitionType) p.petitionType = ctx.rng.chance(0.7) ? "debtor" : "creditor";
  if (ctx.jurisdiction === "northern-ireland" && !p.courtCase)
    p.petitionType = ctx.rng.chance(0.6) ? "debtor" : "creditor";
  if (!p.courtCase)
    p.courtCase = bankruptcyCourtCase(
      ctx.rng,
      ctx.world.cases,
      ctx.jurisdiction,
      p.orderDate ?? ctx.publishedOn,
      p.petitionType,
    );
  return p.courtCase;
}

function ensureOrder(ctx: Ctx, p: PersonalCase) {
  const { rng } = ctx;
  if (!p.orderDate || p.orderDate >= ctx.publishedOn) {
    p.orderDate = previousWeekday(addDays(ctx.publishedOn, -rng.int(3, 16)));
    p.orderTime = `${String(rng.int(9, 16)).padStart(2, "0")}:${String(rng.pick([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55])).padStart(2, "0")}`;
  }
  if (!p.petitionFiledOn || p.petitionFiledOn > p.orderDate) {
    p.petitionFiledOn =
      p.petitionType === "debtor"
        ? addDays(p.orderDate, -rng.int(1, 20))
        : onOrAfterWeekday(addDays(p.orderDate, -rng.int(30, 120)));
    if (p.petitionFiledOn > p.orderDate) p.petitionFiledOn = p.orderDate;
  }
  return { orderDate: p.orderDate, orderTime: p.orderTime ?? "10:00", filedOn: p.petitionFiledOn };
}

function ensureTrustees(ctx: Ctx, p: PersonalCase, appointedOn?: string): Practitioner[] {
  if (!p.trustees) p.trustees = ctx.world.pickOfficeHolders(ctx.rng, ctx.jurisdiction, ctx.rng.chance(0.3));
  if (!p.appointedOn) p.appointedOn = appointedOn ?? before(ctx, undefined, ctx.rng.int(20, 200));
  return p.trustees;
}

function courtHeading(p: PersonalCase): string[] {
  const cc = p.courtCase!;
  return cc.court.code === "ADJ"
    ? [`Adjudicator reference: ${esc(cc.caseNumber)}`]
    : [`In the ${esc(cc.court.name)}`, `No ${esc(caseReference(cc))}`];
}

function personDraft(
  ctx: Ctx,
  p: PersonalCase,
  blocks: string[],
  data: Record<string, unknown>,
  placer: Placer,
  extraPeople: PersonRef[] = [],
): NoticeDraft {
  return {
    title: gazetteName(p.person),
    blocks,
    data,
    company: null,
    locations: [
      locationOf("person-address", p.address),
      ...p.previousAddresses.slice(0, 1).map((a) => locationOf("previous-address", a)),
    ],
    people: [
      personRef("bankrupt", p.person),
      ...(p.trustees ?? []).map((t) => personRef("trustee", t.person)),
      ...extraPeople,
    ],
    placer,
    submittedDaysBefore: ctx.rng.int(1, 6),
  };
}

function creditorParty(ctx: Ctx): { name: string; address: Address } {
  return {
    name: inventCompanyName(ctx.rng, ctx.jurisdiction).name.toUpperCase(),
    address: localAddress(ctx, { building: ctx.rng.chance(0.4) }),
  };
}

// ---------------------------------------------------------------------------------------------------
// 2503 Bankruptcy orders, 2504 (partnerships)
// ---------------------------------------------------------------------------------------------------

export const bankruptcyOrder: NoticeGenerator = (ctx, bag) => {
  const p = personalCase(ctx, bag);
  const cc = ensureCourt(ctx, p);
  const { orderDate, orderTime, filedOn } = ensureOrder(ctx, p);
  const or = p.officialReceiver ?? ctx.world.pickOfficialReceiver(ctx.rng, ctx.jurisdiction);
  p.officialReceiver = or;
  if (p.petitionType === "creditor" && !p.petitioner) p.petitioner = creditorParty(ctx);
  const debtor = p.petitionType === "debtor";
  const blocks = [
    ...courtHeading(p),
    ...personParticulars(p),
    `${field(debtor && cc.court.code === "ADJ" ? LABELS.applicationDate : LABELS.petitionDate, formatDate(filedOn))}`,
    `${field(LABELS.orderDate, formatDate(orderDate))}; ${field(LABELS.orderTime, formatTime(orderTime))}`,
    field(LABELS.petitionType, PETITION_TYPE_WORDS[debtor ? "debtor" : "creditor"]),
  ];
  if (p.petitioner)
    blocks.push(field(LABELS.petitioner, `${p.petitioner.name}, ${formatAddress(p.petitioner.address)}`));
  blocks.push(`${receiverText(or)}. ${RECEIVER_CAPACITY}`);
  const data = {
    person: personData(p),
    court: courtCaseData(cc),
    petitionType: p.petitionType,
    petitionFiledOn: filedOn,
    orderDateTime: `${orderDate}T${orderTime}`,
    ...(p.petitioner
      ? { petitioner: { name: p.petitioner.name, address: addressData(p.petitioner.address) } }
      : {}),
    officialReceiver: officialReceiverData(or),
  };
  return personDraft(ctx, p, blocks, data, placerOfReceiver(or), [personRef("official-receiver", or.person)]);
};

export const bankruptcyOrderPartnership: NoticeGenerator = (ctx, bag) => {
  const p = personalCase(ctx, bag);
  const partner = makePerson(ctx.rng, ctx.jurisdiction, { withTitle: false });
  const firmName = `${p.person.surname} & ${partner.surname} ${ctx.rng.pick(["Builders", "Caterers", "Farm Partnership", "Motors"])}`;
  const draft = bankruptcyOrder(ctx, bag);
  draft.blocks.splice(
    1,
    0,
    `Bankruptcy orders against the members of the insolvent partnership ${esc(firmName.toUpperCase())} under the Insolvent Partnerships Order 1994: ${esc(p.person.fullName)} and ${esc(partner.fullName)}, trading in partnership at ${addr(p.address)}`,
  );
  draft.data = {
    ...draft.data,
    partnership: { name: firmName, partners: [p.person.fullName, partner.fullName] },
  };
  draft.people = [...(draft.people ?? []), personRef("bankrupt", partner)];
  return draft;
};

// ---------------------------------------------------------------------------------------------------
// 2501 Statutory demands, 2502 Substituted service, 2505 Administration orders, 2506 Amendment of title
// ---------------------------------------------------------------------------------------------------

export const statutoryDemand: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const p = personalCase(ctx, bag);
  const creditor = creditorParty(ctx);
  const sols = ctx.world.pickSolicitors(rng, ctx.jurisdiction);
  const amount = rng.int(5_000, 250_000) + rng.int(0, 99) / 100;
  const madeOn = before(ctx, undefined, rng.int(7, 40));
  const blocks = [
    ...personParticulars(p),
    `Notice is hereby given that ${esc(creditor.name)}, of ${addr(creditor.address)}, has made a statutory demand dated ${formatDate(madeOn)} under ${law(ctx, "268")} against the above-named debtor in the sum of ${formatPounds(amount)}.`,
    `The Court has ordered that this advertisement shall be deemed to be service of the demand. The debtor must pay the sum demanded, or secure or compound for it to the creditor's satisfaction, within 21 days of the date of this notice, or apply to the Court to set the demand aside within 18 days. If the debtor does neither, bankruptcy proceedings may be started.`,
    `A copy of the statutory demand may be obtained from ${esc(sols.name)}, ${addr(sols.address)}, telephone ${esc(sols.telephone)}, email ${esc(sols.email)}.`,
  ];
  return personDraft(
    ctx,
    p,
    blocks,
    {
      person: personData(p),
      creditor: { name: creditor.name, address: addressData(creditor.address) },
      amount,
      demandDate: madeOn,
    },
    placerOfFirm(sols),
  );
};

export const substitutedServiceOfPetition: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const p = personalCase(ctx, bag);
  p.petitionType = "creditor";
  const cc = ensureCourt(ctx, p);
  const creditor = p.petitioner ?? creditorParty(ctx);
  p.petitioner = creditor;
  const filedOn = before(ctx, undefined, rng.int(14, 50));
  const hearing = onOrAfterWeekday(addDays(ctx.publishedOn, rng.int(14, 40)));
  const sols = ctx.world.pickSolicitors(rng, ctx.jurisdiction);
  const blocks = [
    ...courtHeading(p),
    ...personParticulars(p),
    `A bankruptcy petition was filed on ${formatDate(filedOn)} against the above-named debtor by ${esc(creditor.name)}, of ${addr(creditor.address)}. The Court has ordered that service of the petition be effected by this advertisement.`,
    `The petition will be heard at ${esc(cc.court.name)} on ${formatDate(hearing)} at ${formatTime(rng.pick(["10:00", "10:30", "14:00"]))}. If the debtor does not attend, the Court may make a bankruptcy order in the debtor's absence. A copy of the petition may be obtained from ${esc(sols.name)}, ${addr(sols.address)}, telephone ${esc(sols.telephone)}.`,
  ];
  return personDraft(
    ctx,
    p,
    blocks,
    {
      person: personData(p),
      court: courtCaseData(cc),
      petitionFiledOn: filedOn,
      hearingDate: hearing,
      petitioner: { name: creditor.name, address: addressData(creditor.address) },
    },
    placerOfFirm(sols),
  );
};

export const administrationOrderPersonal: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const p = personalCase(ctx, bag);
  const town = addressTown(p.address) ?? "Leeds";
  const madeOn = before(ctx, undefined, rng.int(5, 30));
  const debts = rng.int(2_000, 5_000);
  const blocks = [
    ...personParticulars(p),
    `Notice is hereby given that on ${formatDate(madeOn)} the County Court at ${esc(town)} made an administration order under section 112 of the County Courts Act 1984 in respect of the above-named debtor, whose total debts amount to ${formatPounds(debts)}.`,
    `Creditors of the debtor who have not been notified of the order should send particulars of their debts to the Court, quoting the case number. While the order is in force no creditor included in it may pursue any other remedy against the debtor without the leave of the Court.`,
  ];
  return personDraft(
    ctx,
    p,
    blocks,
    { person: personData(p), orderDate: madeOn, totalDebts: debts, court: `County Court at ${town}` },
    { name: "HM Courts & Tribunals Service", kind: "court" },
  );
};

export const amendmentOfTitle: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const p = personalCase(ctx, bag);
  const cc = ensureCourt(ctx, p);
  ensureOrder(ctx, p);
  const alias = `${p.person.forenames.split(" ")[0]} ${makePerson(rng, ctx.jurisdiction).surname}`;
  p.aliases = [...p.aliases, `also known as ${alias}`];
  const or = p.officialReceiver ?? ctx.world.pickOfficialReceiver(rng, ctx.jurisdiction);
  const blocks = [
    ...courtHeading(p),
    ...personParticulars(p),
    `Notice is hereby given that by order of the Court dated ${formatDate(before(ctx, undefined, rng.int(5, 30)))} the title of the proceedings in the bankruptcy of the above-named, in which a bankruptcy order was made on ${formatDate(p.orderDate!)}, has been amended to include the name ${esc(alias)}.`,
    `${receiverText(or)}.`,
  ];
  return personDraft(
    ctx,
    p,
    blocks,
    { person: personData(p), court: courtCaseData(cc), amendedToInclude: alias },
    placerOfReceiver(or),
  );
};

// ---------------------------------------------------------------------------------------------------
// 2507 Appointment of trustees, 2508 Notices to creditors, 2526 Meetings, 2527 Public examinations
// ---------------------------------------------------------------------------------------------------

export const appointmentOfTrustees: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const p = personalCase(ctx, bag);
  const cc = ensureCourt(ctx, p);
  const { orderDate } = ensureOrder(ctx, p);
  p.trustees = ctx.world.pickOfficeHolders(rng, ctx.jurisdiction, rng.chance(0.3));
  const appointedOn = before(ctx, undefined, rng.int(3, 20));
  p.appointedOn = laterDate(appointedOn, orderDate);
  const t = p.trustees;
  const by = rng.pick(["the Secretary of State", "a decision of the creditors", "the Official Receiver"]);
  const blocks = [
    ...courtHeading(p),
    ...personParticulars(p),
    `${field("Bankruptcy order date", formatDate(orderDate))}`,
    `Notice is hereby given that ${officeHoldersText(t)} ${t.length > 1 ? "were" : "was"} appointed ${officeHolderTitle(t, "Trustee")} in Bankruptcy of the above-named on ${formatDate(p.appointedOn)} by ${by}.`,
    `Creditors who have not yet proved their debts should do so by delivering proofs to the ${officeHolderTitle(t, "Trustee")}. ${contactBlock(ctx, t)}`,
  ];
  return personDraft(
    ctx,
    p,
    blocks,
    {
      person: personData(p),
      court: courtCaseData(cc),
      trustees: t.map((x) => ({ ...practitionerData(x), appointedOn: p.appointedOn })),
      appointedBy: by,
    },
    placerOfFirm(t[0]!.firm),
  );
};

export const personalNoticeToCreditors: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const p = personalCase(ctx, bag);
  const cc = ensureCourt(ctx, p);
  const t = ensureTrustees(ctx, p);
  const lastDate = addDays(ctx.publishedOn, rng.int(28, 56));
  const blocks = [
    ...courtHeading(p),
    ...personParticulars(p),
    `Notice is hereby given that the creditors of the above-named bankrupt are required, on or before ${formatDate(lastDate)}, to prove their debts by delivering their proofs to the ${officeHolderTitle(t, "Trustee")}, ${officeHoldersText(t)}.`,
    `Creditors who do not prove their debts by that date may be excluded from the benefit of any dividend declared before their debts are proved.`,
    contactBlock(ctx, t),
  ];
  return personDraft(
    ctx,
    p,
    blocks,
    {
      person: personData(p),
      court: courtCaseData(cc),
      trustees: t.map(practitionerData),
      proofs: { address: addressData(t[0]!.firm.address), lastDate },
    },
    placerOfFirm(t[0]!.firm),
  );
};

export const personalMeetingOfCreditors: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const p = personalCase(ctx, bag);
  const t = ensureTrustees(ctx, p);
  const decisionDate = addWeekdays(ctx.publishedOn, rng.int(6, 15));
  const blocks = [
    ...personParticulars(p),
    `Notice is hereby given that the ${officeHolderTitle(t, "Trustee")} of the estate of the above-named bankrupt ${t.length > 1 ? "are" : "is"} seeking a decision from the creditors on the establishment of a creditors' committee and the basis of the ${possessive(officeHolderTitle(t, "Trustee").toLowerCase())} remuneration, by a virtual meeting to be held on ${formatDate(decisionDate)} at ${formatTime("11:00")}.`,
    `Creditors must deliver proofs of debt by 4.00 pm on ${formatDate(previousWeekday(decisionDate))} in order to vote.`,
    contactBlock(ctx, t),
  ];
  return personDraft(
    ctx,
    p,
    blocks,
    {
      person: personData(p),
      trustees: t.map(practitionerData),
      meeting: { procedure: "virtual-meeting", date: decisionDate, time: "11:00" },
    },
    placerOfFirm(t[0]!.firm),
  );
};

export const personalPublicExamination: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const p = personalCase(ctx, bag);
  const cc = ensureCourt(ctx, p);
  const or = p.officialReceiver ?? ctx.world.pickOfficialReceiver(rng, ctx.jurisdiction);
  const on = onOrAfterWeekday(addDays(ctx.publishedOn, rng.int(14, 40)));
  const courtName = cc.court.code === "ADJ" ? "the County Court" : cc.court.name;
  const blocks = [
    ...courtHeading(p),
    ...personParticulars(p),
    `Notice is hereby given that, on the application of the Official Receiver under ${law(ctx, "290")}, the Court has ordered the public examination of the above-named bankrupt, which will be held at ${esc(courtName)} on ${formatDate(on)} at ${formatTime("10:00")}.`,
    `Any creditor who has tendered a proof may attend the examination and, with the leave of the Court, put questions to the bankrupt. ${receiverText(or)}.`,
  ];
  return personDraft(
    ctx,
    p,
    blocks,
    { person: personData(p), court: courtCaseData(cc), examinationDate: on },
    placerOfReceiver(or),
  );
};

// ---------------------------------------------------------------------------------------------------
// 2509 / 2510 Dividends, 2511 Final meetings, 2514 Release of trustees
// ---------------------------------------------------------------------------------------------------

export const personalIntendedDividend: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const p = personalCase(ctx, bag);
  const cc = ensureCourt(ctx, p);
  const t = ensureTrustees(ctx, p);
  const lastDate = addDays(ctx.publishedOn, rng.int(21, 42));
  const blocks = [
    ...courtHeading(p),
    ...personParticulars(p),
    `Notice is hereby given that the ${officeHolderTitle(t, "Trustee")} intend${t.length > 1 ? "" : "s"} to declare a ${rng.pick(["first and final", "first interim", "final"])} dividend to the unsecured creditors of the above-named bankrupt within two months of the last date for proving, which is ${formatDate(lastDate)}.`,
    `Creditors who have not yet proved must deliver their proofs to ${officeHoldersText(t)} by that date, or they will be excluded from the dividend.`,
    contactBlock(ctx, t),
  ];
  return personDraft(
    ctx,
    p,
    blocks,
    {
      person: personData(p),
      court: courtCaseData(cc),
      trustees: t.map(practitionerData),
      lastDateForProving: lastDate,
    },
    placerOfFirm(t[0]!.firm),
  );
};

const DIVIDEND_TYPES = [
  ["first-and-final", 5],
  ["first", 2],
  ["interim", 1],
  ["final", 2],
  ["second", 1],
] as const;

export const personalDividend: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const p = personalCase(ctx, bag);
  const cc = ensureCourt(ctx, p);
  const t = ensureTrustees(ctx, p);
  const type = rng.weighted(DIVIDEND_TYPES);
  const declaredOn = before(ctx, undefined, rng.int(3, 20));
  const paidOn = addDays(declaredOn, rng.int(0, 10));
  const pence = Math.round(rng.float(0.5, 60) * 100) / 100;
  const paid = paidOn < ctx.publishedOn;
  const blocks = [
    ...courtHeading(p),
    ...personParticulars(p),
    dividendSentence(
      type,
      `${pence}p`,
      formatDate(declaredOn),
      `${paid ? "was paid on" : "will be paid on"} ${formatDate(paidOn)}`,
    ),
    `${closingSentence(type)} ${contactBlock(ctx, t)}`,
    signature(t, "Trustee", before(ctx, undefined, 1)),
  ];
  const trustee = t[0]!;
  return personDraft(
    ctx,
    p,
    blocks,
    {
      person: personData(p),
      court: courtCaseData(cc),
      dividend: { type, amountPencePerPound: pence, declaredOn, paidOn },
      trustee: practitionerData(trustee),
    },
    placerOfFirm(trustee.firm),
  );
};

export const personalFinalMeeting: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const p = personalCase(ctx, bag);
  const cc = ensureCourt(ctx, p);
  const t = ensureTrustees(ctx, p);
  const deliveredOn = before(ctx, undefined, rng.int(2, 14));
  const blocks = [
    ...courtHeading(p),
    ...personParticulars(p),
    ctx.jurisdiction === "northern-ireland"
      ? `Notice is hereby given that a final meeting of the creditors of the above-named bankrupt will be held at ${addr(t[0]!.firm.address)} on ${formatDate(addWeekdays(ctx.publishedOn, rng.int(10, 20)))} at ${formatTime("10:30")} to receive the ${possessive(officeHolderTitle(t, "Trustee"))} report of the administration of the estate and to determine whether the ${officeHolderTitle(t, "Trustee")} should be released.`
      : `Notice is hereby given, pursuant to ${law(ctx, "331")}, that the ${officeHolderTitle(t, "Trustee")} ${t.length > 1 ? "have" : "has"} delivered a final report to the creditors of the above-named bankrupt on ${formatDate(deliveredOn)}, the administration of the estate being for practical purposes complete.`,
    `Creditors may object to the release of the ${officeHolderTitle(t, "Trustee")} by notice in writing within eight weeks. ${contactBlock(ctx, t)}`,
  ];
  return personDraft(
    ctx,
    p,
    blocks,
    {
      person: personData(p),
      court: courtCaseData(cc),
      trustees: t.map(practitionerData),
      finalReportDeliveredOn: deliveredOn,
    },
    placerOfFirm(t[0]!.firm),
  );
};

export const releaseOfTrustees: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const p = personalCase(ctx, bag);
  const t = ensureTrustees(ctx, p);
  const releasedOn = before(ctx, undefined, rng.int(5, 30));
  const blocks = [
    ...personParticulars(p),
    `Notice is hereby given that ${officeHoldersText(t)}, ${officeHolderTitle(t, "Trustee")} in Bankruptcy of the above-named, ${t.length > 1 ? "were" : "was"} released from office with effect from ${formatDate(releasedOn)} under ${law(ctx, "299")}.`,
  ];
  return personDraft(
    ctx,
    p,
    blocks,
    { person: personData(p), trustees: t.map(practitionerData), releasedOn },
    placerOfFirm(t[0]!.firm),
  );
};

// ---------------------------------------------------------------------------------------------------
// 2512 Annulment, 2513 Applications for discharge, 2515 Discharge order, 2516 Orders annulling…
// ---------------------------------------------------------------------------------------------------

function orderAfterBankruptcy(
  ctx: Ctx,
  bag: CaseBag,
  kind: "annulment" | "application" | "discharge" | "rescission",
): NoticeDraft {
  const { rng } = ctx;
  const p = personalCase(ctx, bag);
  const cc = ensureCourt(ctx, p);
  if (!p.orderDate || p.orderDate >= ctx.publishedOn)
    p.orderDate = addDays(ctx.publishedOn, -rng.int(120, 900));
  const madeOn = before(ctx, undefined, rng.int(3, 25));
  const courtName =
    cc.court.code === "ADJ"
      ? `the County Court at ${rng.pick(["Leeds", "Birmingham", "Manchester", "Bristol", "Central London"])}`
      : esc(cc.court.shortName);
  const hearing = onOrAfterWeekday(addDays(ctx.publishedOn, rng.int(21, 45)));
  const text = {
    annulment: `Notice is hereby given that the bankruptcy order made against the above-named on ${formatDate(p.orderDate)} was annulled by ${courtName} on ${formatDate(madeOn)} under ${law(ctx, "282(1)(b)")}, the bankruptcy debts and expenses having been paid in full.`,
    application: `Notice is hereby given that the above-named bankrupt, against whom a bankruptcy order was made on ${formatDate(p.orderDate)}, has applied to the Court for an order of discharge. The application will be heard at ${courtName} on ${formatDate(hearing)} at ${formatTime("10:30")}. Any creditor wishing to oppose the application should attend or give written notice to the Court and to the Official Receiver before the hearing.`,
    discharge: `Notice is hereby given that the above-named, against whom a bankruptcy order was made on ${formatDate(p.orderDate)}, was discharged from bankruptcy by order of ${courtName} made on ${formatDate(madeOn)}.`,
    rescission: `Notice is hereby given that by order of ${courtName} dated ${formatDate(madeOn)}, made under ${law(ctx, "375")}, the bankruptcy order made against the above-named on ${formatDate(p.orderDate)} was rescinded.`,
  }[kind];
  const or = p.officialReceiver ?? ctx.world.pickOfficialReceiver(rng, ctx.jurisdiction);
  const blocks = [...courtHeading(p), ...personParticulars(p), text, `${receiverText(or)}.`];
  const data: Record<string, unknown> = {
    person: personData(p),
    court: courtCaseData(cc),
    bankruptcyOrderDate: p.orderDate,
  };
  if (kind === "application") data.hearingDate = hearing;
  else data.orderMadeOn = madeOn;
  return personDraft(ctx, p, blocks, data, placerOfReceiver(or));
}

export const annulment: NoticeGenerator = (ctx, bag) => orderAfterBankruptcy(ctx, bag, "annulment");
export const applicationForDischarge: NoticeGenerator = (ctx, bag) =>
  orderAfterBankruptcy(ctx, bag, "application");
export const dischargeOrder: NoticeGenerator = (ctx, bag) => orderAfterBankruptcy(ctx, bag, "discharge");
export const rescissionOrder: NoticeGenerator = (ctx, bag) => orderAfterBankruptcy(ctx, bag, "rescission");

// ---------------------------------------------------------------------------------------------------
// 2517 Sequestration, 2518 Trust deeds, 2519 Satisfaction of trust deed (Scotland)
// ---------------------------------------------------------------------------------------------------

const AIB_PLACER: Placer = { name: "Accountant in Bankruptcy", kind: "government-department" };

function aibAddress(): Address {
  return { lines: ["1 Pennyburn Road", "Kilwinning"], postcode: "KA13 6SA", country: null, sample: null };
}

export const sequestration: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const p = personalCase(ctx, bag);
  const awardedOn = before(ctx, undefined, rng.int(3, 20));
  const byAib = rng.chance(0.7);
  const sheriff = rng.pick([
    "Edinburgh",
    "Glasgow",
    "Aberdeen",
    "Dundee",
    "Paisley",
    "Hamilton",
    "Kirkcaldy",
  ]);
  const privateTrustee = rng.chance(0.4);
  const t = privateTrustee ? ctx.world.pickOfficeHolders(rng, "scotland", false) : [];
  if (privateTrustee) {
    p.trustees = t;
    p.appointedOn = awardedOn;
  }
  const trusteeText = privateTrustee
    ? `${officeHoldersText(t)} was appointed Trustee`
    : `the Accountant in Bankruptcy, ${addr(aibAddress())}, telephone ${esc(dramaTelephone(rng, "scotland"))}, email ${esc(exampleEmail("sequestration", "aib"))}, is the Trustee`;
  const blocks = [
    ...personParticulars(p),
    `Notice is hereby given that the estate of the above-named was sequestrated on ${formatDate(awardedOn)} ${byAib ? "by the Accountant in Bankruptcy on a debtor application" : `by the Sheriff at ${esc(sheriff)} on the petition of a creditor`} under the Bankruptcy (Scotland) Act 2016, and that ${trusteeText}.`,
    `Creditors of the debtor should submit their claims to the Trustee. A creditor who submits a claim within 120 days of the date of sequestration will be entitled to vote at any meeting of creditors and to receive any dividend.`,
  ];
  if (privateTrustee) blocks.push(contactBlock(ctx, t));
  return personDraft(
    ctx,
    p,
    blocks,
    {
      debtor: personData(p),
      sequestratedOn: awardedOn,
      awardedBy: byAib ? "Accountant in Bankruptcy" : `Sheriff at ${sheriff}`,
      trustee: privateTrustee
        ? practitionerData(t[0]!)
        : { name: "Accountant in Bankruptcy", address: addressData(aibAddress()) },
    },
    privateTrustee ? placerOfFirm(t[0]!.firm) : AIB_PLACER,
  );
};

export const trustDeed: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const p = personalCase(ctx, bag);
  const grantedOn = before(ctx, undefined, rng.int(5, 25));
  const t = ensureTrustees(ctx, p, grantedOn).slice(0, 1);
  p.trustees = t;
  const blocks = [
    ...personParticulars(p),
    `Notice is hereby given that on ${formatDate(grantedOn)} the above-named granted a Trust Deed for behoof of ${p.person.sex === "m" ? "his" : "her"} creditors conveying ${p.person.sex === "m" ? "his" : "her"} estate to ${officeHoldersText(t)}, as Trustee.`,
    `A creditor may object to the trust deed becoming a protected trust deed by notifying the Trustee in writing within five weeks of the date of publication of this notice in the Edinburgh Gazette. Unless a majority in number, or not less than one third in value, of the creditors object, the trust deed will become protected under the Protected Trust Deeds (Scotland) Regulations 2013.`,
    contactBlock(ctx, t),
  ];
  return personDraft(
    ctx,
    p,
    blocks,
    { debtor: personData(p), grantedOn, trustee: practitionerData(t[0]!) },
    placerOfFirm(t[0]!.firm),
  );
};

export const satisfactionOfTrustDeed: NoticeGenerator = (ctx, bag) => {
  const { rng } = ctx;
  const p = personalCase(ctx, bag);
  const t = ensureTrustees(ctx, p, before(ctx, undefined, rng.int(300, 1400))).slice(0, 1);
  p.trustees = t;
  const dischargedOn = before(ctx, undefined, rng.int(5, 30));
  const blocks = [
    ...personParticulars(p),
    `Notice is hereby given that the Trust Deed granted by the above-named on ${formatDate(p.appointedOn!)} has been fulfilled and that ${officeHoldersText(t)}, the Trustee, was discharged on ${formatDate(dischargedOn)}.`,
  ];
  return personDraft(
    ctx,
    p,
    blocks,
    {
      debtor: personData(p),
      trustDeedGrantedOn: p.appointedOn,
      trustee: practitionerData(t[0]!),
      dischargedOn,
    },
    placerOfFirm(t[0]!.firm),
  );
};

export const PERSONAL_INSOLVENCY_GENERATORS: Record<string, NoticeGenerator> = {
  "2501": statutoryDemand,
  "2502": substitutedServiceOfPetition,
  "2503": bankruptcyOrder,
  "2504": bankruptcyOrderPartnership,
  "2505": administrationOrderPersonal,
  "2506": amendmentOfTitle,
  "2507": appointmentOfTrustees,
  "2508": personalNoticeToCreditors,
  "2509": personalIntendedDividend,
  "2510": personalDividend,
  "2511": personalFinalMeeting,
  "2512": annulment,
  "2513": applicationForDischarge,
  "2514": releaseOfTrustees,
  "2515": dischargeOrder,
  "2516": rescissionOrder,
  "2517": sequestration,
  "2518": trustDeed,
  "2519": satisfactionOfTrustDeed,
  "2526": personalMeetingOfCreditors,
  "2527": personalPublicExamination,
};
