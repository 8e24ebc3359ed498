/** Issues and their pages for the issue pages, the page viewer and the generated PDFs. */

import type { Database } from "../../db/client.server.ts";
import { parseId } from "../../lib/ids.ts";
import {
  findPublishedNotices,
  noticePagesInIssue,
  noticeSummariesInIssue,
  publishedNoticesInSupplement,
  publishedNoticesOnPage,
} from "../notices/notice-service.server.ts";
import type { Notice, NoticeSummary } from "../notices/notice-types.ts";
import { getEdition, parseEditionId } from "./editions.ts";
import { issueToPdf, type PrintedPage } from "./issue-pdf.ts";
import {
  adjacentIssues,
  findIssue,
  getCachedDocument,
  type Issue,
  latestIssue,
  listSupplements,
  putCachedDocument,
  type Supplement,
} from "./issue-repository.server.ts";

export type IssueLookup =
  | { kind: "found"; issue: Issue }
  | { kind: "latest"; number: number }
  | { kind: "missing" };

export async function lookupIssue(
  db: Database,
  editionParam: string | undefined,
  numberParam: string | undefined,
): Promise<IssueLookup> {
  const edition = parseEditionId(editionParam);
  if (!edition) return { kind: "missing" };
  if (numberParam === "latest") {
    const latest = await latestIssue(db, edition);
    return latest ? { kind: "latest", number: latest.number } : { kind: "missing" };
  }
  const number = parseId(numberParam, "issueNumber");
  if (number === null) return { kind: "missing" };
  const issue = await findIssue(db, edition, number);
  return issue ? { kind: "found", issue } : { kind: "missing" };
}

export function parsePageNumber(issue: Issue, pageParam: string | undefined): number | null {
  const page = parseId(pageParam, "pageNumber");
  return page !== null && page <= issue.pageCount ? page : null;
}

/** An issue lists its notices twenty printed pages at a time (a London issue can hold a thousand notices). */
export const ISSUE_PAGES_PER_VIEW = 20;

export interface IssueOverview {
  notices: NoticeSummary[];
  supplements: Supplement[];
  previous: number | null;
  next: number | null;
  view: { number: number; count: number; fromPage: number; toPage: number };
}

export async function issueOverview(
  db: Database,
  issue: Issue,
  viewParam: string | null,
): Promise<IssueOverview> {
  const count = Math.max(1, Math.ceil(issue.pageCount / ISSUE_PAGES_PER_VIEW));
  const requested = Number.parseInt(viewParam ?? "1", 10);
  const view = Number.isFinite(requested) ? Math.min(count, Math.max(1, requested)) : 1;
  const fromPage = (view - 1) * ISSUE_PAGES_PER_VIEW + 1;
  const toPage = Math.min(issue.pageCount, view * ISSUE_PAGES_PER_VIEW);
  const [notices, supplements, adjacent] = await Promise.all([
    noticeSummariesInIssue(db, issue.id, { from: fromPage, to: toPage }),
    listSupplements(db, issue.id),
    adjacentIssues(db, issue),
  ]);
  return { notices, supplements, ...adjacent, view: { number: view, count, fromPage, toPage } };
}

export async function findSupplement(
  db: Database,
  issue: Issue,
  positionParam: string | undefined,
): Promise<Supplement | null> {
  const position = parseId(positionParam, "supplementPosition");
  if (position === null) return null;
  return (await listSupplements(db, issue.id)).find((s) => s.position === position) ?? null;
}

/** The notices of a supplement, in page order (`B1`, `B2`…). */
export async function noticesInSupplement(db: Database, supplement: Supplement): Promise<Notice[]> {
  return publishedNoticesInSupplement(db, supplement.id);
}

export async function noticesOnPage(db: Database, issue: Issue, page: number): Promise<Notice[]> {
  return publishedNoticesOnPage(db, issue.id, page);
}

/**
 * The printed pages of an issue, 1 to its page count, each with the notices placed on it (by page
 * number, as the page viewer finds them); a page with none is still a page.
 */
function printedPages(
  issue: Issue,
  placements: readonly { id: number; pageNumber: number }[],
  notices: readonly Notice[],
): PrintedPage[] {
  const byId = new Map(notices.map((n) => [n.id, n]));
  const byPage = new Map<number, Notice[]>();
  for (const { id, pageNumber } of placements) {
    const notice = byId.get(id);
    if (notice) byPage.set(pageNumber, [...(byPage.get(pageNumber) ?? []), notice]);
  }
  return Array.from({ length: issue.pageCount }, (_, i) => ({
    label: String(i + 1),
    notices: byPage.get(i + 1) ?? [],
  }));
}

/**
 * The whole issue as one PDF, a PDF page per printed page, generated once and kept in the database
 * like the page PDFs. The key carries a format version: change it when the layout changes.
 */
export async function issuePdf(db: Database, issue: Issue, siteUrl: string): Promise<Uint8Array> {
  const key = `issue-pdf:v2:${issue.editionId}:${issue.number}`;
  const cached = await getCachedDocument(db, key);
  if (cached) return cached.body;
  const placements = await noticePagesInIssue(db, issue.id);
  const notices = await findPublishedNotices(
    db,
    placements.map((p) => p.id),
  );
  const bytes = await issueToPdf({
    editionId: issue.editionId,
    editionName: getEdition(issue.editionId)?.name ?? issue.editionId,
    issueNumber: issue.number,
    publishedOn: issue.publishedOn,
    scope: "issue",
    pages: printedPages(issue, placements, notices),
    siteUrl,
  });
  await putCachedDocument(db, key, "application/pdf", bytes);
  return bytes;
}

/** A page's PDF, generated once and kept in the database so that every app server shares it. */
export async function issuePagePdf(
  db: Database,
  issue: Issue,
  page: number,
  siteUrl: string,
): Promise<Uint8Array> {
  const key = `issue-page-pdf:v2:${issue.editionId}:${issue.number}:${page}`;
  const cached = await getCachedDocument(db, key);
  if (cached) return cached.body;
  const bytes = await issueToPdf({
    editionId: issue.editionId,
    editionName: getEdition(issue.editionId)?.name ?? issue.editionId,
    issueNumber: issue.number,
    publishedOn: issue.publishedOn,
    scope: "page",
    pages: [{ label: String(page), notices: await noticesOnPage(db, issue, page) }],
    siteUrl,
  });
  await putCachedDocument(db, key, "application/pdf", bytes);
  return bytes;
}
