/**
 * SQL of court injunctions: the list for account admins, one injunction, recording, changing and ending
 * one (each change only while it has not been ended, so a stale form changes nothing), the injunctions a
 * company has (for the workflow's guard) and which court-order files have rows (for the sweep).
 */
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.server.ts";
import type { DocumentContentType } from "../../db/schema/notice-documents-values.ts";
import { courtInjunctions, type RegisterTitle, users } from "../../db/schema.ts";

export interface InjunctionRecord {
  id: number;
  companyNumber: string;
  registerTitle: RegisterTitle;
  startsOn: string;
  endsOn: string;
  orderFileName: string;
  orderContentType: DocumentContentType;
  orderByteSize: number;
  orderStorageKey: string;
  recordedAt: Date;
  recordedByName: string | null;
  changedAt: Date | null;
  changedByName: string | null;
  endedAt: Date | null;
  endedByName: string | null;
}

/** The terms an admin sets: what the form asks. */
export interface InjunctionTermsRow {
  companyNumber: string;
  registerTitle: RegisterTitle;
  startsOn: string;
  endsOn: string;
}

/** A stored court order's facts, as the document store gives them. */
export interface CourtOrderRow {
  orderFileName: string;
  orderContentType: DocumentContentType;
  orderByteSize: number;
  orderSha256: string;
  orderStorageKey: string;
}

const recorder = alias(users, "recorder");
const changer = alias(users, "changer");
const ender = alias(users, "ender");

function selectRecords(db: Database) {
  return db
    .select({
      id: courtInjunctions.id,
      companyNumber: courtInjunctions.companyNumber,
      registerTitle: courtInjunctions.registerTitle,
      startsOn: courtInjunctions.startsOn,
      endsOn: courtInjunctions.endsOn,
      orderFileName: courtInjunctions.orderFileName,
      orderContentType: courtInjunctions.orderContentType,
      orderByteSize: courtInjunctions.orderByteSize,
      orderStorageKey: courtInjunctions.orderStorageKey,
      recordedAt: courtInjunctions.recordedAt,
      recordedByName: recorder.name,
      changedAt: courtInjunctions.changedAt,
      changedByName: changer.name,
      endedAt: courtInjunctions.endedAt,
      endedByName: ender.name,
    })
    .from(courtInjunctions)
    .leftJoin(recorder, eq(recorder.id, courtInjunctions.recordedBy))
    .leftJoin(changer, eq(changer.id, courtInjunctions.changedBy))
    .leftJoin(ender, eq(ender.id, courtInjunctions.endedBy));
}

/** Every injunction, the latest to end first (the service splits current from ended). */
export async function selectInjunctions(db: Database): Promise<InjunctionRecord[]> {
  return selectRecords(db).orderBy(desc(courtInjunctions.endsOn), desc(courtInjunctions.id));
}

export async function selectInjunction(db: Database, id: number): Promise<InjunctionRecord | null> {
  const [row] = await selectRecords(db).where(eq(courtInjunctions.id, id));
  return row ?? null;
}

/** The injunctions not ended against a company (its number as stored: normalised). */
export async function selectOpenInjunctionsOf(db: Database, companyNumber: string) {
  return db
    .select({
      companyNumber: courtInjunctions.companyNumber,
      startsOn: courtInjunctions.startsOn,
      endsOn: courtInjunctions.endsOn,
      endedAt: courtInjunctions.endedAt,
    })
    .from(courtInjunctions)
    .where(and(eq(courtInjunctions.companyNumber, companyNumber), isNull(courtInjunctions.endedAt)));
}

export async function insertInjunction(
  db: Database,
  row: InjunctionTermsRow & CourtOrderRow & { recordedBy: number; recordedAt: Date },
): Promise<number> {
  const [inserted] = await db.insert(courtInjunctions).values(row).returning({ id: courtInjunctions.id });
  return inserted!.id;
}

/**
 * New terms (and, when given, a new court order) for an injunction not yet ended; the court order it had
 * before (its storage key, for the file to be removed), or null when there is no such open injunction.
 */
export async function updateInjunction(
  db: Database,
  id: number,
  change: InjunctionTermsRow & Partial<CourtOrderRow> & { changedBy: number; changedAt: Date },
): Promise<{ previousStorageKey: string } | null> {
  const [before] = await db
    .select({ key: courtInjunctions.orderStorageKey })
    .from(courtInjunctions)
    .where(and(eq(courtInjunctions.id, id), isNull(courtInjunctions.endedAt)))
    .for("update");
  if (!before) return null;
  await db.update(courtInjunctions).set(change).where(eq(courtInjunctions.id, id));
  return { previousStorageKey: before.key };
}

/** Ends an injunction not yet ended; false when there is none such. */
export async function updateInjunctionEnded(
  db: Database,
  id: number,
  ended: { endedBy: number; endedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(courtInjunctions)
    .set(ended)
    .where(and(eq(courtInjunctions.id, id), isNull(courtInjunctions.endedAt)))
    .returning({ id: courtInjunctions.id });
  return rows.length > 0;
}

/** Which of these court-order files have a row (the rest are the sweep's). */
export async function selectKnownOrderKeys(db: Database, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: courtInjunctions.orderStorageKey })
    .from(courtInjunctions)
    .where(inArray(courtInjunctions.orderStorageKey, [...keys]));
  return new Set(rows.map((r) => r.key));
}
