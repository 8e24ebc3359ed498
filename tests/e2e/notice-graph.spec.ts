import {
  canonical,
  jsonLdToNQuads,
  readRdfa,
  readRdfXml,
  readTurtle,
  toNQuads,
} from "../support/rdf-readers.ts";
import { type APIRequestContext, expect, test } from "./fixtures.ts";
import { latestNoticeIds } from "./gazette.ts";

/**
 * One graph in every format, over HTTP: data.jsonld, data.ttl, data.rdf and the RDFa of data.xml of
 * real notices are each read by an independent parser and compared after blank-node canonicalisation;
 * RDF/XML by `Accept`; the provenance trail as Turtle and JSON-LD.
 */

async function body(request: APIRequestContext, path: string, type: RegExp): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"], path).toMatch(type);
  return response.text();
}

test.describe("the notice graph", () => {
  test("data.jsonld, data.ttl, data.rdf and data.xml's RDFa give the same graph", async ({
    request,
    baseURL,
  }) => {
    const ids = (await latestNoticeIds(request)).slice(0, 4);
    for (const id of ids) {
      const base = `${baseURL}/notice/${id}`;
      const expected = await canonical(
        await jsonLdToNQuads(
          JSON.parse(await body(request, `/notice/${id}/data.jsonld`, /^application\/ld\+json\b/)),
        ),
      );
      expect(expected.length, `notice ${id}`).toBeGreaterThan(20);
      const turtle = readTurtle(
        await body(request, `/notice/${id}/data.ttl`, /^text\/turtle\b/),
        `${base}/data.ttl`,
      );
      const rdfXml = await readRdfXml(
        await body(request, `/notice/${id}/data.rdf`, /^application\/rdf\+xml\b/),
        `${base}/data.rdf`,
      );
      const rdfa = await readRdfa(
        await body(request, `/notice/${id}/data.xml`, /^application\/xhtml\+xml\b/),
        `${base}/data.xml`,
      );
      expect(await canonical(toNQuads(turtle)), `data.ttl of ${id}`).toEqual(expected);
      expect(await canonical(toNQuads(rdfXml)), `data.rdf of ${id}`).toEqual(expected);
      expect(await canonical(toNQuads(rdfa)), `data.xml of ${id}`).toEqual(expected);
      // Typed literals: nothing that reads as a date or a time is left a plain string.
      for (const q of turtle) {
        if (q.object.termType !== "Literal" || q.object.datatype.value.endsWith("#string") === false)
          continue;
        expect(q.object.value, `${q.predicate.value} of ${id}`).not.toMatch(
          /^(\d{4}-\d{2}-\d{2}|\d{2}:\d{2})/,
        );
      }
    }
  });

  test("the notice address answers RDF/XML to Accept: application/rdf+xml", async ({ request }) => {
    const [id] = await latestNoticeIds(request);
    const response = await request.get(`/notice/${id}`, { headers: { Accept: "application/rdf+xml" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/rdf\+xml\b/);
    expect(response.headers().vary ?? "").toMatch(/\bAccept\b/);
    const quads = await readRdfXml(await response.text(), "http://localhost/");
    expect(quads.some((q) => q.subject.value.endsWith(`/id/notice/${id}`))).toBe(true);
  });

  test("an unknown notice has no data.rdf and no provenance data (404, not a 500)", async ({ request }) => {
    for (const path of [
      "/notice/999999999/data.rdf",
      "/notice/999999999/provenance/data.ttl",
      "/notice/999999999/provenance/data.jsonld",
      "/notice/banana/provenance/data.ttl",
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test("the provenance trail as Turtle and JSON-LD: one graph, the negotiated JSON's", async ({
    request,
  }) => {
    const [id] = await latestNoticeIds(request);
    const fromJsonLd = await canonical(
      await jsonLdToNQuads(
        JSON.parse(await body(request, `/notice/${id}/provenance/data.jsonld`, /^application\/ld\+json\b/)),
      ),
    );
    const turtle = readTurtle(
      await body(request, `/notice/${id}/provenance/data.ttl`, /^text\/turtle\b/),
      `http://localhost/notice/${id}/provenance/data.ttl`,
    );
    const negotiated = await request.get(`/notice/${id}/provenance`, {
      headers: { Accept: "application/ld+json" },
    });
    expect(negotiated.status()).toBe(200);
    expect(turtle.some((q) => q.predicate.value === "http://www.w3.org/ns/prov#startedAtTime")).toBe(true);
    expect(await canonical(toNQuads(turtle))).toEqual(fromJsonLd);
    expect(await canonical(await jsonLdToNQuads(await negotiated.json()))).toEqual(fromJsonLd);
  });
});
