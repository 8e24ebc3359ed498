/**
 * Tags on a plain-text notice (issue 12 point 3; spec §3, §4, §5, §8): spans of the notice's text marked
 * as what they are — a company's name or number, a person, an address, a date, a court, a case number —
 * so that a notice typed or pasted as text still gives the Gazette its structured data.
 *
 * A tag is a half-open range of the text, `[start, end)`, counted in the string's own units (UTF-16, as
 * a textarea's selectionStart and String.slice count), after line endings are made `\n` (browsers post a
 * textarea's lines as `\r\n` but count them as one character). Tags may sit side by side or one inside
 * another (a postcode inside an address), never across one another (spec §5). Pure: browser and server.
 */
import { postcodeUK } from "../../../lib/forms/extra-methods.ts";
import { ID_PATTERNS } from "../../../lib/ids.ts";

/** The kinds of tag, the fields domain.md names for the common notice types, with their labels. */
export const TAG_KINDS = {
  "company-name": "Company name",
  "company-number": "Company number",
  "trading-name": "Trading name",
  "person-name": "Person's name",
  address: "Address",
  postcode: "Postcode",
  date: "Date",
  court: "Court",
  "case-number": "Case number",
} as const;

export type TagKind = keyof typeof TAG_KINDS;

export const TAG_KIND_OPTIONS: readonly { value: TagKind; label: string }[] = Object.entries(TAG_KINDS).map(
  ([value, label]) => ({ value: value as TagKind, label }),
);

export function isTagKind(value: unknown): value is TagKind {
  return typeof value === "string" && Object.hasOwn(TAG_KINDS, value);
}

/** A tag as the notice keeps it. */
export interface Tag {
  kind: TagKind;
  start: number;
  end: number;
  /** The tagged text, `text.slice(start, end)`. */
  value: string;
}

export type TagSpan = Pick<Tag, "start" | "end">;

/** Limits: the notice's text, one tag's text, and how many tags a notice may have. */
export const PLAIN_TEXT_LIMITS = { text: 20_000, tag: 300, tags: 200 } as const;

/** The messages, the spec's verbatim where it has one (§8 keeps its spelling). */
export const TAG_MESSAGES = {
  overlap: "Your selection cannot be marked as a tag because it overlaps an exisiting selection.",
  required: "Required.",
  textTooLong: `The notice text must be ${PLAIN_TEXT_LIMITS.text.toLocaleString("en-GB")} characters or fewer.`,
  tooManyTags: `A notice can have at most ${PLAIN_TEXT_LIMITS.tags} tags.`,
  tagTooLong: `A tag can be at most ${PLAIN_TEXT_LIMITS.tag} characters long.`,
  chooseKind: "Choose what the tagged text is.",
  noSelection: "Select the text to tag in the notice text first.",
  blank: "A tag must include more than spaces and line breaks.",
  whatToTag: "Enter the text to tag, or the numbers of its first and last characters.",
  wholeNumbers: "Give the first and last characters as whole numbers, counting from 1.",
  outOfText: (length: number) =>
    `The first and last characters must be between 1 and ${length}, the last not before the first.`,
  quoteAbsent: (quote: string) => `‘${quote}’ is not in the notice text.`,
  quoteAmbiguous: (quote: string, times: number) =>
    `‘${quote}’ is in the notice text ${times} times: give the numbers of its first and last characters instead.`,
  gone: (value: string) => `‘${value}’ is no longer in the notice text: tag it again, or remove the tag.`,
  notCompanyNumber: (value: string) =>
    `‘${value}’ is not a company number (8 letters and digits, such as 01234567 or SC123456).`,
  notPostcode: (value: string) => `‘${value}’ is not a UK postcode.`,
} as const;

/** Line endings as a textarea counts them. */
export function normaliseText(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/** Spec §5: two spans partially overlap when each starts inside the other's extent and neither holds the other. */
export function partiallyOverlaps(a: TagSpan, b: TagSpan): boolean {
  return (
    (a.start < b.start && b.start < a.end && a.end < b.end) ||
    (b.start < a.start && a.start < b.end && b.end < a.end)
  );
}

/** The first tag the span would cross, if any. */
export function overlappingTag<T extends TagSpan>(span: TagSpan, tags: readonly T[]): T | undefined {
  return tags.find((t) => partiallyOverlaps(span, t));
}

/** Every index at which `quote` occurs in `text` (overlapping occurrences included). */
export function occurrences(text: string, quote: string): number[] {
  const found: number[] = [];
  if (!quote) return found;
  for (let at = text.indexOf(quote); at !== -1; at = text.indexOf(quote, at + 1)) found.push(at);
  return found;
}

/** Where a quoted piece of text is: the one place it occurs, or why it cannot be tagged. */
export function locateQuote(
  text: string,
  quote: string,
): { ok: true; span: TagSpan } | { ok: false; message: string } {
  const at = occurrences(text, quote);
  if (at.length === 0) return { ok: false, message: TAG_MESSAGES.quoteAbsent(quote) };
  if (at.length > 1) return { ok: false, message: TAG_MESSAGES.quoteAmbiguous(quote, at.length) };
  return { ok: true, span: { start: at[0]!, end: at[0]! + quote.length } };
}

/**
 * A tag's span after the text was edited: where it was, if its text is still there; else the occurrence
 * of its text nearest to where it was; else none (the text is gone).
 */
export function relocate(text: string, value: string, start: number): TagSpan | null {
  if (start >= 0 && text.slice(start, start + value.length) === value && value)
    return { start, end: start + value.length };
  const at = occurrences(text, value);
  if (at.length === 0) return null;
  const nearest = at.reduce((best, i) => (Math.abs(i - start) < Math.abs(best - start) ? i : best));
  return { start: nearest, end: nearest + value.length };
}

/** What is wrong with a tag's text, if anything: blank, too long, or not what its kind says it is. */
export function tagValueProblem(kind: TagKind, value: string): string | null {
  if (!value.trim()) return TAG_MESSAGES.blank;
  if (value.length > PLAIN_TEXT_LIMITS.tag) return TAG_MESSAGES.tagTooLong;
  if (kind === "company-number" && !ID_PATTERNS.companiesHouseNumber.test(value.trim().toUpperCase()))
    return TAG_MESSAGES.notCompanyNumber(value);
  if (kind === "postcode" && !postcodeUK.test(value)) return TAG_MESSAGES.notPostcode(value);
  return null;
}

/** Tags in reading order; of two starting together, the outer first (so nesting renders inside out). */
export function inReadingOrder<T extends TagSpan>(tags: readonly T[]): T[] {
  return [...tags].sort((a, b) => a.start - b.start || b.end - a.end);
}
