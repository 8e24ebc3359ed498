import { describe, expect, it } from "vitest";
import {
  BLOCKABLE_NOTICE_CODES,
  INJUNCTION_MESSAGES,
  type InjunctionTerms,
  inForceOn,
  injunctionRefusal,
  isBlockable,
  weighedDay,
} from "./injunction-rule.ts";

const injunction: InjunctionTerms = {
  companyNumber: "01234567",
  startsOn: "2026-12-01",
  endsOn: "2026-12-31",
  endedAt: null,
};
const petition = { noticeCode: "2450", companyNumber: "01234567", earliestPublicationAt: null };
/** Noon in London on that day (GMT in December). */
const on = (day: string) => new Date(`${day}T12:00:00Z`);

describe("court injunction rule", () => {
  it("blocks petitions to wind up companies and partnerships, and nothing else", () => {
    expect(BLOCKABLE_NOTICE_CODES).toEqual(["2450", "2451"]);
    for (const code of ["2450", "2451"]) expect(isBlockable(code), code).toBe(true);
    for (const code of ["2452", "2903", "2410", ""]) expect(isBlockable(code), code).toBe(false);
  });

  it("is in force from its start to its end day, both included, until it is ended", () => {
    expect(inForceOn(injunction, "2026-11-30")).toBe(false);
    expect(inForceOn(injunction, "2026-12-01")).toBe(true);
    expect(inForceOn(injunction, "2026-12-15")).toBe(true);
    expect(inForceOn(injunction, "2026-12-31")).toBe(true);
    expect(inForceOn(injunction, "2027-01-01")).toBe(false);
    expect(inForceOn({ ...injunction, endedAt: new Date("2026-12-10T10:00:00Z") }, "2026-12-15")).toBe(false);
  });

  it("weighs the step's London day, or the earliest publication date when that is later", () => {
    // 23:30 UTC on 30 November is still 30 November in London (GMT); 23:30 UTC on 31 May is 1 June (BST).
    expect(weighedDay(new Date("2026-11-30T23:30:00Z"), null)).toBe("2026-11-30");
    expect(weighedDay(new Date("2026-05-31T23:30:00Z"), null)).toBe("2026-06-01");
    expect(weighedDay(on("2026-12-05"), new Date("2027-01-04T00:00:00Z"))).toBe("2027-01-04");
    // An earliest date already past: the notice goes in the next issue, so the step's day counts.
    expect(weighedDay(on("2026-12-05"), new Date("2026-11-20T00:00:00Z"))).toBe("2026-12-05");
  });

  it("refuses a petition about the company inside the dates, with the end date in its message", () => {
    const message = injunctionRefusal(petition, [injunction], on("2026-12-01"));
    expect(message).toBe(INJUNCTION_MESSAGES.blocked("01234567", "2026-12-31"));
    expect(message).toContain("31 December 2026");
    expect(injunctionRefusal({ ...petition, noticeCode: "2451" }, [injunction], on("2026-12-31"))).toBe(
      message,
    );
  });

  it("lets the petition through outside the dates, once ended, or for another company or code", () => {
    expect(injunctionRefusal(petition, [injunction], on("2026-11-30"))).toBeNull();
    expect(injunctionRefusal(petition, [injunction], on("2027-01-01"))).toBeNull();
    expect(
      injunctionRefusal(petition, [{ ...injunction, endedAt: on("2026-12-02") }], on("2026-12-03")),
    ).toBeNull();
    expect(
      injunctionRefusal({ ...petition, companyNumber: "07654321" }, [injunction], on("2026-12-03")),
    ).toBeNull();
    expect(
      injunctionRefusal({ ...petition, companyNumber: null }, [injunction], on("2026-12-03")),
    ).toBeNull();
    expect(injunctionRefusal({ ...petition, noticeCode: "2452" }, [injunction], on("2026-12-03"))).toBeNull();
    expect(injunctionRefusal(petition, [], on("2026-12-03"))).toBeNull();
  });

  it("stops a petition submitted before the range that asks to be published inside it, not one after", () => {
    const inside = { ...petition, earliestPublicationAt: new Date("2026-12-10T00:00:00Z") };
    expect(injunctionRefusal(inside, [injunction], on("2026-11-20"))).not.toBeNull();
    const after = { ...petition, earliestPublicationAt: new Date("2027-01-02T00:00:00Z") };
    expect(injunctionRefusal(after, [injunction], on("2026-12-10"))).toBeNull();
  });

  it("compares company numbers as the forms keep them, and names the injunction that ends last", () => {
    const later = { ...injunction, startsOn: "2026-12-10", endsOn: "2027-02-28" };
    const message = injunctionRefusal(
      { ...petition, companyNumber: "01234567 " },
      [injunction, later],
      on("2026-12-12"),
    );
    expect(message).toBe(INJUNCTION_MESSAGES.blocked("01234567", "2027-02-28"));
    expect(
      injunctionRefusal(
        { ...petition, companyNumber: "sc123456" },
        [{ ...injunction, companyNumber: "SC123456" }],
        on("2026-12-12"),
      ),
    ).not.toBeNull();
  });
});
