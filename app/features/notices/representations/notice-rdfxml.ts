/**
 * `/notice/{id}/data.rdf`: the notice graph as RDF/XML, for the consumers (and the real Gazette's
 * clients) that read only that. Every subject is a flat `rdf:Description` — RDF/XML's nesting rules
 * add nothing a reader needs and would be one more way to get the graph wrong.
 */
import type { Notice } from "../notice-types.ts";
import {
  type Graph,
  groupBySubject,
  noticeGraph,
  type Subject,
  type Triple,
  XSD_STRING,
} from "./notice-graph.ts";
import { escapeXmlAttribute as attr, escapeXmlText } from "./xhtml-text.ts";

const RDF_NS = "http://www.w3.org/1999/02/22-rdf-syntax-ns#";
/** What may follow a namespace in an element name (an XML NCName, kept to ASCII). */
const NC_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

/** A carriage return in element text would be read back as a line feed: written as a reference. */
const text = (value: string) => escapeXmlText(value).replace(/\r/g, "&#13;");

export function noticeToRdfXml(notice: Notice, siteUrl: string): string {
  return graphToRdfXml(noticeGraph(notice, siteUrl));
}

export function graphToRdfXml(graph: Graph): string {
  const namespaces = new Map<string, string>(); // namespace IRI → prefix
  namespaces.set(RDF_NS, "rdf");
  for (const [prefix, iri] of Object.entries(graph.prefixes))
    if (!namespaces.has(iri)) namespaces.set(iri, prefix);

  /** The element name of a predicate: a known prefix when one fits, else a namespace of its own. */
  const elementName = (iri: string): string => {
    let best: { ns: string; local: string } | null = null;
    for (const ns of namespaces.keys()) {
      const local = iri.slice(ns.length);
      if (iri.startsWith(ns) && NC_NAME.test(local) && (!best || ns.length > best.ns.length))
        best = { ns, local };
    }
    if (!best) {
      // Split after the last character that cannot be in a name (`#`, `/`, …).
      const m = /^(.*[^A-Za-z0-9_.-])([A-Za-z_][A-Za-z0-9_.-]*)$/.exec(iri);
      if (!m?.[1] || !m[2]) throw new Error(`No RDF/XML element name for <${iri}>`);
      const ns = m[1];
      if (!namespaces.has(ns)) namespaces.set(ns, `ns${namespaces.size}`);
      best = { ns, local: m[2] };
    }
    return `${namespaces.get(best.ns)}:${best.local}`;
  };

  const subjectAttribute = (s: Subject) =>
    s.termType === "BlankNode" ? `rdf:nodeID="${attr(s.value)}"` : `rdf:about="${attr(s.value)}"`;

  const property = (t: Triple): string => {
    const name = elementName(t.predicate);
    const o = t.object;
    if (o.termType === "NamedNode") return `    <${name} rdf:resource="${attr(o.value)}"/>`;
    if (o.termType === "BlankNode") return `    <${name} rdf:nodeID="${attr(o.value)}"/>`;
    // A plain literal is an xsd:string in RDF 1.1; there is no xml:lang anywhere to give it a language.
    const datatype = o.datatype === XSD_STRING ? "" : ` rdf:datatype="${attr(o.datatype)}"`;
    return `    <${name}${datatype}>${text(o.value)}</${name}>`;
  };

  const descriptions = [...groupBySubject(graph.triples).values()].map(
    ({ subject, triples }) =>
      `  <rdf:Description ${subjectAttribute(subject)}>\n${triples.map(property).join("\n")}\n  </rdf:Description>`,
  );
  // Namespaces are declared after the body is written, as writing it may have added some.
  const declarations = [...namespaces]
    .map(([iri, prefix]) => `\n    xmlns:${prefix}="${attr(iri)}"`)
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rdf:RDF${declarations}>\n${descriptions.join("\n")}\n</rdf:RDF>\n`;
}
