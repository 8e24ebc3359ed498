/** What My Gazette's lists of notices placed are made of, for the service, the pages and the formats. */
import type { NoticeStatus } from "../../db/schema/notices-values.ts";
import type { MyNoticeList } from "./my-notice-lists.ts";

export interface MyNoticeRecord {
  id: number;
  noticeCode: string;
  noticeTypeName: string;
  editionId: string;
  status: NoticeStatus;
  title: string;
  placedByUserId: number | null;
  placedByName: string | null;
  createdAt: Date;
  updatedAt: Date;
  submittedAt: Date | null;
  earliestPublicationAt: Date | null;
  publishedAt: Date | null;
}

/** One notice as its placer's page shows it: also its body as it will be published, and its data. */
export interface MyNoticeDetail extends MyNoticeRecord {
  /** Sanitised XHTML, shown as is. */
  bodyHtml: string;
  data: Record<string, unknown>;
}

export interface MyNoticeRow extends MyNoticeRecord {
  /** What this person may do to it from the list. */
  actions: { withdraw: boolean; delete: boolean };
}

export interface MyNoticePage {
  list: MyNoticeList;
  rows: MyNoticeRow[];
  total: number;
  page: number;
  pageSize: number;
  /** True when the team's notices are in the list too (the placer's name is worth showing). */
  team: boolean;
}
