/**
 * Reading our RDF back with parsers that are not ours, for tests that compare formats (unit and browser):
 * every reader gives quads, `canonical` relabels blank nodes (RDFC-1.0) so two graphs compare as sorted
 * N-Quads lines. JSON-LD is read offline: a context fetch would fail the test rather than reach the network.
 */
import jsonld from "jsonld";
import { Parser, type Quad, Writer } from "n3";
import { RdfaParser } from "rdfa-streaming-parser";
import { RdfXmlParser } from "rdfxml-streaming-parser";

interface StreamingParser {
  on(event: string, listener: (value: never) => void): unknown;
  write(chunk: string): unknown;
  end(): unknown;
}

function streamed(parser: StreamingParser, input: string): Promise<Quad[]> {
  return new Promise((resolve, reject) => {
    const quads: Quad[] = [];
    parser.on("data", (q: never) => quads.push(q));
    parser.on("error", reject);
    parser.on("end", () => resolve(quads));
    parser.write(input);
    parser.end();
  });
}

export function readRdfa(xhtml: string, baseIRI: string): Promise<Quad[]> {
  return streamed(new RdfaParser({ baseIRI, contentType: "application/xhtml+xml" }) as never, xhtml);
}

export function readRdfXml(xml: string, baseIRI: string): Promise<Quad[]> {
  return streamed(new RdfXmlParser({ baseIRI }) as never, xml);
}

export function readTurtle(turtle: string, baseIRI: string): Quad[] {
  return new Parser({ format: "text/turtle", baseIRI }).parse(turtle);
}

const offlineLoader = async (url: string): Promise<never> => {
  throw new Error(`the JSON-LD parser tried to load ${url}`);
};

/** A JSON-LD document as N-Quads. */
export async function jsonLdToNQuads(doc: unknown): Promise<string> {
  const toRdf = jsonld.toRDF as unknown as (input: unknown, options: object) => Promise<string>;
  return toRdf(doc, { format: "application/n-quads", documentLoader: offlineLoader, safe: true });
}

export function toNQuads(quads: Quad[]): string {
  return new Writer({ format: "N-Quads" }).quadsToString(quads);
}

/** Canonical N-Quads, blank nodes relabelled by RDFC-1.0, one statement a line, sorted. */
export async function canonical(nquads: string): Promise<string[]> {
  const canonize = jsonld.canonize as unknown as (input: unknown, options: object) => Promise<string>;
  const out = await canonize(nquads, {
    algorithm: "RDFC-1.0",
    inputFormat: "application/n-quads",
    format: "application/n-quads",
  });
  return out.split("\n").filter(Boolean).sort();
}
