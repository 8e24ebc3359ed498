/**
 * Addresses written as prose, as submission XML carries them ("44 Cupar Crescent, Corby Northamptonshire
 * NN17 1RF. Factory Cook (Retired)"): the address is what runs up to its UK postcode, its lines the parts
 * between commas, and whatever follows the postcode is left for the caller (an occupation, a note). Pure.
 */
import type { AddressData } from "../placement/forms/address-answers.ts";

/** A UK postcode inside text, as notices print them (upper case, the space optional). */
const POSTCODE_IN_TEXT = /\b([A-Z]{1,2}[0-9][A-Z0-9]?) ?([0-9][A-Z]{2})\b/;

/** The most lines an address keeps (the notice-data schema's limit). */
const MAX_LINES = 8;

export interface ProseAddress {
  address: AddressData;
  /** Offsets within the text: the address through its postcode, and the postcode alone. */
  span: { start: number; end: number };
  postcodeSpan: { start: number; end: number };
  /** What follows the postcode, without the full stop or comma that separates it. */
  rest: string;
}

export function findPostcode(text: string): { postcode: string; start: number; end: number } | null {
  const match = POSTCODE_IN_TEXT.exec(text);
  if (!match) return null;
  return { postcode: `${match[1]} ${match[2]}`, start: match.index, end: match.index + match[0].length };
}

/** The address in `text` that ends with a postcode, or null when the text has no postcode. */
export function proseAddress(text: string): ProseAddress | null {
  const found = findPostcode(text);
  if (!found) return null;
  const before = text.slice(0, found.start);
  const lines = before
    .split(",")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  if (lines.length === 0) return null;
  const kept =
    lines.length > MAX_LINES
      ? [...lines.slice(0, MAX_LINES - 1), lines.slice(MAX_LINES - 1).join(" ")]
      : lines;
  const start = before.length - before.trimStart().length;
  return {
    address: { lines: kept, postcode: found.postcode },
    span: { start, end: found.end },
    postcodeSpan: { start: found.start, end: found.end },
    rest: text
      .slice(found.end)
      .replace(/^[\s.,;]+/, "")
      .replace(/\s+/g, " ")
      .trim(),
  };
}
