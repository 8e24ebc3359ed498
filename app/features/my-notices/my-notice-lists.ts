/**
 * My Gazette's notices placed (issue 12 point 7, ADR 016 "My notices"): the five lists a placer sees, which
 * stored statuses each holds, and what a row offers. Pure: the list pages, their JSON and XML, the service
 * and the tests read the same table.
 */
import { NOTICE_STATUSES, type NoticeStatus } from "../../db/schema/notices-values.ts";
import { noticeAllows } from "../placement/notice-machine.ts";

export const MY_NOTICE_LISTS = ["draft", "pending", "withdrawn", "rejected", "published"] as const;
export type MyNoticeList = (typeof MY_NOTICE_LISTS)[number];

/**
 * Every status is in exactly one list (the test checks it). Pending is everything between submitting and
 * publication; a notice staff withdrew after publication is the placer's to see among the withdrawn.
 */
export const MY_NOTICE_LIST_STATUSES: Readonly<Record<MyNoticeList, readonly NoticeStatus[]>> = {
  draft: ["draft"],
  pending: ["submitted", "awaiting-payment", "paid", "awaiting-approval", "approved", "scheduled"],
  withdrawn: ["withdrawn", "permanently-withdrawn"],
  rejected: ["rejected"],
  published: ["published"],
};

export const MY_NOTICE_LIST_TITLES: Readonly<Record<MyNoticeList, string>> = {
  draft: "Draft notices",
  pending: "Pending notices",
  withdrawn: "Withdrawn notices",
  rejected: "Rejected notices",
  published: "Published notices",
};

/** The sub-navigation's words. */
export const MY_NOTICE_LIST_LABELS: Readonly<Record<MyNoticeList, string>> = {
  draft: "Drafts",
  pending: "Pending",
  withdrawn: "Withdrawn",
  rejected: "Rejected",
  published: "Published",
};

export const MY_NOTICE_LIST_EMPTY: Readonly<Record<MyNoticeList, string>> = {
  draft: "You have no draft notices.",
  pending: "You have no notices waiting to be published.",
  withdrawn: "You have no withdrawn notices.",
  rejected: "You have no rejected notices.",
  published: "You have no published notices.",
};

export const NOTICE_STATUS_LABELS: Readonly<Record<NoticeStatus, string>> = {
  draft: "Draft",
  submitted: "Submitted",
  "awaiting-payment": "Awaiting payment",
  paid: "Paid",
  "awaiting-approval": "Awaiting approval",
  approved: "Approved",
  scheduled: "Scheduled",
  published: "Published",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
  "permanently-withdrawn": "Permanently withdrawn",
};

export function isMyNoticeList(value: string): value is MyNoticeList {
  return (MY_NOTICE_LISTS as readonly string[]).includes(value);
}

/**
 * Is this page one of the notices placed: a list, a notice's own page (and its changes), or a draft
 * (the drafts list holds it)? My Gazette's navigation marks "Notices placed" as the current page there.
 */
export function isNoticesPlacedPath(pathname: string): boolean {
  const [, area, page, id] = pathname.replace(/\/$/, "").split("/");
  if (area !== "my-gazette" || !page) return false;
  if (id === undefined) return isMyNoticeList(page);
  return page === "notices" || page === "draft";
}

export function isNoticeStatus(value: string): value is NoticeStatus {
  return (NOTICE_STATUSES as readonly string[]).includes(value);
}

/** The list a notice of this status appears in. */
export function listOfStatus(status: NoticeStatus): MyNoticeList {
  return MY_NOTICE_LISTS.find((list) => MY_NOTICE_LIST_STATUSES[list].includes(status))!;
}

export const MY_NOTICE_MESSAGES = {
  withdrawQuestion: "Are you sure you want to withdraw this notice?",
  deleteQuestion: "Are you sure you want to delete this draft?",
  deleteNoticeQuestion:
    "Are you sure you want to delete this notice from your list? The Gazette keeps its record of what was done with it.",
  withdrawn: "The notice has been withdrawn.",
  deleted: "The draft has been deleted.",
  deletedNotice: "The notice has been deleted from your list.",
  notWithdrawable: (status: NoticeStatus) =>
    status === "awaiting-payment"
      ? "This notice cannot be withdrawn while its payment is being taken. Try again when the payment has finished."
      : `This notice cannot be withdrawn: it is ${NOTICE_STATUS_LABELS[status].toLowerCase()}. Nothing has been changed.`,
  notDeletable: (status: NoticeStatus) =>
    `Only a draft, or a withdrawn or rejected notice, can be deleted, and this notice is ${NOTICE_STATUS_LABELS[status].toLowerCase()}. Nothing has been changed.`,
} as const;

/**
 * What a row offers: 'Withdraw notice' where the workflow lets the placer withdraw (pending notices, not
 * while a card payment is under way), 'Delete' on drafts only. Withdrawn, rejected and published notices
 * stay: their trail is the record of what the Gazette was asked and did (ADR 016).
 */
export function noticeRowActions(status: NoticeStatus): { withdraw: boolean; delete: boolean } {
  return { withdraw: noticeAllows(status, "withdraw"), delete: status === "draft" || isHideable(status) };
}

/**
 * The statuses whose 'Delete' takes the notice out of the placer's lists rather than deleting it: it has
 * been in the Gazette's hands, and its trail is the record (ADR 016).
 */
export const HIDEABLE_STATUSES: readonly NoticeStatus[] = ["withdrawn", "permanently-withdrawn", "rejected"];

export function isHideable(status: NoticeStatus): boolean {
  return HIDEABLE_STATUSES.includes(status);
}
