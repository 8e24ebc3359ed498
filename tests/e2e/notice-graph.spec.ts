import { type APIRequestContext, expect, test } from "@playwright/test";
import jsonld from "jsonld";
import { Parser, type Quad, Writer } from "n3";
import { RdfaParser } from "rdfa-streaming-parser";
import { RdfXmlParser } from "rdfxml-streaming-parser";
import { latestNoticeIds } from "./gazette.ts";

/**
 * One graph in every format, over HTTP: data.jsonld, data.ttl, data.rdf and the RDFa of data.xml of
 * real notices are each read by an independent parser and compared after blank-node canonicalisation;
 * RDF/XML by `Accept`; the provenance trail as Turtle and JSON-LD.
 */

const offlineLoader = async (url: string): Promise<never> => {
  throw new Error(`the JSON-LD parser tried to load ${url}`);
};

async function canonical(nquads: string): Promise<string[]> {
  const canonize = jsonld.canonize as unknown as (input: unknown, options: object) => Promise<string>;
  const out = await canonize(nquads, {
    algorithm: "RDFC-1.0",
    inputFormat: "application/n-quads",
    format: "application/n-quads",
  });
  return out.split("\n").filter(Boolean).sort();
}

async function jsonLdNQuads(doc: unknown): Promise<string> {
  const toRdf = jsonld.toRDF as unknown as (input: unknown, options: object) => Promise<string>;
  return toRdf(doc, { format: "application/n-quads", documentLoader: offlineLoader, safe: true });
}

const nQuads = (quads: Quad[]) => new Writer({ format: "N-Quads" }).quadsToString(quads);

function streamed(
  parser: { on(e: string, f: (x: never) => void): unknown; write(s: string): unknown; end(): unknown },
  input: string,
): Promise<Quad[]> {
  return new Promise((resolve, reject) => {
    const quads: Quad[] = [];
    parser.on("data", (q: never) => quads.push(q));
    parser.on("error", reject);
    parser.on("end", () => resolve(quads));
    parser.write(input);
    parser.end();
  });
}

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
        await jsonLdNQuads(
          JSON.parse(await body(request, `/notice/${id}/data.jsonld`, /^application\/ld\+json\b/)),
        ),
      );
      expect(expected.length, `notice ${id}`).toBeGreaterThan(20);
      const turtle = new Parser({ format: "text/turtle", baseIRI: `${base}/data.ttl` }).parse(
        await body(request, `/notice/${id}/data.ttl`, /^text\/turtle\b/),
      );
      const rdfXml = await streamed(
        new RdfXmlParser({ baseIRI: `${base}/data.rdf` }) as never,
        await body(request, `/notice/${id}/data.rdf`, /^application\/rdf\+xml\b/),
      );
      const rdfa = await streamed(
        new RdfaParser({ baseIRI: `${base}/data.xml`, contentType: "application/xhtml+xml" }) as never,
        await body(request, `/notice/${id}/data.xml`, /^application\/xhtml\+xml\b/),
      );
      expect(await canonical(nQuads(turtle)), `data.ttl of ${id}`).toEqual(expected);
      expect(await canonical(nQuads(rdfXml)), `data.rdf of ${id}`).toEqual(expected);
      expect(await canonical(nQuads(rdfa)), `data.xml of ${id}`).toEqual(expected);
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
    const quads = await streamed(
      new RdfXmlParser({ baseIRI: "http://localhost/" }) as never,
      await response.text(),
    );
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
      await jsonLdNQuads(
        JSON.parse(await body(request, `/notice/${id}/provenance/data.jsonld`, /^application\/ld\+json\b/)),
      ),
    );
    const turtle = new Parser({ format: "text/turtle" }).parse(
      await body(request, `/notice/${id}/provenance/data.ttl`, /^text\/turtle\b/),
    );
    const negotiated = await request.get(`/notice/${id}/provenance`, {
      headers: { Accept: "application/ld+json" },
    });
    expect(negotiated.status()).toBe(200);
    expect(turtle.some((q) => q.predicate.value === "http://www.w3.org/ns/prov#startedAtTime")).toBe(true);
    expect(await canonical(nQuads(turtle))).toEqual(fromJsonLd);
    expect(await canonical(await jsonLdNQuads(await negotiated.json()))).toEqual(fromJsonLd);
  });
});
