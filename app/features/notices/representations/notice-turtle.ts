/**
 * `/notice/{id}/data.ttl`: the notice graph as Turtle. A small writer of our own (not n3 at
 * runtime): the graph is small and regular, and the escaping rules below are all Turtle needs.
 */
import type { Notice } from "../notice-types.ts";
import {
  compactIri,
  type Graph,
  type Literal,
  layoutGraph,
  nodeKey,
  noticeGraph,
  RDF_TYPE,
  type Subject,
  type Term,
  type Triple,
  XSD_STRING,
} from "./notice-graph.ts";

export function noticeToTurtle(notice: Notice, siteUrl: string): string {
  return graphToTurtle(noticeGraph(notice, siteUrl));
}

export function graphToTurtle(graph: Graph): string {
  const { groups, topLevel, nested } = layoutGraph(graph);
  const used = new Set<string>();

  const iri = (value: string): string => {
    const compact = compactIri(value, graph.prefixes);
    if (compact) {
      used.add(compact.prefix);
      return `${compact.prefix}:${compact.local}`;
    }
    return `<${escapeIri(value)}>`;
  };
  const literalText = (l: Literal): string => {
    const quoted = `"${escapeString(l.value)}"`;
    return l.datatype === XSD_STRING ? quoted : `${quoted}^^${iri(l.datatype)}`;
  };
  const blankLabel = (node: Subject) => `_:${node.value.replace(/[^A-Za-z0-9_-]/g, "_")}`;

  const term = (t: Term, indent: string): string => {
    if (t.termType === "Literal") return literalText(t);
    if (t.termType === "NamedNode") return iri(t.value);
    if (nested.has(nodeKey(t))) {
      const body = predicateList(groups.get(nodeKey(t))?.triples ?? [], `${indent}    `);
      return body ? `[\n${body}\n${indent}]` : "[]";
    }
    return blankLabel(t);
  };

  const predicateList = (triples: readonly Triple[], indent: string): string => {
    const byPredicate = new Map<string, Term[]>();
    for (const t of triples)
      byPredicate.set(t.predicate, [...(byPredicate.get(t.predicate) ?? []), t.object]);
    // rdf:type first, written `a`, as readers expect to see what a thing is before what it has.
    const predicates = [...byPredicate.keys()].sort(
      (a, b) => Number(b === RDF_TYPE) - Number(a === RDF_TYPE),
    );
    return predicates
      .map((p) => {
        const objects = (byPredicate.get(p) ?? []).map((o) => term(o, indent)).join(", ");
        return `${indent}${p === RDF_TYPE ? "a" : iri(p)} ${objects}`;
      })
      .join(" ;\n");
  };

  const blocks = topLevel.map((key) => {
    const group = groups.get(key);
    if (!group) return "";
    const subject =
      group.subject.termType === "NamedNode" ? iri(group.subject.value) : blankLabel(group.subject);
    return `${subject}\n${predicateList(group.triples, "    ")} .`;
  });

  // Prefixes last in the code but first in the output: only those actually used are declared.
  const header = Object.entries(graph.prefixes)
    .filter(([prefix]) => used.has(prefix))
    .map(([prefix, namespace]) => `@prefix ${prefix}: <${escapeIri(namespace)}> .`)
    .join("\n");
  return `${header}\n\n${blocks.filter(Boolean).join("\n\n")}\n`;
}

/** A string for a Turtle `"…"` literal: quote, backslash and control characters escaped. */
export function escapeString(value: string): string {
  let out = "";
  for (const ch of value) {
    const cp = ch.codePointAt(0) ?? 0;
    if (ch === "\\") out += "\\\\";
    else if (ch === '"') out += '\\"';
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\t") out += "\\t";
    else if (ch === "\b") out += "\\b";
    else if (ch === "\f") out += "\\f";
    else if (cp < 0x20 || cp === 0x7f) out += `\\u${cp.toString(16).toUpperCase().padStart(4, "0")}`;
    // A lone surrogate cannot be written as UTF-8; the replacement character says something was there.
    else if (cp >= 0xd800 && cp <= 0xdfff) out += "\\uFFFD";
    else out += ch;
  }
  return out;
}

/** An IRI for `<…>`: characters Turtle's IRIREF forbids are percent-encoded. */
export function escapeIri(value: string): string {
  let out = "";
  for (const ch of value) {
    const cp = ch.codePointAt(0) ?? 0;
    out += cp <= 0x20 || IRI_FORBIDDEN.has(ch) ? `%${cp.toString(16).toUpperCase().padStart(2, "0")}` : ch;
  }
  return out;
}

const IRI_FORBIDDEN = new Set(["<", ">", '"', "{", "}", "|", "^", "`", "\\"]);
