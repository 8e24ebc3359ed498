/**
 * The tag fields of the plain-text notice form, as posted (spec §3, §4): each tag is a group of fields
 * named by its id, a random whole number from 1 to 9,999,999 ("up to about 10 million"):
 *
 * | name              | value                                                                         |
 * |-------------------|-------------------------------------------------------------------------------|
 * | `tag-{id}-kind`   | what the text is (TAG_KINDS)                                                  |
 * | `tag-{id}-status` | `new` (made, nothing selected yet), `original` (saved before), `added` (filled |
 * |                   | with a selection now)                                                         |
 * | `tag-{id}-start`  | where the text starts (0-based); `-1` for a new tag, `-3` for a removed one   |
 * | `tag-{id}-end`    | where it ends (exclusive); empty for -1 and -3                                |
 * | `tag-{id}-text`   | the tagged text                                                               |
 * | `tag-{id}-added`  | sent for an added tag only: its text                                          |
 * | `tag-{id}-removed`| sent for a removed original tag only: its text                                |
 *
 * A removed tag that was never saved is simply no longer sent ("cleared"). The same fields are written
 * by the server's page (hidden inputs) and by the page's script, so a round trip without JavaScript and a
 * post with it read alike. The server trusts none of it: the text is where the tag's offsets say, or the
 * tag is found again by its text (relocate), or the post is refused with a message.
 *
 * Without JavaScript a tag is added by the `new-tag-*` fields: its kind and either the text to tag,
 * quoted (it must occur exactly once), or the numbers of its first and last characters, counted from 1.
 */
import type { FieldError } from "../../../lib/forms/parse-form.ts";
import {
  inReadingOrder,
  isTagKind,
  locateQuote,
  normaliseText,
  overlappingTag,
  PLAIN_TEXT_LIMITS,
  relocate,
  TAG_MESSAGES,
  type Tag,
  type TagKind,
  type TagSpan,
  tagValueProblem,
} from "./tags.ts";

export const TAG_STATUSES = ["new", "original", "added"] as const;
export type TagStatus = (typeof TAG_STATUSES)[number];

/** Spec §3: the position field of a tag not yet filled, and of a removed one. */
export const TAG_START = { new: -1, removed: -3 } as const;

/** Spec §4: ids are random, up to about 10 million. */
export const MAX_TAG_ID = 9_999_999;

/** One tag field of the form. `start` is -1 (new) or -3 (removed), or the start of the tagged text. */
export interface TagField {
  id: number;
  kind: TagKind;
  status: TagStatus;
  start: number;
  end: number;
  text: string;
}

/** A tag kept by the notice: its field's id rides along, so a saved tag comes back as the same field. */
export interface SavedTag extends Tag {
  id: number;
}

export const isRemoved = (field: TagField) => field.start === TAG_START.removed;
export const isUnfilled = (field: TagField) => field.start === TAG_START.new;

/** The error summary's link target for a tag: its row in the list of tags. */
export const tagAnchor = (id: number) => `tag-${id}`;

/** A new id for a tag field, unused by the form's others. */
export function newTagId(taken: Iterable<number>, random: () => number = Math.random): number {
  const used = new Set(taken);
  for (;;) {
    const id = 1 + Math.floor(random() * MAX_TAG_ID);
    if (id >= 1 && id <= MAX_TAG_ID && !used.has(id)) return id;
  }
}

/** The name and value of every field a tag posts (hidden inputs), by the table above. */
export function tagFieldInputs(field: TagField): [name: string, value: string][] {
  const p = `tag-${field.id}`;
  const positioned = field.start >= 0;
  const inputs: [string, string][] = [
    [`${p}-kind`, field.kind],
    [`${p}-status`, field.status],
    [`${p}-start`, String(field.start)],
    [`${p}-end`, positioned ? String(field.end) : ""],
    [`${p}-text`, field.text],
  ];
  if (field.status === "added" && positioned) inputs.push([`${p}-added`, field.text]);
  if (field.status === "original" && isRemoved(field)) inputs.push([`${p}-removed`, field.text]);
  return inputs;
}

/** A tag field made for a new selection: added, at its place. */
export function addedField(id: number, kind: TagKind, text: string, span: TagSpan): TagField {
  return {
    id,
    kind,
    status: "added",
    start: span.start,
    end: span.end,
    text: text.slice(span.start, span.end),
  };
}

/** Spec §4: removing an added tag clears it; an original one stays, reported removed (-3). */
export function removeField(fields: readonly TagField[], id: number): TagField[] {
  return fields.flatMap((f) => {
    if (f.id !== id) return [f];
    return f.status === "original" ? [{ ...f, start: TAG_START.removed, end: TAG_START.removed }] : [];
  });
}

type Form = FormData | URLSearchParams;

const text = (form: Form, name: string): string => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

const FIELD_ID = /^tag-([1-9]\d{0,6})-kind$/;
const OFFSET = /^(?:-1|-3|0|[1-9]\d{0,6})$/;

/**
 * The tag fields posted, in the order of the form, and what is wrong with any of them. A field with a
 * malformed id is not a tag field at all and is ignored, as any unknown field is.
 */
export function readTagFields(form: Form): { fields: TagField[]; errors: FieldError[] } {
  const fields: TagField[] = [];
  const errors: FieldError[] = [];
  const seen = new Set<number>();
  for (const name of new Set(form.keys())) {
    const match = FIELD_ID.exec(name);
    if (!match) continue;
    const id = Number(match[1]);
    if (seen.has(id) || fields.length >= PLAIN_TEXT_LIMITS.tags * 2) continue;
    seen.add(id);
    const p = `tag-${id}`;
    const kind = text(form, `${p}-kind`);
    const statusText = text(form, `${p}-status`);
    const status: TagStatus = (TAG_STATUSES as readonly string[]).includes(statusText)
      ? (statusText as TagStatus)
      : "added";
    const startText = text(form, `${p}-start`);
    const endText = text(form, `${p}-end`);
    const value = normaliseText(text(form, `${p}-text`));
    const removed = form.has(`${p}-removed`) || startText === String(TAG_START.removed);
    if (!isTagKind(kind)) {
      if (!removed) errors.push({ field: tagAnchor(id), message: TAG_MESSAGES.chooseKind });
      continue;
    }
    let start = OFFSET.test(startText) ? Number(startText) : TAG_START.new;
    if (removed) start = TAG_START.removed;
    // A filled tag whose offsets are missing is found again by its text (relocate): -1 with text means "somewhere".
    const end =
      start >= 0 && /^\d{1,7}$/.test(endText) ? Number(endText) : start >= 0 ? start + value.length : start;
    fields.push({ id, kind, status, start, end, text: value });
  }
  return { fields, errors };
}

/**
 * The tags the fields make of the text: each live field's text where its offsets say, or found again
 * nearest to where it was (the text was edited); refused when it is gone, blank, too long, not what its
 * kind says, or crosses an earlier tag (spec §5). Fields come back with their offsets brought up to date.
 */
export function resolveTags(
  noticeText: string,
  fields: readonly TagField[],
): { tags: SavedTag[]; fields: TagField[]; errors: FieldError[] } {
  const tags: SavedTag[] = [];
  const errors: FieldError[] = [];
  const out: TagField[] = [];
  for (const field of fields) {
    const wasPlaced = field.start >= 0 || (field.start === TAG_START.new && field.text !== "");
    if (isRemoved(field) || !wasPlaced) {
      out.push(field);
      continue;
    }
    const current = { ...field };
    out.push(current);
    const span = relocate(noticeText, field.text, Math.max(field.start, 0));
    const problem =
      span === null
        ? field.text.trim()
          ? TAG_MESSAGES.gone(field.text)
          : TAG_MESSAGES.blank
        : (tagValueProblem(field.kind, field.text) ??
          (overlappingTag(span, tags) ? TAG_MESSAGES.overlap : null) ??
          (tags.length >= PLAIN_TEXT_LIMITS.tags ? TAG_MESSAGES.tooManyTags : null));
    if (problem || !span) {
      errors.push({ field: tagAnchor(field.id), message: problem ?? TAG_MESSAGES.blank });
      continue;
    }
    current.start = span.start;
    current.end = span.end;
    tags.push({ id: field.id, kind: field.kind, start: span.start, end: span.end, value: field.text });
  }
  return { tags: inReadingOrder(tags), fields: out, errors };
}

/** The no-JavaScript way of adding a tag: its kind, and the text quoted or its first and last characters. */
export interface NewTagInput {
  kind: string;
  quote: string;
  first: string;
  last: string;
}

export const NEW_TAG_FIELDS = {
  kind: "new-tag-kind",
  quote: "new-tag-quote",
  first: "new-tag-first",
  last: "new-tag-last",
} as const;

export function readNewTag(form: Form): NewTagInput {
  return {
    kind: text(form, NEW_TAG_FIELDS.kind).trim(),
    quote: normaliseText(text(form, NEW_TAG_FIELDS.quote)),
    first: text(form, NEW_TAG_FIELDS.first).trim(),
    last: text(form, NEW_TAG_FIELDS.last).trim(),
  };
}

const POSITION = /^[1-9]\d{0,6}$/;

/**
 * Where the new tag goes: the quote's one occurrence (spaces around it do not count), or the characters
 * from `first` to `last` (counted from 1, both included); then the same rules as every tag.
 */
export function placeNewTag(
  noticeText: string,
  tags: readonly TagSpan[],
  input: NewTagInput,
): { ok: true; kind: TagKind; span: TagSpan } | { ok: false; errors: FieldError[] } {
  const fail = (field: string, message: string) => ({ ok: false as const, errors: [{ field, message }] });
  if (!isTagKind(input.kind)) return fail(NEW_TAG_FIELDS.kind, TAG_MESSAGES.chooseKind);
  let span: TagSpan;
  const quote = input.quote.trim();
  if (quote) {
    const found = locateQuote(noticeText, quote);
    if (!found.ok) return fail(NEW_TAG_FIELDS.quote, found.message);
    span = found.span;
  } else if (input.first || input.last) {
    if (!POSITION.test(input.first) || !POSITION.test(input.last))
      return fail(NEW_TAG_FIELDS.first, TAG_MESSAGES.wholeNumbers);
    const first = Number(input.first);
    const last = Number(input.last);
    if (last < first || last > noticeText.length)
      return fail(NEW_TAG_FIELDS.first, TAG_MESSAGES.outOfText(noticeText.length));
    span = { start: first - 1, end: last };
  } else {
    return fail(NEW_TAG_FIELDS.quote, TAG_MESSAGES.whatToTag);
  }
  const field = quote ? NEW_TAG_FIELDS.quote : NEW_TAG_FIELDS.first;
  const problem =
    tagValueProblem(input.kind, noticeText.slice(span.start, span.end)) ??
    (overlappingTag(span, tags) ? TAG_MESSAGES.overlap : null) ??
    (tags.length >= PLAIN_TEXT_LIMITS.tags ? TAG_MESSAGES.tooManyTags : null);
  if (problem) return fail(field, problem);
  return { ok: true, kind: input.kind, span };
}
