/** Editions and the issues they publish, with their supplements. */
import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { oneOf } from "./columns.ts";
import { JURISDICTIONS } from "./publications-values.ts";

export * from "./publications-values.ts";

export const editions = pgTable(
  "editions",
  {
    id: text("id").primaryKey(), // london | edinburgh | belfast
    name: text("name").notNull(),
    /** Whose bank holidays apply. */
    jurisdiction: text("jurisdiction", { enum: JURISDICTIONS }).notNull(),
  },
  (t) => [oneOf(t.jurisdiction, JURISDICTIONS)],
);

export const issues = pgTable(
  "issues",
  {
    id: serial("id").primaryKey(),
    editionId: text("edition_id")
      .notNull()
      .references(() => editions.id),
    number: integer("number").notNull(),
    publishedOn: date("published_on", { mode: "string" }).notNull(),
    pageCount: integer("page_count").notNull().default(0),
    /** First page number of the issue: printed pages run on through a year's volume. */
    firstPage: integer("first_page").notNull().default(1),
    isbn: text("isbn"),
    /** Index volume this issue belongs to in the archive, e.g. `1` … `4` (quarterly). */
    volume: text("volume"),
    /** Issues before the online record carry no notice text, only their place in the archive. */
    archived: boolean("archived").notNull().default(false),
    pricePence: integer("price_pence"),
  },
  (t) => [
    uniqueIndex("issues_edition_number_key").on(t.editionId, t.number),
    index("issues_edition_date_idx").on(t.editionId, t.publishedOn),
  ],
);

export const supplements = pgTable(
  "supplements",
  {
    id: serial("id").primaryKey(),
    issueId: integer("issue_id")
      .notNull()
      .references(() => issues.id, { onDelete: "cascade" }),
    /** Position among the issue's supplements, used in /{edition}/issue/{n}/supplement/{p}. */
    position: integer("position").notNull(),
    title: text("title").notNull(),
    /** Page label prefix, e.g. `B` for pages `B1`, `B2`… */
    pagePrefix: text("page_prefix").notNull(),
    pageCount: integer("page_count").notNull().default(0),
  },
  (t) => [uniqueIndex("supplements_issue_position_key").on(t.issueId, t.position)],
);
