/**
 * Imports geography: local authorities (ONS LAD table) and postcodes, either in the format of
 * shared/data/geo/postcodes (`Postcode,lat,long`, one gzipped file per area) or the ONS NSPL columns
 * (`pcds`, `lat`, `long`, `laua`). Postcodes without a local authority column get the nearest local
 * authority centroid, an approximation documented in docs/decisions/004-geography.md.
 */
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import type { Database } from "../../db/client.server.ts";
import { parseCsv, parseCsvRecords } from "../../lib/csv.ts";
import { ID_PATTERNS } from "../../lib/ids.ts";
import { type BoundaryRow, upsertBoundaries } from "../map/boundary-service.server.ts";
import { DEFAULT_SIMPLIFY, decodeLayer, type SimplifyOptions, type Topology } from "../map/topojson.ts";
import {
  type LocalAuthorityRow,
  listLocalAuthorities,
  type PostcodeRow,
  upsertLocalAuthorities,
  upsertPostcodes,
} from "./geo-repository.server.ts";
import { NearestCentroidIndex } from "./nearest-centroid.ts";
import { normalisePostcode } from "./postcode-format.ts";
import type { SamplePostcode } from "./sample-postcode.ts";

// Glasgow City and North Lanarkshire appear with pre-2019 codes in some ONS files.
const CODE_ALIASES: Record<string, string> = { S12000046: "S12000049", S12000044: "S12000050" };

/** The kind of the background job that imports every postcode after the first start (geo-import-job.server.ts). */
export const GEO_IMPORT_QUEUE = "geo-import";

export function readLocalAuthorities(file: string): LocalAuthorityRow[] {
  return parseCsvRecords(readFileSync(file, "utf8"))
    .map((r) => {
      const code = r.LAD24CD ?? r.LAD23CD ?? r.code ?? "";
      const lat = Number.parseFloat(r.LAT ?? r.lat ?? "");
      const lng = Number.parseFloat(r.LONG ?? r.long ?? "");
      return {
        code: CODE_ALIASES[code] ?? code,
        name: r.LAD24NM ?? r.LAD23NM ?? r.name ?? "",
        nameWelsh: (r.LAD24NMW ?? r.LAD23NMW ?? "").trim() || null,
        latitude: Number.isFinite(lat) ? lat : null,
        longitude: Number.isFinite(lng) ? lng : null,
      };
    })
    .filter((r) => ID_PATTERNS.localAuthorityCode.test(r.code) && r.name);
}

export async function importLocalAuthorities(db: Database, geoDir: string): Promise<number> {
  const file = join(geoDir, "local-authorities-2024.csv");
  if (!existsSync(file)) return 0;
  const rows = readLocalAuthorities(file);
  await upsertLocalAuthorities(db, rows);
  return rows.length;
}

/**
 * Local-authority outlines for the notices map from `uk-topo.json` (TopoJSON, layer `ltla`), thinned
 * so that the whole of the UK stays a download of a few hundred kilobytes.
 */
export function readBoundaries(file: string, simplify: SimplifyOptions = DEFAULT_SIMPLIFY): BoundaryRow[] {
  const topology = JSON.parse(readFileSync(file, "utf8")) as Topology;
  return decodeLayer(topology, "ltla", simplify)
    .map((f) => {
      const code = String(f.properties.areacd ?? "");
      return {
        code: CODE_ALIASES[code] ?? code,
        name: String(f.properties.areanm ?? ""),
        geometry: f.geometry,
      };
    })
    .filter((r) => ID_PATTERNS.localAuthorityCode.test(r.code) && r.name);
}

export async function importBoundaries(db: Database, geoDir: string): Promise<number> {
  const file = join(geoDir, "uk-topo.json");
  if (!existsSync(file)) return 0;
  const rows = readBoundaries(file);
  await upsertBoundaries(db, rows);
  return rows.length;
}

/** The postcode files under a geo folder: `dir/postcodes/*.csv(.gz)`, or csv files in `dir` itself. */
export function postcodeFiles(dir: string): string[] {
  const base =
    existsSync(join(dir, "postcodes")) && statSync(join(dir, "postcodes")).isDirectory()
      ? join(dir, "postcodes")
      : dir;
  return readdirSync(base)
    .filter((f) => /\.csv(\.gz)?$/i.test(f) && !/local-authorit|outcode|population|lookup|changes/i.test(f))
    .sort()
    .map((f) => join(base, f));
}

interface PostcodeColumns {
  postcode: number;
  lat: number;
  lng: number;
  la: number;
}

function columnsOf(header: string[]): PostcodeColumns | null {
  const lower = header.map((h) => h.trim().toLowerCase());
  const find = (...names: string[]) => lower.findIndex((h) => names.includes(h));
  const cols = {
    postcode: find("pcds", "postcode", "pcd", "pcd7", "pcd8"),
    lat: find("lat", "latitude"),
    lng: find("long", "lng", "longitude"),
    la: find("laua", "lad", "lad24cd", "oslaua"),
  };
  return cols.postcode >= 0 && cols.lat >= 0 && cols.lng >= 0 ? cols : null;
}

/** Streams the rows of one postcode file. */
async function* readPostcodeFile(file: string): AsyncGenerator<{
  postcode: string;
  latitude: number | null;
  longitude: number | null;
  la: string | null;
}> {
  const input = createReadStream(file);
  const lines = createInterface({
    input: file.endsWith(".gz") ? input.pipe(createGunzip()) : input,
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let cols: PostcodeColumns | null = null;
  for await (const line of lines) {
    if (!line) continue;
    const fields = line.includes('"') ? (parseCsv(line)[0] ?? []) : line.split(",");
    if (!cols) {
      cols = columnsOf(fields.map((f) => f.replace(/^\ufeff/, "")));
      if (!cols) throw new Error(`${file}: no postcode/lat/long columns in the header`);
      continue;
    }
    const postcode = normalisePostcode(fields[cols.postcode] ?? "");
    if (!postcode) continue;
    const lat = Number.parseFloat(fields[cols.lat] ?? "");
    const lng = Number.parseFloat(fields[cols.lng] ?? "");
    // NSPL marks postcodes without a location as lat 99.999999.
    const located = Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90;
    const la = cols.la >= 0 ? (fields[cols.la] ?? "").trim() : "";
    yield {
      postcode,
      latitude: located ? lat : null,
      longitude: located ? lng : null,
      la: la ? (CODE_ALIASES[la] ?? la) : null,
    };
  }
}

export interface PostcodeImportResult {
  files: number;
  postcodes: number;
}

export async function importPostcodes(
  db: Database,
  geoDir: string,
  options: {
    areas?: readonly string[];
    onProgress?: (file: string, rows: number) => void;
    /** Checked between batches: an import stopped for a shutdown is redone by the next run. */
    signal?: AbortSignal;
  } = {},
): Promise<PostcodeImportResult> {
  const index = new NearestCentroidIndex(await listLocalAuthorities(db));
  const wanted = options.areas?.map((a) => a.toUpperCase());
  const files = postcodeFiles(geoDir).filter((f) => {
    if (!wanted) return true;
    const area = /([A-Z]+)\.csv(\.gz)?$/i.exec(f)?.[1]?.toUpperCase();
    return area ? wanted.includes(area) : false;
  });
  let total = 0;
  for (const file of files) {
    options.signal?.throwIfAborted();
    let batch: PostcodeRow[] = [];
    let count = 0;
    for await (const row of readPostcodeFile(file)) {
      const la =
        row.la ??
        (row.latitude !== null && row.longitude !== null ? index.nearest(row.latitude, row.longitude) : null);
      batch.push({
        postcode: row.postcode,
        latitude: row.latitude,
        longitude: row.longitude,
        localAuthorityCode: la,
      });
      if (batch.length >= 5000) {
        await upsertPostcodes(db, batch);
        count += batch.length;
        batch = [];
        options.signal?.throwIfAborted();
      }
    }
    await upsertPostcodes(db, batch);
    count += batch.length;
    total += count;
    options.onProgress?.(file, count);
  }
  return { files: files.length, postcodes: total };
}

/** Post towns by outward code, from outcodes.csv when present. */
function readTowns(geoDir: string): Map<string, string> {
  const file = join(geoDir, "outcodes.csv");
  if (!existsSync(file)) return new Map();
  return new Map(
    parseCsvRecords(readFileSync(file, "utf8")).map((r) => [(r.postcode ?? "").toUpperCase(), r.town ?? ""]),
  );
}

/**
 * A deterministic spread of real postcodes with coordinates for the demo data: every `stride`-th
 * located postcode of every area file.
 */
export async function samplePostcodes(geoDir: string, stride = 400): Promise<SamplePostcode[]> {
  const towns = readTowns(geoDir);
  const out: SamplePostcode[] = [];
  for (const file of postcodeFiles(geoDir)) {
    let i = 0;
    for await (const row of readPostcodeFile(file)) {
      if (row.latitude === null || row.longitude === null) continue;
      if (i++ % stride !== 0) continue;
      out.push({
        postcode: row.postcode,
        latitude: row.latitude,
        longitude: row.longitude,
        town: towns.get(row.postcode.split(" ")[0] ?? "") || null,
      });
    }
  }
  return out;
}
