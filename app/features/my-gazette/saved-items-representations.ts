/**
 * A person's saved searches and saved notices as data for their software (placement-api.md step 8):
 * `/my-gazette/search/data.{json,xml}` (each with where it runs, its feed and how to delete it) and
 * `/my-gazette/notice/data.{json,xml}` a page at a time. Ids are strings, times ISO 8601. Pure.
 */
import { pageLinks } from "../../lib/paging.ts";
import { xmlElement as element, xmlLink as link } from "../notices/representations/xml-data.ts";
import type { SavedNoticeRow } from "../saved-notices/saved-notices-service.server.ts";

export interface SavedSearchData {
  id: number;
  name: string;
  alertFrequency: string;
  createdAt: Date;
  links: { run: string; feed: string };
}

export type SavedNoticeData = SavedNoticeRow;

export function savedSearchesToJson(searches: readonly SavedSearchData[], siteUrl: string) {
  return {
    total: String(searches.length),
    searches: searches.map((s) => ({
      id: String(s.id),
      name: s.name,
      "alert-frequency": s.alertFrequency,
      "created-at": s.createdAt.toISOString(),
      links: {
        search: `${siteUrl}${s.links.run}`,
        feed: `${siteUrl}${s.links.feed}`,
        delete: `${siteUrl}/my-gazette/search/${s.id}`,
      },
    })),
    links: {
      self: `${siteUrl}/my-gazette/search/data.json`,
      alternates: [`${siteUrl}/my-gazette/search/data.xml`],
    },
  };
}
const XML_HEAD = `<?xml version="1.0" encoding="UTF-8"?>\n`;

export function savedSearchesToXml(searches: readonly SavedSearchData[], siteUrl: string): string {
  const json = savedSearchesToJson(searches, siteUrl);
  return (
    XML_HEAD +
    `<saved-searches total="${json.total}">` +
    json.searches
      .map(
        (s) =>
          `<saved-search id="${s.id}">` +
          element("name", s.name) +
          element("alert-frequency", s["alert-frequency"]) +
          element("created-at", s["created-at"]) +
          Object.entries(s.links)
            .map(([rel, href]) => link(rel, href))
            .join("") +
          "</saved-search>",
      )
      .join("") +
    link("self", json.links.alternates[0] ?? "") +
    link("alternate", json.links.self) +
    "</saved-searches>"
  );
}

export function savedNoticesToJson(
  page: { notices: readonly SavedNoticeData[]; total: number; page: number; pageSize: number },
  siteUrl: string,
) {
  const at = (n: number) => `${siteUrl}/my-gazette/notice/data.json?page=${n}`;
  return {
    total: String(page.total),
    page: String(page.page),
    "page-size": String(page.pageSize),
    notices: page.notices.map((n) => ({
      id: String(n.noticeId),
      title: n.title,
      "notice-code": n.noticeCode,
      "notice-type": n.noticeTypeName,
      "published-at": n.publishedAt,
      "saved-at": n.savedAt,
      link: `${siteUrl}/notice/${n.noticeId}`,
    })),
    links: pageLinks(at, page.page, page.total, page.pageSize),
  };
}

export function savedNoticesToXml(page: Parameters<typeof savedNoticesToJson>[0], siteUrl: string): string {
  const json = savedNoticesToJson(page, siteUrl);
  return (
    XML_HEAD +
    `<saved-notices total="${json.total}" page="${json.page}" page-size="${json["page-size"]}">` +
    json.notices
      .map(
        (n) =>
          `<notice id="${n.id}">` +
          element("title", n.title) +
          element("notice-code", n["notice-code"]) +
          element("notice-type", n["notice-type"]) +
          element("published-at", n["published-at"]) +
          element("saved-at", n["saved-at"]) +
          link("notice", n.link) +
          "</notice>",
      )
      .join("") +
    Object.entries(json.links)
      .map(([rel, href]) => link(rel, String(href).replace("/data.json?", "/data.xml?")))
      .join("") +
    "</saved-notices>"
  );
}
