/**
 * What the first start of an empty database does: reference data, geography and the demo notices, so
 * that `npm install && npm start` shows a working Gazette. The full postcode import then runs as a
 * background job, so the site is up within the start-up budget.
 */
import type { Env } from "../../config/env.server.ts";
import type { Database } from "../../db/client.server.ts";
import { createDemoAccounts } from "../accounts/demo-accounts.server.ts";
import { importBoundaries, importLocalAuthorities, samplePostcodes } from "../geo/geo-import.server.ts";
import { listLocalAuthorities, upsertPostcodes } from "../geo/geo-repository.server.ts";
import { NearestCentroidIndex } from "../geo/nearest-centroid.ts";
import { enqueueJob } from "../jobs/job-repository.server.ts";
import { todayInLondon } from "../publications/publication-calendar.ts";
import { syncReferenceData } from "../taxonomy/reference-data-repository.server.ts";
import { seedDemoData } from "./seed-service.server.ts";
import {
  analyseAfterBulkLoad,
  claimDemoDataSeeding,
  demoDataState,
  recordDemoData,
  releaseDemoDataClaim,
} from "./seed-state-repository.server.ts";
import type { SamplePostcode } from "./seed-types.ts";

export async function prepareDatabase(
  db: Database,
  env: Env,
  log: (m: string) => void = console.log,
): Promise<void> {
  await syncReferenceData(db);
  if (env.SEED_NOTICES === 0) return;
  // One app server seeds; the others (several servers starting together on PostgreSQL) wait for it, so
  // none serves an empty Gazette. If the seeding server fails, its claim is released and another takes over.
  while (!(await claimDemoDataSeeding(db))) {
    const state = await demoDataState(db);
    if (state === "done") return;
    if (state === "seeding") await new Promise((r) => setTimeout(r, 1000));
  }
  const started = Date.now();
  log(`First start: loading ${env.SEED_NOTICES} demo notices (seed ${env.SEED})…`);
  try {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const postcodes = env.geoDir ? await loadGeography(t, env.geoDir) : [];
      const report = await seedDemoData(t, {
        count: env.SEED_NOTICES,
        seed: env.SEED,
        today: todayInLondon(),
        postcodes,
        log,
      });
      if (env.DEMO_ACCOUNTS === "on") await createDemoAccounts(t);
      await recordDemoData(t, { ...report, seed: env.SEED });
      if (env.geoDir && env.GEO_FULL_IMPORT === "on")
        await enqueueJob(t, "geo-import", { dir: env.geoDir }, { uniqueKey: "geo-import" });
    });
  } catch (error) {
    await releaseDemoDataClaim(db);
    throw error;
  }
  await analyseAfterBulkLoad(db);
  log(`Demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Local authorities, and a sample of real postcodes for the notices' addresses (with their authority). */
export async function loadGeography(db: Database, geoDir: string): Promise<SamplePostcode[]> {
  await importLocalAuthorities(db, geoDir);
  await importBoundaries(db, geoDir);
  const sample = await samplePostcodes(geoDir);
  const index = new NearestCentroidIndex(await listLocalAuthorities(db));
  await upsertPostcodes(
    db,
    sample.map((p) => ({
      postcode: p.postcode,
      latitude: p.latitude,
      longitude: p.longitude,
      localAuthorityCode: index.nearest(p.latitude, p.longitude),
    })),
  );
  return sample;
}
