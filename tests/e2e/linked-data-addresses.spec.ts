/**
 * The representations and identifiers the linked data names beyond the notice's own formats: the notice as
 * an embeddable fragment, a company as XHTML+RDFa, the edition and issue IRIs (303 to the documents about
 * them) and the vocabularies (`/def/{name}`) as Turtle, JSON-LD and an HTML page. Each is read with an
 * independent parser; unknown ids, editions and vocabularies are 404, never 500.
 */

import { XMLParser, XMLValidator } from "fast-xml-parser";
import jsonld from "jsonld";
import { Parser } from "n3";
import { readRdfa } from "../support/rdf-readers.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { type APIRequestContext, expect, test } from "./fixtures.ts";
import { expectNoStackTrace, latestIssuePath, latestNoticeId, latestNoticeIds } from "./gazette.ts";

const RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type";
const RDFS_LABEL = "http://www.w3.org/2000/01/rdf-schema#label";

const offlineLoader = async (url: string): Promise<never> => {
  throw new Error(`jsonld tried to fetch ${url}`);
};

async function expectNotFound(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
) {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  expect(response.status(), path).toBe(404);
  expectNoStackTrace(await response.text());
}

/** A company some reachable notice is about, by its number. */
async function companyNumber(request: APIRequestContext): Promise<string> {
  for (const id of await latestNoticeIds(request)) {
    const notice = (await (await request.get(`/notice/${id}/data.json`)).json()) as {
      companies: { number: string }[];
    };
    for (const { number } of notice.companies) {
      if ((await request.get(`/company/${number}/data.json`)).ok()) return number;
    }
  }
  throw new Error("no notice on the home page names a company");
}

test.describe("linked-data addresses", () => {
  test("data.htm is the notice as one bare XHTML element carrying its RDFa", async ({ request }) => {
    const id = await latestNoticeId(request);
    const response = await request.get(`/notice/${id}/data.htm`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/html\b/);
    const fragment = await response.text();
    expect(XMLValidator.validate(fragment)).toBe(true);
    expect(fragment).not.toMatch(/<!DOCTYPE|<(html|head|body)[\s>]/i);
    const roots = new XMLParser({ preserveOrder: true, ignoreAttributes: false }).parse(fragment) as Record<
      string,
      unknown
    >[];
    expect(roots).toHaveLength(1);
    const attrs = (roots[0]?.[":@"] ?? {}) as Record<string, string>;
    expect(attrs["@_prefix"]).toMatch(/publication: \S+\/def\/publication#/);
    // Alone, an independent RDFa parser reads from it that the notice is a Notice.
    const types = (await readRdfa(fragment, response.url()))
      .filter((q) => q.subject.value.endsWith(`/id/notice/${id}`) && q.predicate.value === RDF_TYPE)
      .map((q) => q.object.value);
    expect(types.some((t) => t.endsWith("/def/publication#Notice"))).toBe(true);
    await expectNotFound(request, "/notice/999999999/data.htm");
    await expectNotFound(request, "/notice/banana/data.htm");
  });

  test("a company's data.xml is well-formed XHTML+RDFa linking its notices", async ({ request }) => {
    const number = await companyNumber(request);
    const response = await request.get(`/company/${number}/data.xml`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xhtml\+xml\b/);
    const xhtml = await response.text();
    expect(XMLValidator.validate(xhtml)).toBe(true);
    expect(xhtml).toMatch(new RegExp(`about="[^"]*/company/${number}#id"`));
    expect(xhtml).toContain('property="organisation:companyNumber"');
    expect(xhtml).toMatch(/rev="publication:isAbout" resource="[^"]*\/id\/notice\/\d+"/);
    await expectNotFound(request, "/company/ZZ000000/data.xml");
    await expectNotFound(request, "/company/%3Cscript%3E/data.xml");
  });

  test("an edition's IRI is answered by 303 See Other to its archive", async ({ request }) => {
    for (const edition of ["london", "edinburgh", "belfast"]) {
      const response = await request.get(`/id/${edition}`, { maxRedirects: 0 });
      expect(response.status()).toBe(303);
      expect(new URL(response.headers().location ?? "", "http://x").pathname).toBe(
        `/browse-publications/${edition}`,
      );
      expect((await request.get(`/id/${edition}`)).status()).toBe(200);
    }
    await expectNotFound(request, "/id/atlantis");
  });

  test("an issue's IRI is answered by 303 See Other to the issue", async ({ request }) => {
    const path = await latestIssuePath(request);
    const [, edition, number] = /^\/([a-z]+)\/issue\/(\d+)$/.exec(path) ?? [];
    const response = await request.get(`/id/${edition}/issue/${number}`, { maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(new URL(response.headers().location ?? "", "http://x").pathname).toBe(path);
    for (const unknown of [
      "/id/london/issue/9999999",
      "/id/london/issue/latest",
      "/id/london/issue/0",
      "/id/atlantis/issue/1",
    ])
      await expectNotFound(request, unknown);
  });

  test("each issue and edition the notice graph names can be dereferenced", async ({ request }) => {
    const id = await latestNoticeId(request);
    const quads = new Parser().parse(await (await request.get(`/notice/${id}/data.ttl`)).text());
    const named = new Set(
      quads
        .flatMap((q) => [q.subject.value, q.object.value])
        .filter((iri) => /\/id\/[a-z]+(\/issue\/\d+)?$/.test(iri)),
    );
    expect(named.size).toBeGreaterThanOrEqual(2);
    for (const iri of named) {
      const response = await request.get(new URL(iri).pathname, { maxRedirects: 0 });
      expect(response.status(), iri).toBe(303);
    }
  });

  test("a vocabulary is Turtle or JSON-LD by Accept or by file, the same triples either way", async ({
    request,
  }) => {
    for (const [path, accept] of [
      ["/def/publication", "text/turtle"],
      ["/def/publication/data.ttl", "*/*"],
    ] as const) {
      const response = await request.get(path, { headers: { Accept: accept } });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/turtle\b/);
      const quads = new Parser().parse(await response.text());
      const notice = quads.filter((q) => q.subject.value.endsWith("/def/publication#Notice"));
      expect(notice.map((q) => q.predicate.value)).toEqual(expect.arrayContaining([RDF_TYPE, RDFS_LABEL]));
    }
    const turtle = new Parser().parse(await (await request.get("/def/insolvency/data.ttl")).text());
    for (const [path, accept] of [
      ["/def/insolvency", "application/ld+json"],
      ["/def/insolvency/data.jsonld", "*/*"],
    ] as const) {
      const response = await request.get(path, { headers: { Accept: accept } });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^application\/ld\+json\b/);
      const nquads = (await jsonld.toRDF(await response.json(), {
        format: "application/n-quads",
        documentLoader: offlineLoader,
      } as jsonld.Options.ToRdf)) as unknown as string;
      expect(nquads.split("\n").filter(Boolean).length).toBe(turtle.length);
    }
  });

  test("every vocabulary a notice's graph uses can be dereferenced and defines its classes", async ({
    request,
  }) => {
    const id = await latestNoticeId(request);
    const quads = new Parser().parse(await (await request.get(`/notice/${id}/data.ttl`)).text());
    const used = new Map<string, Set<string>>();
    const note = (iri: string, mustBeDefined: boolean) => {
      const m = /\/def\/([a-z-]+)#(\w+)$/.exec(iri);
      if (!m?.[1] || !m[2]) return;
      const terms = used.get(m[1]) ?? new Set<string>();
      if (mustBeDefined) terms.add(iri);
      used.set(m[1], terms);
    };
    for (const q of quads) {
      note(q.predicate.value, q.predicate.value.includes("/def/publication#"));
      if (q.predicate.value === RDF_TYPE) note(q.object.value, true);
    }
    expect([...used.keys()]).toContain("publication");
    for (const [name, terms] of used) {
      const response = await request.get(`/def/${name}`, { headers: { Accept: "text/turtle" } });
      expect(response.status(), name).toBe(200);
      const defined = new Set(new Parser().parse(await response.text()).map((q) => q.subject.value));
      for (const term of terms) expect(defined.has(term), term).toBe(true);
    }
  });

  test("the API description's linked-data calls answer as documented", async ({ request }) => {
    const doc = (await (await request.get("/api/openapi.json")).json()) as {
      security: unknown[];
      paths: Record<string, { get: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    expect(doc.security).toEqual([]);
    const id = await latestNoticeId(request);
    const [, edition, number] = /^\/([a-z]+)\/issue\/(\d+)$/.exec(await latestIssuePath(request)) ?? [];
    const values: Record<string, string> = {
      id: String(id),
      edition: edition ?? "",
      number: number ?? "",
      page: "1",
      version: "1",
      vocabulary: "publication",
    };
    const company = await companyNumber(request);
    for (const path of Object.keys(doc.paths).filter((p) =>
      /^\/(id|def)\/|\/data\.htm$|\/provenance$|\/version\/|\/issue\/\{number\}|company\/\{number\}\/data\.xml/.test(
        p,
      ),
    )) {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === "number" && path.startsWith("/company") ? company : (values[name] ?? ""),
      );
      const response = await request.get(url, { maxRedirects: 0 });
      const documented = doc.paths[path]?.get.responses ?? {};
      const ok = Object.keys(documented).find((s) => s.startsWith("2") || s.startsWith("3"));
      expect(String(response.status()), url).toBe(ok);
      const types = Object.keys(documented[ok ?? ""]?.content ?? {});
      if (types.length) {
        const type = (response.headers()["content-type"] ?? "").split(";")[0] ?? "";
        expect(types, url).toContain(type);
      }
    }
  });

  test("unknown vocabularies are 404 in every format", async ({ request }) => {
    await expectNotFound(request, "/def/atlantis");
    await expectNotFound(request, "/def/atlantis", { Accept: "text/turtle" });
    await expectNotFound(request, "/def/atlantis", { Accept: "application/ld+json" });
    await expectNotFound(request, "/def/atlantis/data.ttl");
    await expectNotFound(request, "/def/atlantis/data.jsonld");
    await expectNotFound(request, "/def/__proto__/data.ttl");
  });

  test("a vocabulary's page lists its classes and properties with labels and comments, accessibly", async ({
    page,
  }) => {
    const response = await page.goto("/def/publication");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-type"]).toMatch(/^text\/html\b/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Publication vocabulary");
    const classes = page.getByRole("table", { name: "Classes" });
    await expect(classes.getByRole("row", { name: /Notice/ }).first()).toContainText("A notice published");
    const properties = page.getByRole("table", { name: "Properties" });
    await expect(properties.locator("tr#hasNoticeCode")).toContainText("Notice code");
    await expect(page.getByRole("link", { name: "Turtle" })).toHaveAttribute(
      "href",
      "/def/publication/data.ttl",
    );
    await expectNoAxeViolations(page);
  });
});
