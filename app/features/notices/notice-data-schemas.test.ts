import { describe, expect, it } from "vitest";
import { isRealIsoDate } from "../../lib/dates.ts";
import { WEB_FORM_CODES } from "../taxonomy/taxonomy.ts";
import { defaultClaimDeadline, noticeDataSchemas, validateNoticeData } from "./notice-data-schemas.ts";

const address = { lines: ["12 Quillfield Road", "Leeds"], postcode: "LS1 3BG" };
const solicitor = {
  name: "Quillfeather & Ottersby LLP",
  firm: "Quillfeather & Ottersby LLP",
  address,
  telephone: "0113 496 0123",
  email: "enquiries@example.com",
  reference: "QO/ABC/1234",
};
const company = {
  name: "Quillfeather Joinery Limited",
  number: "99123456",
  registeredOffice: address,
  natureOfBusiness: "Joinery installation",
};
const liquidator = {
  name: "Maud Ottersby",
  ipNumber: "91234",
  firm: "Ottersby Recovery LLP",
  address,
  telephone: "0113 496 0456",
  email: "maud.ottersby@example.com",
  appointedOn: "2026-03-02",
};
const court = {
  name: "High Court of Justice, Business and Property Courts of England and Wales",
  caseNumber: "CR-2026-001234",
  caseYear: 2026,
};
const officialReceiver = {
  name: "Hester Nettlecombe",
  office: "Official Receiver's Office, Leeds",
  address,
  telephone: "0113 496 0999",
};
const person = {
  name: "Ambrose Quillfeather",
  addresses: [address],
  dateOfBirth: "1970-05-17",
  occupation: "Joiner",
};

const VALID: Record<string, unknown> = {
  "2903": {
    deceased: {
      title: "Mr",
      forenames: "Ambrose John",
      surname: "Quillfeather",
      addresses: [address],
      dateOfDeath: "2025-12-01",
      occupation: "Retired",
    },
    personalRepresentatives: [solicitor],
    claimDeadline: "2026-05-10",
  },
  "2450": {
    court,
    company,
    petitionPresentedOn: "2026-01-20",
    petitioner: { name: "Ottersby Supplies Limited", address },
    hearing: { court: court.name, address, date: "2026-03-18", time: "10:30" },
    lastDateToAppear: "2026-03-17",
    petitionersRepresentative: solicitor,
  },
  "2451": {
    court,
    partnership: {
      name: "Quillfeather & Ottersby",
      principalTradingAddress: address,
      partners: ["Ambrose Quillfeather", "Maud Ottersby"],
    },
    petitionPresentedOn: "2026-01-20",
    petitioner: { name: "Ottersby Supplies Limited", address },
    answersWithinDays: 8,
    petitionersRepresentative: solicitor,
  },
  "2452": { court, company, orderDate: "2026-03-18", petitionPresentedOn: "2026-01-20", officialReceiver },
  "2454": { company, liquidators: [liquidator], appointedOn: "2026-03-02", by: "secretary-of-state" },
  "2441": {
    company,
    resolution: { type: "special", passedOn: "2026-03-02", method: "written-resolution" },
    liquidators: [liquidator],
  },
  "2442": {
    company,
    convener: { ...liquidator, appointedOn: undefined },
    meeting: { procedure: "deemed-consent", date: "2026-03-12" },
  },
  "2443": { company, liquidators: [liquidator], appointedBy: "creditors" },
  "2444": {
    company,
    liquidators: [liquidator],
    meeting: { procedure: "virtual-meeting", date: "2027-03-12", time: "11:00" },
  },
  "2445": { company, liquidators: [liquidator], finalAccountDeliveredOn: "2027-01-05" },
  "2446": { company, liquidators: [liquidator], proofs: { address, lastDate: "2026-04-30" } },
  "2447": {
    company: {
      ...company,
      number: "1234567",
      registeredOffice: { lines: ["Example Chambers", "Road Town"], country: "British Virgin Islands" },
    },
    liquidators: [liquidator],
    meeting: { procedure: "virtual-meeting", date: "2026-04-01" },
    territory: "British Virgin Islands",
  },
  "2503": {
    person,
    court: { name: "County Court at Leeds", caseNumber: "123", caseYear: 2026 },
    petitionType: "creditor",
    petitionFiledOn: "2026-01-05",
    orderDateTime: "2026-02-27T10:15",
    petitioner: { name: "Ottersby Supplies Limited", address },
    officialReceiver,
  },
  "2510": {
    person,
    dividend: {
      type: "first-and-final",
      amountPencePerPound: 12.5,
      declaredOn: "2026-02-20",
      paidOn: "2026-02-27",
    },
    trustee: { ...liquidator, appointedOn: undefined },
  },
  "2609": {
    company: { name: "Quillfeather Joinery Limited", number: "99123456" },
    stage: "proposal",
    basis: "compulsory",
    provision: "section 1000(3) of the Companies Act 2006",
    registrar: "Registrar of Companies for England and Wales",
    strikeOffAfter: "2026-05-03",
  },
  "1601": {
    authority: { name: "Secretary of State for Transport" },
    legislation: { act: "Town and Country Planning Act 1990", section: "247" },
    orderType: "stopping-up",
    orderTitle: "The Stopping up of Highways (North East) (No. 12) Order 2026",
    highways: ["an irregular shaped area of highway of Quillfield Road at Leeds"],
    area: { town: "Leeds", localAuthority: "Leeds City Council", postcode: "LS1 3BG" },
    objections: {
      by: "2026-04-01",
      to: "National Transport Casework Team",
      email: "nationalcasework@example.com",
    },
  },
  "1105": {
    awardingBody: "Central Chancery of the Orders of Knighthood",
    honoursList: "New Year Honours 2026",
    announcedOn: "2025-12-30",
    awards: [
      {
        order: "Order of the British Empire",
        grade: "Member",
        postNominal: "MBE",
        recipients: [{ name: "Maud Ottersby", citation: "For services to the community in Leeds" }],
      },
    ],
  },
  "2901": {
    oldName: "Ambrose Ottersby",
    newName: "Ambrose Quillfeather",
    address,
    dateOfDeedPoll: "2026-01-10",
    enrolledOn: "2026-01-20",
  },
};

function issuesOf(code: string, data: unknown) {
  const r = validateNoticeData(code, data);
  return r.success ? [] : r.issues;
}

describe("notice data schemas", () => {
  it("cover exactly the web-form codes of the taxonomy", () => {
    expect(Object.keys(noticeDataSchemas).sort()).toEqual([...WEB_FORM_CODES].sort());
  });

  it("accept a valid sample of every schema", () => {
    for (const code of WEB_FORM_CODES) {
      expect(VALID[code], `sample for ${code}`).toBeDefined();
      const r = validateNoticeData(code, JSON.parse(JSON.stringify(VALID[code])));
      expect(r.success ? [] : r.issues, code).toEqual([]);
    }
  });

  it("report missing required fields with their paths", () => {
    const { claimDeadline: _, ...noDeadline } = VALID["2903"] as Record<string, unknown>;
    expect(issuesOf("2903", noDeadline).map((i) => i.field)).toContain("claimDeadline");

    const noSurname = structuredClone(VALID["2903"]) as { deceased: Record<string, unknown> };
    delete noSurname.deceased.surname;
    expect(issuesOf("2903", noSurname).map((i) => i.field)).toContain("deceased.surname");

    const noRepresentatives = { ...(VALID["2903"] as object), personalRepresentatives: [] };
    expect(issuesOf("2903", noRepresentatives).map((i) => i.field)).toContain("personalRepresentatives");

    const noCompanyNumber = structuredClone(VALID["2450"]) as { company: Record<string, unknown> };
    delete noCompanyNumber.company.number;
    expect(issuesOf("2450", noCompanyNumber).map((i) => i.field)).toContain("company.number");

    const noLines = structuredClone(VALID["2452"]) as {
      company: { registeredOffice: Record<string, unknown> };
    };
    noLines.company.registeredOffice.lines = [];
    expect(issuesOf("2452", noLines).map((i) => i.field)).toContain("company.registeredOffice.lines");

    expect(
      issuesOf("2446", { ...(VALID["2446"] as object), proofs: undefined }).map((i) => i.field),
    ).toContain("proofs");
    expect(issuesOf("2441", { ...(VALID["2441"] as object), liquidators: [] }).map((i) => i.field)).toContain(
      "liquidators",
    );
  });

  it("reject impossible dates with their paths", () => {
    expect(isRealIsoDate("2026-02-30")).toBe(false);
    expect(isRealIsoDate("2024-02-29")).toBe(true);
    expect(isRealIsoDate("2025-02-29")).toBe(false);
    expect(isRealIsoDate("2026-13-01")).toBe(false);
    expect(isRealIsoDate("26-02-01")).toBe(false);

    expect(
      issuesOf("2903", { ...(VALID["2903"] as object), claimDeadline: "2026-02-30" }).map((i) => i.field),
    ).toEqual(["claimDeadline"]);
    const badHearing = structuredClone(VALID["2450"]) as { hearing: { date: string } };
    badHearing.hearing.date = "2026-04-31";
    expect(issuesOf("2450", badHearing).map((i) => i.field)).toContain("hearing.date");
    expect(
      issuesOf("2503", { ...(VALID["2503"] as object), orderDateTime: "2026-02-30T10:00" }).map(
        (i) => i.field,
      ),
    ).toContain("orderDateTime");
    expect(
      issuesOf("2901", { ...(VALID["2901"] as object), dateOfDeedPoll: "2026-00-10" }).map((i) => i.field),
    ).toContain("dateOfDeedPoll");
  });

  it("apply the cross-field rules", () => {
    const noDeath = structuredClone(VALID["2903"]) as { deceased: Record<string, unknown> };
    delete noDeath.deceased.dateOfDeath;
    expect(issuesOf("2903", noDeath).map((i) => i.field)).toContain("deceased.dateOfDeath");

    const range = structuredClone(VALID["2903"]) as { deceased: Record<string, unknown> };
    delete range.deceased.dateOfDeath;
    range.deceased.dateOfDeathFrom = "2025-11-20";
    range.deceased.dateOfDeathTo = "2025-12-01";
    expect(issuesOf("2903", range)).toEqual([]);
    range.deceased.dateOfDeathTo = "2025-11-01";
    expect(issuesOf("2903", range).map((i) => i.field)).toContain("deceased.dateOfDeathTo");

    const lateAppearance = { ...(VALID["2450"] as object), lastDateToAppear: "2026-03-19" };
    expect(issuesOf("2450", lateAppearance).map((i) => i.field)).toContain("lastDateToAppear");

    const noHearing = { ...(VALID["2450"] as object), hearing: undefined, lastDateToAppear: undefined };
    expect(issuesOf("2450", noHearing).map((i) => i.field)).toContain("hearing");

    expect(
      issuesOf("2452", { ...(VALID["2452"] as object), officialReceiver: undefined }).map((i) => i.field),
    ).toContain("officialReceiver");
    expect(
      issuesOf("2503", { ...(VALID["2503"] as object), petitionType: "friend" }).map((i) => i.field),
    ).toContain("petitionType");
    expect(
      issuesOf("2510", {
        ...(VALID["2510"] as object),
        dividend: { type: "final", declaredOn: "2026-02-20" },
      }).map((i) => i.field),
    ).toContain("dividend.amountPencePerPound");
    expect(
      issuesOf("2609", { ...(VALID["2609"] as object), stage: "dissolution" }).map((i) => i.field),
    ).toContain("dissolvedOn");
    expect(
      issuesOf("2901", { ...(VALID["2901"] as object), newName: "ambrose ottersby" }).map((i) => i.field),
    ).toContain("newName");
    expect(issuesOf("2454", { ...(VALID["2454"] as object), by: "members" }).map((i) => i.field)).toContain(
      "by",
    );
  });

  it("validate e-mail addresses, postcodes and IP numbers", () => {
    const badEmail = structuredClone(VALID["2903"]) as { personalRepresentatives: { email: string }[] };
    badEmail.personalRepresentatives[0]!.email = "not-an-email";
    expect(issuesOf("2903", badEmail).map((i) => i.field)).toContain("personalRepresentatives.0.email");

    const badPostcode = structuredClone(VALID["2901"]) as { address: { postcode: string } };
    badPostcode.address.postcode = "NOT A POSTCODE";
    expect(issuesOf("2901", badPostcode).map((i) => i.field)).toContain("address.postcode");

    const badIp = structuredClone(VALID["2454"]) as { liquidators: { ipNumber: string }[] };
    badIp.liquidators[0]!.ipNumber = "IP-1";
    expect(issuesOf("2454", badIp).map((i) => i.field)).toContain("liquidators.0.ipNumber");
  });

  it("accept any JSON object for types without a schema", () => {
    expect(validateNoticeData("1501", { anything: [1, 2, 3] })).toEqual({
      success: true,
      data: { anything: [1, 2, 3] },
    });
    expect(validateNoticeData("1501", {}).success).toBe(true);
    expect(validateNoticeData("1501", null).success).toBe(false);
    expect(validateNoticeData("1501", [1]).success).toBe(false);
    expect(validateNoticeData("2903", "text").success).toBe(false);
  });

  it("default the claim deadline to two months and a day after publication", () => {
    expect(defaultClaimDeadline("2026-03-04")).toBe("2026-05-05");
    expect(defaultClaimDeadline("2026-12-31")).toBe("2027-03-01");
    expect(defaultClaimDeadline("2026-01-31")).toBe("2026-04-01");
  });
});
