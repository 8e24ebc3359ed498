/**
 * The site's signing key: 32 random bytes made by whichever app server needs it first and kept in
 * system_settings, so every server signs alike without configuration.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { systemSettings } from "../../db/schema.ts";

const KEY = "signing-key";

export async function loadOrCreateSigningKey(db: Database): Promise<string> {
  await db
    .insert(systemSettings)
    .values({ key: KEY, value: { key: randomBytes(32).toString("base64url") } })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, KEY));
  if (!row) throw new Error("The signing key could not be stored");
  return (row.value as { key: string }).key;
}
