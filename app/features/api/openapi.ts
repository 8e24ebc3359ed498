/**
 * The public API as an OpenAPI 3.1 document, served at `/api/openapi.json` and rendered at `/api`.
 * Consumers asked for documented fields, stable codes and rate limits (domain.md, "Search and feeds"),
 * so limits, enumerations and defaults are taken from the modules that enforce them rather than copied:
 * when a limit changes, the documentation changes with it. Only calls that exist are described.
 */

import { MAX_ISSUE_LIST_PAGE_SIZE } from "../browse/browse-params.ts";
import { NOTICE_STATUSES } from "../notices/notice-types.ts";
import { EDITIONS } from "../publications/editions.ts";
import {
  DEFAULT_DISTANCE_MILES,
  DEFAULT_PAGE_SIZE,
  DISTANCES_MILES,
  MAX_LOCATIONS,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_TEXT_LENGTH,
  SORT_ORDERS,
} from "../search/search-query.ts";
import { CATEGORIES, SERVICES } from "../taxonomy/taxonomy.ts";
import { LINKED_DATA_SCHEMAS, linkedDataPaths } from "./openapi-linked-data.ts";
import { orderPaths } from "./openapi-orders.ts";
import { PLACEMENT_TAGS, placementPaths, SECURITY_SCHEMES } from "./openapi-placement.ts";
import {
  type MediaTypeObject,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  parameterRef,
  type RefObject,
  type ResponseObject,
  type SchemaObject,
  schemaRef,
} from "./openapi-types.ts";

export const OGL_URL = "https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/";
/** Spec §9: company and address result lists show at most 15 rows. */
const LOOKUP_MAX_RESULTS = 15;
const EDITION_IDS = EDITIONS.map((e) => e.id);
const SERVICE_IDS = Object.keys(SERVICES);

const API_DESCRIPTION = [
  "Every notice published in The London, Edinburgh and Belfast Gazettes, and the searches over them, " +
    "as data. The public calls below need no key and no account. Placing software uses the placement " +
    "API (tags Authentication and Placement) with a bearer token from `POST /oauth/token`: ask Gazette " +
    "staff for an API client.",
  "Licence: notices are Crown copyright and published under the Open Government Licence v3.0. You may " +
    "copy, publish, adapt and use them, commercially too, if you acknowledge the source, for example: " +
    "`Contains public sector information licensed under the Open Government Licence v3.0.`",
  "Rate limits: the public calls have none yet. Be fair to other users: make one request at a time, cache " +
    "what you fetch (responses say for how long, and answer `If-None-Match` with 304), follow the feeds' " +
    "`next` links rather than crawling pages in parallel, and send a `User-Agent` that says who you are. " +
    "The placement calls are limited per API client (calls a minute, set by staff): beyond it a client gets " +
    "HTTP 429 with a `Retry-After` header, and should wait that long.",
  "Stability: codes (categories, notice types, editions, statuses) and field names do not change. New " +
    "fields may be added to any response, so ignore fields you do not know.",
].join("\n\n");

// ---------------------------------------------------------------------------------------------------
// Schemas

const string = (description?: string, extra: SchemaObject = {}): SchemaObject => ({
  type: "string",
  ...(description ? { description } : {}),
  ...extra,
});
const nullableString = (description: string, extra: SchemaObject = {}): SchemaObject => ({
  type: ["string", "null"],
  description,
  ...extra,
});
const integer = (description?: string, extra: SchemaObject = {}): SchemaObject => ({
  type: "integer",
  ...(description ? { description } : {}),
  ...extra,
});
const object = (
  properties: Record<string, SchemaObject>,
  required: string[] = Object.keys(properties),
  description?: string,
): SchemaObject => ({
  type: "object",
  ...(description ? { description } : {}),
  properties,
  required,
});
const arrayOf = (items: SchemaObject, description?: string, extra: SchemaObject = {}): SchemaObject => ({
  type: "array",
  ...(description ? { description } : {}),
  items,
  ...extra,
});

const FEED_LINK: SchemaObject = object(
  {
    "@rel": string("self, alternate, first, prev, next or last.", {
      enum: ["self", "alternate", "first", "prev", "next", "last"],
    }),
    "@href": string("Absolute URL.", { format: "uri" }),
    "@type": string("Media type of the linked resource."),
  },
  ["@rel", "@href"],
);

const SCHEMAS: Record<string, SchemaObject> = {
  Error: object(
    {
      error: string("What was wrong, in words that can be shown to a person."),
      status: integer("The HTTP status, repeated."),
    },
    ["error"],
    "A refused or failed call.",
  ),

  Notice: object(
    {
      id: integer("The notice number, as in `/notice/{id}`.", { minimum: 1 }),
      uri: string("The notice itself (not a page about it): `…/id/notice/{id}`.", { format: "uri" }),
      noticeCode: string("The four-digit notice type code, e.g. `2903`.", { pattern: "^[0-9]{4}$" }),
      noticeType: string("The notice type's name, e.g. `Deceased Estates`."),
      category: object({
        code: string("Two-digit category code, e.g. `29`.", { pattern: "^[0-9]{2}$" }),
        name: string("e.g. `Personal Legal`."),
      }),
      edition: string("The Gazette that published it.", { enum: EDITION_IDS }),
      status: string("Where the notice is in its lifecycle; the public API shows published notices.", {
        enum: [...NOTICE_STATUSES],
      }),
      title: string(),
      content: string("The notice text as a sanitised XHTML fragment."),
      issue: {
        type: ["object", "null"],
        description: "The issue it appeared in; null before publication.",
        properties: {
          number: integer(),
          publishedOn: string("Publication day of the issue.", { format: "date" }),
          isbn: nullableString("ISBN-13 of the issue."),
          uri: string("The issue's identifier.", { format: "uri" }),
        },
        required: ["number", "publishedOn", "isbn", "uri"],
      },
      page: nullableString("Page label in the issue: `1234`, or `B61` in a supplement."),
      publicationDate: nullableString("When it was published.", { format: "date-time" }),
      earliestPublicationDate: nullableString("The earliest publication date the placer asked for.", {
        format: "date-time",
      }),
      version: integer("1 as submitted; corrections add versions.", { minimum: 1 }),
      placingOrganisation: {
        type: ["object", "null"],
        properties: { name: string() },
        required: ["name"],
      },
      companyNumber: nullableString("Companies House number of the company the notice is about."),
      locations: arrayOf(
        object({
          role: string(
            "What the place is to the notice, e.g. the deceased's address or a registered office.",
          ),
          address: nullableString("The address as one line."),
          postcode: nullableString("UK postcode, e.g. `EX4 4QJ`."),
          latitude: { type: ["number", "null"], description: "WGS84 latitude." },
          longitude: { type: ["number", "null"], description: "WGS84 longitude." },
          localAuthority: {
            type: ["object", "null"],
            properties: {
              code: string("GSS code, e.g. `E07000041`."),
              name: nullableString("Local authority name."),
            },
            required: ["code", "name"],
          },
        }),
      ),
      people: arrayOf(object({ role: string(), fullName: string() })),
      companies: arrayOf(
        object({ number: string(), name: nullableString("Registered name."), role: string() }),
      ),
      data: {
        type: "object",
        description:
          "The structured fields of the notice type (for 2903 Deceased Estates: the deceased, date of " +
          "death, personal representatives, claim deadline…), as placed.",
      },
      links: object(
        {
          html: string("The notice page.", { format: "uri" }),
          json: string("This representation.", { format: "uri" }),
          xml: string("XHTML with RDFa.", { format: "uri" }),
          jsonld: string("JSON-LD.", { format: "uri" }),
          ttl: string("Turtle.", { format: "uri" }),
          rdf: string("RDF/XML.", { format: "uri" }),
          pdf: string("PDF.", { format: "uri" }),
          provenance: string("What happened to the notice, from receipt to publication.", { format: "uri" }),
        },
        undefined,
        "Every representation of the notice.",
      ),
    },
    undefined,
    "A notice as plain JSON (`/notice/{id}/data.json`).",
  ),

  FeedLink: { ...FEED_LINK, description: "A link, as Atom's `link` element with attributes as `@` keys." },

  FeedFacet: object(
    {
      "@name": string("Which counts these are.", { enum: ["category", "notice-type", "edition", "year"] }),
      "@parameter": string(
        "The search parameter that selects a value of this facet (none for years, which are chosen " +
          "with `start-publish-date` and `end-publish-date`).",
      ),
      "f:value": arrayOf(
        object({
          "@term": string("The value to give the parameter: a category code, notice code, edition or year."),
          "@label": string("Its name."),
          "@count": integer("How many notices of the search have it.", { minimum: 0 }),
        }),
      ),
    },
    ["@name", "f:value"],
  ),

  FeedEntry: object(
    {
      id: string("The notice's identifier, `…/id/notice/{id}`.", { format: "uri" }),
      title: string(),
      published: string("Publication date and time; absent if the notice has none.", { format: "date-time" }),
      updated: string(undefined, { format: "date-time" }),
      author: object({ name: string("The Gazette that published the notice.") }),
      category: object({ "@term": string("The notice type's name, e.g. `Deceased Estates`.") }),
      "f:notice-code": string("Four-digit notice type code.", { pattern: "^[0-9]{4}$" }),
      "f:status": string(undefined, { enum: [...NOTICE_STATUSES] }),
      "f:category-code": string("Two-digit category code.", { pattern: "^[0-9]{2}$" }),
      "f:edition": string(undefined, { enum: EDITION_IDS }),
      "f:issue": string("Issue number, as a string like `f:page`.", { pattern: "^[1-9][0-9]*$" }),
      "f:page": string("Page label in the issue (`1234`, or `B61` in a supplement)."),
      "f:company-number": string("Companies House number, when the notice is about a company."),
      link: arrayOf(schemaRef("FeedLink"), "The notice page and every data representation (by `@type`)."),
      content: string(
        "The excerpt as plain text (no markup, no escapes): the matched passages of a text search, " +
          "otherwise the notice's start, ended on a word with `…` where it was cut. In the Atom feed the " +
          "excerpt is the entry's XHTML `summary`, with the matched words in `<mark>`, and `content` " +
          "refers to the whole notice (`src`, its `data.xml`).",
      ),
      "geo:Point": object(
        { "geo:lat": { type: "number" }, "geo:long": { type: "number" } },
        undefined,
        "WGS84 location, when the notice has one.",
      ),
    },
    [
      "id",
      "title",
      "updated",
      "author",
      "category",
      "f:notice-code",
      "f:status",
      "f:category-code",
      "f:edition",
      "link",
      "content",
    ],
  ),

  SearchFeed: object(
    {
      id: string(
        "This feed's own address, query included (`…/data.json?…`, `…/data.feed?…` in the Atom): a " +
          "client may page by changing `results-page` in it.",
        { format: "uri" },
      ),
      title: string(),
      updated: string(undefined, { format: "date-time" }),
      author: object({ name: string() }),
      rights: string("Copyright and licence."),
      link: arrayOf(
        schemaRef("FeedLink"),
        "`self`; `alternate` (the HTML page and the Atom feed); `first`, `prev`, `next` and `last` pages, " +
          "only those that exist (`last` only when the total is exact). Follow `next` to page through all " +
          "results: there is no cap, and every match is reached once.",
      ),
      "f:total": integer("How many notices match.", { minimum: 0 }),
      "f:total-approximate": {
        type: "boolean",
        description:
          "True when `f:total` and `openSearch:totalResults` are estimates (a text search matching more " +
          "than 10,000 notices): then there is no `last` link and `next` is given while a page is full.",
      },
      "f:page-number": integer(undefined, { minimum: 1 }),
      "f:page-size": integer(undefined, { minimum: 1, maximum: MAX_PAGE_SIZE }),
      "f:last-page": integer(undefined, { minimum: 1 }),
      "openSearch:totalResults": integer("As `f:total`."),
      "openSearch:startIndex": integer("Position of the first entry of this page, from 1."),
      "openSearch:itemsPerPage": integer("As `f:page-size`."),
      "openSearch:Query": object(
        {
          "@role": string(undefined, { const: "request" }),
          "@searchTerms": string("The search words, when there are some."),
          "@startPage": integer(),
        },
        ["@role", "@startPage"],
      ),
      "f:unknown-location": arrayOf(
        string(),
        "Postcodes or local authorities of the search that were not found.",
      ),
      "f:facets": object(
        {
          "@approximate": {
            type: "boolean",
            description: "True when the counts were taken from a sample of a very broad search.",
          },
          "f:facet": arrayOf(schemaRef("FeedFacet")),
        },
        undefined,
        "Counts of the matching notices by category, notice type, edition and year.",
      ),
      entry: arrayOf(schemaRef("FeedEntry"), "The notices of this page."),
    },
    undefined,
    "A page of search results, mirroring the Atom feed (`data.feed`): elements keep their Atom names and " +
      "prefixes, attributes become `@` keys.",
  ),

  FeedError: object(
    {
      error: string("What was wrong, in words that can be shown to a person.", {
        const: "There is a problem with your search",
      }),
      status: integer("The HTTP status, repeated.", { const: 400 }),
      errors: arrayOf(
        object(
          {
            parameter: string("The query parameter, e.g. `start-publish-date`."),
            message: string(
              "What is wrong with it; for dates the search form's own messages, e.g. `Please enter a " +
                "valid from date` or `Please enter a from date which is before the to date`.",
            ),
          },
          ["parameter", "message"],
        ),
        "One item per problem.",
        { minItems: 1 },
      ),
    },
    ["error", "status", "errors"],
    "A search feed request refused because of its parameters (400): nothing was searched.",
  ),

  CompanyLookupResult: object({
    companyname: string("Registered name."),
    companynumber: string("Companies House number."),
  }),

  Company: object(
    {
      companyname: string(),
      companynumber: string(),
      registeredOffice: nullableString("Registered office address."),
      natureOfBusiness: nullableString("Nature of business."),
      incorporatedOn: nullableString("Date of incorporation.", { format: "date" }),
      status: string("As the Gazette's notices show it.", {
        enum: ["active", "in-administration", "in-receivership", "liquidation", "dissolved"],
      }),
      events: arrayOf(
        object({
          noticeId: integer(),
          noticeCode: string(undefined, { pattern: "^[0-9]{4}$" }),
          noticeType: string("Notice type name."),
          publishedOn: string(undefined, { format: "date" }),
          uri: string("The notice's identifier.", { format: "uri" }),
        }),
        "Every published notice about the company, oldest first: its insolvency timeline.",
      ),
    },
    undefined,
    "A company and the notices about it.",
  ),

  AddressFinderResult: object(
    {
      Result: object({
        PostcodeAddresses: arrayOf(
          object({
            CompanyName: string(),
            Street1: string(),
            Street2: string(),
            Street3: string(),
            City: string(),
            County: string(),
            PostalCode: string(),
          }),
          undefined,
          { maxItems: LOOKUP_MAX_RESULTS },
        ),
      }),
      Sample: { type: "boolean", const: true, description: "Present when the addresses are invented." },
      Notice: string("Says that the addresses are samples."),
      Message: string("Why there is nothing to show (no results, or a postcode in the wrong format)."),
    },
    ["Result"],
    "No open UK address list exists: for a real postcode the finder returns sample addresses, the same " +
      "every time, and says so in `Sample` and `Notice`.",
  ),

  IssueList: object({
    entry: arrayOf(
      object({
        id: string("The issue (or supplement) address.", { format: "uri" }),
        published: string(undefined, { format: "date" }),
      }),
      "The month's issues, oldest first, each followed by its supplements when asked for.",
      { maxItems: MAX_ISSUE_LIST_PAGE_SIZE },
    ),
  }),
};

// ---------------------------------------------------------------------------------------------------
// Parameters

const query = (
  name: string,
  description: string,
  schema: SchemaObject,
  extra: Partial<ParameterObject> = {},
): ParameterObject => ({ name, in: "query", description, schema, ...extra });

const dateParameter = (name: string, description: string): ParameterObject =>
  query(
    name,
    `${description} ISO (\`2026-01-31\`) or as typed in the form (\`31/01/2026\`).`,
    string(undefined, { examples: ["2026-01-31"] }),
  );

const SEARCH_PARAMETERS: Record<string, ParameterObject> = {
  text: query(
    "text",
    "Words to look for in the notices. A search with words is sorted by relevance unless `sort-by` says otherwise.",
    string(undefined, { maxLength: MAX_TEXT_LENGTH }),
    { example: "liquidator" },
  ),
  categorycode: query(
    "categorycode",
    "Two-digit category codes, joined with `+`. Codes: " +
      CATEGORIES.map((c) => `${c.code} ${c.name}`).join("; ") +
      ".",
    string(undefined, { pattern: "^[0-9]{2}([+ ,][0-9]{2})*$" }),
    { example: "24+25" },
  ),
  noticetypes: query(
    "noticetypes",
    "Four-digit notice type codes, joined with `+` (the codes are in each notice's `noticeCode` and the " +
      "`notice-type` facet).",
    string(undefined, { pattern: "^[0-9]{4}([+ ,][0-9]{4})*$" }),
    { example: "2903" },
  ),
  startPublishDate: dateParameter("start-publish-date", "Published on or after this day."),
  endPublishDate: dateParameter("end-publish-date", "Published on or before this day."),
  startDateOfDeath: dateParameter(
    "start-date-of-death",
    "Deceased estates (2903): died on or after this day.",
  ),
  endDateOfDeath: dateParameter("end-date-of-death", "Deceased estates (2903): died on or before this day."),
  startClaimExpiryDate: dateParameter(
    "start-claim-expiry-date",
    "Deceased estates (2903): claim deadline on or after this day (may be in the future).",
  ),
  endClaimExpiryDate: dateParameter(
    "end-claim-expiry-date",
    "Deceased estates (2903): claim deadline on or before this day (may be in the future).",
  ),
  locationPostcode: query(
    "location-postcode-1",
    "Notices within `location-distance-N` miles of this postcode (a full postcode, or a district such " +
      "as `EX4`). Locations are numbered: `location-postcode-1`, `location-postcode-2`… up to " +
      `${MAX_LOCATIONS}, with \`numberOfLocationSearches\` saying how many there are; a notice matching ` +
      "any of them is found. Each number N has either a postcode or a local authority.",
    string(undefined, { maxLength: 20 }),
    { example: "EX4 4QJ", "x-name-pattern": "location-postcode-{N}" },
  ),
  locationDistance: query(
    "location-distance-1",
    `Radius in miles around \`location-postcode-N\`; the form offers ${DISTANCES_MILES.join(", ")}. ` +
      "Numbered like the postcode.",
    { type: "number", exclusiveMinimum: 0, maximum: 100, default: DEFAULT_DISTANCE_MILES },
    { "x-name-pattern": "location-distance-{N}" },
  ),
  locationLocalAuthority: query(
    "location-local-authority-1",
    "Notices in this local authority (name or GSS code), when location N has no postcode. Numbered " +
      "like the postcode.",
    string(undefined, { maxLength: 100 }),
    { example: "Exeter", "x-name-pattern": "location-local-authority-{N}" },
  ),
  numberOfLocationSearches: query(
    "numberOfLocationSearches",
    "How many numbered locations the query has.",
    integer(undefined, { minimum: 1, maximum: MAX_LOCATIONS, default: 1 }),
  ),
  edition: query(
    "edition",
    "Only notices of these editions, joined with `+`.",
    string(undefined, { pattern: `^(${EDITION_IDS.join("|")})([+ ,](${EDITION_IDS.join("|")}))*$` }),
    { example: "london" },
  ),
  issue: query("issue", "Only notices of this issue number.", integer(undefined, { minimum: 1 })),
  resultsPage: query(
    "results-page",
    "Page of results, from 1. The feed's `next` link says whether there is another page (`last` only " +
      "when the total is exact). With `cursor` it only numbers the page.",
    integer(undefined, { minimum: 1, maximum: MAX_PAGE, default: 1 }),
  ),
  resultsPageSize: query(
    "results-page-size",
    `Notices per page, at most ${MAX_PAGE_SIZE} (a larger value is taken as ${MAX_PAGE_SIZE}).`,
    integer(undefined, { minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
  ),
  cursor: query(
    "cursor",
    "Where the page starts, as written in the feed's `next` and `prev` links (opaque): pages from a " +
      "cursor are read by key, fast at any depth. A cursor not recognised is ignored (the page is then " +
      "taken from `results-page`).",
    string(undefined, { maxLength: 200, pattern: "^[A-Za-z0-9_-]+$" }),
  ),
  sortBy: query(
    "sort-by",
    "Order of the results. Default: `relevance` when there are search words, otherwise `latest-date`; " +
      "`relevance` without words is taken as `latest-date`.",
    string(undefined, { enum: [...SORT_ORDERS] }),
  ),
};

const PATH_PARAMETERS: Record<string, ParameterObject> = {
  noticeIdPath: {
    name: "id",
    in: "path",
    required: true,
    description: "The notice number.",
    schema: integer(undefined, { minimum: 1 }),
    example: 4812345,
  },
  servicePath: {
    name: "service",
    in: "path",
    required: true,
    description:
      "Which notices to search: " +
      Object.entries(SERVICES)
        .map(([id, s]) => `\`${id}\` (${s.name.toLowerCase()})`)
        .join(", ") +
      ".",
    schema: string(undefined, { enum: SERVICE_IDS }),
  },
  editionPath: {
    name: "edition",
    in: "path",
    required: true,
    description: `One Gazette: ${EDITIONS.map((e) => `\`${e.id}\` (${e.name})`).join(", ")}.`,
    schema: string(undefined, { enum: EDITION_IDS }),
  },
};

// Component names differ from parameter names where one name is used twice (`edition` in the path of
// the edition-scoped search and in its query): the path ones end in `Path`.
const PARAMETERS: Record<string, ParameterObject> = { ...PATH_PARAMETERS, ...SEARCH_PARAMETERS };
const searchParameterRefs = Object.keys(SEARCH_PARAMETERS).map(parameterRef);

// ---------------------------------------------------------------------------------------------------
// Responses and operations

const json = (schema: SchemaObject) => ({ "application/json": { schema } });

const errorResponse = (description: string): ResponseObject => ({
  description,
  content: json(schemaRef("Error")),
});

const text = (description: string): SchemaObject => string(description);

const CACHE_HEADER = {
  "Cache-Control": { description: "How long the answer may be reused.", schema: string() },
};

const VARY_HEADER = {
  Vary: { description: "The answer depends on `Accept` and `X-Requested-With`.", schema: string() },
};

const COMPANY_FINDER_PARAMETERS: ParameterObject[] = [
  query("companyname", "Part of the company's name.", string(undefined, { maxLength: 160 }), {
    example: "Example Widgets",
  }),
  query(
    "companynumber",
    "The Companies House number (spaces are ignored, letters may be lower case).",
    string(undefined, { maxLength: 160 }),
  ),
];

const COMPANY_FINDER_LIST = arrayOf(schemaRef("CompanyLookupResult"), undefined, {
  maxItems: LOOKUP_MAX_RESULTS,
});

const COMPANY_FINDER_ERRORS: Record<string, ResponseObject> = {
  "400": errorResponse("Neither a name nor a number, or a value that is too long."),
  "500": errorResponse("The search failed; try again."),
};

const NOTICE_REPRESENTATIONS: {
  file: string;
  type: string;
  summary: string;
  schema: SchemaObject;
}[] = [
  {
    file: "data.jsonld",
    type: "application/ld+json",
    summary: "A notice as JSON-LD",
    schema: {
      type: "object",
      description:
        "Linked data with an inline `@context`: the Gazette's vocabularies (`/def/publication#`, " +
        "`/def/personal-legal#`, `/def/insolvency#`…) with FOAF, vCard, PROV-O and WGS84.",
    },
  },
  {
    file: "data.xml",
    type: "application/xhtml+xml",
    summary: "A notice as XHTML with RDFa",
    schema: text(
      "An XHTML document: the notice text, and the notice's graph in RDFa (the same graph as the JSON-LD).",
    ),
  },
  {
    file: "data.ttl",
    type: "text/turtle",
    summary: "A notice as Turtle",
    schema: text("The same graph as the JSON-LD, in Turtle."),
  },
  {
    file: "data.rdf",
    type: "application/rdf+xml",
    summary: "A notice as RDF/XML",
    schema: text("The same graph as the JSON-LD, in RDF/XML."),
  },
  {
    file: "data.pdf",
    type: "application/pdf",
    summary: "A notice as PDF",
    schema: { type: "string", contentMediaType: "application/pdf", description: "The notice as printed." },
  },
];

const FEED_REFUSED =
  "A parameter that cannot be honoured, so nothing was searched: a date that is not a real date, " +
  "before 1665 or in the future (claim expiry dates: more than 730 days ahead), a from date after the " +
  "to date, an unknown category, notice type or edition, an issue or page that is not a number, a bad " +
  "postcode or distance, an unknown sort order, or search text over 500 characters. The same rules as " +
  "the search form, whose date messages are used.";

function searchOperations(scoped: boolean): Record<string, { get: OperationObject }> {
  const base = scoped ? "/{service}/{edition}/notice" : "/{service}/notice";
  const pathParameters = scoped
    ? [parameterRef("servicePath"), parameterRef("editionPath")]
    : [parameterRef("servicePath")];
  // In an edition's search the edition is in the path; an `edition` query would only contradict it.
  const queryParameters = scoped
    ? searchParameterRefs.filter((p) => p.$ref !== parameterRef("edition").$ref)
    : searchParameterRefs;
  const where = scoped ? " in one Gazette" : "";
  const scopeNote = scoped
    ? " The same search as the one without an edition, limited to the edition in the path."
    : "";
  const htmlPage = `The same search as a page is \`${base}\` with the same parameters.`;
  return {
    [`${base}/data.json`]: {
      get: {
        operationId: scoped ? "searchEditionJson" : "searchJson",
        summary: `Search notices${where} as JSON`,
        description:
          "A page of notices matching the parameters, with counts by category, notice type, edition and " +
          `year, as JSON that mirrors the Atom feed.${scopeNote} ${htmlPage}`,
        tags: ["Search"],
        parameters: [...pathParameters, ...queryParameters],
        responses: {
          "200": { description: "A page of results.", content: json(schemaRef("SearchFeed")) },
          "400": { description: FEED_REFUSED, content: json(schemaRef("FeedError")) },
          "404": { description: "No such service or edition." },
        },
      },
    },
    [`${base}/data.feed`]: {
      get: {
        operationId: scoped ? "searchEditionAtom" : "searchAtom",
        summary: `Search notices${where} as an Atom feed`,
        description:
          "The same results as an Atom 1.0 feed, for feed readers and for consumers of the real service's " +
          "feeds. Namespaces: `f` (`https://www.thegazette.co.uk/facets`, the real service's, whatever " +
          "the host: `f:total`, `f:page-number`, `f:page-size`, " +
          "`f:facets`, and per entry `f:notice-code`, `f:status`), `openSearch` " +
          "(`http://a9.com/-/spec/opensearch/1.1/`) and `geo` (`http://www.w3.org/2003/01/geo/wgs84_pos#`, " +
          "`geo:Point` where the notice has a location). Each entry's `category/@term` is the notice type " +
          `name, its \`summary\` an XHTML excerpt and its \`content\` a reference to the whole notice.${scopeNote}`,
        tags: ["Search"],
        parameters: [...pathParameters, ...queryParameters],
        responses: {
          "200": {
            description: "A page of results.",
            content: {
              "application/atom+xml": {
                schema: text("An Atom feed with the same structure as the JSON form (`SearchFeed`)."),
              },
            },
          },
          "400": {
            description: FEED_REFUSED,
            content: {
              "application/atom+xml": {
                schema: text(
                  "An Atom feed without entries, titled `There is a problem with your search`, with one " +
                    '`<f:error parameter="…">message</f:error>` per problem (as `FeedError` in the JSON).',
                ),
              },
            },
          },
          "404": { description: "No such service or edition." },
        },
      },
    },
  };
}

/** The provenance trail as PROV-O linked data: one graph, two formats. */
function provenanceRepresentations(noticeId: (ParameterObject | RefObject)[]): OpenApiDocument["paths"] {
  const formats: {
    file: string;
    operationId: string;
    summary: string;
    content: Record<string, MediaTypeObject>;
  }[] = [
    {
      file: "data.jsonld",
      operationId: "noticeProvenanceJsonld",
      summary: "The provenance of a notice as JSON-LD",
      content: {
        "application/ld+json": {
          schema: {
            type: "object",
            description:
              "An inline `@context` and a `@graph`: the notice (a `prov:Entity`) and each activity of its " +
              "trail (`prov:Activity`: what, when, by which `prov:Agent`, and the version it generated).",
          } satisfies SchemaObject,
        },
      },
    },
    {
      file: "data.ttl",
      operationId: "noticeProvenanceTtl",
      summary: "The provenance of a notice as Turtle",
      content: { "text/turtle": { schema: text("The same graph as the JSON-LD, in Turtle.") } },
    },
  ];
  return Object.fromEntries(
    formats.map((f) => [
      `/notice/{id}/provenance/${f.file}`,
      {
        get: {
          operationId: f.operationId,
          summary: f.summary,
          description: "What happened to the notice, from receipt to publication, in PROV-O.",
          tags: ["Notices"],
          parameters: noticeId,
          responses: {
            "200": { description: f.summary, content: f.content },
            "404": { description: "No published notice with that number." },
          },
        },
      },
    ]),
  );
}

function paths(): OpenApiDocument["paths"] {
  const noticeId = [parameterRef("noticeIdPath")];
  const notFound = errorResponse("No published notice with that number.");
  const representations = Object.fromEntries(
    NOTICE_REPRESENTATIONS.map((r) => [
      `/notice/{id}/${r.file}`,
      {
        get: {
          operationId: `notice${r.file.slice(5).replace(/^./, (c) => c.toUpperCase())}`,
          summary: r.summary,
          tags: ["Notices"],
          parameters: noticeId,
          responses: {
            "200": { description: r.summary, content: { [r.type]: { schema: r.schema } } },
            "404": { description: "No published notice with that number." },
          },
        },
      },
    ]),
  );
  return {
    "/notice/{id}/data.json": {
      get: {
        operationId: "noticeJson",
        summary: "A notice as JSON",
        description:
          "Everything published about a notice: its metadata, text, places, people, companies and the " +
          "structured fields of its type. Readable from any origin (CORS).",
        tags: ["Notices"],
        parameters: noticeId,
        responses: {
          "200": { description: "The notice.", headers: CACHE_HEADER, content: json(schemaRef("Notice")) },
          "404": notFound,
        },
      },
    },
    ...representations,
    ...provenanceRepresentations(noticeId),
    "/notice/{id}": {
      get: {
        operationId: "notice",
        summary: "A notice, in the representation the Accept header asks for",
        description:
          "The notice page by default. With an `Accept` header preferring `application/json`, " +
          "`application/ld+json`, `application/xhtml+xml`, `text/turtle`, `application/rdf+xml` or " +
          "`application/pdf`, the same " +
          "address answers with that representation (the `data.*` addresses give each one directly).",
        tags: ["Notices"],
        parameters: noticeId,
        responses: {
          "200": {
            description: "The page or the representation asked for.",
            content: {
              "text/html": { schema: text("The notice page.") },
              "application/json": { schema: schemaRef("Notice") },
              "application/ld+json": { schema: { type: "object", description: "As `data.jsonld`." } },
              "application/xhtml+xml": { schema: text("As `data.xml`.") },
              "text/turtle": { schema: text("As `data.ttl`.") },
              "application/rdf+xml": { schema: text("As `data.rdf`.") },
              "application/pdf": { schema: { type: "string", contentMediaType: "application/pdf" } },
            },
          },
          "404": notFound,
        },
      },
    },
    ...searchOperations(false),
    ...searchOperations(true),
    "/service/company-finder/data.json": {
      get: {
        operationId: "companyFinder",
        summary: "Find companies by name or number",
        description: `At most ${LOOKUP_MAX_RESULTS} companies, best match first. Give a name, a number, or both.`,
        tags: ["Companies"],
        parameters: COMPANY_FINDER_PARAMETERS,
        responses: {
          "200": {
            description: "The companies found; an empty array when there are none.",
            content: json(COMPANY_FINDER_LIST),
          },
          ...COMPANY_FINDER_ERRORS,
        },
      },
    },
    "/service/company-finder": {
      get: {
        operationId: "companyFinderPage",
        summary: "The company finder, or its list of companies when asked by ajax",
        description:
          "Spec §7's call at its own address. With an `Accept` header preferring `application/json`, or " +
          "with `X-Requested-With: XMLHttpRequest` and no `text/html` in `Accept`, the answer is the list " +
          "of `data.json`; otherwise the finder page. Answers carry `Vary: Accept, X-Requested-With`.",
        tags: ["Companies"],
        parameters: [
          ...COMPANY_FINDER_PARAMETERS,
          {
            name: "X-Requested-With",
            in: "header",
            description: "`XMLHttpRequest` from an ajax call: the list rather than the page.",
            schema: string(undefined, { examples: ["XMLHttpRequest"] }),
          },
        ],
        responses: {
          "200": {
            description: "The companies found (an empty array when there are none), or the page.",
            headers: VARY_HEADER,
            content: {
              ...json(COMPANY_FINDER_LIST),
              "text/html": { schema: text("The finder page with its results.") },
            },
          },
          ...COMPANY_FINDER_ERRORS,
        },
      },
    },
    "/company/{number}/data.json": {
      get: {
        operationId: "company",
        summary: "A company and the notices about it",
        tags: ["Companies"],
        parameters: [
          {
            name: "number",
            in: "path",
            required: true,
            description: "The Companies House number.",
            schema: string(undefined, { maxLength: 20 }),
          },
        ],
        responses: {
          "200": { description: "The company and its timeline.", content: json(schemaRef("Company")) },
          "404": errorResponse("No notices about a company with that number."),
        },
      },
    },
    "/services/address-finder": {
      get: {
        operationId: "addressFinder",
        summary: "Addresses at a postcode",
        description: `At most ${LOOKUP_MAX_RESULTS} addresses. Sample addresses: see the response description.`,
        tags: ["Addresses"],
        parameters: [
          query(
            "postcode",
            "A UK postcode, 5 to 12 letters, digits and spaces.",
            string(undefined, {
              minLength: 5,
              maxLength: 12,
            }),
            { required: true, example: "EX4 4QJ" },
          ),
          query(
            "buildingnumber",
            "A building number or name, to narrow the list.",
            string(undefined, {
              maxLength: 100,
            }),
          ),
        ],
        responses: {
          "200": {
            description: "The addresses, or none with a `Message` when the postcode is unknown.",
            content: json(schemaRef("AddressFinderResult")),
          },
          "400": {
            description: "A missing postcode or one in the wrong format; `Message` says which.",
            content: json(schemaRef("AddressFinderResult")),
          },
        },
      },
    },
    "/browse-publications/index-years/data.json": {
      get: {
        operationId: "archiveYears",
        summary: "Years with issues, for an edition",
        tags: ["Publications"],
        parameters: [
          query("archive_edition", "The edition.", string(undefined, { enum: EDITION_IDS }), {
            required: true,
          }),
        ],
        responses: {
          "200": {
            description: "The years, oldest first.",
            headers: CACHE_HEADER,
            content: json(object({ pubyears: arrayOf(string(undefined, { pattern: "^[0-9]{4}$" })) })),
          },
          "400": errorResponse("Unknown edition."),
        },
      },
    },
    "/browse-publications/indexes/data.json": {
      get: {
        operationId: "archiveVolumes",
        summary: "Index volumes of an edition's year",
        tags: ["Publications"],
        parameters: [
          query("archive_edition", "The edition.", string(undefined, { enum: EDITION_IDS }), {
            required: true,
          }),
          query("archive_year", "A four-digit year.", string(undefined, { pattern: "^[0-9]{4}$" }), {
            required: true,
          }),
        ],
        responses: {
          "200": {
            description: "The volumes, in order (`2` before `10`).",
            headers: CACHE_HEADER,
            content: json(object({ volumes: arrayOf(string()) })),
          },
          "400": errorResponse("Unknown edition, or a year without index volumes."),
        },
      },
    },
    "/{edition}/year/{year}/month/{month}/issue/data.json": {
      get: {
        operationId: "monthIssues",
        summary: "The issues of a month",
        tags: ["Publications"],
        parameters: [
          parameterRef("editionPath"),
          {
            name: "year",
            in: "path",
            required: true,
            description: "Four-digit year.",
            schema: string(undefined, { pattern: "^[12][0-9]{3}$" }),
          },
          {
            name: "month",
            in: "path",
            required: true,
            description: "1 to 12.",
            schema: string(undefined, { pattern: "^(0?[1-9]|1[0-2])$" }),
          },
          query(
            "resultPageSize",
            `At most this many entries (a larger value is taken as ${MAX_ISSUE_LIST_PAGE_SIZE}).`,
            integer(undefined, { minimum: 1, default: MAX_ISSUE_LIST_PAGE_SIZE }),
          ),
          query("includeSupplements", "Also list each issue's supplements, after the issue.", {
            type: "string",
            enum: ["true", "false"],
            default: "false",
          }),
        ],
        responses: {
          "200": { description: "The issues.", headers: CACHE_HEADER, content: json(schemaRef("IssueList")) },
          "400": errorResponse("Unknown edition, a year or month out of range, or a bad parameter."),
        },
      },
    },
    "/healthz": {
      get: {
        operationId: "health",
        summary: "Whether the service is up",
        tags: ["Service"],
        responses: {
          "200": {
            description: "Up.",
            content: { "text/plain": { schema: string(undefined, { const: "ok" }) } },
          },
          "503": {
            description: "The database cannot be reached.",
            content: { "text/plain": { schema: text("") } },
          },
        },
      },
    },
    ...linkedDataPaths(),
    "/api/openapi.json": {
      get: {
        operationId: "openApi",
        summary: "This description, as OpenAPI 3.1",
        description: "Readable from any origin (CORS). The page `/api` shows the same description.",
        tags: ["Service"],
        responses: {
          "200": { description: "The OpenAPI document.", content: json({ type: "object" }) },
        },
      },
    },
  };
}

export function openApiDocument(siteUrl: string): OpenApiDocument {
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    info: {
      title: "The Gazette API",
      summary: "Official public notices of the UK as data: notices, searches and feeds, companies, issues.",
      description: API_DESCRIPTION,
      version: "1.0.0",
      license: { name: "Open Government Licence v3.0", url: OGL_URL },
    },
    servers: [{ url: siteUrl.replace(/\/+$/, ""), description: "This service" }],
    // Public: no call needs a key, a token or an account.
    security: [],
    tags: [
      { name: "Search", description: "Search notices, as JSON or an Atom feed." },
      { name: "Notices", description: "One notice, in every representation." },
      { name: "Companies", description: "Companies named in insolvency notices." },
      { name: "Addresses", description: "Address look-up for forms." },
      { name: "Publications", description: "The archive of issues." },
      {
        name: "Linked data",
        description: "The identifiers the linked data names, and the vocabularies of its terms.",
      },
      { name: "Service", description: "About the service itself." },
      ...PLACEMENT_TAGS,
    ],
    paths: { ...paths(), ...placementPaths(), ...orderPaths() },
    components: {
      schemas: { ...SCHEMAS, ...LINKED_DATA_SCHEMAS },
      parameters: PARAMETERS,
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}
