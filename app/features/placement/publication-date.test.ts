import { describe, expect, it } from "vitest";
import {
  choosePublicationDate,
  claimDeadlineProblem,
  cutOffFor,
  describePublicationMoment,
  earliestIssueDate,
  latestPublicationDate,
  minimumClaimDeadline,
  PUBLICATION_DATE_MESSAGES,
  publicationDateRefusal,
  publicationDateTaskStatus,
  publicationMomentParts,
  workingDayBefore,
} from "./publication-date.ts";

const at = (iso: string) => new Date(iso);

describe("the cut-off: 15:00 London time on the working day before the issue", () => {
  it("is the day before for a mid-week issue, the Friday before a Monday's", () => {
    expect(workingDayBefore("london", "2026-11-25")).toBe("2026-11-24");
    expect(workingDayBefore("london", "2026-11-30")).toBe("2026-11-27");
    expect(cutOffFor("london", "2026-11-25")).toEqual(at("2026-11-24T15:00:00Z"));
  });

  it("skips bank holidays of the edition's own jurisdiction", () => {
    // Christmas 2026: Friday 25 and Monday 28 December are bank holidays everywhere.
    expect(workingDayBefore("london", "2026-12-29")).toBe("2026-12-24");
    // St Andrew's Day (Monday 30 November 2026) is a Scottish bank holiday, not an English one.
    expect(workingDayBefore("edinburgh", "2026-12-01")).toBe("2026-11-27");
    expect(workingDayBefore("london", "2026-12-01")).toBe("2026-11-30");
    // St Patrick's Day (Wednesday 17 March 2027) only in Northern Ireland.
    expect(workingDayBefore("belfast", "2027-03-18")).toBe("2027-03-16");
    expect(workingDayBefore("london", "2027-03-18")).toBe("2027-03-17");
  });

  it("is 15:00 on the London clock in summer time too (14:00 UTC)", () => {
    expect(cutOffFor("london", "2026-07-01")).toEqual(at("2026-06-30T14:00:00Z"));
  });
});

describe("the earliest issue that can still take a notice", () => {
  it("is tomorrow's before the cut-off, the day after's from it", () => {
    expect(earliestIssueDate("london", at("2026-11-24T12:00:00Z"))).toBe("2026-11-25");
    expect(earliestIssueDate("london", at("2026-11-24T14:59:59Z"))).toBe("2026-11-25");
    expect(earliestIssueDate("london", at("2026-11-24T15:00:00Z"))).toBe("2026-11-26");
  });

  it("never today's issue, whatever the hour", () => {
    expect(earliestIssueDate("london", at("2026-11-24T00:01:00Z"))).toBe("2026-11-25");
  });

  it("goes past the weekend after Friday's cut-off", () => {
    expect(earliestIssueDate("london", at("2026-11-27T14:00:00Z"))).toBe("2026-11-30");
    expect(earliestIssueDate("london", at("2026-11-27T16:00:00Z"))).toBe("2026-12-01");
    expect(earliestIssueDate("london", at("2026-11-28T10:00:00Z"))).toBe("2026-12-01");
  });

  it("goes past bank holidays (Christmas)", () => {
    expect(earliestIssueDate("london", at("2026-12-24T10:00:00Z"))).toBe("2026-12-29");
    expect(earliestIssueDate("london", at("2026-12-24T15:30:00Z"))).toBe("2026-12-30");
  });

  it("follows Edinburgh's Tuesdays and Fridays and Scotland's holidays", () => {
    // Tuesday 1 December's cut-off was Friday 27 November: St Andrew's Day is no working day.
    expect(earliestIssueDate("edinburgh", at("2026-11-30T10:00:00Z"))).toBe("2026-12-04");
    expect(earliestIssueDate("london", at("2026-11-30T10:00:00Z"))).toBe("2026-12-01");
    expect(earliestIssueDate("edinburgh", at("2026-11-26T10:00:00Z"))).toBe("2026-11-27");
  });

  it("follows Belfast's Fridays (no issue on Good Friday)", () => {
    expect(earliestIssueDate("belfast", at("2027-03-24T10:00:00Z"))).toBe("2027-04-02");
    expect(earliestIssueDate("belfast", at("2026-11-26T16:00:00Z"))).toBe("2026-12-04");
  });

  it("reads the cut-off on the London clock across the clock changes", () => {
    // Monday 30 March 2026, British Summer Time: 15:00 in London is 14:00 UTC.
    expect(earliestIssueDate("london", at("2026-03-30T13:59:00Z"))).toBe("2026-03-31");
    expect(earliestIssueDate("london", at("2026-03-30T14:00:00Z"))).toBe("2026-04-01");
    // Monday 26 October 2026, back on GMT.
    expect(earliestIssueDate("london", at("2026-10-26T14:30:00Z"))).toBe("2026-10-27");
    expect(earliestIssueDate("london", at("2026-10-26T15:00:00Z"))).toBe("2026-10-28");
  });
});

describe("choosing the date and time", () => {
  const now = at("2026-11-24T12:00:00Z");

  it("keeps a publication day, storing the London moment", () => {
    expect(choosePublicationDate("london", { date: "2026-12-02", time: "09:00" }, now)).toEqual({
      ok: true,
      issueDate: "2026-12-02",
      time: "09:00",
      at: at("2026-12-02T09:00:00Z"),
      movedFrom: null,
    });
    const summer = choosePublicationDate("london", { date: "2027-07-01", time: "09:30" }, now);
    expect(summer.ok && summer.at).toEqual(at("2027-07-01T08:30:00Z"));
  });

  it("moves a day without an issue to the next issue, and says from where", () => {
    const saturday = choosePublicationDate("london", { date: "2026-12-05", time: "09:00" }, now);
    expect(saturday).toMatchObject({ ok: true, issueDate: "2026-12-07", movedFrom: "2026-12-05" });
    const holiday = choosePublicationDate("london", { date: "2026-12-25", time: "10:00" }, now);
    expect(holiday).toMatchObject({ ok: true, issueDate: "2026-12-29", movedFrom: "2026-12-25" });
    const wednesday = choosePublicationDate("edinburgh", { date: "2026-12-02", time: "09:00" }, now);
    expect(wednesday).toMatchObject({ ok: true, issueDate: "2026-12-04", movedFrom: "2026-12-02" });
    expect(PUBLICATION_DATE_MESSAGES.moved("The London Gazette", "2026-12-05", "2026-12-07")).toBe(
      "5 December 2026 is not a publication day of The London Gazette: your notice will be published from the next issue, on 7 December 2026.",
    );
  });

  it("refuses a date before the next issue that can take it, naming that issue", () => {
    const today = choosePublicationDate("london", { date: "2026-11-24", time: "09:00" }, now);
    expect(today).toEqual({ ok: false, problem: "too-early", earliest: "2026-11-25" });
    expect(today.ok ? "" : publicationDateRefusal(today)).toBe(
      "Enter a date on or after 25 November 2026: notices must reach us by 3pm on the working day before the issue.",
    );
    expect(choosePublicationDate("london", { date: "2026-11-25", time: "09:00" }, now).ok).toBe(true);
  });

  it("refuses more than 730 days ahead (London's date, not UTC's)", () => {
    expect(latestPublicationDate(now)).toBe("2028-11-23");
    expect(choosePublicationDate("london", { date: "2028-11-23", time: "09:00" }, now).ok).toBe(true);
    const tooFar = choosePublicationDate("london", { date: "2028-11-24", time: "09:00" }, now);
    expect(tooFar).toEqual({ ok: false, problem: "too-late", latest: "2028-11-23" });
    expect(tooFar.ok ? "" : publicationDateRefusal(tooFar)).toBe(
      "Enter a date no more than 730 days ahead, on or before 23 November 2028.",
    );
    // 23:30 UTC in summer is already tomorrow in London.
    expect(latestPublicationDate(at("2026-06-30T23:30:00Z"))).toBe("2028-06-30");
  });

  it("reads a stored moment back as the form's London date and time", () => {
    expect(publicationMomentParts(at("2027-07-01T08:30:00Z"))).toEqual({ date: "2027-07-01", time: "09:30" });
    expect(publicationMomentParts(at("2026-12-02T23:30:00Z"))).toEqual({ date: "2026-12-02", time: "23:30" });
    expect(describePublicationMoment(at("2027-07-01T08:30:00Z"))).toBe("1 July 2027 at 09:30 (UK time)");
  });
});

describe("the claims deadline of a deceased-estates notice", () => {
  it("is at least two months and a day after publication", () => {
    expect(minimumClaimDeadline("2026-12-02")).toBe("2027-02-03");
    // 31 December + two months is the end of February, then a day more.
    expect(minimumClaimDeadline("2026-12-31")).toBe("2027-03-01");
    expect(claimDeadlineProblem("2027-03-01", "2026-12-31")).toBeNull();
    expect(claimDeadlineProblem("2027-02-28", "2026-12-31")).toBe(
      "The claims deadline must be at least two months and a day after the earliest publication date: enter 1 March 2027 or later.",
    );
  });

  it("may not be more than two years beyond that", () => {
    expect(claimDeadlineProblem("2029-03-01", "2026-12-31")).toBe(
      "Enter a claims deadline on or before 28 February 2029.",
    );
  });
});

describe("the draft's task", () => {
  const now = at("2026-11-24T12:00:00Z");
  it("is optional without a date, completed with one that can be met, not started once it cannot", () => {
    expect(publicationDateTaskStatus({ editionId: "london", earliestPublicationAt: null }, now)).toBe(
      "optional",
    );
    expect(
      publicationDateTaskStatus(
        { editionId: "london", earliestPublicationAt: at("2026-11-25T09:00:00Z") },
        now,
      ),
    ).toBe("completed");
    expect(
      publicationDateTaskStatus(
        { editionId: "london", earliestPublicationAt: at("2026-11-24T09:00:00Z") },
        now,
      ),
    ).toBe("not-started");
  });
});
