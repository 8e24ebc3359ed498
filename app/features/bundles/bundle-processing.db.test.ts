/**
 * A bundle's processing survives kill -9 (both engines): a child process processing a bundle is killed
 * mid-way; the processing, taken up again, finishes it with every notice made exactly once — none lost,
 * none doubled — and the bundle's counts agree with its items.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/client.server.ts";
import { bundleItems, bundles, notices } from "../../db/schema.ts";
import { createSharedTestDatabase } from "../../db/test-database.server.ts";
import { createTestUser, testPlacer } from "../accounts/test-users.server.ts";
import { todayInLondon } from "../publications/publication-calendar.ts";
import { processBundle } from "./bundle-processing.server.ts";
import { uploadBundle } from "./bundle-service.server.ts";
import { generatedDeceasedEstateCsv } from "./generated-bundle.ts";

const CHILD = fileURLToPath(new URL("./process-bundle-child.test-helper.ts", import.meta.url));
const NOTICES = 40;
const KILL_AFTER = 5;

/** Runs the child until it has committed `after` notices, then kills it with SIGKILL. */
function processUntilKilled(target: unknown, bundleId: number, after: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, JSON.stringify(target), String(bundleId)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let seen = 0;
    let killed = false;
    let buffered = "";
    child.stdout.on("data", (chunk: Buffer) => {
      // Lines the child wrote before the signal reached it may still arrive (several in one chunk on a busy
      // machine): what it did after the kill was sent is not counted (the midway checks read the database).
      if (killed) return;
      buffered += chunk.toString();
      const lines = buffered.split("\n");
      buffered = lines.pop()!;
      for (const line of lines) {
        if (line === "done") reject(new Error("the child finished before it was killed"));
        if (line.startsWith("processed ") && ++seen === after) {
          killed = true;
          child.kill("SIGKILL");
          return;
        }
      }
    });
    child.on("error", reject);
    child.on("exit", (_code, signal) =>
      signal === "SIGKILL" ? resolve(seen) : reject(new Error(`the child ended by itself (${_code})`)),
    );
  });
}

describe("a bundle's processing killed mid-way", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "gazette-bundle-kill-"));
  let handle: DatabaseHandle | null = null;
  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("resumes with every notice made once, none lost", async () => {
    const shared = await createSharedTestDatabase(dataDir);
    handle = shared.handle;
    const user = await createTestUser(handle.db, {
      email: "owner@kill.test",
      role: "account-owner",
      organisation: { name: "Kill LLP" },
      placingCapacities: ["solicitor"],
    });
    const placer = testPlacer(user, "account-owner");
    const csv = generatedDeceasedEstateCsv(NOTICES, todayInLondon(new Date()));
    const upload = await uploadBundle(handle.db, placer, {
      name: "big.csv",
      bytes: new TextEncoder().encode(csv),
    });
    if (!upload.ok) throw new Error(upload.message);

    // PGlite is one process per directory: the child has it alone until it is killed.
    if (shared.target.kind === "pglite") {
      await handle.close();
      handle = null;
    }
    expect(await processUntilKilled(shared.target, upload.id, KILL_AFTER)).toBe(KILL_AFTER);
    handle ??= await openDatabase(shared.target);
    const db = handle.db;

    const [midway] = await db.select().from(bundles).where(eq(bundles.id, upload.id));
    expect(midway!.status).toBe("processing");
    expect(midway!.processedCount).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(midway!.processedCount).toBeLessThan(NOTICES);

    await processBundle(db, upload.id);

    const [after] = await db.select().from(bundles).where(eq(bundles.id, upload.id));
    expect(after).toMatchObject({ status: "processed", processedCount: NOTICES, errorCount: 0 });
    const items = await db.select().from(bundleItems).where(eq(bundleItems.bundleId, upload.id));
    expect(items).toHaveLength(NOTICES);
    expect(items.every((i) => i.status === "valid" && i.noticeId !== null)).toBe(true);
    const made = await db.select({ id: notices.id }).from(notices).where(eq(notices.bundleId, upload.id));
    expect(made).toHaveLength(NOTICES);
    expect(new Set(items.map((i) => i.noticeId))).toEqual(new Set(made.map((n) => n.id)));
  });
});
