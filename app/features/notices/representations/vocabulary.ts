/**
 * URIs and vocabularies shared by every representation of a notice, so that data.json, data.xml,
 * data.jsonld and data.ttl name the same things with the same IRIs (domain.md, "A notice").
 */
import type { EditionId } from "../../publications/editions.ts";
import type { Notice } from "../notice-types.ts";

/** Vocabularies that are not ours and never change with the site's base URL. */
export const EXTERNAL_PREFIXES = {
  rdf: "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
  rdfs: "http://www.w3.org/2000/01/rdf-schema#",
  xsd: "http://www.w3.org/2001/XMLSchema#",
  dcterms: "http://purl.org/dc/terms/",
  foaf: "http://xmlns.com/foaf/0.1/",
  vcard: "http://www.w3.org/2006/vcard/ns#",
  prov: "http://www.w3.org/ns/prov#",
  geo: "http://www.w3.org/2003/01/geo/wgs84_pos#",
} as const;

/** The product's own vocabularies: the same terms as The Gazette's, under our base URL. */
export const OWN_VOCABULARIES = [
  "publication",
  "personal-legal",
  "insolvency",
  "organisation",
  "person",
] as const;

export function ownVocabulary(siteUrl: string, name: string): string {
  return `${siteUrl}/def/${name}#`;
}

/**
 * Every prefix a notice graph may use. A notice class from another part of the taxonomy (e.g.
 * `state#ProclamationNotice`) brings its own vocabulary, which is added so it can be written compactly.
 */
export function prefixesFor(siteUrl: string, notice?: Notice): Record<string, string> {
  const prefixes: Record<string, string> = {};
  for (const name of OWN_VOCABULARIES) prefixes[name] = ownVocabulary(siteUrl, name);
  const extra = notice ? noticeVocabularyName(notice) : null;
  if (extra && !(extra in prefixes)) prefixes[extra] = ownVocabulary(siteUrl, extra);
  return { ...prefixes, ...EXTERNAL_PREFIXES };
}

/**
 * The linked-data classes of a notice type, as the reference data writes them: one `vocabulary#Class`, or
 * several joined by commas (`public-finance#TaxNotice, public-finance#VatNotice`). Only well-formed names
 * are kept: each becomes part of an IRI and its vocabulary a Turtle/JSON-LD prefix.
 */
export function linkedDataClasses(value: string | null | undefined): { vocabulary: string; name: string }[] {
  const classes: { vocabulary: string; name: string }[] = [];
  for (const part of (value ?? "").split(",")) {
    const m = /^([A-Za-z][A-Za-z0-9-]*)#([A-Za-z_][A-Za-z0-9_-]*)$/.exec(part.trim());
    if (m?.[1] && m[2]) classes.push({ vocabulary: m[1], name: m[2] });
  }
  return classes;
}

/** `personal-legal` for `personal-legal#DeceasedEstatesNotice`; null when the notice has no class. */
export function noticeVocabularyName(notice: Notice): string | null {
  return linkedDataClasses(notice.linkedDataClass)[0]?.vocabulary ?? null;
}

/** The IRIs of the notice's classes beside publication:Notice. */
export function noticeClassUris(notice: Notice, siteUrl: string): string[] {
  return linkedDataClasses(notice.linkedDataClass).map((c) => `${siteUrl}/def/${c.vocabulary}#${c.name}`);
}

/** The non-information URI: the notice itself, as opposed to any page about it. */
export function noticeUri(siteUrl: string, id: number): string {
  return `${siteUrl}/id/notice/${id}`;
}

export function noticePageUrl(siteUrl: string, id: number): string {
  return `${siteUrl}/notice/${id}`;
}

export function noticeVersionUri(siteUrl: string, id: number, version: number): string {
  return `${siteUrl}/id/notice/${id}/version/${version}`;
}

export function noticeVersionPageUrl(siteUrl: string, id: number, version: number): string {
  return `${siteUrl}/notice/${id}/version/${version}`;
}

export function editionUri(siteUrl: string, edition: EditionId): string {
  return `${siteUrl}/id/${edition}`;
}

export function issueUri(siteUrl: string, edition: EditionId, number: number): string {
  return `${siteUrl}/id/${edition}/issue/${number}`;
}

export function issuePageUrl(siteUrl: string, edition: EditionId, number: number): string {
  return `${siteUrl}/${edition}/issue/${number}`;
}

export interface NoticeLinks {
  html: string;
  json: string;
  xml: string;
  jsonld: string;
  ttl: string;
  rdf: string;
  pdf: string;
  provenance: string;
}

/** The URLs of every representation, as listed in domain.md ("Representations"). */
export function noticeLinks(siteUrl: string, id: number): NoticeLinks {
  const page = noticePageUrl(siteUrl, id);
  return {
    html: page,
    json: `${page}/data.json`,
    xml: `${page}/data.xml`,
    jsonld: `${page}/data.jsonld`,
    ttl: `${page}/data.ttl`,
    rdf: `${page}/data.rdf`,
    pdf: `${page}/data.pdf`,
    provenance: `${page}/provenance`,
  };
}
