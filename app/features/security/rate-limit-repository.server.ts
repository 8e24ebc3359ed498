import { lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { rateLimits } from "../../db/schema.ts";

/** Adds one to the count of `key` in the window starting at `windowStart`, in one statement; the new count. */
export async function countAttempt(db: Database, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

export async function deleteWindowsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}
