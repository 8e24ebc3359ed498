/**
 * The full postcode import as a background job (queued after the first start): local authorities, then
 * every postcode of the geography folder. Upserts all the way, so a run stopped part-way for a shutdown is
 * simply done again by the next.
 */
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { jobUnfinished } from "../jobs/enqueue-job.server.ts";
import { defineJob } from "../jobs/job-definition.ts";
import { GEO_IMPORT_QUEUE, importLocalAuthorities, importPostcodes } from "./geo-import.server.ts";

export const geoImportJob = defineJob({
  kind: GEO_IMPORT_QUEUE,
  lane: "bulk",
  payload: z.object({ dir: z.string().min(1) }),
  run: async ({ dir }, { db, signal }) => {
    await importLocalAuthorities(db, dir);
    const result = await importPostcodes(db, dir, { signal });
    console.log(`[jobs] geo-import: ${result.postcodes} postcodes from ${result.files} files`);
  },
});

/**
 * Whether the full postcode import after the first start is still to finish: until it does, only a sample
 * of postcodes is known, and a valid postcode may not be found (search pages say so).
 */
export function postcodesStillImporting(db: Database): Promise<boolean> {
  return jobUnfinished(db, geoImportJob);
}
