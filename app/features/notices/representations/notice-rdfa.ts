/**
 * The notice graph as RDFa 1.1 annotations for data.xml, written from the same triples as data.ttl and
 * data.jsonld so an RDFa processor reads exactly their graph. Every subject is named with `about` and
 * every object spelt out (`resource`, or a literal with its `datatype`), rather than relying on RDFa's
 * chaining rules: there is then only one way to read each statement. Literals always carry a datatype,
 * even xsd:string, because the document's `xml:lang` would otherwise tag them with a language.
 */
import {
  compactIri,
  type Graph,
  layoutGraph,
  nodeKey,
  RDF_TYPE,
  type Subject,
  type Term,
  type Triple,
} from "./notice-graph.ts";
import { escapeXmlAttribute as attr, escapeXmlText } from "./xhtml-text.ts";

/** A carriage return in element text would be read back as a line feed: written as a reference. */
const text = (value: string) => escapeXmlText(value).replace(/\r/g, "&#13;");

export function graphToRdfa(graph: Graph): string {
  const { groups, topLevel, nested } = layoutGraph(graph);
  // A CURIE where a declared prefix fits, else the full IRI (RDFa 1.1 takes both in every attribute).
  const curie = (iri: string) => {
    const compact = compactIri(iri, graph.prefixes);
    return compact ? `${compact.prefix}:${compact.local}` : iri;
  };
  const subjectRef = (s: Subject) => (s.termType === "BlankNode" ? `_:${s.value}` : curie(s.value));

  const object = (t: Triple, indent: string): string => {
    const p = attr(curie(t.predicate));
    const o: Term = t.object;
    if (o.termType === "Literal") {
      return `<dd property="${p}" datatype="${attr(curie(o.datatype))}">${text(o.value)}</dd>`;
    }
    if (o.termType === "NamedNode") {
      return `<dd rel="${p}" resource="${attr(curie(o.value))}">${text(o.value)}</dd>`;
    }
    const ref = attr(subjectRef(o));
    if (!nested.has(nodeKey(o))) return `<dd rel="${p}" resource="${ref}">${text(ref)}</dd>`;
    return `<dd rel="${p}" resource="${ref}">\n${description(nodeKey(o), `${indent}  `)}\n${indent}</dd>`;
  };

  const description = (key: string, indent: string): string => {
    const group = groups.get(key);
    if (!group) return "";
    const types = group.triples
      .filter((t) => t.predicate === RDF_TYPE && t.object.termType === "NamedNode")
      .map((t) => curie(t.object.value));
    const typeOf = types.length ? ` typeof="${attr(types.join(" "))}"` : "";
    const rest = group.triples.filter(
      (t) => !(t.predicate === RDF_TYPE && t.object.termType === "NamedNode"),
    );
    const items = rest.map((t) => `${indent}<dt>${text(curie(t.predicate))}</dt>${object(t, indent)}`);
    return `${indent}<dl about="${attr(subjectRef(group.subject))}"${typeOf}>\n${items.join("\n")}\n${indent}</dl>`;
  };

  return topLevel.map((key) => description(key, "")).join("\n");
}
