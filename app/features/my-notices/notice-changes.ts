/**
 * The two changes a placer makes from their lists: withdraw a pending notice; delete a draft, or a
 * withdrawn or rejected notice from their lists. What each asks, says and leads back to; pure, for the
 * pages, the modal's fragments and the scripts alike.
 */
import type { NoticeStatus } from "../../db/schema/notices-values.ts";
import {
  isHideable,
  listOfStatus,
  MY_NOTICE_MESSAGES,
  type MyNoticeList,
  noticeRowActions,
} from "./my-notice-lists.ts";

export type NoticeChange = "withdraw" | "delete";

export interface NoticeChangeWords {
  question: string;
  /** The link's and the button's words. */
  label: string;
  /** The toast's, or the flash's after a redirect. */
  done: string;
  /** The list the placer comes back to. */
  back: MyNoticeList;
  refusal(status: NoticeStatus): string | null;
}

export const NOTICE_CHANGES: Readonly<Record<NoticeChange, NoticeChangeWords>> = {
  withdraw: {
    question: MY_NOTICE_MESSAGES.withdrawQuestion,
    label: "Withdraw notice",
    done: MY_NOTICE_MESSAGES.withdrawn,
    back: "pending",
    refusal: (status) =>
      noticeRowActions(status).withdraw ? null : MY_NOTICE_MESSAGES.notWithdrawable(status),
  },
  delete: {
    question: MY_NOTICE_MESSAGES.deleteQuestion,
    label: "Delete",
    done: MY_NOTICE_MESSAGES.deleted,
    back: "draft",
    refusal: (status) => (noticeRowActions(status).delete ? null : MY_NOTICE_MESSAGES.notDeletable(status)),
  },
};

export function noticeChangePath(change: NoticeChange, id: number): string {
  return `/my-gazette/notices/${id}/${change}`;
}

/** The words of a change for a notice in this status: deleting a withdrawn or rejected notice hides it. */
export function noticeChangeWords(change: NoticeChange, status: NoticeStatus): NoticeChangeWords {
  const words = NOTICE_CHANGES[change];
  if (change !== "delete" || !isHideable(status)) return words;
  return {
    ...words,
    question: MY_NOTICE_MESSAGES.deleteNoticeQuestion,
    done: MY_NOTICE_MESSAGES.deletedNotice,
    back: listOfStatus(status),
  };
}
