/**
 * A plain-text notice (issue 12 point 3): the text as typed or pasted, its tags, and what they make of
 * it — the notice's structured data (`notices.data`) and its XHTML body, paragraphs from blank lines and
 * each tag a `<span class="notice-tag notice-tag-{kind}">` (nested as the tags nest, split where a tag
 * runs over a paragraph break). Everything from the placer is escaped here; the body is sanitised again
 * when stored (notice-html.server.ts). Pure: the page's preview and the server use the same.
 */
import { z } from "zod";
import type { FieldError } from "../../../lib/forms/parse-form.ts";
import { MAX_TAG_ID, type SavedTag, type TagField } from "./tag-fields.ts";
import {
  inReadingOrder,
  normaliseText,
  PLAIN_TEXT_LIMITS,
  TAG_KINDS,
  TAG_MESSAGES,
  type TagKind,
} from "./tags.ts";

const savedTagSchema = z.object({
  id: z.number().int().min(1).max(MAX_TAG_ID),
  kind: z.enum(Object.keys(TAG_KINDS) as [TagKind, ...TagKind[]]),
  start: z.number().int().min(0),
  end: z.number().int().min(1),
  value: z.string().max(PLAIN_TEXT_LIMITS.tag),
});

export interface PlainTextAddress {
  text: string;
  /** A postcode tagged inside the address. */
  postcode?: string;
}

/** The structured data of a plain-text notice: the text and its tags, and the fields they name. */
export interface PlainTextNoticeData {
  text: string;
  tags: SavedTag[];
  company?: { name?: string; number?: string; tradingNames?: string[] };
  people?: { name: string }[];
  addresses?: PlainTextAddress[];
  postcodes?: string[];
  dates?: string[];
  court?: { name: string; caseNumber?: string };
  caseNumber?: string;
}

/** Every key of `data` a plain-text notice writes: saving replaces these and keeps any other. */
export const PLAIN_TEXT_DATA_KEYS = [
  "text",
  "tags",
  "company",
  "people",
  "addresses",
  "postcodes",
  "dates",
  "court",
  "caseNumber",
] as const satisfies readonly (keyof PlainTextNoticeData)[];

/** The text field's name on the page. */
export const TEXT_FIELD = "text";

/** The notice's text as posted: line endings made `\n`; 'Required.' when blank; at most 20,000 characters. */
export function readNoticeText(value: unknown): { text: string; errors: FieldError[] } {
  const text = normaliseText(typeof value === "string" ? value : "");
  if (!text.trim()) return { text, errors: [{ field: TEXT_FIELD, message: TAG_MESSAGES.required }] };
  if (text.length > PLAIN_TEXT_LIMITS.text)
    return {
      text: text.slice(0, PLAIN_TEXT_LIMITS.text),
      errors: [{ field: TEXT_FIELD, message: TAG_MESSAGES.textTooLong }],
    };
  return { text, errors: [] };
}

const clean = (value: string) => value.replace(/\s+/g, " ").trim();

/** The text and its tags (resolved, in reading order) as the notice's structured data. */
export function plainTextNoticeData(text: string, tags: readonly SavedTag[]): PlainTextNoticeData {
  const ordered = inReadingOrder(tags);
  const values = (kind: TagKind) => ordered.filter((t) => t.kind === kind).map((t) => clean(t.value));
  const data: PlainTextNoticeData = { text, tags: ordered };
  const [companyName] = values("company-name");
  const [companyNumber] = values("company-number");
  const tradingNames = values("trading-name");
  if (companyName || companyNumber || tradingNames.length > 0) {
    data.company = {
      ...(companyName ? { name: companyName } : {}),
      ...(companyNumber ? { number: companyNumber.toUpperCase() } : {}),
      ...(tradingNames.length > 0 ? { tradingNames } : {}),
    };
  }
  const people = values("person-name");
  if (people.length > 0) data.people = people.map((name) => ({ name }));
  const addresses = ordered.filter((t) => t.kind === "address");
  if (addresses.length > 0) {
    data.addresses = addresses.map((a) => {
      const postcode = ordered.find((t) => t.kind === "postcode" && t.start >= a.start && t.end <= a.end);
      return { text: clean(a.value), ...(postcode ? { postcode: clean(postcode.value).toUpperCase() } : {}) };
    });
  }
  const postcodes = values("postcode").map((p) => p.toUpperCase());
  if (postcodes.length > 0) data.postcodes = postcodes;
  const dates = values("date");
  if (dates.length > 0) data.dates = dates;
  const [court] = values("court");
  const [caseNumber] = values("case-number");
  if (court) data.court = { name: court, ...(caseNumber ? { caseNumber } : {}) };
  if (caseNumber) data.caseNumber = caseNumber;
  return data;
}

/**
 * A draft's saved text and tags, if it has any that still hold (a tag whose value is no longer where it
 * says is left out): anything else in `data` is not a plain-text notice's and is ignored.
 */
export function readPlainTextData(data: unknown): { text: string; tags: SavedTag[] } {
  const record = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
  const text = typeof record.text === "string" ? normaliseText(record.text) : "";
  const parsed = z.array(savedTagSchema).max(PLAIN_TEXT_LIMITS.tags).safeParse(record.tags);
  const tags = (parsed.success ? parsed.data : []).filter(
    (t) => t.end > t.start && text.slice(t.start, t.end) === t.value,
  );
  return { text, tags: inReadingOrder(tags) };
}

/** The saved tags as the form's fields: each an original one (spec §3). */
export function originalFields(tags: readonly SavedTag[]): TagField[] {
  return tags.map((t) => ({
    id: t.id,
    kind: t.kind,
    status: "original",
    start: t.start,
    end: t.end,
    text: t.value,
  }));
}

export type PlainTextTaskStatus = "not-started" | "in-progress" | "completed";

/**
 * For the draft's task list: not started until there is text; in progress while nothing is tagged (the
 * tags are what the Gazette's data is made of); completed with text and at least one tag.
 */
export function plainTextTaskStatus(notice: { data: unknown }): PlainTextTaskStatus {
  const { text, tags } = readPlainTextData(notice.data);
  if (!text.trim()) return "not-started";
  return tags.length > 0 ? "completed" : "in-progress";
}

/** A title for the draft: the first company or person tagged, else the notice type's name. */
export function plainTextTitle(data: Pick<PlainTextNoticeData, "tags">, noticeTypeName: string): string {
  const named = inReadingOrder(data.tags).find((t) => t.kind === "company-name" || t.kind === "person-name");
  return named ? clean(named.value).slice(0, 200) : noticeTypeName;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!).replace(/\n/g, "<br />");
}

/** One paragraph `[from, to)` of the text with its tags, clipped to it, as nested spans. */
function renderParagraph(text: string, from: number, to: number, tags: readonly SavedTag[]): string {
  const inside = inReadingOrder(
    tags
      .map((t) => ({ ...t, start: Math.max(t.start, from), end: Math.min(t.end, to) }))
      .filter((t) => t.start < t.end),
  );
  let html = "";
  let at = from;
  const open: number[] = [];
  const closeUpTo = (position: number) => {
    while (open.length > 0 && open.at(-1)! <= position) {
      const end = open.pop()!;
      html += `${escapeText(text.slice(at, end))}</span>`;
      at = end;
    }
  };
  for (const tag of inside) {
    closeUpTo(tag.start);
    html += `${escapeText(text.slice(at, tag.start))}<span class="notice-tag notice-tag-${tag.kind}">`;
    at = tag.start;
    open.push(tag.end);
  }
  closeUpTo(to);
  return `<p>${html}${escapeText(text.slice(at, to))}</p>`;
}

/** The notice's XHTML body: a paragraph for each run of text between blank lines, tags marked up. */
export function renderPlainTextNotice(data: Pick<PlainTextNoticeData, "text" | "tags">): string {
  const text = normaliseText(data.text);
  const paragraphs: string[] = [];
  const breaks = /\n[ \t]*\n\s*/g;
  let from = 0;
  for (let match = breaks.exec(text); ; match = breaks.exec(text)) {
    const to = match ? match.index : text.length;
    // Leading and trailing spaces of a paragraph are not part of it.
    let start = from;
    let end = to;
    while (start < end && /\s/.test(text[start]!)) start++;
    while (end > start && /\s/.test(text[end - 1]!)) end--;
    if (start < end) paragraphs.push(renderParagraph(text, start, end, data.tags));
    if (!match) break;
    from = match.index + match[0].length;
  }
  return paragraphs.join("\n");
}
