/**
 * What each of our vocabularies (`/def/{name}`) defines: the classes and properties the notice graph
 * uses, each with a label and a comment, so that every term a consumer meets in data.jsonld, data.ttl or
 * data.xml can be looked up. The core terms are described by hand; the fields of each notice type's
 * structured data are found by running examples of its data (data-examples.ts) through the real notice
 * graph, so the documents always list what the graph actually writes.
 */
import type { Notice } from "../notices/notice-types.ts";
import { humaniseKey } from "../notices/representations/format.ts";
import { noticeGraph, RDF_TYPE } from "../notices/representations/notice-graph.ts";
import { linkedDataClasses, OWN_VOCABULARIES } from "../notices/representations/vocabulary.ts";
import { NOTICE_TYPES } from "../taxonomy/taxonomy.ts";
import type { NoticeType } from "../taxonomy/taxonomy-types.ts";
import { CORE_TERMS, VOCABULARY_DESCRIPTIONS } from "./core-terms.ts";
import { exampleDataOf } from "./data-examples.ts";

export interface VocabularyTerm {
  /** The local name: the part after `#`. */
  name: string;
  kind: "class" | "property";
  label: string;
  comment: string;
  /** Local name of a class of the publication vocabulary this class specialises (`Notice`). */
  subClassOf?: string;
}

export interface VocabularyDocument {
  name: string;
  title: string;
  description: string;
  classes: VocabularyTerm[];
  properties: VocabularyTerm[];
}

/** Every vocabulary the graph can name: ours, and those of the notice classes in the taxonomy. */
export function vocabularyNames(): string[] {
  const names = new Set<string>(OWN_VOCABULARIES);
  for (const type of NOTICE_TYPES)
    for (const c of linkedDataClasses(type.linkedDataClass)) names.add(c.vocabulary);
  return [...names].sort();
}

export function findVocabulary(name: string | undefined): VocabularyDocument | null {
  if (!name || !vocabularyNames().includes(name)) return null;
  return describeVocabulary(name);
}

// Any absolute base will do: only local names are kept, so the terms do not depend on the site's URL.
const PROBE_SITE = "https://vocabulary.invalid";

/** For each vocabulary, the local names the graph writes for one notice type's data, by notice type. */
function probeNoticeType(type: NoticeType, data: Record<string, unknown>): Map<string, Set<string>> {
  const notice: Notice = {
    id: 1,
    noticeCode: type.code,
    noticeTypeName: type.name,
    categoryCode: type.categoryCode,
    categoryName: "",
    linkedDataClass: type.linkedDataClass ?? null,
    editionId: "london",
    status: "published",
    title: type.name,
    bodyHtml: "",
    bodyText: "",
    data,
    issue: null,
    page: null,
    publishedAt: null,
    earliestPublicationAt: null,
    submittedAt: null,
    placingOrganisation: null,
    version: 1,
    companyNumber: null,
    latitude: null,
    longitude: null,
    locations: [],
    people: [],
    companies: [],
  };
  const found = new Map<string, Set<string>>();
  const base = `${PROBE_SITE}/def/`;
  const note = (iri: string) => {
    if (!iri.startsWith(base)) return;
    const [vocabulary = "", local = ""] = iri.slice(base.length).split("#");
    if (!local) return;
    found.set(vocabulary, (found.get(vocabulary) ?? new Set()).add(local));
  };
  for (const t of noticeGraph(notice, PROBE_SITE).triples) {
    note(t.predicate);
    if (t.predicate === RDF_TYPE && t.object.termType === "NamedNode") note(t.object.value);
  }
  return found;
}

interface DataTerms {
  /** vocabulary → local name → the notice types whose data uses it. */
  byVocabulary: Map<string, Map<string, NoticeType[]>>;
}

let dataTerms: DataTerms | null = null;

function collectDataTerms(): DataTerms {
  if (dataTerms) return dataTerms;
  const byVocabulary = new Map<string, Map<string, NoticeType[]>>();
  for (const type of NOTICE_TYPES) {
    const empty = probeNoticeType(type, {});
    for (const data of exampleDataOf(type)) {
      for (const [vocabulary, locals] of probeNoticeType(type, data)) {
        const terms = byVocabulary.get(vocabulary) ?? new Map<string, NoticeType[]>();
        for (const local of locals) {
          // Terms every notice has are the core's, described by hand.
          if (empty.get(vocabulary)?.has(local)) continue;
          const types = terms.get(local) ?? [];
          if (!types.includes(type)) terms.set(local, [...types, type]);
        }
        byVocabulary.set(vocabulary, terms);
      }
    }
  }
  dataTerms = { byVocabulary };
  return dataTerms;
}

function describeVocabulary(name: string): VocabularyDocument {
  const byName = new Map<string, VocabularyTerm>();
  for (const term of CORE_TERMS[name] ?? []) byName.set(term.name, term);

  for (const type of NOTICE_TYPES) {
    for (const c of linkedDataClasses(type.linkedDataClass)) {
      if (c.vocabulary !== name || byName.has(c.name)) continue;
      byName.set(c.name, {
        name: c.name,
        kind: "class",
        label: type.name,
        comment: `A notice of type ${type.code}, ${type.name}.`,
        subClassOf: "Notice",
      });
    }
  }

  for (const [local, types] of collectDataTerms().byVocabulary.get(name) ?? []) {
    if (byName.has(local)) continue;
    const isClass = /^[A-Z]/.test(local);
    const named = types.map((t) => `${t.code} ${t.name}`);
    byName.set(local, {
      name: local,
      kind: isClass ? "class" : "property",
      label: humaniseKey(local),
      comment: `${isClass ? "A thing described in" : "A field of"} the structured data of ${
        named.length > 3
          ? `${named.slice(0, 3).join("; ")} and ${named.length - 3} more notice types`
          : named.join("; ")
      } notices.`,
    });
  }

  const terms = [...byName.values()].sort((a, b) => a.name.localeCompare(b.name, "en"));
  const described = VOCABULARY_DESCRIPTIONS[name];
  return {
    name,
    title: described?.title ?? `${humaniseKey(name)} notices vocabulary`,
    description:
      described?.description ??
      `Classes of ${humaniseKey(name).toLowerCase()} notices, and the fields of their structured data.`,
    classes: terms.filter((t) => t.kind === "class"),
    properties: terms.filter((t) => t.kind === "property"),
  };
}
