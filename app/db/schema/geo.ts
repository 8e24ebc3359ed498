/** Geography: local authorities, their simplified outlines and the postcodes (ADR 004). */
import { sql } from "drizzle-orm";
import { doublePrecision, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";

export const localAuthorities = pgTable("local_authorities", {
  code: text("code").primaryKey(), // GSS code, e.g. E09000033
  name: text("name").notNull(),
  nameWelsh: text("name_welsh"),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
});

/** Simplified outlines of the local authorities (GeoJSON geometry), the offline basemap of the notices map. */
export const localAuthorityBoundaries = pgTable("local_authority_boundaries", {
  code: text("code").primaryKey(), // GSS code, as in local_authorities
  name: text("name").notNull(),
  /** A GeoJSON Polygon or MultiPolygon, coordinates rounded and thinned on import. */
  geometry: jsonb("geometry").notNull(),
});

export const postcodes = pgTable(
  "postcodes",
  {
    /** Upper-case with a single space before the inward code, e.g. `SW1A 1AA`. */
    postcode: text("postcode").primaryKey(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    localAuthorityCode: text("local_authority_code"),
  },
  (t) => [index("postcodes_outward_idx").on(sql`split_part(${t.postcode}, ' ', 1)`)],
);
