/** Local-authority outlines for the notices map: written by the geography import, read by /map. */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { arrayParam } from "../../db/sql-helpers.server.ts";
import type { PolygonGeometry } from "./topojson.ts";

export interface BoundaryRow {
  code: string;
  name: string;
  geometry: PolygonGeometry;
}

export async function upsertBoundaries(db: Database, rows: readonly BoundaryRow[]): Promise<void> {
  // A few hundred rows with large values: batches keep each statement's parameters modest.
  for (let i = 0; i < rows.length; i += 100) {
    const batch = rows.slice(i, i + 100);
    await db.execute(sql`
      insert into local_authority_boundaries (code, name, geometry)
      select code, name, geometry::jsonb from unnest(
        ${arrayParam(
          batch.map((r) => r.code),
          "text",
        )},
        ${arrayParam(
          batch.map((r) => r.name),
          "text",
        )},
        ${arrayParam(
          batch.map((r) => JSON.stringify(r.geometry)),
          "text",
        )}) as t(code, name, geometry)
      on conflict (code) do update set name = excluded.name, geometry = excluded.geometry`);
  }
}

export async function countBoundaries(db: Database): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from local_authority_boundaries`);
  return r.rows[0]?.n ?? 0;
}

/** Every outline as one GeoJSON FeatureCollection (text, built by the database: no parse and re-encode). */
export async function boundariesFeatureCollection(db: Database): Promise<string> {
  const r = await db.execute<{ features: string }>(sql`
    select coalesce(json_agg(json_build_object(
      'type', 'Feature',
      'properties', json_build_object('code', code, 'name', name),
      'geometry', geometry) order by code), '[]')::text as features
    from local_authority_boundaries`);
  return `{"type":"FeatureCollection","features":${r.rows[0]?.features ?? "[]"}}`;
}
