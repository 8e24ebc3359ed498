/** Column types shared by the schema's domain files: the PostgreSQL types drizzle has no builder for. */
import { customType, timestamp } from "drizzle-orm/pg-core";

export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
