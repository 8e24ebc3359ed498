/**
 * The part of the API description about publications and linked data: issues and their pages, a notice's
 * provenance and versions, the notice fragment, the company document, the identifiers the graph names
 * (answered with 303 See Other) and the vocabularies. Kept apart from openapi.ts, which describes search,
 * notices and companies, so each file stays readable.
 */
import { EDITIONS } from "../publications/editions.ts";
import { vocabularyNames } from "../vocabularies/vocabulary-model.ts";
import {
  type OperationObject,
  type ParameterObject,
  parameterRef,
  type ResponseObject,
  type SchemaObject,
  schemaRef,
} from "./openapi-types.ts";

const EDITION_IDS = EDITIONS.map((e) => e.id);

const str = (description?: string, extra: SchemaObject = {}): SchemaObject => ({
  type: "string",
  ...(description ? { description } : {}),
  ...extra,
});
const uri = (description: string): SchemaObject => str(description, { format: "uri" });
const obj = (properties: Record<string, SchemaObject>, required = Object.keys(properties)): SchemaObject => ({
  type: "object",
  properties,
  required,
});
const JSON_LD_CONTEXT: SchemaObject = {
  type: "object",
  description: "The inline JSON-LD context that makes this plain JSON also linked data (PROV-O).",
};

export const LINKED_DATA_SCHEMAS: Record<string, SchemaObject> = {
  Provenance: {
    ...obj({
      "@context": JSON_LD_CONTEXT,
      notice: uri("The notice, `…/id/notice/{id}`."),
      type: str(undefined, { const: "prov:Entity" }),
      page: uri("The provenance page."),
      entries: {
        type: "array",
        description: "What happened to the notice, oldest first.",
        items: obj(
          {
            type: str(undefined, { const: "prov:Activity" }),
            activity: str("What was done, e.g. `submitted`, `approved`, `published`, `corrected`."),
            occurredAt: str("When.", { format: "date-time" }),
            agent: obj({ type: str(undefined, { const: "prov:Agent" }), name: str("Who did it.") }),
            version: { type: ["integer", "null"], description: "The notice version the activity concerns." },
            generated: uri("The version it produced, `…/id/notice/{id}/version/{n}`, when it produced one."),
            detail: {
              type: ["string", "null"],
              description: "More about it, e.g. the reason for a correction.",
            },
          },
          ["type", "activity", "occurredAt", "agent", "version", "detail"],
        ),
      },
    }),
    description: "A notice's provenance trail (`/notice/{id}/provenance` as JSON).",
  },
  NoticeVersion: {
    ...obj(
      {
        "@context": JSON_LD_CONTEXT,
        uri: uri("This version, `…/id/notice/{id}/version/{n}`."),
        type: {
          type: "array",
          items: str(undefined, { enum: ["prov:Entity", "publication:NoticeVersion"] }),
          minItems: 2,
          maxItems: 2,
        },
        specializationOf: uri("The notice, `…/id/notice/{id}`."),
        wasRevisionOf: uri("The version this one corrected (absent for version 1)."),
        page: uri("This version's page."),
        version: { type: "integer", minimum: 1 },
        title: str(),
        content: str("The notice text of this version as a sanitised XHTML fragment."),
        data: { type: "object", description: "The structured fields of this version." },
        createdAt: str("When this version was made.", { format: "date-time" }),
        reason: str("Why: `as submitted`, `current`, or the correction's reason."),
      },
      [
        "@context",
        "uri",
        "type",
        "specializationOf",
        "page",
        "version",
        "title",
        "content",
        "data",
        "createdAt",
        "reason",
      ],
    ),
    description: "One version of a notice (`/notice/{id}/version/{n}` as JSON).",
  },
};

const path = (name: string, description: string, schema: SchemaObject): ParameterObject => ({
  name,
  in: "path",
  required: true,
  description,
  schema,
});

const NOTICE_ID = parameterRef("noticeIdPath");
const EDITION = parameterRef("editionPath");
const ISSUE_NUMBER = path("number", "The issue number within its edition.", {
  type: "integer",
  minimum: 1,
});
const PAGE = path("page", "A printed page of the issue, from 1 to its page count.", {
  type: "integer",
  minimum: 1,
});
const VOCABULARY = path("vocabulary", "The vocabulary's name.", str(undefined, { enum: vocabularyNames() }));

const html = (description: string) => ({ "text/html": { schema: str(description) } });
const pdf = { "application/pdf": { schema: str(undefined, { contentMediaType: "application/pdf" }) } };
const turtle = (description: string) => ({ "text/turtle": { schema: str(description) } });
const jsonLd = (description: string) => ({
  "application/ld+json": { schema: { type: "object", description } as SchemaObject },
});
const notFound = (description: string): ResponseObject => ({ description });
const seeOther = (description: string): ResponseObject => ({
  description,
  headers: { Location: { description: "The document about the thing named.", schema: uri("") } },
});

function get(
  operationId: string,
  summary: string,
  tags: string[],
  parameters: OperationObject["parameters"],
  responses: OperationObject["responses"],
  description?: string,
): { get: OperationObject } {
  return {
    get: { operationId, summary, ...(description ? { description } : {}), tags, parameters, responses },
  };
}

export function linkedDataPaths(): Record<string, { get: OperationObject }> {
  const noNotice = notFound("No published notice with that number.");
  const noIssue = notFound("No such edition, or no issue with that number.");
  const noPage = notFound("No such edition or issue, or the issue has no such page.");
  const noVocabulary = notFound("No vocabulary of that name.");
  return {
    "/notice/{id}/data.htm": get(
      "noticeFragment",
      "A notice as a bare XHTML fragment, to embed",
      ["Notices"],
      [NOTICE_ID],
      {
        "200": {
          description: "The notice as one `<article>` element with its RDFa, the same as in `data.xml`.",
          content: html("An XHTML fragment carrying its own namespace and RDFa prefixes."),
        },
        "404": noNotice,
      },
    ),
    "/notice/{id}/provenance": get(
      "noticeProvenance",
      "What happened to a notice, from receipt to publication",
      ["Notices"],
      [NOTICE_ID],
      {
        "200": {
          description: "The provenance page, or the trail as JSON when `Accept` prefers JSON or JSON-LD.",
          content: {
            ...html("The provenance page."),
            "application/json": { schema: schemaRef("Provenance") },
            "application/ld+json": { schema: schemaRef("Provenance") },
          },
        },
        "404": noNotice,
      },
    ),
    "/notice/{id}/version/{version}": get(
      "noticeVersion",
      "One version of a notice",
      ["Notices"],
      [NOTICE_ID, path("version", "The version number, from 1.", { type: "integer", minimum: 1 })],
      {
        "200": {
          description: "The version's page, or the version as JSON when `Accept` prefers JSON or JSON-LD.",
          content: {
            ...html("The version's page."),
            "application/json": { schema: schemaRef("NoticeVersion") },
            "application/ld+json": { schema: schemaRef("NoticeVersion") },
          },
        },
        "404": notFound("No such notice, or no such version of it."),
      },
    ),
    "/{edition}/issue/{number}": get(
      "issue",
      "An issue: its date, ISBN, pages and notices",
      ["Publications"],
      [EDITION, ISSUE_NUMBER],
      { "200": { description: "The issue page.", content: html("The issue page.") }, "404": noIssue },
      "`latest` in place of the number redirects to the edition's latest issue.",
    ),
    "/{edition}/issue/{number}/data.pdf": get(
      "issuePdf",
      "A whole issue as PDF",
      ["Publications"],
      [EDITION, ISSUE_NUMBER],
      { "200": { description: "The issue as printed.", content: pdf }, "404": noIssue },
    ),
    "/{edition}/issue/{number}/page/{page}": get(
      "issuePage",
      "One printed page of an issue",
      ["Publications"],
      [EDITION, ISSUE_NUMBER, PAGE],
      { "200": { description: "The page viewer.", content: html("The page viewer.") }, "404": noPage },
    ),
    "/{edition}/issue/{number}/page/{page}/data.htm": get(
      "issuePageHtml",
      "One printed page as a standalone document",
      ["Publications"],
      [EDITION, ISSUE_NUMBER, PAGE],
      {
        "200": { description: "The page's notices.", content: html("The page as a document.") },
        "404": noPage,
      },
    ),
    "/{edition}/issue/{number}/page/{page}/data.pdf": get(
      "issuePagePdf",
      "One printed page as PDF",
      ["Publications"],
      [EDITION, ISSUE_NUMBER, PAGE],
      { "200": { description: "The page as printed.", content: pdf }, "404": noPage },
    ),
    "/company/{number}/data.xml": get(
      "companyXml",
      "A company and the notices about it, as XHTML with RDFa",
      ["Companies"],
      [path("number", "The Companies House number.", str(undefined, { maxLength: 20 }))],
      {
        "200": {
          description:
            "The company (`…/company/{number}#id`, an `organisation:Company`) and its timeline, each notice " +
            "linked by its identifier.",
          content: { "application/xhtml+xml": { schema: str("An XHTML+RDFa document.") } },
        },
        "404": notFound("No notices about a company with that number."),
      },
    ),
    "/id/notice/{id}": get(
      "noticeIdentifier",
      "The notice itself, as named in linked data",
      ["Linked data"],
      [NOTICE_ID],
      { "303": seeOther("See Other: the notice page, `/notice/{id}`."), "404": noNotice },
    ),
    "/id/{edition}": get(
      "editionIdentifier",
      "An edition, as named in linked data (`publication:hasEdition`)",
      ["Linked data"],
      [path("edition", "The edition.", str(undefined, { enum: EDITION_IDS }))],
      {
        "303": seeOther("See Other: the edition's archive, `/browse-publications/{edition}`."),
        "404": notFound("No such edition."),
      },
    ),
    "/id/{edition}/issue/{number}": get(
      "issueIdentifier",
      "An issue, as named in linked data (`publication:isInIssue`)",
      ["Linked data"],
      [path("edition", "The edition.", str(undefined, { enum: EDITION_IDS })), ISSUE_NUMBER],
      { "303": seeOther("See Other: the issue page, `/{edition}/issue/{number}`."), "404": noIssue },
    ),
    "/def/{vocabulary}": get(
      "vocabulary",
      "A vocabulary of the linked data: its classes and properties",
      ["Linked data"],
      [VOCABULARY],
      {
        "200": {
          description:
            "A page listing each class and property with its label and comment; Turtle or JSON-LD (RDFS) " +
            "when `Accept` asks for `text/turtle` or `application/ld+json`.",
          content: {
            ...html("The vocabulary page."),
            ...turtle("The vocabulary in RDFS."),
            ...jsonLd("The vocabulary in RDFS, with an inline context."),
          },
        },
        "404": noVocabulary,
      },
      "Every term IRI of the notice graph (`…/def/{vocabulary}#{term}`) leads here.",
    ),
    "/def/{vocabulary}/data.ttl": get(
      "vocabularyTurtle",
      "A vocabulary as Turtle",
      ["Linked data"],
      [VOCABULARY],
      { "200": { description: "The vocabulary in RDFS.", content: turtle("Turtle.") }, "404": noVocabulary },
    ),
    "/def/{vocabulary}/data.jsonld": get(
      "vocabularyJsonLd",
      "A vocabulary as JSON-LD",
      ["Linked data"],
      [VOCABULARY],
      {
        "200": { description: "The vocabulary in RDFS.", content: jsonLd("JSON-LD with an inline context.") },
        "404": noVocabulary,
      },
    ),
  };
}
