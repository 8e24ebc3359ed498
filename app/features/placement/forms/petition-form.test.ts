import { describe, expect, it } from "vitest";
import { parseForm } from "../../../lib/forms/parse-form.ts";
import { companyNumberOf, earliestHearing, PETITION_MESSAGES, petitionForm } from "./petition-form.ts";
import { pageOf } from "./web-form.ts";

const ctx = { today: "2026-11-24", publicationDay: "2026-11-25", editionId: "london" };
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

const HEARING = {
  hearingCourt: "High Court of Justice",
  hearingLine1: "Rolls Building, Fetter Lane",
  hearingCity: "London",
  hearingPostcode: "EC4A 1NL",
  hearingTime: "10:30",
};

describe("petition to wind up: the statutory timing", () => {
  it("is 7 business days after publication, over weekends and bank holidays", () => {
    // Wednesday 25 November 2026 + 7 business days = Friday 4 December.
    expect(earliestHearing("london", "2026-11-25")).toBe("2026-12-04");
    // Over Christmas (25, 28 December are bank holidays in 2026) and New Year (1 January 2027).
    expect(earliestHearing("london", "2026-12-23")).toBe("2027-01-06");
    // Scotland's 2 January is a bank holiday too (4 January 2027, as 2 January is a Saturday).
    expect(earliestHearing("edinburgh", "2026-12-23")).toBe("2027-01-07");
  });

  it("refuses a hearing too soon, and gives the last day to appear as the business day before", () => {
    const hearing = pageOf(petitionForm("2450", "london"), "hearing")!;
    const soon = parseForm(hearing.schema(ctx), form({ ...HEARING, hearingDate: "03/12/2026" }));
    expect(soon.ok).toBe(false);
    if (!soon.ok) expect(soon.errors[0]!.message).toBe(PETITION_MESSAGES.hearingTooSoon("2026-12-04"));

    const fine = parseForm(hearing.schema(ctx), form({ ...HEARING, hearingDate: "07/12/2026" }));
    expect(fine.ok).toBe(true);
    if (!fine.ok) return;
    const data = hearing.save({}, fine.data as Record<string, unknown>, 0);
    // Monday 7 December: the last day to give notice is Friday 4 December.
    expect(data).toMatchObject({
      hearing: { date: "2026-12-07", time: "10:30" },
      lastDateToAppear: "2026-12-04",
    });
  });

  it("refuses a time that is not HH:MM, with the spec's message", () => {
    const hearing = pageOf(petitionForm("2450", "london"), "hearing")!;
    const parsed = parseForm(
      hearing.schema(ctx),
      form({ ...HEARING, hearingDate: "07/12/2026", hearingTime: "25:00" }),
    );
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors.map((e) => e.message)).toEqual(["Wrong time format"]);
  });
});

describe("petition forms by edition and subject", () => {
  it("asks a Scottish petition for the period for answers instead of a hearing", () => {
    const scottish = petitionForm("2450", "edinburgh");
    expect(scottish.sections.at(-1)).toMatchObject({ title: "Answers to the petition", pages: ["answers"] });
    expect(pageOf(scottish, "hearing")).toBeUndefined();
    expect(pageOf(scottish, "answers")!.values({}, ctx, 0)).toEqual({ answersWithinDays: "8" });
    expect(petitionForm("2451", "london").sections[1]).toMatchObject({
      title: "The partnership",
      pages: ["partnership"],
    });
  });

  it("takes a limited liability partnership's registration number as the notice's company number, or none", () => {
    const partnership = pageOf(petitionForm("2451", "london"), "partnership")!;
    const answers = { partnershipName: "Ledger LLP", tradingLine1: "2 Quay", tradingCity: "Hull" };
    const bad = parseForm(partnership.schema(ctx), form({ ...answers, registrationNumber: "OC-12" }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.map((e) => e.message)).toContain(PETITION_MESSAGES.registrationNumber);
    const general = parseForm(partnership.schema(ctx), form({ ...answers, registrationNumber: "" }));
    expect(general.ok).toBe(true);
    if (general.ok)
      expect(companyNumberOf(partnership.save({}, general.data as Record<string, unknown>, 0))).toBeNull();
    const llp = parseForm(partnership.schema(ctx), form({ ...answers, registrationNumber: "oc 301 234" }));
    expect(llp.ok).toBe(true);
    if (!llp.ok) return;
    const data = partnership.save({}, llp.data as Record<string, unknown>, 0);
    expect(companyNumberOf(data)).toBe("OC301234");
    expect(partnership.summary(data, 0)).toContainEqual({ key: "Registration number", value: "OC301234" });
  });

  it("keeps the company number as the register writes it, and renders the notice escaped", () => {
    const company = pageOf(petitionForm("2450", "london"), "company")!;
    const parsed = parseForm(
      company.schema(ctx),
      form({
        companyName: "Bolt & <Nut> Ltd",
        companyNumber: "sc 123 456",
        officeLine1: "1 Quay",
        officeCity: "Leith",
      }),
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const data = company.save({}, parsed.data as Record<string, unknown>, 0);
    expect(data).toEqual({
      company: {
        name: "Bolt & <Nut> Ltd",
        number: "SC123456",
        registeredOffice: { lines: ["1 Quay", "Leith"] },
      },
    });
    const notice = petitionForm("2450", "edinburgh").render({ ...data, answersWithinDays: 8 }, "edinburgh");
    expect(notice.title).toBe("BOLT & <NUT> LTD");
    expect(notice.bodyHtml).toContain("BOLT &amp; &lt;NUT&gt; LTD");
    expect(notice.bodyHtml).toContain("within 8 days after intimation");
    expect(notice.companyNumber).toBe("SC123456");
  });
});
