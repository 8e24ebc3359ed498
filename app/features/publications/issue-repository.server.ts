import { and, asc, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { documentCache, issues, supplements } from "../../db/schema.ts";
import type { EditionId } from "./editions.ts";

export interface Issue {
  id: number;
  editionId: EditionId;
  number: number;
  publishedOn: string;
  pageCount: number;
  isbn: string | null;
  volume: string | null;
  archived: boolean;
}

const columns = {
  id: issues.id,
  editionId: issues.editionId,
  number: issues.number,
  publishedOn: issues.publishedOn,
  pageCount: issues.pageCount,
  isbn: issues.isbn,
  volume: issues.volume,
  archived: issues.archived,
};

const toIssue = (r: Omit<Issue, "editionId"> & { editionId: string }): Issue => ({
  ...r,
  editionId: r.editionId as EditionId,
});

export async function findIssue(db: Database, editionId: EditionId, number: number): Promise<Issue | null> {
  const [r] = await db
    .select(columns)
    .from(issues)
    .where(and(eq(issues.editionId, editionId), eq(issues.number, number)));
  return r ? toIssue(r) : null;
}

/** The newest issue of an edition that has pages (an issue with no notices yet is not "latest"). */
export async function latestIssue(db: Database, editionId: EditionId): Promise<Issue | null> {
  const [r] = await db
    .select(columns)
    .from(issues)
    .where(and(eq(issues.editionId, editionId), gt(issues.pageCount, 0)))
    .orderBy(desc(issues.number))
    .limit(1);
  return r ? toIssue(r) : null;
}

export async function adjacentIssues(
  db: Database,
  issue: Issue,
): Promise<{ previous: number | null; next: number | null }> {
  const [prev] = await db
    .select({ n: issues.number })
    .from(issues)
    .where(and(eq(issues.editionId, issue.editionId), lt(issues.number, issue.number)))
    .orderBy(desc(issues.number))
    .limit(1);
  const [next] = await db
    .select({ n: issues.number })
    .from(issues)
    .where(and(eq(issues.editionId, issue.editionId), gt(issues.number, issue.number)))
    .orderBy(asc(issues.number))
    .limit(1);
  return { previous: prev?.n ?? null, next: next?.n ?? null };
}

export async function getCachedDocument(
  db: Database,
  key: string,
): Promise<{ contentType: string; body: Uint8Array } | null> {
  const [r] = await db
    .select({ contentType: documentCache.contentType, body: documentCache.body })
    .from(documentCache)
    .where(eq(documentCache.key, key));
  return r ?? null;
}

export async function putCachedDocument(
  db: Database,
  key: string,
  contentType: string,
  body: Uint8Array,
): Promise<void> {
  await db
    .insert(documentCache)
    .values({ key, contentType, body })
    .onConflictDoUpdate({
      target: documentCache.key,
      set: { body: sql`excluded.body`, contentType: sql`excluded.content_type`, createdAt: sql`now()` },
    });
}

export interface Supplement {
  id: number;
  position: number;
  title: string;
  pagePrefix: string;
  pageCount: number;
}

export async function listSupplements(db: Database, issueId: number): Promise<Supplement[]> {
  return db
    .select({
      id: supplements.id,
      position: supplements.position,
      title: supplements.title,
      pagePrefix: supplements.pagePrefix,
      pageCount: supplements.pageCount,
    })
    .from(supplements)
    .where(eq(supplements.issueId, issueId))
    .orderBy(asc(supplements.position));
}
