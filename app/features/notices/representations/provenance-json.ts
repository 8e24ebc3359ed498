/**
 * `/notice/{id}/provenance` and `/notice/{id}/version/{n}` as JSON: plain enough to read as ordinary
 * JSON (short keys, flat values), and JSON-LD through the inline context that gives each key its
 * PROV-O meaning — one document for both kinds of consumer.
 */
import type { NoticeVersion, ProvenanceEntry } from "../notice-types.ts";
import {
  noticePageUrl,
  noticeUri,
  noticeVersionPageUrl,
  noticeVersionUri,
  ownVocabulary,
} from "./vocabulary.ts";

type Context = Record<string, unknown>;

function provenanceContext(siteUrl: string): Context {
  return {
    // `@json` (for `data`) is JSON-LD 1.1: say so, so a 1.0 processor fails instead of misreading.
    "@version": 1.1,
    prov: "http://www.w3.org/ns/prov#",
    xsd: "http://www.w3.org/2001/XMLSchema#",
    rdfs: "http://www.w3.org/2000/01/rdf-schema#",
    rdf: "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
    foaf: "http://xmlns.com/foaf/0.1/",
    publication: ownVocabulary(siteUrl, "publication"),
    notice: "@id",
    uri: "@id",
    type: "@type",
    // The trail is the list of activities that influenced the notice, in the order they happened.
    entries: { "@reverse": "prov:used" },
    activity: "rdfs:label",
    occurredAt: { "@id": "prov:startedAtTime", "@type": "xsd:dateTime" },
    agent: { "@id": "prov:wasAssociatedWith" },
    name: "foaf:name",
    version: { "@id": "publication:hasVersion", "@type": "xsd:integer" },
    generated: { "@id": "prov:generated", "@type": "@id" },
    detail: "rdfs:comment",
    page: { "@id": "foaf:page", "@type": "@id" },
    title: "http://purl.org/dc/terms/title",
    content: { "@id": "publication:hasContent", "@type": "rdf:HTML" },
    data: { "@id": "publication:hasData", "@type": "@json" },
    createdAt: { "@id": "prov:generatedAtTime", "@type": "xsd:dateTime" },
    reason: "rdfs:comment",
    specializationOf: { "@id": "prov:specializationOf", "@type": "@id" },
    wasRevisionOf: { "@id": "prov:wasRevisionOf", "@type": "@id" },
  };
}

export interface ProvenanceEntryJson {
  type: "prov:Activity";
  activity: string;
  occurredAt: string;
  /** The agent is a node, not a string, because prov:wasAssociatedWith links to a prov:Agent. */
  agent: { type: "prov:Agent"; name: string };
  version: number | null;
  /** The notice version this activity produced, when it produced one. */
  generated?: string;
  detail: string | null;
}

export interface ProvenanceJson {
  "@context": Context;
  notice: string;
  type: "prov:Entity";
  page: string;
  entries: ProvenanceEntryJson[];
}

export function provenanceToJson(
  noticeId: number,
  entries: ProvenanceEntry[],
  siteUrl: string,
): ProvenanceJson {
  return {
    "@context": provenanceContext(siteUrl),
    notice: noticeUri(siteUrl, noticeId),
    type: "prov:Entity",
    page: `${noticePageUrl(siteUrl, noticeId)}/provenance`,
    entries: [...entries]
      // Stable chronological order whatever order the caller read them in (the sort is stable for ties).
      .sort((a, b) => timeOf(a.occurredAt) - timeOf(b.occurredAt))
      .map((e) => ({
        type: "prov:Activity" as const,
        activity: e.activity,
        occurredAt: e.occurredAt,
        agent: { type: "prov:Agent" as const, name: e.agent },
        version: e.version,
        ...(e.version !== null ? { generated: noticeVersionUri(siteUrl, noticeId, e.version) } : {}),
        detail: e.detail,
      })),
  };
}

export interface NoticeVersionJson {
  "@context": Context;
  uri: string;
  type: ["prov:Entity", "publication:NoticeVersion"];
  specializationOf: string;
  wasRevisionOf?: string;
  page: string;
  version: number;
  title: string;
  content: string;
  data: Record<string, unknown>;
  createdAt: string;
  reason: string;
}

export function versionToJson(version: NoticeVersion, siteUrl: string): NoticeVersionJson {
  const { noticeId, version: n } = version;
  return {
    "@context": provenanceContext(siteUrl),
    uri: noticeVersionUri(siteUrl, noticeId, n),
    type: ["prov:Entity", "publication:NoticeVersion"],
    specializationOf: noticeUri(siteUrl, noticeId),
    // Version 1 is the notice as submitted; every later one corrects the one before it.
    ...(n > 1 ? { wasRevisionOf: noticeVersionUri(siteUrl, noticeId, n - 1) } : {}),
    page: noticeVersionPageUrl(siteUrl, noticeId, n),
    version: n,
    title: version.title,
    content: version.bodyHtml,
    data: structuredClone(version.data),
    createdAt: version.createdAt,
    reason: version.reason,
  };
}

/** Milliseconds for sorting; an unreadable timestamp sorts first rather than breaking the sort. */
function timeOf(iso: string): number {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? Number.MIN_SAFE_INTEGER : t;
}
