/**
 * The notice as RDF triples: the single description of what a notice *says* in linked data, from
 * which data.jsonld, data.ttl, data.rdf and the RDFa of data.xml are all written, so none can drift.
 *
 * Core fields map to the publication vocabulary (domain.md, "A notice"). The type-specific
 * `notice.data` is walked generically — its schema differs per notice type and grows — with
 * recognisable shapes given their standard vocabulary: companies (organisation#), people (FOAF,
 * person#), addresses (vCard) and coordinates (WGS84).
 */

import { ID_PATTERNS } from "../../../lib/ids.ts";
import { getEdition } from "../../publications/editions.ts";
import { tombstoneSentence } from "../notice-tombstone.ts";
import type { Notice } from "../notice-types.ts";
import {
  editionUri,
  issueUri,
  noticeClassUris,
  noticePageUrl,
  noticeUri,
  noticeVocabularyName,
  ownVocabulary,
  prefixesFor,
} from "./vocabulary.ts";
import { stripNonXmlChars } from "./xhtml-text.ts";

export interface NamedNode {
  termType: "NamedNode";
  value: string;
}
export interface BlankNode {
  termType: "BlankNode";
  value: string;
}
export interface Literal {
  termType: "Literal";
  value: string;
  /** Full datatype IRI; xsd:string for a plain literal. */
  datatype: string;
}
export type Subject = NamedNode | BlankNode;
export type Term = Subject | Literal;

export interface Triple {
  subject: Subject;
  predicate: string;
  object: Term;
}

export interface Graph {
  /** The resource the graph is about, written first. */
  root: Subject;
  prefixes: Record<string, string>;
  triples: Triple[];
}

const RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#";
const XSD = "http://www.w3.org/2001/XMLSchema#";
export const RDF_TYPE = `${RDF}type`;
export const XSD_STRING = `${XSD}string`;
const RDFS_LABEL = "http://www.w3.org/2000/01/rdf-schema#label";
const DCTERMS = "http://purl.org/dc/terms/";
const FOAF = "http://xmlns.com/foaf/0.1/";
const VCARD = "http://www.w3.org/2006/vcard/ns#";
const PROV = "http://www.w3.org/ns/prov#";
const GEO = "http://www.w3.org/2003/01/geo/wgs84_pos#";
/** ONS linked-data URIs for GSS codes: the standard identifier of a UK local authority. */
const ONS_GEOGRAPHY = "http://statistics.data.gov.uk/id/statistical-geography/";

export function namedNode(value: string): NamedNode {
  return { termType: "NamedNode", value };
}

export function literal(value: string, datatype: string = XSD_STRING): Literal {
  // What XML 1.0 cannot carry is dropped here, once, so data.xml and data.rdf say what data.ttl says.
  return { termType: "Literal", value: stripNonXmlChars(value), datatype };
}

export function integerLiteral(value: number): Literal {
  return literal(String(Math.trunc(value)), `${XSD}integer`);
}

/** xsd:decimal forbids exponents, which `String(1e-7)` would produce. */
export function decimalLiteral(value: number): Literal {
  let s = String(value);
  if (/e/i.test(s)) s = value.toFixed(20).replace(/0+$/, "").replace(/\.$/, "");
  return literal(s, `${XSD}decimal`);
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;
const DATE_TIME = /^(\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]))T(.+)$/;

/**
 * xsd:time / xsd:dateTime need seconds, which people and forms leave out (`10:30`, `2025-11-12T09:25`):
 * the seconds are added, which names the same instant, so every format can type the value.
 */
function xsdTime(value: string): string | null {
  const m = TIME.exec(value);
  if (!m) return null;
  return m[3] ? value : `${m[1]}:${m[2]}:00${m[5] ?? ""}`;
}

/** A string typed by its form: dates, times and timestamps become xsd:date / xsd:time / xsd:dateTime. */
export function stringLiteral(value: string): Literal {
  if (DATE.test(value)) return literal(value, `${XSD}date`);
  const time = xsdTime(value);
  if (time) return literal(time, `${XSD}time`);
  const dateTime = DATE_TIME.exec(value);
  const timePart = dateTime?.[4] ? xsdTime(dateTime[4]) : null;
  if (dateTime && timePart) return literal(`${dateTime[1]}T${timePart}`, `${XSD}dateTime`);
  return literal(value);
}

function scalarLiteral(value: string | number | boolean): Literal | null {
  if (typeof value === "string") return stringLiteral(value);
  if (typeof value === "boolean") return literal(String(value), `${XSD}boolean`);
  if (!Number.isFinite(value)) return null;
  return Number.isSafeInteger(value) ? integerLiteral(value) : decimalLiteral(value);
}

/** A JSON key as a vocabulary term: `date of death` → `dateOfDeath`; never empty, always IRI-safe. */
export function termName(key: string): string {
  const parts = key.split(/[^A-Za-z0-9_]+/).filter(Boolean);
  const name = parts.map((p, i) => (i === 0 ? p : p.charAt(0).toUpperCase() + p.slice(1))).join("");
  // RDF/XML writes a predicate as an XML element name, which cannot start with a digit.
  return /^\d/.test(name) ? `_${name}` : name || "field";
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
/** Nothing to say: null, an empty string, or a list or object holding only such values. */
const isBlank = (v: unknown): boolean =>
  v === null ||
  v === undefined ||
  (typeof v === "string" && v.trim() === "") ||
  (Array.isArray(v) && v.every(isBlank)) ||
  (isObject(v) && Object.values(v).every(isBlank));
const normaliseName = (name: string) => name.replace(/\s+/g, " ").trim().toLowerCase();

function pick(obj: Json, keys: readonly string[]): unknown {
  for (const k of keys) if (!isBlank(obj[k])) return obj[k];
  return undefined;
}

const MAX_DEPTH = 12;

const PERSON_KEYS = [
  "surname",
  "forenames",
  "forename",
  "givenName",
  "givenNames",
  "familyName",
  "firstName",
  "lastName",
  "fullName",
];
const FAMILY_NAME_KEYS = ["surname", "familyName", "lastName"];
const GIVEN_NAME_KEYS = ["forenames", "forename", "givenName", "givenNames", "firstName"];
const STREET_KEYS = ["lines", "addressLines", "street", "streetAddress", "line1"];
const LOCALITY_KEYS = ["town", "city", "postTown", "locality"];
const REGION_KEYS = ["county", "region"];
const POSTCODE_KEYS = ["postcode", "postCode", "postalCode"];
const COUNTRY_KEYS = ["country", "countryName"];
const LAT_KEYS = ["latitude", "lat"];
const LONG_KEYS = ["longitude", "long", "lng", "lon"];
const ADDRESS_KEYS = [...STREET_KEYS, ...LOCALITY_KEYS, ...POSTCODE_KEYS];

export function noticeGraph(notice: Notice, siteUrl: string): Graph {
  const prefixes = prefixesFor(siteUrl, notice);
  const pub = (term: string) => `${ownVocabulary(siteUrl, "publication")}${term}`;
  const org = (term: string) => `${ownVocabulary(siteUrl, "organisation")}${term}`;
  const dataVocabulary = ownVocabulary(siteUrl, noticeVocabularyName(notice) ?? "publication");
  const personVocabulary = ownVocabulary(siteUrl, "person");
  const organisationVocabulary = ownVocabulary(siteUrl, "organisation");

  const triples: Triple[] = [];
  let blankCount = 0;
  const blank = (): BlankNode => ({ termType: "BlankNode", value: `b${++blankCount}` });
  const add = (subject: Subject, predicate: string, object: Term | null | undefined) => {
    if (object) triples.push({ subject, predicate, object });
  };
  const addText = (subject: Subject, predicate: string, value: unknown) => {
    if (typeof value === "string" && !isBlank(value)) add(subject, predicate, literal(value));
    else if (typeof value === "number") add(subject, predicate, literal(String(value)));
  };
  const addDate = (subject: Subject, predicate: string, iso: string | null) => {
    if (iso) add(subject, predicate, stringLiteral(iso));
  };

  const notice_ = namedNode(noticeUri(siteUrl, notice.id));
  add(notice_, RDF_TYPE, namedNode(pub("Notice")));
  for (const classUri of noticeClassUris(notice, siteUrl)) add(notice_, RDF_TYPE, namedNode(classUri));
  add(notice_, pub("hasNoticeID"), literal(String(notice.id)));
  add(notice_, pub("hasNoticeCode"), literal(notice.noticeCode));
  addText(notice_, `${DCTERMS}title`, notice.title);
  add(notice_, pub("hasCategory"), literal(notice.categoryCode));
  add(notice_, pub("hasStatus"), literal(notice.status));
  // A permanently withdrawn notice's tombstone says why and when, in every RDF serialisation (ADR 021).
  if (notice.withdrawal) addText(notice_, `${DCTERMS}description`, tombstoneSentence(notice.withdrawal));
  add(notice_, pub("hasVersion"), integerLiteral(notice.version));

  const edition = namedNode(editionUri(siteUrl, notice.editionId));
  add(notice_, pub("hasEdition"), edition);
  add(edition, RDF_TYPE, namedNode(pub("Edition")));
  addText(edition, RDFS_LABEL, getEdition(notice.editionId)?.name ?? notice.editionId);

  if (notice.issue) {
    const issue = namedNode(issueUri(siteUrl, notice.issue.editionId, notice.issue.number));
    add(notice_, pub("isInIssue"), issue);
    add(issue, RDF_TYPE, namedNode(pub("Issue")));
    add(issue, pub("hasIssueNumber"), integerLiteral(notice.issue.number));
    addDate(issue, pub("hasPublicationDate"), notice.issue.publishedOn);
    if (notice.issue.editionId !== notice.editionId) {
      add(issue, pub("hasEdition"), namedNode(editionUri(siteUrl, notice.issue.editionId)));
    } else add(issue, pub("hasEdition"), edition);
    addText(issue, pub("hasISBN"), notice.issue.isbn);
  }
  addText(notice_, pub("hasPage"), notice.page);
  addDate(notice_, pub("hasPublicationDate"), notice.publishedAt);
  addDate(notice_, pub("hasEarliestPublicationDate"), notice.earliestPublicationAt);
  addDate(notice_, `${DCTERMS}dateSubmitted`, notice.submittedAt);
  add(notice_, `${FOAF}page`, namedNode(noticePageUrl(siteUrl, notice.id)));

  if (notice.placingOrganisation) {
    const placer = blank();
    add(notice_, `${PROV}wasAttributedTo`, placer);
    add(placer, RDF_TYPE, namedNode(`${FOAF}Organization`));
    add(placer, RDF_TYPE, namedNode(`${PROV}Agent`));
    addText(placer, `${FOAF}name`, notice.placingOrganisation.name);
  }

  // Companies and people appear both in the core lists and in `data`: one node each, found by
  // company number or by name, so the graph does not describe the same company twice.
  const companies = new Map<string, BlankNode>();
  const companyNode = (number: string): { node: BlankNode; isNew: boolean } => {
    const key = number.replace(/\s+/g, "").toUpperCase();
    const existing = companies.get(key);
    if (existing) return { node: existing, isNew: false };
    const node = blank();
    companies.set(key, node);
    add(node, RDF_TYPE, namedNode(org("Company")));
    add(node, RDF_TYPE, namedNode(`${FOAF}Organization`));
    add(node, org("companyNumber"), literal(number));
    return { node, isNew: true };
  };
  for (const c of notice.companies) {
    const { node } = companyNode(c.number);
    add(notice_, pub("isAbout"), node);
    addText(node, org("name"), c.name);
    addText(node, pub("hasRole"), c.role);
  }
  if (notice.companyNumber) {
    const { node, isNew } = companyNode(notice.companyNumber);
    if (isNew) add(notice_, pub("isAbout"), node);
  }

  const people = new Map<string, BlankNode>();
  const personNode = (fullName: string): { node: BlankNode; isNew: boolean } => {
    const key = normaliseName(fullName);
    const existing = people.get(key);
    if (existing) return { node: existing, isNew: false };
    const node = blank();
    people.set(key, node);
    add(node, RDF_TYPE, namedNode(`${FOAF}Person`));
    add(node, `${FOAF}name`, literal(fullName.replace(/\s+/g, " ").trim()));
    return { node, isNew: true };
  };
  for (const p of notice.people) {
    if (isBlank(p.fullName)) continue;
    const { node } = personNode(p.fullName);
    add(notice_, pub("isAbout"), node);
    addText(node, pub("hasRole"), p.role);
  }

  const addCoordinates = (node: Subject, latitude: unknown, longitude: unknown) => {
    const lat = typeof latitude === "string" ? Number(latitude) : latitude;
    const long = typeof longitude === "string" ? Number(longitude) : longitude;
    if (
      typeof lat !== "number" ||
      typeof long !== "number" ||
      !Number.isFinite(lat) ||
      !Number.isFinite(long)
    )
      return;
    add(node, RDF_TYPE, namedNode(`${GEO}SpatialThing`));
    add(node, `${GEO}lat`, decimalLiteral(lat));
    add(node, `${GEO}long`, decimalLiteral(long));
  };

  for (const l of notice.locations) {
    const node = blank();
    add(notice_, `${GEO}location`, node);
    add(node, RDF_TYPE, namedNode(`${VCARD}Address`));
    addText(node, pub("hasRole"), l.role);
    addText(node, `${VCARD}street-address`, l.address);
    addText(node, `${VCARD}postal-code`, l.postcode);
    addCoordinates(node, l.latitude, l.longitude);
    if (l.localAuthorityCode && ID_PATTERNS.localAuthorityCode.test(l.localAuthorityCode)) {
      const authority = namedNode(`${ONS_GEOGRAPHY}${l.localAuthorityCode}`);
      add(node, pub("hasLocalAuthority"), authority);
      addText(authority, RDFS_LABEL, l.localAuthorityName);
    }
  }
  // The notice's own point, when no location carries it (older notices have a point but no location).
  if (
    notice.latitude !== null &&
    notice.longitude !== null &&
    !notice.locations.some((l) => l.latitude === notice.latitude && l.longitude === notice.longitude)
  ) {
    const node = blank();
    add(notice_, `${GEO}location`, node);
    add(node, RDF_TYPE, namedNode(`${GEO}Point`));
    addCoordinates(node, notice.latitude, notice.longitude);
  }

  // --- notice.data ---
  const walk = (subject: Subject, key: string, value: unknown, vocabulary: string, depth: number): void => {
    if (isBlank(value) || depth > MAX_DEPTH) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(subject, key, item, vocabulary, depth);
      return;
    }
    const predicate = `${vocabulary}${termName(key)}`;
    if (isObject(value)) {
      add(subject, predicate, objectNode(key, value, vocabulary, depth + 1));
      return;
    }
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      add(subject, predicate, scalarLiteral(value));
      // An e-mail address is also a contact point a client can use as is.
      if (
        /^e-?mail(address)?$/i.test(key) &&
        typeof value === "string" &&
        /^[^\s@<>]+@[^\s@<>]+$/.test(value)
      ) {
        add(subject, `${VCARD}hasEmail`, namedNode(`mailto:${encodeURI(value)}`));
      }
    }
  };
  const walkRest = (
    node: Subject,
    obj: Json,
    handled: readonly string[],
    vocabulary: string,
    depth: number,
  ) => {
    for (const [k, v] of Object.entries(obj)) if (!handled.includes(k)) walk(node, k, v, vocabulary, depth);
  };

  const objectNode = (key: string, obj: Json, vocabulary: string, depth: number): Subject => {
    const number = pick(obj, ["number", "companyNumber", "registrationNumber"]);
    if (
      (typeof number === "string" || typeof number === "number") &&
      (/compan/i.test(key) || "companyNumber" in obj)
    ) {
      const { node } = companyNode(String(number));
      const name = pick(obj, ["name", "companyName"]);
      addText(node, org("name"), name);
      const office = obj.registeredOffice;
      if (isObject(office))
        add(node, org("hasRegisteredOffice"), addressNode(office, organisationVocabulary, depth + 1));
      else addText(node, org("hasRegisteredOffice"), office);
      walkRest(
        node,
        obj,
        ["number", "companyNumber", "registrationNumber", "name", "companyName", "registeredOffice"],
        organisationVocabulary,
        depth,
      );
      return node;
    }
    if (PERSON_KEYS.some((k) => !isBlank(obj[k]))) {
      const given = pick(obj, GIVEN_NAME_KEYS);
      const family = pick(obj, FAMILY_NAME_KEYS);
      const full = pick(obj, ["fullName"]) ?? [given, family].filter((p) => typeof p === "string").join(" ");
      const { node } = typeof full === "string" && full.trim() ? personNode(full) : { node: blank() };
      addText(node, `${FOAF}givenName`, given);
      addText(node, `${FOAF}familyName`, family);
      addText(node, `${FOAF}title`, obj.title);
      walkRest(node, obj, [...PERSON_KEYS, "title"], personVocabulary, depth);
      return node;
    }
    if (ADDRESS_KEYS.some((k) => !isBlank(obj[k]))) return addressNode(obj, vocabulary, depth);
    if (typeof obj.name === "string" && !isBlank(obj.name)) {
      // Someone named but not further identified (a firm, a liquidator, a petitioner): an agent, or the
      // person of that name the notice already lists.
      const known = people.get(normaliseName(obj.name));
      const node = known ?? blank();
      if (!known) {
        add(node, RDF_TYPE, namedNode(`${FOAF}Agent`));
        addText(node, `${FOAF}name`, obj.name);
      }
      walkRest(node, obj, ["name"], vocabulary, depth);
      return node;
    }
    const node = blank();
    walkRest(node, obj, [], vocabulary, depth);
    return node;
  };

  const addressNode = (obj: Json, vocabulary: string, depth: number): BlankNode => {
    const node = blank();
    add(node, RDF_TYPE, namedNode(`${VCARD}Address`));
    const street = pick(obj, STREET_KEYS);
    const streetText = Array.isArray(street)
      ? street.filter((s) => typeof s === "string" && s.trim()).join(", ")
      : street;
    addText(node, `${VCARD}street-address`, streetText);
    addText(node, `${VCARD}locality`, pick(obj, LOCALITY_KEYS));
    addText(node, `${VCARD}region`, pick(obj, REGION_KEYS));
    addText(node, `${VCARD}postal-code`, pick(obj, POSTCODE_KEYS));
    addText(node, `${VCARD}country-name`, pick(obj, COUNTRY_KEYS));
    addCoordinates(node, pick(obj, LAT_KEYS), pick(obj, LONG_KEYS));
    const handled = [
      ...STREET_KEYS,
      ...LOCALITY_KEYS,
      ...REGION_KEYS,
      ...POSTCODE_KEYS,
      ...COUNTRY_KEYS,
      ...LAT_KEYS,
      ...LONG_KEYS,
    ];
    walkRest(node, obj, handled, vocabulary, depth);
    return node;
  };

  for (const [k, v] of Object.entries(notice.data)) walk(notice_, k, v, dataVocabulary, 0);

  return { root: notice_, prefixes, triples: dedupe(triples) };
}

/** Merged nodes may be told the same thing twice (a company name from two sources): say it once. */
function dedupe(triples: Triple[]): Triple[] {
  const seen = new Set<string>();
  return triples.filter((t) => {
    const o = t.object;
    const key = [
      t.subject.termType,
      t.subject.value,
      t.predicate,
      o.termType,
      o.value,
      o.termType === "Literal" ? o.datatype : "",
    ].join("\u0000");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// Safe in both a Turtle prefixed name and a JSON-LD compact IRI (no leading hyphen, no dots, no escapes).
const SAFE_LOCAL_NAME = /^[A-Za-z0-9_][A-Za-z0-9_-]*$/;

/** `publication:hasNoticeID` for a full IRI under a known prefix; null when no prefix fits. */
export function compactIri(
  iri: string,
  prefixes: Record<string, string>,
): { prefix: string; local: string } | null {
  let best: { prefix: string; local: string } | null = null;
  for (const [prefix, namespace] of Object.entries(prefixes)) {
    if (!iri.startsWith(namespace)) continue;
    const local = iri.slice(namespace.length);
    // The longest namespace wins, so `…/def/person#` is never mistaken for a term of a shorter one.
    if (SAFE_LOCAL_NAME.test(local) && (!best || namespace.length > (prefixes[best.prefix] ?? "").length)) {
      best = { prefix, local };
    }
  }
  return best;
}

/** How many times each blank or named node is the object of a triple: nodes used once can be nested. */
export function objectReferenceCounts(triples: readonly Triple[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of triples) {
    if (t.object.termType === "Literal") continue;
    const key = nodeKey(t.object);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

export function nodeKey(node: Subject): string {
  return `${node.termType === "BlankNode" ? "_:" : ""}${node.value}`;
}

/** Triples grouped by subject, subjects in order of first appearance (so the root comes first). */
export function groupBySubject(
  triples: readonly Triple[],
): Map<string, { subject: Subject; triples: Triple[] }> {
  const groups = new Map<string, { subject: Subject; triples: Triple[] }>();
  for (const t of triples) {
    const key = nodeKey(t.subject);
    const group = groups.get(key) ?? { subject: t.subject, triples: [] };
    group.triples.push(t);
    groups.set(key, group);
  }
  return groups;
}

export interface GraphLayout {
  groups: Map<string, { subject: Subject; triples: Triple[] }>;
  /** Subjects written as separate descriptions, root first. */
  topLevel: string[];
  /** Blank nodes written inline where they are used (used exactly once, reachable without a cycle). */
  nested: Set<string>;
}

/**
 * Decides, for Turtle and JSON-LD alike, which blank nodes are written inline (`[ … ]`, an embedded
 * object) and which are separate descriptions with a label, so both stay readable and nothing is lost.
 */
export function layoutGraph(graph: Graph): GraphLayout {
  const groups = groupBySubject(graph.triples);
  const counts = objectReferenceCounts(graph.triples);
  const rootKey = nodeKey(graph.root);
  const nested = new Set<string>();
  const placed = new Set<string>();
  const topLevel: string[] = [];

  const visit = (key: string) => {
    for (const t of groups.get(key)?.triples ?? []) {
      if (t.object.termType !== "BlankNode") continue;
      const child = nodeKey(t.object);
      if (counts.get(child) === 1 && !placed.has(child) && child !== rootKey) {
        placed.add(child);
        nested.add(child);
        visit(child);
      }
    }
  };
  const place = (key: string) => {
    if (placed.has(key)) return;
    placed.add(key);
    topLevel.push(key);
    visit(key);
  };

  if (groups.has(rootKey)) place(rootKey);
  for (const [key, g] of groups) if (g.subject.termType === "NamedNode" || counts.get(key) !== 1) place(key);
  // Whatever is left is a cycle of blank nodes used once each: break it by writing one of them on its own.
  for (const key of groups.keys()) place(key);
  return { groups, topLevel, nested };
}
