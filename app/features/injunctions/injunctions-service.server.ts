/**
 * Court injunctions (issue 13 point 3, ADR 019): account admins (and Gazette staff) record an injunction
 * against a company number for a date range with its court order, see them listed (current and ended),
 * change one and end one; the notice workflow asks `injunctionRefusalFor` before a petition to wind up is
 * submitted or approved. The court order is kept by a DocumentStore of its own (DATA_DIR/court-orders) on
 * the supporting documents' rules: the file is written and checked first, its row after, and a row that
 * cannot be written takes its file with it.
 */
import type { Database } from "../../db/client.server.ts";
import type { RegisterTitle } from "../../db/schema/injunctions-values.ts";
import { ukDate } from "../../lib/dates.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import { normaliseRegistrationNumber } from "../../lib/forms/field-schemas.ts";
import { type Actor, hasCapability } from "../accounts/permissions.ts";
import type { DocumentDownload } from "../notice-documents/document-response.ts";
import type { DocumentStore, StoredDocument, Upload } from "../notice-documents/document-store.server.ts";
import { type BlockableNotice, inForceOn, injunctionRefusal, isBlockable } from "./injunction-rule.ts";
import {
  type CourtOrderRow,
  type InjunctionRecord,
  insertInjunction,
  selectInjunction,
  selectInjunctions,
  selectKnownOrderKeys,
  selectOpenInjunctionsOf,
  updateInjunction,
  updateInjunctionEnded,
} from "./injunctions-repository.server.ts";

export const INJUNCTION_ADMIN_MESSAGES = {
  noSuchInjunction: "There is no such court injunction.",
  notAllowed: "Only account admins and Gazette staff can manage court injunctions.",
  alreadyEnded: "This court injunction has already been ended, so it cannot be changed.",
} as const;

/** The terms as the form gives them (ISO dates), with the court order when one was chosen. */
export interface InjunctionInput {
  companyNumber: string;
  registerTitle: RegisterTitle;
  startsOn: string;
  endsOn: string;
  courtOrder: Upload | null;
}

export type InjunctionState = "in-force" | "not-yet-in-force" | "expired" | "ended";

export interface InjunctionView extends Omit<InjunctionRecord, "orderStorageKey"> {
  state: InjunctionState;
}

export interface InjunctionsPage {
  /** Not ended and not past their end date: in force now, or from a later start. */
  current: InjunctionView[];
  /** Ended by an admin, or past their end date. */
  ended: InjunctionView[];
}

export type InjunctionSaveResult =
  | { ok: true; id: number }
  | { ok: false; field: "courtOrder"; message: string };

function assertManager(user: Actor): void {
  if (!hasCapability(user, "manage-injunctions"))
    throw new DomainError("forbidden", INJUNCTION_ADMIN_MESSAGES.notAllowed);
}

function stateOf(record: InjunctionRecord, today: string): InjunctionState {
  if (record.endedAt) return "ended";
  if (inForceOn(record, today)) return "in-force";
  return record.startsOn > today ? "not-yet-in-force" : "expired";
}

function view(record: InjunctionRecord, today: string): InjunctionView {
  const { orderStorageKey: _key, ...shown } = record;
  return { ...shown, state: stateOf(record, today) };
}

export async function injunctionsPage(db: Database, user: Actor, at = new Date()): Promise<InjunctionsPage> {
  assertManager(user);
  const today = ukDate(at)!;
  const all = (await selectInjunctions(db)).map((record) => view(record, today));
  const isCurrent = (i: InjunctionView) => i.state === "in-force" || i.state === "not-yet-in-force";
  return { current: all.filter(isCurrent), ended: all.filter((i) => !isCurrent(i)) };
}

export async function findInjunction(
  db: Database,
  user: Actor,
  id: number,
  at = new Date(),
): Promise<InjunctionView> {
  assertManager(user);
  const record = await selectInjunction(db, id);
  if (!record) throw new DomainError("not-found", INJUNCTION_ADMIN_MESSAGES.noSuchInjunction);
  return view(record, ukDate(at)!);
}

const orderRow = (document: StoredDocument): CourtOrderRow => ({
  orderFileName: document.fileName,
  orderContentType: document.contentType,
  orderByteSize: document.byteSize,
  orderSha256: document.sha256,
  orderStorageKey: document.storageKey,
});

/** Saves the court order, if any; what the row needs, or why the file was refused. */
async function storeCourtOrder(
  store: DocumentStore,
  upload: Upload | null,
): Promise<{ ok: true; order: CourtOrderRow | null } | { ok: false; field: "courtOrder"; message: string }> {
  if (!upload) return { ok: true, order: null };
  const stored = await store.save(upload);
  return stored.ok
    ? { ok: true, order: orderRow(stored.document) }
    : { ok: false, field: "courtOrder", message: stored.message };
}

const termsOf = (input: InjunctionInput) => ({
  companyNumber: normaliseRegistrationNumber(input.companyNumber),
  registerTitle: input.registerTitle,
  startsOn: input.startsOn,
  endsOn: input.endsOn,
});

/** Records a new injunction with its court order (required). */
export async function recordInjunction(
  db: Database,
  store: DocumentStore,
  user: Actor,
  input: InjunctionInput,
  at = new Date(),
): Promise<InjunctionSaveResult> {
  assertManager(user);
  if (!input.courtOrder) throw new DomainError("invalid-input", "The court order is required.");
  const stored = await storeCourtOrder(store, input.courtOrder);
  if (!stored.ok) return stored;
  const order = stored.order!;
  try {
    const id = await insertInjunction(db, {
      ...termsOf(input),
      ...order,
      recordedBy: user.id,
      recordedAt: at,
    });
    return { ok: true, id };
  } catch (error) {
    await store.remove(order.orderStorageKey);
    throw error;
  }
}

/**
 * New terms for an injunction not yet ended, and a new court order when one is given (the old file is
 * removed once the row names the new one). An ended injunction is a conflict: it stays as it was ended.
 */
export async function changeInjunction(
  db: Database,
  store: DocumentStore,
  user: Actor,
  id: number,
  input: InjunctionInput,
  at = new Date(),
): Promise<InjunctionSaveResult> {
  assertManager(user);
  if (!(await selectInjunction(db, id)))
    throw new DomainError("not-found", INJUNCTION_ADMIN_MESSAGES.noSuchInjunction);
  const stored = await storeCourtOrder(store, input.courtOrder);
  if (!stored.ok) return stored;
  const { order } = stored;
  let changed: { previousStorageKey: string } | null;
  try {
    changed = await db.transaction((tx) =>
      updateInjunction(tx, id, { ...termsOf(input), ...(order ?? {}), changedBy: user.id, changedAt: at }),
    );
  } catch (error) {
    if (order) await store.remove(order.orderStorageKey);
    throw error;
  }
  if (!changed) {
    if (order) await store.remove(order.orderStorageKey);
    throw new DomainError("conflict", INJUNCTION_ADMIN_MESSAGES.alreadyEnded);
  }
  if (order) await store.remove(changed.previousStorageKey);
  return { ok: true, id };
}

/** Ends an injunction: from now on it stops nothing. Ending one already ended is a conflict. */
export async function endInjunction(db: Database, user: Actor, id: number, at = new Date()): Promise<void> {
  assertManager(user);
  if (!(await selectInjunction(db, id)))
    throw new DomainError("not-found", INJUNCTION_ADMIN_MESSAGES.noSuchInjunction);
  if (!(await updateInjunctionEnded(db, id, { endedBy: user.id, endedAt: at })))
    throw new DomainError("conflict", INJUNCTION_ADMIN_MESSAGES.alreadyEnded);
}

/** The court order's file, for those who manage injunctions. */
export async function openCourtOrder(
  db: Database,
  store: DocumentStore,
  user: Actor,
  id: number,
): Promise<DocumentDownload> {
  assertManager(user);
  const record = await selectInjunction(db, id);
  if (!record || !(await store.exists(record.orderStorageKey)))
    throw new DomainError("not-found", INJUNCTION_ADMIN_MESSAGES.noSuchInjunction);
  return {
    fileName: record.orderFileName,
    contentType: record.orderContentType,
    byteSize: record.orderByteSize,
    body: store.read(record.orderStorageKey),
  };
}

/**
 * For the notice workflow's `submit` and `approve` steps: why an injunction stops this notice at `at`
 * (the message for the placer or staff), or null. Only petitions about a company are looked up.
 */
export async function injunctionRefusalFor(
  db: Database,
  notice: BlockableNotice,
  at: Date,
): Promise<string | null> {
  if (!isBlockable(notice.noticeCode) || !notice.companyNumber) return null;
  const injunctions = await selectOpenInjunctionsOf(db, normaliseRegistrationNumber(notice.companyNumber));
  return injunctionRefusal(notice, injunctions, at);
}

/** Housekeeping: removes court-order files no row names (a crash between the file and its row). */
export function sweepCourtOrders(db: Database, store: DocumentStore, now = new Date()) {
  return store.sweep((keys) => selectKnownOrderKeys(db, keys), now);
}
