/**
 * Gazette submission XML (placement-api.md "The submission XML"; the real sample bundle in
 * shared/data/submissions): `Gazette` (its `Title` the edition) → `Body` → `Category` → `Notice`
 * (`Reference`, `Type`) → `ukm:Metadata` and the notice's own inline elements, the text between them being
 * part of the notice. Each notice becomes the text it prints (line breaks where the source breaks lines)
 * with its elements as ADR 017's tags — a person's name, an address and its postcode, a date — so a notice
 * of any type read from XML is kept as the site keeps a tagged plain-text notice. For 2903 the elements
 * also give the deceased-estate fields (the deceased, the date of death, the personal representatives, the
 * claims deadline) that search, linked data and the timelines read. Pure.
 *
 * Safety: a DOCTYPE or entity declaration is refused outright (no entity expansion, no external entities);
 * only the five predefined entities and character references are read.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { isRealIsoDate } from "../../lib/dates.ts";
import { plainTextNoticeData } from "../placement/plain-text/plain-text-notice.ts";
import type { SavedTag } from "../placement/plain-text/tag-fields.ts";
import { PLAIN_TEXT_LIMITS, type Tag, type TagKind } from "../placement/plain-text/tags.ts";
import {
  BUNDLE_MESSAGES,
  type BundleEntry,
  type BundleReading,
  editionFromName,
  MAX_BUNDLE_NOTICES,
} from "./bundle-entry.ts";
import { findPostcode } from "./free-text-address.ts";
import { deceasedEstateFromXml } from "./submission-xml-2903.ts";
import {
  attributesOf,
  childElements,
  elementName,
  textOf,
  type XmlElement,
  type XmlNode,
} from "./xml-nodes.ts";

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  trimValues: false,
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
});

/** Elements whose text is a tag of one kind wherever they appear. */
const ELEMENT_TAGS: Readonly<Record<string, TagKind>> = {
  PersonName: "person-name",
  CompanyName: "company-name",
  CompanyNumber: "company-number",
  TradingName: "trading-name",
  Court: "court",
  CaseNumber: "case-number",
};

/** Elements whose prose is an address ending with its postcode (the rest, e.g. an occupation, is not). */
const ADDRESS_ELEMENTS = new Set(["PersonDetails", "NoticeOfClaims", "Address"]);

/** An element's place in the notice's text, once its text has been written. */
export interface PlacedElement {
  element: XmlElement;
  name: string;
  start: number;
  end: number;
}

/**
 * The notice's text as it prints, and where each element's text lies in it. Runs of spaces become one;
 * whitespace that holds a line break between elements becomes a line break, as the source lays it out.
 */
export function noticeText(notice: XmlElement): { text: string; placed: PlacedElement[] } {
  let out = "";
  const placed: PlacedElement[] = [];
  const breakLine = () => {
    out = out.replace(/ +$/, "");
    if (out !== "" && !out.endsWith("\n")) out += "\n";
  };
  const write = (raw: string) => {
    if (/^\s*$/.test(raw)) {
      if (raw.includes("\n")) breakLine();
      else if (out !== "" && !/[ \n]$/.test(out)) out += " ";
      return;
    }
    let chunk = raw.replace(/\s+/g, " ");
    if (out === "" || /[ \n]$/.test(out)) chunk = chunk.trimStart();
    out += chunk;
  };
  const walk = (nodes: readonly XmlNode[]) => {
    for (const node of nodes) {
      if ("#text" in node) {
        write(String(node["#text"]));
        continue;
      }
      const name = elementName(node);
      if (!name || name === "Metadata") continue;
      let start = out.length;
      walk(childElements(node));
      let end = out.length;
      while (start < end && /\s/.test(out[start]!)) start++;
      while (end > start && /\s/.test(out[end - 1]!)) end--;
      if (end > start) placed.push({ element: node, name, start, end });
    }
  };
  walk(childElements(notice));
  return { text: out.trimEnd(), placed };
}

/** The tags the elements give: named elements whole, addresses through their postcode, dated elements. */
function tagsOf(text: string, placed: readonly PlacedElement[]): Tag[] {
  const tags: Tag[] = [];
  const add = (kind: TagKind, start: number, end: number) => {
    if (end - start <= PLAIN_TEXT_LIMITS.tag) tags.push({ kind, start, end, value: text.slice(start, end) });
  };
  for (const p of placed) {
    const kind = ELEMENT_TAGS[p.name];
    if (kind) add(kind, p.start, p.end);
    else if (ADDRESS_ELEMENTS.has(p.name)) {
      const prose = proseAddressAt(text, p.start, p.end);
      if (prose) {
        add("address", prose.start, prose.end);
        add("postcode", prose.postcodeStart, prose.end);
      }
    } else if (isRealIsoDate(attributesOf(p.element).Date ?? "")) add("date", p.start, p.end);
  }
  return tags;
}

/** An address element's prose runs up to its postcode; what follows (an occupation…) is not address. */
function proseAddressAt(text: string, start: number, end: number) {
  const found = findPostcode(text.slice(start, end));
  return found && { start, end: start + found.end, postcodeStart: start + found.start };
}

function metadataValue(notice: XmlElement, name: string): string {
  const metadata = childElements(notice).find((n) => elementName(n) === "Metadata");
  const field = metadata && childElements(metadata).find((n) => elementName(n) === name);
  return field ? textOf(field).trim() : "";
}

/** Every Notice element below the Body, in document order (not looking inside a notice). */
function noticesIn(nodes: readonly XmlNode[], found: XmlElement[] = []): XmlElement[] {
  for (const node of nodes) {
    const name = elementName(node);
    if (!name) continue;
    if (name === "Notice") found.push(node);
    else noticesIn(childElements(node), found);
  }
  return found;
}

function entryOf(notice: XmlElement, position: number, edition: string): BundleEntry {
  const attributes = attributesOf(notice);
  const problems: string[] = [];
  const noticeCode = (attributes.Type ?? "").trim();
  if (!noticeCode) problems.push(BUNDLE_MESSAGES.missingCode);
  const editionId = editionFromName(edition);
  if (edition && !editionId) problems.push(BUNDLE_MESSAGES.edition(edition));
  const publishDate = metadataValue(notice, "PublishDate");
  if (publishDate && !isRealIsoDate(publishDate))
    problems.push(BUNDLE_MESSAGES.date("PublishDate", publishDate));
  const { text, placed } = noticeText(notice);
  if (text.length > PLAIN_TEXT_LIMITS.text)
    problems.push(
      `The notice's text is longer than ${PLAIN_TEXT_LIMITS.text.toLocaleString("en-GB")} characters`,
    );
  const tags = tagsOf(text, placed).slice(0, PLAIN_TEXT_LIMITS.tags);
  const saved: SavedTag[] = tags.map((tag, index) => ({ ...tag, id: index + 1 }));
  const data: Record<string, unknown> = { ...plainTextNoticeData(text, saved) };
  if (noticeCode === "2903") {
    const estate = deceasedEstateFromXml(notice);
    Object.assign(data, estate.data);
    problems.push(...estate.problems);
  }
  return {
    position,
    reference: attributes.Reference?.trim() || null,
    noticeCode,
    editionId,
    publishDate: publishDate && isRealIsoDate(publishDate) ? publishDate : null,
    data,
    rendering: "plain-text",
    text,
    tags,
    problems,
  };
}

/** Reads a submission XML document into its notices, or says why it cannot. */
export function readSubmissionXml(xml: string): BundleReading {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return { ok: false, message: BUNDLE_MESSAGES.doctype };
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    return { ok: false, message: BUNDLE_MESSAGES.notXml(`${valid.err.msg} (line ${valid.err.line})`) };
  const document = parser.parse(xml) as XmlNode[];
  const gazette = document.find((n) => elementName(n) === "Gazette");
  const body = gazette && childElements(gazette).find((n) => elementName(n) === "Body");
  if (!gazette || !body) return { ok: false, message: BUNDLE_MESSAGES.notGazetteXml };
  const notices = noticesIn(childElements(body));
  if (notices.length === 0) return { ok: false, message: BUNDLE_MESSAGES.noNotices };
  if (notices.length > MAX_BUNDLE_NOTICES)
    return { ok: false, message: BUNDLE_MESSAGES.tooMany(notices.length) };
  const edition = attributesOf(gazette).Title ?? "";
  return { ok: true, format: "xml", entries: notices.map((notice, i) => entryOf(notice, i + 1, edition)) };
}
