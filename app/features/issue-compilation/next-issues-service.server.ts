/**
 * What staff see of the issues to come (/admin/issues): each edition's next issue, its number and date,
 * when the job compiles it and the notices it will hold, by category and type in print order.
 */
import type { Database } from "../../db/client.server.ts";
import { EDITIONS, type EditionId, getEdition } from "../publications/editions.ts";
import { todayInLondon } from "../publications/publication-calendar.ts";
import { countScheduledAfter, lastIssueOf, scheduledNoticesUntil } from "./compilation-repository.server.ts";
import {
  compileMomentOn,
  isCompilationDue,
  issueHeading,
  nextIssueDate,
  printOrder,
} from "./compilation-rules.ts";

export interface NoticeTypeGroup {
  code: string;
  name: string;
  notices: { id: number; title: string }[];
}

export interface CategoryGroup {
  name: string;
  types: NoticeTypeGroup[];
}

export interface NextIssue {
  editionId: EditionId;
  editionName: string;
  number: number;
  publishedOn: string;
  /** When the job compiles it (06:00 London on its day). */
  compilesAt: string;
  /**
   * That time has passed and the issue is still to be made: its day's run found nothing ready (or is
   * running now, for a day missed while the service was down). Its notices go into the next issue.
   */
  compileTimePassed: boolean;
  /** Today's issue, one missed (before today) or one to come (after today). */
  when: "today" | "late" | "ahead";
  noticeCount: number;
  categories: CategoryGroup[];
  /** Scheduled notices that asked for a later day, which wait for a later issue. */
  laterCount: number;
}

function grouped(rows: Awaited<ReturnType<typeof scheduledNoticesUntil>>): CategoryGroup[] {
  const categories: CategoryGroup[] = [];
  for (const row of printOrder(rows)) {
    let category = categories.at(-1);
    if (category?.name !== row.categoryName) {
      category = { name: row.categoryName, types: [] };
      categories.push(category);
    }
    let type = category.types.at(-1);
    if (type?.code !== row.noticeCode) {
      type = { code: row.noticeCode, name: row.noticeTypeName, notices: [] };
      category.types.push(type);
    }
    type.notices.push({ id: row.id, title: row.title });
  }
  return categories;
}

export async function nextIssueOf(db: Database, editionId: EditionId, now = new Date()): Promise<NextIssue> {
  const last = await lastIssueOf(db, editionId);
  const date = nextIssueDate(editionId, now, last?.publishedOn ?? null);
  const heading = issueHeading(editionId, last, date);
  const rows = await scheduledNoticesUntil(db, editionId, date);
  const today = todayInLondon(now);
  return {
    editionId,
    editionName: getEdition(editionId)?.name ?? editionId,
    number: heading.number,
    publishedOn: date,
    compilesAt: compileMomentOn(date).toISOString(),
    compileTimePassed: isCompilationDue(date, now),
    when: date === today ? "today" : date < today ? "late" : "ahead",
    noticeCount: rows.length,
    categories: grouped(rows),
    laterCount: await countScheduledAfter(db, editionId, date),
  };
}

export async function nextIssues(db: Database, now = new Date()): Promise<NextIssue[]> {
  const found: NextIssue[] = [];
  for (const edition of EDITIONS) found.push(await nextIssueOf(db, edition.id, now));
  return found;
}
