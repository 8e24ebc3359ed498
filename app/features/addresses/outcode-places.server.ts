/**
 * Towns and regions by outward code, read from the geography folder's outcodes.csv (the same file the
 * demo data takes its post towns from). The file is small and never changes while the server runs, so it
 * is read once. Without a geography folder the map is empty and towns come from the postcode area.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { getEnv } from "../../config/env.server.ts";
import { parseCsvRecords } from "../../lib/csv.ts";
import type { OutcodePlace } from "./post-towns.ts";

const cache = new Map<string, Promise<ReadonlyMap<string, OutcodePlace>>>();

export async function readOutcodePlaces(geoDir: string): Promise<ReadonlyMap<string, OutcodePlace>> {
  const file = join(geoDir, "outcodes.csv");
  if (!existsSync(file)) return new Map();
  const records = parseCsvRecords(await readFile(file, "utf8"));
  return new Map(
    records
      .filter((r) => r.postcode)
      .map((r) => [(r.postcode ?? "").trim().toUpperCase(), { town: r.town ?? "", region: r.region ?? "" }]),
  );
}

/** The outcode places of the configured geography folder (cached; a failed read is retried next time). */
export function outcodePlaces(
  geoDir: string | null = getEnv().geoDir,
): Promise<ReadonlyMap<string, OutcodePlace>> {
  if (!geoDir) return Promise.resolve(new Map());
  let places = cache.get(geoDir);
  if (!places) {
    places = readOutcodePlaces(geoDir);
    cache.set(geoDir, places);
    places.catch(() => cache.delete(geoDir));
  }
  return places;
}
