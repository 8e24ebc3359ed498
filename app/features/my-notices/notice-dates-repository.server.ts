/**
 * SQL of a notice's dates as its placer changes them: the earliest publication moment, and a
 * deceased-estates notice's claims deadline (in its data). Each update holds only while the notice is
 * still in one of the given statuses, so a notice published or withdrawn meanwhile is left as it is.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import type { NoticeStatus } from "../../db/schema/notices-values.ts";
import { notices } from "../../db/schema.ts";

export async function updateEarliestPublication(
  db: Database,
  id: number,
  at: Date,
  statuses: readonly NoticeStatus[],
): Promise<boolean> {
  const rows = await db
    .update(notices)
    .set({ earliestPublicationAt: at, updatedAt: new Date() })
    .where(and(eq(notices.id, id), inArray(notices.status, [...statuses])))
    .returning({ id: notices.id });
  return rows.length > 0;
}

/** The claims deadline in the notice's data, and the body made again from it when there is one. */
export async function updateClaimDeadline(
  db: Database,
  id: number,
  deadline: string,
  statuses: readonly NoticeStatus[],
  body: { bodyHtml: string; bodyText: string } | null,
): Promise<boolean> {
  const rows = await db
    .update(notices)
    .set({
      data: sql`jsonb_set(${notices.data}, '{claimDeadline}', to_jsonb(${deadline}::text))`,
      ...(body ?? {}),
      updatedAt: new Date(),
    })
    .where(and(eq(notices.id, id), inArray(notices.status, [...statuses])))
    .returning({ id: notices.id });
  return rows.length > 0;
}
