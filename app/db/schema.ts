/**
 * The one database schema, for PGlite and PostgreSQL alike (keep it PostgreSQL-15 compatible).
 * Migrations are generated from this file by drizzle-kit into app/db/migrations (see ADR 002).
 */
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

// ---------------------------------------------------------------- reference data

export const editions = pgTable("editions", {
  id: text("id").primaryKey(), // london | edinburgh | belfast
  name: text("name").notNull(),
  /** Whose bank holidays apply: england-and-wales | scotland | northern-ireland */
  jurisdiction: text("jurisdiction").notNull(),
});

export const noticeCategories = pgTable("notice_categories", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
});

export const noticeSections = pgTable("notice_sections", {
  code: text("code").primaryKey(),
  categoryCode: text("category_code")
    .notNull()
    .references(() => noticeCategories.code),
  name: text("name").notNull(),
});

export const noticeTypes = pgTable("notice_types", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  categoryCode: text("category_code")
    .notNull()
    .references(() => noticeCategories.code),
  sectionCode: text("section_code").references(() => noticeSections.code),
  linkedDataClass: text("linked_data_class"),
  blockable: boolean("blockable").notNull().default(false),
  hasWebForm: boolean("has_web_form").notNull().default(false),
  /** Price to place, in pence including VAT; null where placement is not priced (roadmap: placement). */
  pricePence: integer("price_pence"),
});

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

// ---------------------------------------------------------------- publications

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

// ---------------------------------------------------------------- parties

export const organisations = pgTable("organisations", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  /** e.g. solicitors, insolvency-practitioners, government-central, court, individual */
  kind: text("kind").notNull(),
  /** pending | approved | declined (account approval arrives with accounts) */
  status: text("status").notNull().default("approved"),
  email: text("email"),
  telephone: text("telephone"),
  address: text("address"),
  /** Registration (spec §3): society, professional-body, government-local, government-central, … */
  businessType: text("business_type"),
  organisationStructure: text("organisation_structure"),
  registrationNumber: text("registration_number"),
  /** Why there is no registration number (spec §4 Registration), with the free text for 'other'. */
  noRegistrationReason: text("no_registration_reason"),
  otherReasonNotRegistered: text("other_reason_not_registered"),
  regulatoryBody: text("regulatory_body"),
  membershipNumber: text("membership_number"),
  website: text("website"),
  addressLine1: text("address_line1"),
  addressLine2: text("address_line2"),
  locality: text("locality"),
  county: text("county"),
  country: text("country"),
  postcode: text("postcode"),
  localAuthorityId: text("local_authority_id"),
  officeOrDepartment: text("office_or_department"),
  /** Every other answer of the registration form, kept as given. */
  registrationDetails: jsonb("registration_details").$type<Record<string, string>>(),
  ownerUserId: integer("owner_user_id"),
  /** The company statement (sanitised HTML: bold, italic, links; at most 600 characters of text). */
  statement: text("statement"),
  logoImageId: integer("logo_image_id"),
  /** card | account (invoiced on credit) */
  paymentMethod: text("payment_method").notNull().default("card"),
  declineReason: text("decline_reason"),
  decidedBy: integer("decided_by"),
  decidedAt: timestamptz("decided_at"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

export const companies = pgTable(
  "companies",
  {
    number: text("number").primaryKey(),
    name: text("name").notNull(),
    registeredOffice: text("registered_office"),
    postcode: text("postcode"),
    natureOfBusiness: text("nature_of_business"),
    incorporatedOn: date("incorporated_on", { mode: "string" }),
    /** active | in-administration | liquidation | dissolved */
    status: text("status").notNull().default("active"),
  },
  (t) => [index("companies_name_idx").on(sql`lower(${t.name})`)],
);

// ---------------------------------------------------------------- notices

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
    /** draft | submitted | awaiting-payment | awaiting-approval | published | rejected | withdrawn | permanently-withdrawn */
    status: text("status").notNull(),
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
    bundleId: integer("bundle_id"),
    version: integer("version").notNull().default(1),
    pricePence: integer("price_pence"),
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
    index("notices_lat_lng_idx").on(t.latitude, t.longitude),
    index("notices_search_idx").using("gin", t.search),
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
    /** received | validated | approved | published | corrected | withdrawn | rejected */
    activity: text("activity").notNull(),
    occurredAt: timestamptz("occurred_at").notNull(),
    /** Who or what did it: an organisation's name, "Gazette editorial", "Gazette publishing system". */
    agent: text("agent").notNull(),
    version: integer("version"),
    detail: text("detail"),
  },
  (t) => [index("notice_provenance_notice_idx").on(t.noticeId, t.occurredAt)],
);

// ---------------------------------------------------------------- infrastructure

/** Durable background jobs (bundle processing, e-mail, issue compilation, alerts, imports). */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    queue: text("queue").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    /** queued | running | done | failed */
    state: text("state").notNull().default("queued"),
    runAt: timestamptz("run_at").notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    lockedUntil: timestamptz("locked_until"),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    /** Set to make enqueueing idempotent: one live job per key. */
    uniqueKey: text("unique_key"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    finishedAt: timestamptz("finished_at"),
  },
  (t) => [
    index("jobs_due_idx").on(t.runAt).where(sql`state = 'queued'`),
    uniqueIndex("jobs_unique_key")
      .on(t.uniqueKey)
      .where(sql`unique_key is not null and state in ('queued', 'running')`),
  ],
);

/** Generated documents (issue-page PDFs) shared by every app server. */
export const documentCache = pgTable("document_cache", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  body: bytea("body").notNull(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

/** Small facts about this database: schema seed state, demo-data parameters. */
export const systemSettings = pgTable("system_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

// ---------------------------------------------------------------- accounts

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    /** Stored lower-case; unique. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** argon2id */
    passwordHash: text("password_hash"),
    role: text("role").notNull().default("user"),
    /**
     * unconfirmed (e-mail not yet confirmed) | invited (no password chosen yet) | active | disabled.
     * Waiting for approval is the organisation's status; a lock is locked_at.
     */
    status: text("status").notNull().default("active"),
    organisationId: integer("organisation_id").references(() => organisations.id),
    failedSignIns: integer("failed_sign_ins").notNull().default(0),
    title: text("title"),
    telephone: text("telephone"),
    /** The person's own address (individual accounts; an organisation's people use its address). */
    addressLine1: text("address_line1"),
    addressLine2: text("address_line2"),
    locality: text("locality"),
    county: text("county"),
    country: text("country"),
    postcode: text("postcode"),
    /** Per-user permissions the account owner grants (see features/accounts/permissions.ts). */
    permissions: text("permissions").array().notNull().default(sql`'{}'::text[]`),
    emailConfirmedAt: timestamptz("email_confirmed_at"),
    lockedAt: timestamptz("locked_at"),
    lastSignInAt: timestamptz("last_sign_in_at"),
    passwordChangedAt: timestamptz("password_changed_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email), index("users_organisation_idx").on(t.organisationId)],
);

/** Server-side sessions: the cookie holds a random token, the table its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    lastSeenAt: timestamptz("last_seen_at").notNull().defaultNow(),
    /** Sliding idle expiry (30 minutes after the last request). */
    expiresAt: timestamptz("expires_at").notNull(),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** Single-use e-mailed tokens (confirm e-mail, reset password, invitation, unlock, change e-mail), stored hashed. */
export const userTokens = pgTable(
  "user_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** e.g. the new e-mail address of a change-email token */
    data: jsonb("data").$type<Record<string, string>>(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("user_tokens_hash_key").on(t.tokenHash),
    index("user_tokens_user_idx").on(t.userId, t.purpose),
  ],
);

/** Notices a user saved to My Gazette (the favourite toggle). */
export const savedNotices = pgTable(
  "saved_notices",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    noticeId: integer("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.noticeId] })],
);

/** Saved searches: a search page path and its query string, with optional e-mail alerts. */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** e.g. /insolvency/notice */
    path: text("path").notNull(),
    /** The canonical query string, without results-page */
    query: text("query").notNull(),
    /** none | daily | weekly */
    alertFrequency: text("alert_frequency").notNull().default("none"),
    /** Notices published after this instant are new for the next alert. */
    alertCheckedAt: timestamptz("alert_checked_at"),
    unsubscribeTokenHash: text("unsubscribe_token_hash"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("saved_searches_user_idx").on(t.userId),
    index("saved_searches_alert_idx").on(t.alertFrequency),
  ],
);

/** Logos and other images a user or organisation uploaded (My images, company logo). */
export const userImages = pgTable(
  "user_images",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organisationId: integer("organisation_id").references(() => organisations.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width"),
    height: integer("height"),
    byteSize: integer("byte_size").notNull(),
    body: bytea("body").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("user_images_user_idx").on(t.userId)],
);

/** Fixed-window counters shared by every app server (sign-in, registration, password reset). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamptz("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Failed sign-ins by address (as typed, lower-cased; deliberately no link to `users`, so an address
 * without an account counts and locks exactly like one with an account) and by client. A row per
 * (address, client) counts failures in a row from that client and locks the address for that client
 * only; the row whose client is "*" counts failures from every client in a window and locks the address
 * for everyone. The unlock link and a password reset delete an address's rows.
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    email: text("email").notNull(),
    client: text("client").notNull(),
    windowStart: timestamptz("window_start").notNull(),
    failures: integer("failures").notNull().default(0),
    lockedAt: timestamptz("locked_at"),
  },
  (t) => [primaryKey({ columns: [t.email, t.client] })],
);

/** Decisions the account admin takes: company accounts, director claims, company customisation. */
export const approvalRequests = pgTable(
  "approval_requests",
  {
    id: serial("id").primaryKey(),
    /** organisation | director-claim | customisation */
    kind: text("kind").notNull(),
    organisationId: integer("organisation_id").references(() => organisations.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** What is asked for (e.g. the director's name and address, the new statement or logo). */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    /** pending | approved | declined | superseded (a newer identical claim replaced it) */
    status: text("status").notNull().default("pending"),
    decisionMessage: text("decision_message"),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamptz("decided_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("approval_requests_pending_idx").on(t.kind, t.status),
    // An organisation has one open account request: a second one could be decided the other way and
    // reverse the first decision.
    uniqueIndex("approval_requests_one_open_per_organisation")
      .on(t.organisationId)
      .where(sql`kind = 'organisation' and status = 'pending'`),
    // One open claim per person and company: a double submission could be approved and declined both.
    uniqueIndex("approval_requests_one_open_director_claim")
      .on(t.userId, sql`(payload->>'companyNumber')`)
      .where(sql`kind = 'director-claim' and status = 'pending'`),
  ],
);

/** Applications for a credit account (pay by invoice), made by a company administrator. */
export const creditApplications = pgTable(
  "credit_applications",
  {
    id: serial("id").primaryKey(),
    organisationId: integer("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    details: jsonb("details").$type<Record<string, string>>().notNull(),
    /** pending | approved | declined | superseded (a newer application replaced it) */
    status: text("status").notNull().default("pending"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  // One application waits at a time: two could be decided differently, and the company told both.
  (t) => [
    uniqueIndex("credit_applications_one_pending_per_organisation")
      .on(t.organisationId)
      .where(sql`status = 'pending'`),
  ],
);
