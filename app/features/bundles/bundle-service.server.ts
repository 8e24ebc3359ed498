/**
 * Bundles for their placers (issue 13 point 5, ADR 022; placement-api.md steps 2–6): sending one (read
 * whole first: a file that cannot be read stores nothing; else the bundle, its notices and its processing
 * job are stored in one transaction), its processing status, its notices with their validation reports,
 * including or excluding a notice, the included valid notices to the basket, and deleting it with its
 * drafts. A bundle is its sender's, and their colleagues' who may place notices; anyone else finds none.
 */
import type { Database } from "../../db/client.server.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import { type Actor, hasPermission } from "../accounts/permissions.ts";
import { sendNoticeToPayment } from "../baskets/notice-basket.server.ts";
import { enqueueJob } from "../jobs/enqueue-job.server.ts";
import { draftInHand, finishDraft } from "../placement/draft-service.server.ts";
import type { Placer } from "../placement/place-notice-service.server.ts";
import { getNoticeType } from "../taxonomy/taxonomy.ts";
import { findDuplicates } from "./bundle-duplicates.ts";
import { processBundleJob } from "./bundle-processing.server.ts";
import {
  type BundleItemRecord,
  type BundleRecord,
  deleteBundleAndDrafts,
  insertBundle,
  type NoticeItemRecord,
  selectBundle,
  selectBundleItems,
  selectBundles,
  selectIncludedDrafts,
  selectItemOfNotice,
  updateItemIncluded,
} from "./bundle-repository.server.ts";
import type { ValidationReportData } from "./bundle-representations.ts";
import { type BundleFile, readBundle } from "./read-bundle.ts";

export type { BundleItemRecord, BundleRecord };

type Person = Placer & { name: string };

export const BUNDLE_MESSAGES_FOR_PLACERS = {
  notFound: "There is no such bundle.",
  noticeNotFound: "There is no such notice in your bundles.",
  chooseFile: "Select a bundle file to upload",
  notIncludable: "This notice has been sent on from its bundle, so it can no longer be included or excluded.",
  nothingToAdd: "There are no valid notices included in this bundle to add to your basket.",
} as const;

function mayAccess(user: Actor, owner: { placedByUserId: number; placingOrganisationId: number | null }) {
  if (owner.placedByUserId === user.id) return true;
  return (
    owner.placingOrganisationId !== null &&
    owner.placingOrganisationId === user.organisationId &&
    hasPermission(user, "place-notices")
  );
}

/** Cleans a file name for storing and showing: its last part, no control characters, at most 200. */
function cleanFileName(name: string | undefined): string | null {
  const cleaned = (name ?? "")
    .split(/[\\/]/)
    .pop()!
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 200);
  return cleaned === "" ? null : cleaned;
}

export type BundleUpload = { ok: true; id: number; total: number } | { ok: false; message: string };

/** Reads the file; stores the bundle with its notices and queues its processing, or says why not. */
export async function uploadBundle(db: Database, user: Person, file: BundleFile): Promise<BundleUpload> {
  const reading = readBundle(file);
  if (!reading.ok) return reading;
  const duplicates = findDuplicates(reading.entries);
  const id = await db.transaction(async (tx) => {
    const bundleId = await insertBundle(
      tx,
      {
        placedByUserId: user.id,
        placingOrganisationId: user.organisationId,
        format: reading.format,
        fileName: cleanFileName(file.name),
      },
      reading.entries.map((entry) => ({ entry, duplicateOf: duplicates.get(entry.position) ?? null })),
    );
    await enqueueJob(tx, processBundleJob, { bundleId });
    return bundleId;
  });
  return { ok: true, id, total: reading.entries.length };
}

export async function bundleFor(db: Database, user: Actor, id: number): Promise<BundleRecord> {
  const bundle = Number.isSafeInteger(id) ? await selectBundle(db, id) : null;
  if (!bundle || !mayAccess(user, bundle))
    throw new DomainError("not-found", BUNDLE_MESSAGES_FOR_PLACERS.notFound);
  return bundle;
}

export function listBundles(db: Database, user: Actor): Promise<BundleRecord[]> {
  return selectBundles(db, {
    userId: user.id,
    organisationId: hasPermission(user, "place-notices") ? user.organisationId : null,
  });
}

export interface BundleItemView extends BundleItemRecord {
  typeName: string;
}

export interface BundleView {
  bundle: BundleRecord;
  items: BundleItemView[];
  /** Included valid notices still drafts: what "Add included notices to basket" would send. */
  readyCount: number;
}

export async function bundleView(db: Database, user: Actor, id: number): Promise<BundleView> {
  const bundle = await bundleFor(db, user, id);
  const items = (await selectBundleItems(db, bundle.id)).map((item) => ({
    ...item,
    typeName: getNoticeType(item.noticeCode)?.name ?? item.noticeCode,
  }));
  const readyCount = items.filter(
    (item) => item.included && item.status === "valid" && item.noticeStatus === "draft",
  ).length;
  return { bundle, items, readyCount };
}

/** A notice made from one of the person's bundles, with its item; anyone else's: not found. */
async function noticeItemFor(db: Database, user: Actor, noticeId: number): Promise<NoticeItemRecord> {
  const item = Number.isSafeInteger(noticeId) ? await selectItemOfNotice(db, noticeId) : null;
  const bundle = item ? await selectBundle(db, item.bundleId) : null;
  if (!item || !bundle || !mayAccess(user, bundle))
    throw new DomainError("not-found", BUNDLE_MESSAGES_FOR_PLACERS.noticeNotFound);
  return item;
}

export type ToggleResult = "included" | "excluded";

/** `PUT /notice/{id}/status` with exclude=true|false: the notice's place in its bundle's basket. */
export async function setNoticeExcluded(
  db: Database,
  user: Actor,
  noticeId: number,
  exclude: boolean,
): Promise<ToggleResult> {
  const item = await noticeItemFor(db, user, noticeId);
  if (item.noticeStatus !== "draft")
    throw new DomainError("conflict", BUNDLE_MESSAGES_FOR_PLACERS.notIncludable);
  await updateItemIncluded(db, noticeId, !exclude);
  return exclude ? "excluded" : "included";
}

/** The report of a bundle's notice, with where the notice is now (a draft can still be changed). */
export type ValidationReport = ValidationReportData & { noticeStatus: string };

export async function validationReport(
  db: Database,
  user: Actor,
  noticeId: number,
): Promise<ValidationReport> {
  const item = await noticeItemFor(db, user, noticeId);
  return {
    noticeId: item.noticeId,
    bundleId: item.bundleId,
    position: item.position,
    noticeCode: item.noticeCode,
    typeName: getNoticeType(item.noticeCode)?.name ?? item.noticeCode,
    editionId: item.editionId,
    title: item.noticeTitle,
    status: item.status,
    noticeStatus: item.noticeStatus,
    included: item.included,
    duplicateOf: item.duplicateOf,
    problems: item.problems,
  };
}

export interface BasketOutcome {
  added: number[];
  /** Notices that could not be sent, each with why (their answers went out of date meanwhile). */
  refused: { noticeId: number; message: string }[];
}

/**
 * The bundle's included valid notices, each finished like the web form's "Add to basket" (its own
 * transaction: the notice submitted and in the basket, or left a draft). Notices already sent are not
 * drafts any more and are skipped, so sending the bundle again never adds one twice.
 */
export async function addBundleToBasket(db: Database, user: Person, id: number): Promise<BasketOutcome> {
  const bundle = await bundleFor(db, user, id);
  const drafts = await selectIncludedDrafts(db, bundle.id);
  if (drafts.length === 0) throw new DomainError("conflict", BUNDLE_MESSAGES_FOR_PLACERS.nothingToAdd);
  const outcome: BasketOutcome = { added: [], refused: [] };
  for (const noticeId of drafts) {
    try {
      const hand = await draftInHand(db, user, noticeId);
      await finishDraft(db, user, hand, (tx, notice) => sendNoticeToPayment(tx, user, notice));
      outcome.added.push(noticeId);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcome.refused.push({ noticeId, message: error.message });
    }
  }
  return outcome;
}

export async function deleteBundle(db: Database, user: Actor, id: number): Promise<void> {
  const bundle = await bundleFor(db, user, id);
  await db.transaction((tx) => deleteBundleAndDrafts(tx, bundle.id));
}

/** The bundle's processing progress, for the status page and its JSON/XML. */
export const bundleProgress = bundleFor;
