/**
 * SQL of bundles (ADR 022): a bundle and its items stored together, the processing job's one item at a
 * time (taken under a row lock, finished by a conditional update, so an item is never processed twice),
 * the counts the status page reads, the include/exclude toggle and deletion.
 */
import { and, asc, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import type { BundleItemStatus, BundleStatus } from "../../db/schema/bundles-values.ts";
import { bundleItems, bundles, notices, organisations, users } from "../../db/schema.ts";
import type { BundleEntry, BundleFormat } from "./bundle-entry.ts";

export interface NewBundle {
  placedByUserId: number;
  placingOrganisationId: number | null;
  format: BundleFormat;
  fileName: string | null;
}

export interface NewBundleItem {
  entry: BundleEntry;
  duplicateOf: number | null;
}

export interface BundleRecord {
  id: number;
  placedByUserId: number;
  placingOrganisationId: number | null;
  format: BundleFormat;
  fileName: string | null;
  status: BundleStatus;
  totalCount: number;
  processedCount: number;
  errorCount: number;
  createdAt: Date;
  completedAt: Date | null;
}

const bundleColumns = {
  id: bundles.id,
  placedByUserId: bundles.placedByUserId,
  placingOrganisationId: bundles.placingOrganisationId,
  format: bundles.format,
  fileName: bundles.fileName,
  status: bundles.status,
  totalCount: bundles.totalCount,
  processedCount: bundles.processedCount,
  errorCount: bundles.errorCount,
  createdAt: bundles.createdAt,
  completedAt: bundles.completedAt,
};

/** Rows per insert: well under PostgreSQL's 65,535 parameters with a dozen columns each. */
const ITEMS_PER_INSERT = 500;

export async function insertBundle(tx: Database, bundle: NewBundle, items: readonly NewBundleItem[]) {
  const [row] = await tx
    .insert(bundles)
    .values({ ...bundle, totalCount: items.length })
    .returning({ id: bundles.id });
  const id = row!.id;
  for (let i = 0; i < items.length; i += ITEMS_PER_INSERT)
    await tx.insert(bundleItems).values(
      items.slice(i, i + ITEMS_PER_INSERT).map(({ entry, duplicateOf }) => ({
        bundleId: id,
        position: entry.position,
        reference: entry.reference,
        noticeCode: entry.noticeCode,
        editionId: entry.editionId,
        publishDate: entry.publishDate,
        entry: entry as unknown as Record<string, unknown>,
        parseProblems: entry.problems,
        duplicateOf,
        included: duplicateOf === null,
      })),
    );
  return id;
}

export async function selectBundle(db: Database, id: number): Promise<BundleRecord | null> {
  const [row] = await db.select(bundleColumns).from(bundles).where(eq(bundles.id, id));
  return row ?? null;
}

/** The bundles a person sent, and their organisation's when they may see those; newest first. */
export function selectBundles(
  db: Database,
  scope: { userId: number; organisationId: number | null },
): Promise<BundleRecord[]> {
  const mine = eq(bundles.placedByUserId, scope.userId);
  return db
    .select(bundleColumns)
    .from(bundles)
    .where(
      scope.organisationId === null
        ? mine
        : or(mine, eq(bundles.placingOrganisationId, scope.organisationId)),
    )
    .orderBy(desc(bundles.createdAt), desc(bundles.id))
    .limit(200);
}

export interface BundlePlacerRecord {
  id: number;
  name: string;
  role: string;
  organisationId: number | null;
  permissions: string[];
  organisationStatus: string | null;
}

/** Who sent the bundle, as they are now (their permissions and organisation's standing may have changed). */
export async function selectBundlePlacer(db: Database, bundleId: number): Promise<BundlePlacerRecord | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      organisationId: users.organisationId,
      permissions: users.permissions,
      organisationStatus: organisations.status,
    })
    .from(bundles)
    .innerJoin(users, eq(users.id, bundles.placedByUserId))
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(bundles.id, bundleId));
  return row ?? null;
}

/** submitted → processing (when the job starts); false when it was not submitted. */
export async function updateBundleStatus(
  db: Database,
  id: number,
  from: readonly BundleStatus[],
  to: BundleStatus,
  at = new Date(),
): Promise<boolean> {
  const rows = await db
    .update(bundles)
    .set({ status: to, completedAt: to === "processed" || to === "failed" ? at : null })
    .where(and(eq(bundles.id, id), inArray(bundles.status, [...from])))
    .returning({ id: bundles.id });
  return rows.length > 0;
}

export interface PendingItem {
  id: number;
  position: number;
  entry: BundleEntry;
  parseProblems: string[];
}

/**
 * The bundle's first item still pending, locked for this transaction (SKIP LOCKED: a second worker that
 * took the job over while the first still runs takes the next item, never the same one).
 */
export async function lockNextPendingItem(tx: Database, bundleId: number): Promise<PendingItem | null> {
  const [row] = await tx
    .select({
      id: bundleItems.id,
      position: bundleItems.position,
      entry: bundleItems.entry,
      parseProblems: bundleItems.parseProblems,
    })
    .from(bundleItems)
    .where(and(eq(bundleItems.bundleId, bundleId), eq(bundleItems.status, "pending")))
    .orderBy(asc(bundleItems.position))
    .limit(1)
    .for("update", { skipLocked: true });
  return row ? { ...row, entry: row.entry as unknown as BundleEntry } : null;
}

/** Records an item's outcome and counts it in its bundle; false when it was no longer pending. */
export async function recordItemOutcome(
  tx: Database,
  item: { id: number; bundleId: number },
  outcome: { status: Exclude<BundleItemStatus, "pending">; problems: string[]; noticeId: number | null },
  at = new Date(),
): Promise<boolean> {
  const rows = await tx
    .update(bundleItems)
    .set({ ...outcome, processedAt: at })
    .where(and(eq(bundleItems.id, item.id), eq(bundleItems.status, "pending")))
    .returning({ id: bundleItems.id });
  if (rows.length === 0) return false;
  await tx
    .update(bundles)
    .set({
      processedCount: sql`${bundles.processedCount} + 1`,
      errorCount: sql`${bundles.errorCount} + ${outcome.status === "invalid" ? 1 : 0}`,
    })
    .where(eq(bundles.id, item.bundleId));
  return true;
}

export interface BundleItemRecord {
  id: number;
  position: number;
  reference: string | null;
  noticeCode: string;
  editionId: string | null;
  duplicateOf: number | null;
  included: boolean;
  status: BundleItemStatus;
  problems: string[];
  parseProblems: string[];
  noticeId: number | null;
  noticeStatus: string | null;
  noticeTitle: string | null;
  /** When the notice last changed: its entry's `updated` in the bundle's Atom feed. */
  noticeUpdatedAt: Date | null;
}

export function selectBundleItems(db: Database, bundleId: number): Promise<BundleItemRecord[]> {
  return db
    .select({
      id: bundleItems.id,
      position: bundleItems.position,
      reference: bundleItems.reference,
      noticeCode: bundleItems.noticeCode,
      editionId: bundleItems.editionId,
      duplicateOf: bundleItems.duplicateOf,
      included: bundleItems.included,
      status: bundleItems.status,
      problems: bundleItems.problems,
      parseProblems: bundleItems.parseProblems,
      noticeId: bundleItems.noticeId,
      noticeStatus: notices.status,
      noticeTitle: notices.title,
      noticeUpdatedAt: notices.updatedAt,
    })
    .from(bundleItems)
    .leftJoin(notices, eq(notices.id, bundleItems.noticeId))
    .where(eq(bundleItems.bundleId, bundleId))
    .orderBy(asc(bundleItems.position));
}

export interface NoticeItemRecord {
  bundleId: number;
  position: number;
  included: boolean;
  status: BundleItemStatus;
  problems: string[];
  parseProblems: string[];
  duplicateOf: number | null;
  noticeId: number;
  noticeCode: string;
  editionId: string;
  noticeStatus: string;
  noticeTitle: string;
}

/** The bundle item a notice was made from, with the notice's own facts; null for any other notice. */
export async function selectItemOfNotice(db: Database, noticeId: number): Promise<NoticeItemRecord | null> {
  const [row] = await db
    .select({
      bundleId: bundleItems.bundleId,
      position: bundleItems.position,
      included: bundleItems.included,
      status: bundleItems.status,
      problems: bundleItems.problems,
      parseProblems: bundleItems.parseProblems,
      duplicateOf: bundleItems.duplicateOf,
      noticeId: notices.id,
      noticeCode: notices.noticeCode,
      editionId: notices.editionId,
      noticeStatus: notices.status,
      noticeTitle: notices.title,
    })
    .from(bundleItems)
    .innerJoin(notices, eq(notices.id, bundleItems.noticeId))
    .where(eq(bundleItems.noticeId, noticeId));
  return row ?? null;
}

export async function updateItemIncluded(db: Database, noticeId: number, included: boolean): Promise<void> {
  await db.update(bundleItems).set({ included }).where(eq(bundleItems.noticeId, noticeId));
}

/** The included, valid items' notices that are still drafts: what "add to basket" finishes. */
export async function selectIncludedDrafts(db: Database, bundleId: number): Promise<number[]> {
  const rows = await db
    .select({ noticeId: bundleItems.noticeId })
    .from(bundleItems)
    .innerJoin(notices, eq(notices.id, bundleItems.noticeId))
    .where(
      and(
        eq(bundleItems.bundleId, bundleId),
        eq(bundleItems.included, true),
        eq(bundleItems.status, "valid"),
        isNotNull(bundleItems.noticeId),
        eq(notices.status, "draft"),
      ),
    )
    .orderBy(asc(bundleItems.position));
  return rows.map((r) => r.noticeId!);
}

/**
 * Deletes the bundle, its items and the drafts made from it (notices that went on, to the basket and
 * beyond, are the placer's notices now and stay, without their bundle's number).
 */
export async function deleteBundleAndDrafts(tx: Database, bundleId: number): Promise<void> {
  await tx.delete(notices).where(and(eq(notices.bundleId, bundleId), eq(notices.status, "draft")));
  await tx.update(notices).set({ bundleId: null }).where(eq(notices.bundleId, bundleId));
  await tx.delete(bundles).where(eq(bundles.id, bundleId));
}
