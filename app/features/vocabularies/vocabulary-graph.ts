/**
 * A vocabulary document as RDF (RDFS terms with labels and comments), written as Turtle and JSON-LD by
 * the same serialisers as the notices, so both formats give the same triples.
 */
import {
  type Graph,
  literal,
  namedNode,
  RDF_TYPE,
  type Triple,
} from "../notices/representations/notice-graph.ts";
import { graphToJsonLd, type JsonLdDocument } from "../notices/representations/notice-jsonld.ts";
import { graphToTurtle } from "../notices/representations/notice-turtle.ts";
import { EXTERNAL_PREFIXES, ownVocabulary } from "../notices/representations/vocabulary.ts";
import type { VocabularyDocument } from "./vocabulary-model.ts";

const RDFS = EXTERNAL_PREFIXES.rdfs;
const OWL = "http://www.w3.org/2002/07/owl#";

/** The vocabulary itself (the ontology), as opposed to its namespace, which ends in `#`. */
export function vocabularyUri(siteUrl: string, name: string): string {
  return `${siteUrl}/def/${name}`;
}

export function vocabularyGraph(vocabulary: VocabularyDocument, siteUrl: string): Graph {
  const namespace = ownVocabulary(siteUrl, vocabulary.name);
  const ontology = namedNode(vocabularyUri(siteUrl, vocabulary.name));
  const triples: Triple[] = [
    { subject: ontology, predicate: RDF_TYPE, object: namedNode(`${OWL}Ontology`) },
    { subject: ontology, predicate: `${EXTERNAL_PREFIXES.dcterms}title`, object: literal(vocabulary.title) },
    { subject: ontology, predicate: `${RDFS}comment`, object: literal(vocabulary.description) },
  ];
  for (const term of [...vocabulary.classes, ...vocabulary.properties]) {
    const subject = namedNode(`${namespace}${term.name}`);
    const type = term.kind === "class" ? `${RDFS}Class` : `${EXTERNAL_PREFIXES.rdf}Property`;
    triples.push(
      { subject, predicate: RDF_TYPE, object: namedNode(type) },
      { subject, predicate: `${RDFS}label`, object: literal(term.label) },
      { subject, predicate: `${RDFS}comment`, object: literal(term.comment) },
      { subject, predicate: `${RDFS}isDefinedBy`, object: ontology },
    );
    if (term.subClassOf) {
      triples.push({
        subject,
        predicate: `${RDFS}subClassOf`,
        object: namedNode(`${ownVocabulary(siteUrl, "publication")}${term.subClassOf}`),
      });
    }
  }
  return {
    root: ontology,
    prefixes: {
      [vocabulary.name]: namespace,
      ...(vocabulary.name === "publication" ? {} : { publication: ownVocabulary(siteUrl, "publication") }),
      rdf: EXTERNAL_PREFIXES.rdf,
      rdfs: RDFS,
      owl: OWL,
      dcterms: EXTERNAL_PREFIXES.dcterms,
    },
    triples,
  };
}

export function vocabularyToTurtle(vocabulary: VocabularyDocument, siteUrl: string): string {
  return graphToTurtle(vocabularyGraph(vocabulary, siteUrl));
}

export function vocabularyToJsonLd(vocabulary: VocabularyDocument, siteUrl: string): JsonLdDocument {
  return graphToJsonLd(vocabularyGraph(vocabulary, siteUrl));
}
