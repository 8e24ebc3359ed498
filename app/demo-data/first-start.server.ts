/**
 * What the first start of an empty database does: reference data, geography and the demo notices, so
 * that `npm install && npm start` shows a working Gazette. The full postcode import then runs as a
 * background job, so the site is up within the start-up budget.
 */
import type { Env } from "../config/env.server.ts";
import type { Database } from "../db/client.server.ts";
import { syncNoticeProduct } from "../features/baskets/notice-basket.server.ts";
import {
  GEO_IMPORT_QUEUE,
  importBoundaries,
  importLocalAuthorities,
  samplePostcodes,
} from "../features/geo/geo-import.server.ts";
import { geoImportJob } from "../features/geo/geo-import-job.server.ts";
import { listLocalAuthorities, upsertPostcodes } from "../features/geo/geo-repository.server.ts";
import { NearestCentroidIndex } from "../features/geo/nearest-centroid.ts";
import { enqueueJob } from "../features/jobs/enqueue-job.server.ts";
import { syncOpeningNoticeFees } from "../features/placement/notice-fee-service.server.ts";
import { todayInLondon } from "../features/publications/publication-calendar.ts";
import { syncReferenceData } from "../features/taxonomy/reference-data-repository.server.ts";
import { createDemoAccounts } from "./demo-accounts.server.ts";
import { createDemoShopData } from "./demo-shop.server.ts";
import { seedDemoData } from "./seed-service.server.ts";
import {
  analyseAfterBulkLoad,
  demoDataState,
  lockDemoDataLoad,
  recordDemoData,
  tryLockDemoDataLoad,
} from "./seed-state-repository.server.ts";
import type { SamplePostcode } from "./seed-types.ts";

export async function prepareDatabase(
  db: Database,
  env: Env,
  log: (m: string) => void = console.log,
): Promise<void> {
  await syncReferenceData(db);
  await syncOpeningNoticeFees(db);
  await syncNoticeProduct(db);
  if (env.SEED_NOTICES === 0) return;
  if ((await demoDataState(db)) === "done") return;
  const started = Date.now();
  // The load, its lock and the re-check share one transaction: several servers starting together
  // (PostgreSQL) queue on the lock and the later ones find the data there; a server killed mid-load
  // loses its connection, so PostgreSQL rolls the load back and drops the lock, and the next start (or
  // a waiting server) redoes it. PGlite's single connection runs one transaction at a time, so the lock
  // is never contended there and nothing inside may use `db` (it would wait on this transaction).
  const loaded = await db.transaction(async (t) => {
    if (!(await tryLockDemoDataLoad(t))) {
      log("First start: another app server is loading the demo data; waiting for it…");
      await lockDemoDataLoad(t);
    }
    const state = await demoDataState(t);
    if (state === "done") {
      log("First start: the demo data was loaded by another app server");
      return false;
    }
    if (state === "seeding")
      log("First start: an earlier demo load was interrupted before it finished; loading it again");
    log(`First start: loading ${env.SEED_NOTICES} demo notices (seed ${env.SEED})…`);
    // Without the geography the site still runs, but postcodes are unknown: the address finder finds
    // nothing and notices have no place on the map. Say so once, where a newcomer looks.
    if (!env.geoDir)
      log(
        "First start: no geography folder (GEO_DIR, or ../shared/data/geo): postcodes, the address finder and the map will be empty",
      );
    else
      log(
        `First start: geography from ${env.geoDir}: local authorities, boundaries and a sample of postcodes now${env.GEO_FULL_IMPORT === "on" ? "; every postcode in the background after start-up" : ""}`,
      );
    const postcodes = env.geoDir ? await loadGeography(t, env.geoDir) : [];
    const report = await seedDemoData(t, {
      count: env.SEED_NOTICES,
      seed: env.SEED,
      today: todayInLondon(),
      postcodes,
      log,
    });
    if (env.DEMO_ACCOUNTS === "on") {
      await createDemoAccounts(t);
      await createDemoShopData(t);
    }
    await recordDemoData(t, { ...report, seed: env.SEED });
    if (env.geoDir && env.GEO_FULL_IMPORT === "on")
      await enqueueJob(t, geoImportJob, { dir: env.geoDir }, { uniqueKey: GEO_IMPORT_QUEUE });
    return true;
  });
  if (!loaded) return;
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
