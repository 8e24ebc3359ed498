import { describe, expect, it } from "vitest";
import { NOTICE_STATUSES } from "../../db/schema/notices-values.ts";
import {
  isMyNoticeList,
  isNoticesPlacedPath,
  listOfStatus,
  MY_NOTICE_LIST_STATUSES,
  MY_NOTICE_LISTS,
  MY_NOTICE_MESSAGES,
  noticeRowActions,
} from "./my-notice-lists.ts";

describe("My Gazette's notice lists", () => {
  it("puts every status in exactly one list", () => {
    for (const status of NOTICE_STATUSES) {
      const holders = MY_NOTICE_LISTS.filter((list) => MY_NOTICE_LIST_STATUSES[list].includes(status));
      expect(holders, status).toHaveLength(1);
    }
  });

  it("groups what lies between submitting and publication as pending", () => {
    expect(MY_NOTICE_LIST_STATUSES.pending).toEqual([
      "submitted",
      "awaiting-payment",
      "paid",
      "awaiting-approval",
      "approved",
      "scheduled",
    ]);
    expect(listOfStatus("permanently-withdrawn")).toBe("withdrawn");
    expect(listOfStatus("draft")).toBe("draft");
  });

  it("knows its lists' names and nothing else", () => {
    expect(isMyNoticeList("pending")).toBe(true);
    expect(isMyNoticeList("awaiting-approval")).toBe(false);
  });

  it("offers withdrawal where the workflow allows it, deletion on drafts and on withdrawn and rejected notices", () => {
    for (const status of MY_NOTICE_LIST_STATUSES.pending.filter((s) => s !== "awaiting-payment"))
      expect(noticeRowActions(status), status).toEqual({ withdraw: true, delete: false });
    expect(noticeRowActions("awaiting-payment")).toEqual({ withdraw: false, delete: false });
    expect(noticeRowActions("draft")).toEqual({ withdraw: false, delete: true });
    expect(noticeRowActions("published")).toEqual({ withdraw: false, delete: false });
    for (const status of ["rejected", "withdrawn", "permanently-withdrawn"] as const)
      expect(noticeRowActions(status), status).toEqual({ withdraw: false, delete: true });
  });

  it("explains a refusal in the notice's own status", () => {
    expect(MY_NOTICE_MESSAGES.notWithdrawable("published")).toContain("it is published");
    expect(MY_NOTICE_MESSAGES.notWithdrawable("awaiting-payment")).toContain("payment is being taken");
    expect(MY_NOTICE_MESSAGES.notDeletable("published")).toContain("this notice is published");
  });
});

describe("the notices placed in My Gazette's navigation", () => {
  it("is the current page on every list, a notice's own pages and a draft's", () => {
    for (const path of [
      "/my-gazette/pending",
      "/my-gazette/draft",
      "/my-gazette/published/",
      "/my-gazette/notices/4000123",
      "/my-gazette/notices/4000123/publication-date",
      "/my-gazette/draft/4000123/check-answers",
    ])
      expect(isNoticesPlacedPath(path), path).toBe(true);
  });

  it("is not on the other pages of My Gazette", () => {
    for (const path of ["/my-gazette", "/my-gazette/saved-notices", "/my-gazette/place-notice", "/pending"])
      expect(isNoticesPlacedPath(path), path).toBe(false);
  });
});
