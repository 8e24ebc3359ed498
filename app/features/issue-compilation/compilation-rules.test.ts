import { describe, expect, it } from "vitest";
import { planIssues } from "../publications/issue-plan.ts";
import {
  compileMomentOn,
  isCompilationDue,
  isReadyFor,
  issueHeading,
  layOutIssue,
  nextIssueDate,
  printOrder,
  type ScheduledNotice,
} from "./compilation-rules.ts";

const at = (iso: string) => new Date(iso);

describe("the next issue's date", () => {
  it("is today's London issue until it is made, then the next working day's", () => {
    const tuesday = at("2026-11-24T10:00:00Z");
    expect(nextIssueDate("london", tuesday, "2026-11-23")).toBe("2026-11-24");
    expect(nextIssueDate("london", tuesday, "2026-11-24")).toBe("2026-11-25");
  });

  it("skips the weekend and bank holidays in London", () => {
    expect(nextIssueDate("london", at("2026-11-28T12:00:00Z"), "2026-11-27")).toBe("2026-11-30");
    // Christmas Day is a Friday, Boxing Day's holiday the Monday after.
    expect(nextIssueDate("london", at("2026-12-24T12:00:00Z"), "2026-12-24")).toBe("2026-12-29");
  });

  it("follows Edinburgh's Tuesdays and Fridays and Belfast's Fridays", () => {
    expect(nextIssueDate("edinburgh", at("2026-11-24T12:00:00Z"), "2026-11-24")).toBe("2026-11-27");
    expect(nextIssueDate("edinburgh", at("2026-11-27T12:00:00Z"), "2026-11-27")).toBe("2026-12-01");
    expect(nextIssueDate("belfast", at("2026-11-24T12:00:00Z"), "2026-11-20")).toBe("2026-11-27");
    // Christmas Day and New Year's Day are both Fridays and Northern Ireland's bank holidays.
    expect(nextIssueDate("belfast", at("2026-12-20T12:00:00Z"), "2026-12-18")).toBe("2027-01-08");
  });

  it("brings out a day missed while the service was down, late, once; earlier missed days are not filled in", () => {
    // Edinburgh's last issue was Friday 20th; it is now Wednesday: Tuesday's issue is due.
    expect(nextIssueDate("edinburgh", at("2026-11-25T09:00:00Z"), "2026-11-20")).toBe("2026-11-24");
    // London down from Wednesday to Saturday: only Friday's issue comes out, then Monday's.
    expect(nextIssueDate("london", at("2026-11-28T09:00:00Z"), "2026-11-24")).toBe("2026-11-27");
    expect(nextIssueDate("london", at("2026-11-28T09:00:00Z"), "2026-11-27")).toBe("2026-11-30");
  });

  it("starts an edition with no issue at its latest publication day", () => {
    expect(nextIssueDate("belfast", at("2026-11-24T09:00:00Z"), null)).toBe("2026-11-20");
  });
});

describe("when an issue is compiled", () => {
  it("at 06:00 London on its day, GMT or BST", () => {
    expect(compileMomentOn("2026-11-24").toISOString()).toBe("2026-11-24T06:00:00.000Z");
    expect(compileMomentOn("2027-06-01").toISOString()).toBe("2027-06-01T05:00:00.000Z");
    expect(isCompilationDue("2026-11-24", at("2026-11-24T05:59:59Z"))).toBe(false);
    expect(isCompilationDue("2026-11-24", at("2026-11-24T06:00:00Z"))).toBe(true);
    expect(isCompilationDue("2026-11-24", at("2026-11-28T00:00:00Z"))).toBe(true);
  });
});

describe("the issue's number, ISBN and volume", () => {
  it("agree with the calendar's plan on consecutive publication days, bank holidays and all", () => {
    for (const edition of ["london", "edinburgh", "belfast"] as const) {
      const plan = planIssues(edition, "2026-11-02", "2027-02-26");
      for (let i = 1; i < plan.length; i++) {
        const previous = plan[i - 1]!;
        const heading = issueHeading(edition, previous, plan[i]!.publishedOn);
        expect(heading, `${edition} ${plan[i]!.publishedOn}`).toEqual({
          number: plan[i]!.number,
          publishedOn: plan[i]!.publishedOn,
          isbn: plan[i]!.isbn,
          volume: plan[i]!.volume,
        });
      }
    }
  });

  it("never skip a number when a day was missed", () => {
    const heading = issueHeading("london", { number: 64942, publishedOn: "2026-11-24" }, "2026-11-27");
    expect(heading.number).toBe(64943);
    expect(heading.volume).toBe("4");
  });

  it("take the calendar's number for an edition with no issue yet", () => {
    const [planned] = planIssues("belfast", "2026-11-27", "2026-11-27");
    expect(issueHeading("belfast", null, "2026-11-27").number).toBe(planned!.number);
  });
});

const notice = (id: number, noticeCode: string, earliest: string | null = null): ScheduledNotice => ({
  id,
  noticeCode,
  categoryCode: noticeCode.slice(0, 2),
  earliestPublicationAt: earliest ? new Date(earliest) : null,
});

describe("which notices an issue carries", () => {
  it("those whose earliest date, in London, is the issue's day or before", () => {
    expect(isReadyFor(notice(1, "2903"), "2026-11-24")).toBe(true);
    expect(isReadyFor(notice(1, "2903", "2026-11-20T00:00:00Z"), "2026-11-24")).toBe(true);
    expect(isReadyFor(notice(1, "2903", "2026-11-24T23:30:00Z"), "2026-11-24")).toBe(true);
    expect(isReadyFor(notice(1, "2903", "2026-11-25T00:00:00Z"), "2026-11-24")).toBe(false);
    // 23:30 UTC on 1 June is already 2 June in London (BST).
    expect(isReadyFor(notice(1, "2903", "2027-06-01T23:30:00Z"), "2027-06-01")).toBe(false);
  });
});

describe("the issue's pages", () => {
  it("put notices in print order: category, then type, then the order they were asked for", () => {
    const ordered = printOrder([
      notice(5, "2903", "2026-11-23T09:00:00Z"),
      notice(3, "2450"),
      notice(4, "2903", "2026-11-20T09:00:00Z"),
      notice(9, "2441"),
      notice(2, "2450"),
    ]);
    expect(ordered.map((n) => n.id)).toEqual([9, 2, 3, 4, 5]);
  });

  it("hold four notices a page, numbered from 1", () => {
    const notices = Array.from({ length: 9 }, (_, i) => notice(i + 1, "2903"));
    const layout = layOutIssue("edinburgh", notices);
    expect(layout.pageCount).toBe(3);
    expect(layout.supplementPageCount).toBe(0);
    expect(layout.placements.map((p) => p.page)).toEqual(["1", "1", "1", "1", "2", "2", "2", "2", "3"]);
    expect(layout.placements.map((p) => p.pageNumber)).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 3]);
  });

  it("print London's State notices in the State Supplement's B pages, and nowhere else's", () => {
    const notices = [notice(1, "1101"), notice(2, "2903"), notice(3, "1102"), notice(4, "2450")];
    const london = layOutIssue("london", notices);
    expect(london.placements).toEqual([
      { id: 1, page: "B1", pageNumber: null, inSupplement: true },
      { id: 3, page: "B1", pageNumber: null, inSupplement: true },
      { id: 4, page: "1", pageNumber: 1, inSupplement: false },
      { id: 2, page: "1", pageNumber: 1, inSupplement: false },
    ]);
    expect([london.pageCount, london.supplementPageCount]).toEqual([1, 1]);
    const belfast = layOutIssue("belfast", notices);
    expect(belfast.placements.every((p) => !p.inSupplement)).toBe(true);
    expect(belfast.pageCount).toBe(1);
  });
});
