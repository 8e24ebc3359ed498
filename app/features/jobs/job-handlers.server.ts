/** Every background job the application runs, by queue name. */
import type { Env } from "../../config/env.server.ts";
import { importLocalAuthorities, importPostcodes } from "../geo/geo-import.server.ts";
import type { JobHandler } from "./job-worker.server.ts";

export function jobHandlers(_env: Env): Record<string, JobHandler> {
  return {
    "geo-import": async (job, db) => {
      const dir = String(job.payload.dir ?? "");
      if (!dir) throw new Error("geo-import needs a dir");
      await importLocalAuthorities(db, dir);
      const result = await importPostcodes(db, dir);
      console.log(`[jobs] geo-import: ${result.postcodes} postcodes from ${result.files} files`);
    },
  };
}
