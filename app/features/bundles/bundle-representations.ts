/**
 * A bundle's processing status as the status page and API clients read it (spec §3 "Notice status
 * response", §7 `GET {current page url}.json`; placement-api.md step 3): `process-status` is a word while
 * the bundle is processed and, once it is done, an object with the text to show and where to go
 * (`@text`, `@redirect-location`); the counts are strings; links to the bundle list (prev), the bundle
 * (next), the alternates and itself. The same in XML. And a notice's validation report in both. Pure.
 */
import { escapeXmlAttribute, escapeXmlText } from "../notices/representations/xhtml-text.ts";
import { xmlLink as link } from "../notices/representations/xml-data.ts";

export interface BundleProgress {
  id: number;
  status: "submitted" | "processing" | "processed" | "failed";
  totalCount: number;
  processedCount: number;
  errorCount: number;
}

export const bundlePath = (id: number) => `/my-gazette/bundle/${id}`;
export const bundleStatusPath = (id: number) => `/my-gazette/bundle/${id}/process-status`;
export const validationReportPath = (noticeId: number) => `/my-gazette/notice/${noticeId}/validation-report`;
export const BUNDLES_PATH = "/my-gazette/bundle";

/** The status page's words (spec §4 "Notice status"): 'submitted' first, then 'processed n/m notices'. */
export const STATUS_WORDS = {
  submitted: "submitted",
  processed: (done: number, total: number) => `processed ${done}/${total} notices`,
  completed: "completed",
  failed: "failed",
} as const;

export const isFinished = (progress: Pick<BundleProgress, "status">) =>
  progress.status === "processed" || progress.status === "failed";

/** What the status page says now. */
export function progressText(progress: BundleProgress): string {
  if (isFinished(progress))
    return progress.status === "failed" ? STATUS_WORDS.failed : STATUS_WORDS.completed;
  if (progress.status === "submitted" && progress.processedCount === 0) return STATUS_WORDS.submitted;
  return STATUS_WORDS.processed(progress.processedCount, progress.totalCount);
}

export type ProcessStatus = "in-progress" | { "@text": string; "@redirect-location": string };

export function bundleStatusToJson(progress: BundleProgress, siteUrl: string) {
  const status = `${siteUrl}${bundleStatusPath(progress.id)}`;
  const processStatus: ProcessStatus = isFinished(progress)
    ? { "@text": progressText(progress), "@redirect-location": bundlePath(progress.id) }
    : "in-progress";
  return {
    "process-status": processStatus,
    "total-notice-count": String(progress.totalCount),
    "processed-notice-count": String(progress.processedCount),
    "error-count": String(progress.errorCount),
    links: {
      prev: `${siteUrl}${BUNDLES_PATH}`,
      next: `${siteUrl}${bundlePath(progress.id)}`,
      alternates: [`${status}/data.json`, `${status}/data.xml`, `${status}/data.html`],
      self: `${status}/data.json`,
    },
  };
}

export function bundleStatusToXml(progress: BundleProgress, siteUrl: string): string {
  const json = bundleStatusToJson(progress, siteUrl);
  const status = json["process-status"];
  const processStatus =
    typeof status === "string"
      ? `<process-status>${status}</process-status>`
      : `<process-status text="${escapeXmlAttribute(status["@text"])}" redirect-location="${escapeXmlAttribute(status["@redirect-location"])}">${escapeXmlText(status["@text"])}</process-status>`;
  const [json_, xml, html] = json.links.alternates as [string, string, string];
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<bundle-status bundle-id="${progress.id}">`,
    processStatus,
    `<total-notice-count>${json["total-notice-count"]}</total-notice-count>`,
    `<processed-notice-count>${json["processed-notice-count"]}</processed-notice-count>`,
    `<error-count>${json["error-count"]}</error-count>`,
    link("prev", json.links.prev),
    link("next", json.links.next),
    link("alternate", json_, "application/json"),
    link("alternate", html, "text/html"),
    link("self", xml, "application/xml"),
    `</bundle-status>`,
  ].join("\n");
}

export interface ValidationReportData {
  noticeId: number;
  bundleId: number;
  position: number;
  noticeCode: string;
  typeName: string;
  editionId: string;
  title: string;
  status: "pending" | "valid" | "invalid";
  included: boolean;
  duplicateOf: number | null;
  problems: string[];
}

export function validationReportToJson(report: ValidationReportData, siteUrl: string) {
  return {
    "notice-id": String(report.noticeId),
    "bundle-id": String(report.bundleId),
    position: String(report.position),
    "notice-code": report.noticeCode,
    edition: report.editionId,
    title: report.title,
    status: report.status,
    included: report.included,
    "duplicate-of": report.duplicateOf === null ? null : String(report.duplicateOf),
    problems: report.problems,
    links: {
      bundle: `${siteUrl}${bundlePath(report.bundleId)}`,
      self: `${siteUrl}${validationReportPath(report.noticeId)}`,
    },
  };
}

export function validationReportToXml(report: ValidationReportData, siteUrl: string): string {
  const json = validationReportToJson(report, siteUrl);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<validation-report notice-id="${report.noticeId}" bundle-id="${report.bundleId}" status="${report.status}">`,
    `<position>${report.position}</position>`,
    `<notice-code>${escapeXmlText(report.noticeCode)}</notice-code>`,
    `<edition>${escapeXmlText(report.editionId)}</edition>`,
    `<title>${escapeXmlText(report.title)}</title>`,
    `<included>${report.included}</included>`,
    report.duplicateOf === null ? "" : `<duplicate-of>${report.duplicateOf}</duplicate-of>`,
    `<problems>${report.problems.map((p) => `<problem>${escapeXmlText(p)}</problem>`).join("")}</problems>`,
    link("bundle", json.links.bundle),
    link("self", json.links.self),
    `</validation-report>`,
  ]
    .filter((line) => line !== "")
    .join("\n");
}

/** What the bundle's JSON reads of a bundle and its notices. */
export interface BundleForJson {
  bundle: BundleProgress;
  items: readonly {
    position: number;
    noticeId: number | null;
    reference: string | null;
    noticeCode: string;
    status: string;
    included: boolean;
    duplicateOf: number | null;
  }[];
}

/** The bundle as JSON (placement-api.md step 4): its counts, and each notice with its report's address. */
export function bundleToJson(view: BundleForJson, siteUrl: string) {
  return {
    id: String(view.bundle.id),
    status: view.bundle.status,
    "total-notice-count": String(view.bundle.totalCount),
    "processed-notice-count": String(view.bundle.processedCount),
    "error-count": String(view.bundle.errorCount),
    notices: view.items.map((item) => ({
      position: item.position,
      "notice-id": item.noticeId === null ? null : String(item.noticeId),
      reference: item.reference,
      "notice-code": item.noticeCode,
      status: item.status,
      included: item.included,
      "duplicate-of": item.duplicateOf,
      "validation-report": item.noticeId === null ? null : `${siteUrl}${validationReportPath(item.noticeId)}`,
    })),
  };
}
