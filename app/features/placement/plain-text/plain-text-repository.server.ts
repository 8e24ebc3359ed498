/** SQL of plain-text notices: a draft's text, tags and what they make, written only while it is a draft. */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.server.ts";
import { notices } from "../../../db/schema.ts";
import { PLAIN_TEXT_DATA_KEYS, type PlainTextNoticeData } from "./plain-text-notice.ts";

export interface PlainTextDraftUpdate {
  data: PlainTextNoticeData;
  title: string;
  bodyHtml: string;
  bodyText: string;
}

/**
 * Writes the draft's plain-text data over what it had of it (the keys a plain-text notice uses; anything
 * else in `data` is kept), with its title and body, if it is still a draft. False if it is not.
 */
export async function updatePlainTextDraft(
  db: Database,
  id: number,
  update: PlainTextDraftUpdate,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(notices)
    .set({
      data: sql`(${notices.data} - ${sql.raw(`array[${PLAIN_TEXT_DATA_KEYS.map((k) => `'${k}'`).join(",")}]`)}::text[]) || ${JSON.stringify(update.data)}::jsonb`,
      title: update.title,
      bodyHtml: update.bodyHtml,
      bodyText: update.bodyText,
      updatedAt: at,
    })
    .where(and(eq(notices.id, id), eq(notices.status, "draft")))
    .returning({ id: notices.id });
  return rows.length > 0;
}

/** The draft's stored data (the page reads the text and tags from it). */
export async function selectNoticeData(db: Database, id: number): Promise<Record<string, unknown> | null> {
  const [row] = await db.select({ data: notices.data }).from(notices).where(eq(notices.id, id));
  return row?.data ?? null;
}
