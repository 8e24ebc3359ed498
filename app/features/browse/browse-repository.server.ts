/** Queries for browsing the archive by edition, year, month and index volume. */
import { and, asc, between, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { issues, supplements } from "../../db/schema.ts";
import type { EditionId } from "../publications/editions.ts";
import { yearRange } from "./browse-params.ts";

export interface YearCount {
  year: number;
  issues: number;
}

export interface IssueListing {
  id: number;
  number: number;
  publishedOn: string;
  pageCount: number;
  volume: string | null;
  archived: boolean;
}

export interface SupplementListing {
  issueId: number;
  position: number;
  title: string;
}

const listingColumns = {
  id: issues.id,
  number: issues.number,
  publishedOn: issues.publishedOn,
  pageCount: issues.pageCount,
  volume: issues.volume,
  archived: issues.archived,
};

/** Every year in which the edition has issues, oldest first, with how many. */
export async function yearsWithIssues(db: Database, editionId: EditionId): Promise<YearCount[]> {
  const year = sql<number>`extract(year from ${issues.publishedOn})::int`;
  return db
    .select({ year, issues: sql<number>`count(*)::int` })
    .from(issues)
    .where(eq(issues.editionId, editionId))
    .groupBy(year)
    .orderBy(year);
}

/** The index volumes holding the edition's issues of a year (unsorted: the caller orders them). */
export async function volumesOfYear(db: Database, editionId: EditionId, year: number): Promise<string[]> {
  const { from, to } = yearRange(year);
  const rows = await db
    .selectDistinct({ volume: issues.volume })
    .from(issues)
    .where(
      and(
        eq(issues.editionId, editionId),
        between(issues.publishedOn, from, to),
        sql`${issues.volume} is not null`,
      ),
    );
  return rows.map((r) => r.volume).filter((v): v is string => v !== null);
}

/** Issues of an edition published between two dates (inclusive), oldest first, at most `limit`. */
export async function issuesBetween(
  db: Database,
  editionId: EditionId,
  from: string,
  to: string,
  limit: number,
): Promise<IssueListing[]> {
  return db
    .select(listingColumns)
    .from(issues)
    .where(and(eq(issues.editionId, editionId), between(issues.publishedOn, from, to)))
    .orderBy(asc(issues.publishedOn), asc(issues.number))
    .limit(limit);
}

/** The issues of one index volume of a year, in issue order. */
export async function issuesInVolume(
  db: Database,
  editionId: EditionId,
  year: number,
  volume: string,
): Promise<IssueListing[]> {
  const { from, to } = yearRange(year);
  return db
    .select(listingColumns)
    .from(issues)
    .where(
      and(eq(issues.editionId, editionId), between(issues.publishedOn, from, to), eq(issues.volume, volume)),
    )
    .orderBy(asc(issues.number));
}

/** The supplements of some issues, by issue and position. */
export async function supplementsOfIssues(
  db: Database,
  issueIds: readonly number[],
): Promise<SupplementListing[]> {
  if (issueIds.length === 0) return [];
  return db
    .select({ issueId: supplements.issueId, position: supplements.position, title: supplements.title })
    .from(supplements)
    .where(inArray(supplements.issueId, [...issueIds]))
    .orderBy(asc(supplements.issueId), asc(supplements.position));
}
