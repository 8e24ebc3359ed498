/**
 * `/notice/{id}/data.jsonld`: the notice graph (the same triples as data.ttl) as JSON-LD. The
 * `@context` is always inline: a remote context would make every consumer fetch it, and make the
 * document's meaning depend on a second request.
 */
import type { Notice } from "../notice-types.ts";
import {
  compactIri,
  type Graph,
  layoutGraph,
  nodeKey,
  noticeGraph,
  RDF_TYPE,
  type Term,
  XSD_STRING,
} from "./notice-graph.ts";

export type JsonLdNode = { [key: string]: unknown };

export interface JsonLdDocument {
  "@context": Record<string, string>;
  "@graph": JsonLdNode[];
}

export function noticeToJsonLd(notice: Notice, siteUrl: string): JsonLdDocument {
  return graphToJsonLd(noticeGraph(notice, siteUrl));
}

export function graphToJsonLd(graph: Graph): JsonLdDocument {
  const { groups, topLevel, nested } = layoutGraph(graph);
  const used = new Set<string>();

  const iri = (value: string): string => {
    const compact = compactIri(value, graph.prefixes);
    if (!compact) return value;
    used.add(compact.prefix);
    return `${compact.prefix}:${compact.local}`;
  };

  const value = (t: Term): unknown => {
    if (t.termType === "Literal") {
      // Typed values keep their lexical form as a string: a JSON number would come back as xsd:double
      // (for 50.7365) and lose the distinction between xsd:decimal and xsd:integer.
      return t.datatype === XSD_STRING ? t.value : { "@value": t.value, "@type": iri(t.datatype) };
    }
    if (t.termType === "BlankNode" && nested.has(nodeKey(t))) return nodeObject(nodeKey(t), false);
    return { "@id": t.termType === "BlankNode" ? `_:${t.value}` : iri(t.value) };
  };

  const nodeObject = (key: string, withId: boolean): JsonLdNode => {
    const group = groups.get(key);
    const out: JsonLdNode = {};
    if (withId && group)
      out["@id"] =
        group.subject.termType === "BlankNode" ? `_:${group.subject.value}` : iri(group.subject.value);
    const properties = new Map<string, unknown[]>();
    const types: string[] = [];
    for (const t of group?.triples ?? []) {
      if (t.predicate === RDF_TYPE && t.object.termType === "NamedNode") {
        types.push(iri(t.object.value));
        continue;
      }
      const k = iri(t.predicate);
      properties.set(k, [...(properties.get(k) ?? []), value(t.object)]);
    }
    if (types.length) out["@type"] = types.length === 1 ? types[0] : types;
    for (const [k, values] of properties) out[k] = values.length === 1 ? values[0] : values;
    return out;
  };

  const nodes = topLevel.map((key) => nodeObject(key, true));
  const context: Record<string, string> = {};
  for (const [prefix, namespace] of Object.entries(graph.prefixes))
    if (used.has(prefix)) context[prefix] = namespace;
  return { "@context": context, "@graph": nodes };
}
