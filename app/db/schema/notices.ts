/** Notices and what hangs off them: places, companies, people, versions, provenance, day counts. */
import { sql } from "drizzle-orm";
import {
  bigserial,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { oneOf, timestamptz, tsvector } from "./columns.ts";
import { NOTICE_STATUSES, PROVENANCE_ACTIVITIES } from "./notices-values.ts";
import { organisations } from "./organisations.ts";
import { editions, issues, supplements } from "./publications.ts";
import { noticeTypes } from "./taxonomy.ts";

export * from "./notices-values.ts";

export const notices = pgTable(
  "notices",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity({ startWith: 4000001 }),
    noticeCode: text("notice_code")
      .notNull()
      .references(() => noticeTypes.code),
    editionId: text("edition_id")
      .notNull()
      .references(() => editions.id),
    issueId: integer("issue_id").references(() => issues.id),
    /** Page label within the issue: `1234`, or `B61` in a supplement. */
    page: text("page"),
    pageNumber: integer("page_number"),
    supplementId: integer("supplement_id").references(() => supplements.id),
    status: text("status", { enum: NOTICE_STATUSES }).notNull(),
    title: text("title").notNull(),
    /** Sanitised XHTML; rendered as is. */
    bodyHtml: text("body_html").notNull(),
    /** Plain text of the body, for search and summaries. */
    bodyText: text("body_text").notNull(),
    /** Structured fields, validated by the schema of the notice type (notice-data-schemas.ts). */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    publishedAt: timestamptz("published_at"),
    earliestPublicationAt: timestamptz("earliest_publication_at"),
    submittedAt: timestamptz("submitted_at"),
    placingOrganisationId: integer("placing_organisation_id").references(() => organisations.id),
    /** The person who placed it through the site (individuals have no organisation); null for demo notices. */
    placedByUserId: integer("placed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    bundleId: integer("bundle_id"),
    version: integer("version").notNull().default(1),
    pricePence: integer("price_pence"),
    /** The placer confirmed the supporting documents (spec §4 "Posting documents"); null while changing them. */
    documentsConfirmedAt: timestamptz("documents_confirmed_at"),
    /**
     * When the placer deleted a withdrawn or rejected notice from their lists (spec §4: those lists offer
     * 'Delete'). The notice and its trail stay: it has been in the Gazette's hands (ADR 016).
     */
    placerHiddenAt: timestamptz("placer_hidden_at"),
    /** The company the notice is about, if any (also in notice_companies); used by injunctions and timelines. */
    companyNumber: text("company_number"),
    /** Primary location, copied from the first notice_locations row so that maps and radius searches need no join. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(body_text, '')), 'B')`,
      ),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    // NULLS FIRST, as a plain ORDER BY … DESC sorts, so that "newest first" reads the index and stops early.
    index("notices_published_idx")
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'published'`),
    // Edition and status ride along so category and notice-type searches count their facets from the
    // index alone (index-only scan), never visiting the table: 29 → 13 ms at 1,000,000 notices.
    index("notices_code_published_idx").on(
      t.noticeCode,
      t.publishedAt.desc().nullsFirst(),
      t.editionId,
      t.status,
    ),
    index("notices_issue_page_idx").on(t.issueId, t.pageNumber),
    index("notices_company_idx").on(t.companyNumber),
    // Place first for the radius search's bounding box; code, edition and date ride along so a location
    // search counts its facets from the index alone (at 1,000,000 notices a 10-mile radius read 10,001
    // rows from the table in 47 ms, 8 ms from this index). The id too, so a search whose words are far
    // broader than its place lists the place's notices in date order from the index alone and checks the
    // words only until its page is full (search-repository.server.ts, wordsChecked).
    index("notices_place_idx")
      .on(t.latitude, t.longitude, t.noticeCode, t.editionId, t.publishedAt, t.id)
      .where(sql`status = 'published'`),
    // One type's published notices newest first, with the place: a place searched with one type (a deceased
    // estate near a postcode) reads that type's notices in date order from the index alone until its page is
    // full, not every notice in the place's band of latitude (the 5,000 newest of a 25-mile radius round
    // London with a date at 1,000,000 notices: 48 → 33 ms, issue 14 point 1); a type's deep page by number
    // counts off its rows without the table (3 → 0.5 ms). The planner chooses it, by its estimates.
    index("notices_code_date_place_idx")
      .on(
        t.noticeCode,
        t.publishedAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.latitude,
        t.longitude,
        t.editionId,
      )
      .where(sql`status = 'published'`),
    // Published notices by id with what the facets count: a search that finds notices by id (a local
    // authority's, from notice_locations) counts them without visiting the table.
    index("notices_published_id_idx")
      .on(t.id, t.noticeCode, t.editionId, t.publishedAt)
      .where(sql`status = 'published'`),
    // A person's own notices by status (My Gazette's lists); only notices placed through the site have one.
    index("notices_placed_by_idx").on(t.placedByUserId, t.status).where(sql`placed_by_user_id is not null`),
    index("notices_search_idx").using("gin", t.search),
    oneOf(t.status, NOTICE_STATUSES),
  ],
);

/**
 * Published notices counted by London publication day, notice code and edition (the category rides
 * along for category facets): filter-only totals and facets are summed from here, exactly, in about a
 * millisecond at 1,000,000 notices, where counting the notices themselves costs seconds. Kept current by
 * statement-level triggers on `notices` (migration 0009), so every writer — seed, placement, withdrawal —
 * keeps it right without knowing it exists.
 */
export const noticeDayCounts = pgTable(
  "notice_day_counts",
  {
    day: date("day").notNull(),
    noticeCode: text("notice_code").notNull(),
    categoryCode: text("category_code").notNull(),
    editionId: text("edition_id").notNull(),
    notices: integer("notices").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.noticeCode, t.editionId] })],
);

/**
 * The day rollup summed by London year (the same triggers keep both, migration 0020): a search with no
 * date range, or the whole years of one, sums ~3,000 rows here instead of ~100,000 days.
 */
export const noticeYearCounts = pgTable(
  "notice_year_counts",
  {
    year: integer("year").notNull(),
    noticeCode: text("notice_code").notNull(),
    categoryCode: text("category_code").notNull(),
    editionId: text("edition_id").notNull(),
    notices: integer("notices").notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.noticeCode, t.editionId] })],
);

export const noticeLocations = pgTable(
  "notice_locations",
  {
    id: serial("id").primaryKey(),
    noticeId: integer("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    /** What the place is to the notice: deceased-address, registered-office, trading-address, court… */
    role: text("role").notNull(),
    address: text("address"),
    postcode: text("postcode"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    localAuthorityCode: text("local_authority_code"),
  },
  (t) => [
    index("notice_locations_notice_idx").on(t.noticeId),
    index("notice_locations_postcode_idx").on(t.postcode),
    index("notice_locations_la_idx").on(t.localAuthorityCode, t.noticeId),
  ],
);

export const noticeCompanies = pgTable(
  "notice_companies",
  {
    noticeId: integer("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    companyNumber: text("company_number").notNull(),
    role: text("role").notNull().default("subject"),
  },
  (t) => [
    primaryKey({ columns: [t.noticeId, t.companyNumber] }),
    index("notice_companies_company_idx").on(t.companyNumber),
  ],
);

export const noticePeople = pgTable(
  "notice_people",
  {
    id: serial("id").primaryKey(),
    noticeId: integer("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    /** deceased | bankrupt | executor | liquidator | petitioner | applicant … */
    role: text("role").notNull(),
    fullName: text("full_name").notNull(),
    /** Lower-case "forenames surname" (+ birth date when known), so that notices about one person can be related. */
    nameKey: text("name_key").notNull(),
  },
  (t) => [
    index("notice_people_notice_idx").on(t.noticeId),
    index("notice_people_name_key_idx").on(t.nameKey),
  ],
);

export const noticeVersions = pgTable(
  "notice_versions",
  {
    noticeId: integer("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    bodyHtml: text("body_html").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamptz("created_at").notNull(),
    /** Why this version exists: as-submitted, correction, … */
    reason: text("reason").notNull(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.version] })],
);

export const noticeProvenance = pgTable(
  "notice_provenance",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    noticeId: integer("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    activity: text("activity", { enum: PROVENANCE_ACTIVITIES }).notNull(),
    occurredAt: timestamptz("occurred_at").notNull(),
    /** Who or what did it: an organisation's name, "Gazette editorial", "Gazette publishing system". */
    agent: text("agent").notNull(),
    version: integer("version"),
    detail: text("detail"),
    /** The signed-in person who did it, when a person did (kept for staff; the public trail names the agent). */
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("notice_provenance_notice_idx").on(t.noticeId, t.occurredAt),
    oneOf(t.activity, PROVENANCE_ACTIVITIES),
  ],
);
