import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { enqueueJob } from "../jobs/enqueue-job.server.ts";
import { geoImportJob, postcodesStillImporting } from "./geo-import-job.server.ts";

describe("whether the postcodes are still being imported", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("is so while the import job waits or runs, and not once it is done or failed", async () => {
    expect(await postcodesStillImporting(handle.db)).toBe(false);
    await enqueueJob(handle.db, geoImportJob, { dir: "/nowhere" });
    expect(await postcodesStillImporting(handle.db)).toBe(true);
    await handle.db.execute(sql`update jobs set state = 'running' where queue = ${geoImportJob.kind}`);
    expect(await postcodesStillImporting(handle.db)).toBe(true);
    await handle.db.execute(sql`update jobs set state = 'done' where queue = ${geoImportJob.kind}`);
    expect(await postcodesStillImporting(handle.db)).toBe(false);
    await enqueueJob(handle.db, geoImportJob, { dir: "/nowhere" });
    await handle.db.execute(sql`update jobs set state = 'failed' where queue = ${geoImportJob.kind}`);
    expect(await postcodesStillImporting(handle.db)).toBe(false);
  });
});
