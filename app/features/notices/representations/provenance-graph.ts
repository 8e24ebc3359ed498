/**
 * The provenance trail as an RDF graph (PROV-O), for `/notice/{id}/provenance/data.ttl` and
 * `data.jsonld`: the same statements as the JSON that `/notice/{id}/provenance` negotiates
 * (provenance-json.ts), written by the notice graph's own serialisers.
 */
import type { ProvenanceEntry } from "../notice-types.ts";
import {
  type BlankNode,
  type Graph,
  integerLiteral,
  literal,
  namedNode,
  RDF_TYPE,
  type Triple,
} from "./notice-graph.ts";
import { noticePageUrl, noticeUri, noticeVersionUri, ownVocabulary, prefixesFor } from "./vocabulary.ts";

const PROV = "http://www.w3.org/ns/prov#";
const RDFS = "http://www.w3.org/2000/01/rdf-schema#";
const FOAF = "http://xmlns.com/foaf/0.1/";
const XSD_DATE_TIME = "http://www.w3.org/2001/XMLSchema#dateTime";

export function provenanceGraph(
  noticeId: number,
  entries: readonly ProvenanceEntry[],
  siteUrl: string,
): Graph {
  const triples: Triple[] = [];
  const notice = namedNode(noticeUri(siteUrl, noticeId));
  triples.push({ subject: notice, predicate: RDF_TYPE, object: namedNode(`${PROV}Entity`) });
  triples.push({
    subject: notice,
    predicate: `${FOAF}page`,
    object: namedNode(`${noticePageUrl(siteUrl, noticeId)}/provenance`),
  });
  let blankCount = 0;
  const blank = (): BlankNode => ({ termType: "BlankNode", value: `b${++blankCount}` });
  // Chronological, as in the JSON, so the document reads as the trail happened.
  const sorted = [...entries].sort((a, b) => timeOf(a.occurredAt) - timeOf(b.occurredAt));
  for (const e of sorted) {
    const activity = blank();
    const agent = blank();
    const add = (subject: typeof activity, predicate: string, object: Triple["object"]) =>
      triples.push({ subject, predicate, object });
    add(activity, RDF_TYPE, namedNode(`${PROV}Activity`));
    add(activity, `${PROV}used`, notice);
    add(activity, `${RDFS}label`, literal(e.activity));
    add(activity, `${PROV}startedAtTime`, literal(e.occurredAt, XSD_DATE_TIME));
    add(activity, `${PROV}wasAssociatedWith`, agent);
    add(agent, RDF_TYPE, namedNode(`${PROV}Agent`));
    add(agent, `${FOAF}name`, literal(e.agent));
    if (e.version !== null) {
      add(activity, `${ownVocabulary(siteUrl, "publication")}hasVersion`, integerLiteral(e.version));
      add(activity, `${PROV}generated`, namedNode(noticeVersionUri(siteUrl, noticeId, e.version)));
    }
    if (e.detail !== null) add(activity, `${RDFS}comment`, literal(e.detail));
  }
  return { root: notice, prefixes: prefixesFor(siteUrl), triples };
}

/** Milliseconds for sorting; an unreadable timestamp sorts first rather than breaking the sort. */
function timeOf(iso: string): number {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? Number.MIN_SAFE_INTEGER : t;
}
