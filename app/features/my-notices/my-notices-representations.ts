import { xmlElement as element, xmlLink as link } from "../notices/representations/xml-data.ts";
import { MY_NOTICE_LIST_TITLES, NOTICE_STATUS_LABELS } from "./my-notice-lists.ts";
import type { MyNoticePage } from "./my-notice-types.ts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function myNoticesToJson(page: MyNoticePage, siteUrl: string) {
  const self = (n: number) => `${siteUrl}/my-gazette/${page.list}?page=${n}`;
  const lastPage = Math.max(1, Math.ceil(page.total / page.pageSize));
  return {
    list: page.list,
    title: MY_NOTICE_LIST_TITLES[page.list],
    total: page.total,
    page: page.page,
    pageSize: page.pageSize,
    links: {
      self: self(page.page),
      prev: page.page > 1 ? self(page.page - 1) : null,
      next: page.page < lastPage ? self(page.page + 1) : null,
    },
    notices: page.rows.map((row) => ({
      id: String(row.id),
      noticeCode: row.noticeCode,
      noticeType: row.noticeTypeName,
      edition: row.editionId,
      status: row.status,
      statusLabel: NOTICE_STATUS_LABELS[row.status],
      title: row.title,
      placedBy: row.placedByName,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      submittedAt: iso(row.submittedAt),
      earliestPublicationAt: iso(row.earliestPublicationAt),
      publishedAt: iso(row.publishedAt),
      links: {
        notice: row.status === "published" ? `${siteUrl}/notice/${row.id}` : null,
        withdraw: row.actions.withdraw ? `${siteUrl}/my-gazette/notices/${row.id}/withdraw` : null,
        delete: row.actions.delete ? `${siteUrl}/my-gazette/notices/${row.id}/delete` : null,
      },
    })),
  };
}

export function myNoticesToXml(page: MyNoticePage, siteUrl: string): string {
  const json = myNoticesToJson(page, siteUrl);
  const notices = json.notices
    .map(
      (n) =>
        `<notice id="${n.id}" status="${n.status}">` +
        element("noticeCode", n.noticeCode) +
        element("noticeType", n.noticeType) +
        element("edition", n.edition) +
        element("statusLabel", n.statusLabel) +
        element("title", n.title) +
        element("placedBy", n.placedBy) +
        element("createdAt", n.createdAt) +
        element("updatedAt", n.updatedAt) +
        element("submittedAt", n.submittedAt) +
        element("earliestPublicationAt", n.earliestPublicationAt) +
        element("publishedAt", n.publishedAt) +
        link("notice", n.links.notice) +
        link("withdraw", n.links.withdraw) +
        link("delete", n.links.delete) +
        "</notice>",
    )
    .join("");
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<notices list="${json.list}" total="${json.total}" page="${json.page}" pageSize="${json.pageSize}">` +
    element("title", json.title) +
    link("self", json.links.self) +
    link("prev", json.links.prev) +
    link("next", json.links.next) +
    notices +
    "</notices>\n"
  );
}
