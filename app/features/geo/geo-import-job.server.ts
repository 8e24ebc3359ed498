/**
 * The full postcode import as a background job (queued after the first start): local authorities, then
 * every postcode of the geography folder. Upserts all the way, so a run stopped part-way for a shutdown is
 * simply done again by the next.
 */
import { z } from "zod";
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
