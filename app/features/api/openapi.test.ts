import { describe, expect, it } from "vitest";
import { messageResponse, sampleAddressResponse } from "../addresses/address-finder.ts";
import { companyToJson, lookupResultsToJson } from "../companies/company-json.ts";
import {
  FIXTURE_SITE_URL as NOTICE_SITE,
  sampleCompanyNotice,
  sampleNotice,
} from "../notices/representations/notice-fixture.ts";
import { noticeToJson } from "../notices/representations/notice-json.ts";
import { provenanceToJson, versionToJson } from "../notices/representations/provenance-json.ts";
import { feedErrorJson } from "../search/feeds/feed-error.ts";
import { feedParameterProblems } from "../search/feeds/feed-parameters.ts";
import { searchResultToJson } from "../search/feeds/search-json.ts";
import {
  FIXTURE_SEARCH_PATH,
  FIXTURE_UPDATED,
  FIXTURE_SITE_URL as SITE,
  sampleSearchResult,
} from "../search/feeds/search-result-fixture.ts";
import { parseSearchParams } from "../search/search-query.ts";
import { vocabularyNames } from "../vocabularies/vocabulary-model.ts";
import { checkAgainstSchema } from "./json-schema-check.ts";
import { OGL_URL, openApiDocument } from "./openapi.ts";
import { operationsOf, resolveParameter, type SchemaObject, schemaRef } from "./openapi-types.ts";

const doc = openApiDocument(SITE);
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  operationsOf(item).map(({ method, operation }) => ({ path, method, op: operation })),
);

/** Every `$ref` anywhere in the document. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsIn(v, found);
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k === "$ref" && typeof v === "string") found.push(v);
      else refsIn(v, found);
    }
  }
  return found;
}

const expectConforms = (schemaName: string, value: unknown) =>
  expect(checkAgainstSchema(doc, schemaRef(schemaName) as SchemaObject, value, { strict: true })).toEqual([]);

describe("openApiDocument", () => {
  it("is an OpenAPI 3.1 document for this site, licensed under the OGL, with a word on rate limits", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(doc.info.license).toEqual({ name: "Open Government Licence v3.0", url: OGL_URL });
    expect(doc.info.description).toMatch(/Rate limits: the public calls have none yet\. Be fair/);
    expect(doc.info.description).toMatch(/placement calls are limited per API client/);
    expect(doc.servers).toEqual([{ url: SITE, description: "This service" }]);
    expect(openApiDocument(`${SITE}/`).servers[0]?.url).toBe(SITE);
  });

  it("is plain JSON", () => {
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });

  it("describes the public calls", () => {
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/notice/{id}",
        "/notice/{id}/data.json",
        "/notice/{id}/data.jsonld",
        "/notice/{id}/data.xml",
        "/notice/{id}/data.ttl",
        "/notice/{id}/data.pdf",
        "/{service}/notice/data.json",
        "/{service}/notice/data.feed",
        "/{service}/{edition}/notice/data.json",
        "/{service}/{edition}/notice/data.feed",
        "/service/company-finder/data.json",
        "/service/company-finder",
        "/company/{number}/data.json",
        "/services/address-finder",
        "/browse-publications/index-years/data.json",
        "/browse-publications/indexes/data.json",
        "/{edition}/year/{year}/month/{month}/issue/data.json",
        "/healthz",
        "/notice/{id}/data.htm",
        "/notice/{id}/provenance",
        "/notice/{id}/version/{version}",
        "/{edition}/issue/{number}",
        "/{edition}/issue/{number}/data.pdf",
        "/{edition}/issue/{number}/page/{page}",
        "/{edition}/issue/{number}/page/{page}/data.htm",
        "/{edition}/issue/{number}/page/{page}/data.pdf",
        "/company/{number}/data.xml",
        "/id/notice/{id}",
        "/id/{edition}",
        "/id/{edition}/issue/{number}",
        "/def/{vocabulary}",
        "/def/{vocabulary}/data.ttl",
        "/def/{vocabulary}/data.jsonld",
      ]),
    );
  });

  it("describes RDF/XML, on its own address and by Accept, and the provenance graph", () => {
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/notice/{id}/data.rdf",
        "/notice/{id}/provenance/data.ttl",
        "/notice/{id}/provenance/data.jsonld",
      ]),
    );
    expect(doc.paths["/notice/{id}/data.rdf"]?.get?.responses["200"]).toMatchObject({
      content: { "application/rdf+xml": {} },
    });
    expect(doc.paths["/notice/{id}"]?.get?.responses["200"]).toMatchObject({
      content: { "application/rdf+xml": {} },
    });
    expect(doc.paths["/notice/{id}/provenance/data.ttl"]?.get?.responses["200"]).toMatchObject({
      content: { "text/turtle": {} },
    });
  });

  it("describes a bundle's notices as JSON and Atom, and its preview page (placement-api.md step 4)", () => {
    expect(Object.keys(doc.paths["/my-gazette/bundle/{id}"]?.get?.responses["200"]?.content ?? {})).toEqual([
      "application/json",
      "application/atom+xml",
    ]);
    expect(doc.paths["/my-gazette/bundle/{id}/data.feed"]?.get?.responses["200"]).toMatchObject({
      content: { "application/atom+xml": {} },
    });
    expect(doc.paths["/my-gazette/bundle/{id}/preview"]?.get?.responses["200"]).toMatchObject({
      content: { "text/html": {} },
    });
  });

  it("declares that no public call needs authentication, and that every placement call needs a bearer token", () => {
    expect(doc.security).toEqual([]);
    expect(JSON.parse(JSON.stringify(doc)).security).toEqual([]);
    const schemes = Object.keys(doc.components.securitySchemes ?? {});
    for (const { path, op } of operations) {
      if (!op.tags.includes("Placement") && !op.tags.includes("Authentication")) {
        expect(op.security, path).toBeUndefined();
        continue;
      }
      expect(op.security?.length, path).toBe(1);
      for (const requirement of op.security ?? [])
        for (const scheme of Object.keys(requirement)) expect(schemes, path).toContain(scheme);
      if (op.tags.includes("Placement")) expect(op.security, path).toEqual([{ bearerToken: ["trust"] }]);
      if (op.tags.includes("Placement")) expect(op.responses["401"], path).toBeDefined();
    }
    expect(
      doc.paths["/oauth/token"]?.post?.responses["200"]?.content?.["application/json"]?.schema.required,
    ).toEqual(["access_token", "token_type", "expires_in", "scope"]);
  });

  it("documents the identifiers as 303 See Other with a Location, and the vocabularies that exist", () => {
    for (const path of ["/id/notice/{id}", "/id/{edition}", "/id/{edition}/issue/{number}"]) {
      const responses = doc.paths[path]?.get?.responses ?? {};
      expect(Object.keys(responses).sort(), path).toEqual(["303", "404"]);
      expect(responses["303"]?.headers?.Location, path).toBeDefined();
    }
    const parameter = (doc.paths["/def/{vocabulary}"]?.get?.parameters ?? []).map((p) =>
      resolveParameter(doc, p),
    )[0];
    expect(parameter?.schema.enum).toEqual(vocabularyNames());
    const vocabulary = doc.paths["/def/{vocabulary}"]?.get?.responses["200"]?.content ?? {};
    expect(Object.keys(vocabulary).sort()).toEqual(["application/ld+json", "text/html", "text/turtle"]);
  });

  it("has a success response on every operation (a GET's 200, 303 for an identifier), a summary and a tag; operation ids are unique", () => {
    const tagNames = new Set(doc.tags.map((t) => t.name));
    for (const { path, method, op } of operations) {
      expect(op, path).toBeDefined();
      // Only the linked-data identifiers name things rather than documents: they are answered with 303.
      // The placement API's changes answer 201 (created), 204 (deleted) or 200; an order's steps 302 to
      // what follows (placement-api.md step 7).
      const success = path.startsWith("/id/")
        ? op.responses["303"]
        : method === "get"
          ? op.responses["200"]
          : (op.responses["200"] ?? op.responses["201"] ?? op.responses["204"] ?? op.responses["302"]);
      expect(success?.description, path).toBeTruthy();
      expect(op.summary, path).toBeTruthy();
      expect(
        op.tags.every((t) => tagNames.has(t)),
        path,
      ).toBe(true);
      for (const [status, response] of Object.entries(op.responses)) {
        expect(status, path).toMatch(/^[1-5]\d\d$/);
        for (const media of Object.values(response.content ?? {})) expect(media.schema, path).toBeDefined();
      }
    }
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every parameter a schema and a description, and declares exactly the path's variables", () => {
    for (const { path, op } of operations) {
      const parameters = (op.parameters ?? []).map((p) => resolveParameter(doc, p));
      for (const p of parameters) {
        expect(p.schema, `${path} ${p.name}`).toBeDefined();
        expect(p.schema.type ?? p.schema.$ref, `${path} ${p.name}`).toBeDefined();
        expect(p.description, `${path} ${p.name}`).toBeTruthy();
        if (p.in === "path") expect(p.required, `${path} ${p.name}`).toBe(true);
      }
      const variables = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const declared = parameters
        .filter((p) => p.in === "path")
        .map((p) => p.name)
        .sort();
      expect(declared, path).toEqual(variables);
      const names = parameters.map((p) => `${p.in}:${p.name}`);
      expect(new Set(names).size, path).toBe(names.length);
    }
  });

  it("has no dangling references", () => {
    for (const ref of refsIn(doc)) {
      const [, , section, name] = ref.split("/");
      expect(ref.startsWith("#/components/"), ref).toBe(true);
      const components = doc.components[section as "schemas" | "parameters"] as Record<string, unknown>;
      expect(components?.[name ?? ""], ref).toBeDefined();
    }
  });

  it("documents the search parameters, their limits and the numbered locations", () => {
    const search = doc.paths["/{service}/notice/data.json"]?.get;
    const params = (search?.parameters ?? []).map((p) => resolveParameter(doc, p));
    const byName = new Map(params.map((p) => [p.name, p]));
    for (const name of [
      "service",
      "text",
      "categorycode",
      "noticetypes",
      "start-publish-date",
      "end-publish-date",
      "start-date-of-death",
      "end-date-of-death",
      "start-claim-expiry-date",
      "end-claim-expiry-date",
      "location-postcode-1",
      "location-distance-1",
      "location-local-authority-1",
      "numberOfLocationSearches",
      "edition",
      "issue",
      "results-page",
      "results-page-size",
      "sort-by",
    ])
      expect(byName.has(name), name).toBe(true);
    expect(byName.get("results-page-size")?.schema.maximum).toBe(100);
    expect(byName.get("sort-by")?.schema.enum).toEqual(["latest-date", "oldest-date", "relevance"]);
    expect(byName.get("service")?.schema.enum).toEqual(["all-notices", "insolvency", "wills-and-probate"]);
    expect(byName.get("location-postcode-1")?.description).toMatch(/location-postcode-2/);
    expect(byName.get("location-postcode-1")?.["x-name-pattern"]).toBe("location-postcode-{N}");
    expect(byName.get("categorycode")?.description).toContain("24 Corporate Insolvency");

    // In an edition's search the edition is in the path only.
    const scoped = (doc.paths["/{service}/{edition}/notice/data.json"]?.get?.parameters ?? []).map((p) =>
      resolveParameter(doc, p),
    );
    expect(scoped.filter((p) => p.name === "edition").map((p) => p.in)).toEqual(["path"]);
  });

  it("caps the company and address look-ups at 15 results", () => {
    const finder = doc.paths["/service/company-finder/data.json"]?.get?.responses["200"];
    expect(finder?.content?.["application/json"]?.schema.maxItems).toBe(15);
    // The spec's own address answers an ajax call with the same list, and says that it varies.
    const page = doc.paths["/service/company-finder"]?.get?.responses["200"];
    expect(page?.content?.["application/json"]?.schema).toEqual(
      finder?.content?.["application/json"]?.schema,
    );
    expect(Object.keys(page?.content ?? {})).toContain("text/html");
    expect(page?.headers?.Vary).toBeDefined();
    const addresses = doc.components.schemas.AddressFinderResult?.properties?.Result?.properties;
    expect(addresses?.PostcodeAddresses?.maxItems).toBe(15);
  });
});

describe("the documented schemas match what the serialisers send", () => {
  it("SearchFeed: the JSON search feed", () => {
    const feed = searchResultToJson(sampleSearchResult(), {
      siteUrl: SITE,
      searchPath: FIXTURE_SEARCH_PATH,
      title: "Search",
      updated: FIXTURE_UPDATED,
    });
    expectConforms("SearchFeed", JSON.parse(JSON.stringify(feed)));
  });

  it("FeedError: a search feed refused for its parameters, documented as the feeds' 400", () => {
    const params = new URLSearchParams("start-publish-date=banana&categorycode=99");
    const parsed = parseSearchParams(params, { service: "all-notices" }, "2026-11-21");
    const body = feedErrorJson(feedParameterProblems(params, parsed));
    expect(body.errors).toHaveLength(2);
    expectConforms("FeedError", JSON.parse(JSON.stringify(body)));
    for (const base of ["/{service}/notice", "/{service}/{edition}/notice"]) {
      const json = doc.paths[`${base}/data.json`]?.get?.responses["400"];
      expect(json?.content?.["application/json"]?.schema).toEqual(schemaRef("FeedError"));
      const atom = doc.paths[`${base}/data.feed`]?.get?.responses["400"];
      expect(Object.keys(atom?.content ?? {})).toEqual(["application/atom+xml"]);
      expect(atom?.description).toContain("from date after the to date");
    }
  });

  it("Notice: data.json of a deceased estates notice and of a company notice", () => {
    expectConforms("Notice", JSON.parse(JSON.stringify(noticeToJson(sampleNotice(), NOTICE_SITE))));
    expectConforms("Notice", JSON.parse(JSON.stringify(noticeToJson(sampleCompanyNotice(), NOTICE_SITE))));
  });

  it("Company and CompanyLookupResult: the company calls", () => {
    const company = companyToJson(
      {
        company: {
          number: "99000123",
          name: "EXAMPLE WIDGETS LIMITED",
          registeredOffice: "1 Placeholder Row, London EC4A 2BB",
          natureOfBusiness: null,
          incorporatedOn: "2001-02-03",
          status: "liquidation",
        },
        events: [
          {
            noticeId: 4812001,
            noticeCode: "2432",
            noticeType: "Appointment of Liquidators",
            publishedOn: "2026-11-19",
            recordsDissolution: false,
          },
        ],
        totalEvents: 1,
      },
      SITE,
    );
    expectConforms("Company", company);
    for (const row of lookupResultsToJson([
      { companyname: "EXAMPLE WIDGETS LIMITED", companynumber: "99000123" },
    ]))
      expectConforms("CompanyLookupResult", row);
  });

  it("Provenance and NoticeVersion: a notice's trail and its versions as JSON", () => {
    const trail = provenanceToJson(
      4812345,
      [
        {
          activity: "received",
          occurredAt: "2026-11-12T14:32:10.000Z",
          agent: "Fictitious & Partners LLP",
          version: 1,
          detail: "Submitted through the web form",
        },
        {
          activity: "approved",
          occurredAt: "2026-11-18T11:15:00.000Z",
          agent: "Gazette editorial team",
          version: null,
          detail: null,
        },
      ],
      SITE,
    );
    expectConforms("Provenance", JSON.parse(JSON.stringify(trail)));
    for (const version of [1, 2]) {
      const json = versionToJson(
        {
          noticeId: 4812345,
          version,
          title: "Deceased estates",
          bodyHtml: "<p>Notice text</p>",
          data: { deceased: { surname: "Example" } },
          createdAt: "2026-11-12T14:32:10.000Z",
          reason: version === 1 ? "as submitted" : "Corrected the date of death",
        },
        SITE,
      );
      expectConforms("NoticeVersion", JSON.parse(JSON.stringify(json)));
    }
  });

  it("AddressFinderResult: sample addresses and messages", () => {
    const place = { locality: "", city: "Exeter", county: "Devon" };
    expectConforms("AddressFinderResult", sampleAddressResponse("EX4 4QJ", place, null).body);
    expectConforms("AddressFinderResult", messageResponse(400, "Sorry").body);
  });

  it("reports undocumented and mistyped fields (the check itself works)", () => {
    const feed = {
      ...JSON.parse(
        JSON.stringify(
          searchResultToJson(sampleSearchResult(), {
            siteUrl: SITE,
            searchPath: FIXTURE_SEARCH_PATH,
            title: "Search",
            updated: FIXTURE_UPDATED,
          }),
        ),
      ),
      surprise: 1,
      "f:total": "25",
    };
    const problems = checkAgainstSchema(doc, schemaRef("SearchFeed") as SchemaObject, feed, { strict: true });
    expect(problems).toContain("$: surprise is sent but not documented");
    expect(problems).toContain("$.f:total: expected integer, got string");
  });
});
