/**
 * The spec's "extra methods" (§5): checks beyond required/e-mail/number that a field may ask for — word
 * counts, UK postcodes and telephone numbers, US ZIP codes, vehicle identification numbers, credit card
 * types, IPv4 and IPv6 addresses, times (24-hour and 12-hour), file extensions and a pattern. Each is a
 * pure test with its message (the catalogue's words where §8 has them), so a zod field can use it
 * (`z.string().refine(...check(postcodeUK))`) and a browser script could too. An empty value passes every
 * check: whether an answer is needed is the field's `required` rule, not these.
 */
import { MESSAGES } from "./messages.ts";

export interface ExtraMethod {
  test(value: string): boolean;
  message: string;
}

/** The arguments of zod's `refine` for a method: an empty answer passes (see above). */
export function check(method: ExtraMethod): [(value: string) => boolean, string] {
  return [(value) => value === "" || method.test(value), method.message];
}

// ---------------------------------------------------------------------------------------------------
// Words
// ---------------------------------------------------------------------------------------------------

/**
 * Words in a text, markup left out: runs of letters and digits, with apostrophes and hyphens inside a
 * word ("don't", "well-known") keeping it one word.
 */
export function countWords(text: string): number {
  const plain = text.replace(/<[^>]*>/g, " ").replace(/&[a-z]+;|&#\d+;/gi, " ");
  return plain.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

export function maxWords(max: number): ExtraMethod {
  return { test: (v) => countWords(v) <= max, message: `Please enter ${max} words or fewer.` };
}

export function minWords(min: number): ExtraMethod {
  return { test: (v) => countWords(v) >= min, message: `Please enter at least ${min} words.` };
}

export function rangeWords(min: number, max: number): ExtraMethod {
  return {
    test: (v) => {
      const n = countWords(v);
      return n >= min && n <= max;
    },
    message: `Please enter between ${min} and ${max} words.`,
  };
}

// ---------------------------------------------------------------------------------------------------
// Places and numbers
// ---------------------------------------------------------------------------------------------------

/** A full UK postcode, upper case, the space before the inward code optional: outward and inward code. */
export const UK_POSTCODE = /^([A-Z]{1,2}[0-9][A-Z0-9]?) ?([0-9][A-Z]{2})$/;
/** The outward code alone (`SW1A`, `LS1`). */
export const UK_OUTWARD_CODE = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/;

export const postcodeUK: ExtraMethod = {
  test: (v) => UK_POSTCODE.test(v.trim().toUpperCase().replace(/\s+/g, " ")),
  message: MESSAGES.postcode,
};

/**
 * A UK telephone number: +44, 0044 or 0, then ten digits (nine for a few old numbers) not starting with
 * 0; spaces, brackets and dashes as people write them are allowed.
 */
export const phoneUK: ExtraMethod = {
  test: (v) => {
    const compact = v.replace(/[\s()-]/g, "");
    return /^(?:\+44|0044|0)[1-9]\d{8,9}$/.test(compact);
  },
  message: MESSAGES.telephone,
};

export const zipUS: ExtraMethod = {
  test: (v) => /^\d{5}(?:-\d{4})?$/.test(v.trim()),
  message: "Please enter a valid US ZIP code.",
};

// The transliteration table of ISO 3779: letters count 1–9 in turn, restarting at J and at S, and I, O
// and Q are never used. Written out: clearer than a formula.
// biome-ignore format: a table reads better in rows
const VIN_VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** A 17-character vehicle identification number whose ninth character is its check digit. */
export const vin: ExtraMethod = {
  test: (v) => {
    const value = v.trim().toUpperCase();
    if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(value)) return false;
    let sum = 0;
    for (let i = 0; i < 17; i++) {
      const c = value[i]!;
      sum += (/\d/.test(c) ? Number(c) : (VIN_VALUES[c] ?? 0)) * VIN_WEIGHTS[i]!;
    }
    const remainder = sum % 11;
    return value[8] === (remainder === 10 ? "X" : String(remainder));
  },
  message: "Please enter a valid vehicle identification number (VIN).",
};

// ---------------------------------------------------------------------------------------------------
// Credit cards
// ---------------------------------------------------------------------------------------------------

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

function startsWithin(digits: string, length: number, from: number, to: number): boolean {
  const prefix = Number(digits.slice(0, length));
  return prefix >= from && prefix <= to;
}

/** Each scheme's issuer prefixes and card lengths. */
export const CARD_TYPES = {
  visa: { lengths: [13, 16, 19], prefix: (d: string) => d.startsWith("4") },
  mastercard: {
    lengths: [16],
    prefix: (d: string) => startsWithin(d, 2, 51, 55) || startsWithin(d, 4, 2221, 2720),
  },
  amex: { lengths: [15], prefix: (d: string) => /^3[47]/.test(d) },
  discover: {
    lengths: [16, 17, 18, 19],
    prefix: (d: string) => d.startsWith("6011") || d.startsWith("65") || startsWithin(d, 3, 644, 649),
  },
  diners: { lengths: [14], prefix: (d: string) => startsWithin(d, 3, 300, 305) || /^3[68]/.test(d) },
  jcb: { lengths: [16, 17, 18, 19], prefix: (d: string) => startsWithin(d, 4, 3528, 3589) },
} as const;

export type CardType = keyof typeof CARD_TYPES;

/** The scheme of a card number (spaces and dashes allowed), or null when it is not a valid number. */
export function cardTypeOf(value: string): CardType | null {
  const digits = value.replace(/[\s-]/g, "");
  if (!/^\d+$/.test(digits) || !passesLuhn(digits)) return null;
  for (const [type, rule] of Object.entries(CARD_TYPES) as [CardType, (typeof CARD_TYPES)[CardType]][])
    if ((rule.lengths as readonly number[]).includes(digits.length) && rule.prefix(digits)) return type;
  return null;
}

/** A valid card number of one of the accepted schemes. */
export function creditCardTypes(accepted: readonly CardType[]): ExtraMethod {
  return {
    test: (v) => {
      const type = cardTypeOf(v);
      return type !== null && accepted.includes(type);
    },
    message: "Please enter a valid credit card number.",
  };
}

// ---------------------------------------------------------------------------------------------------
// Internet addresses
// ---------------------------------------------------------------------------------------------------

const IPV4_PART = /^(?:0|[1-9]\d{0,2})$/;

function isIpv4(value: string): boolean {
  const parts = value.split(".");
  return parts.length === 4 && parts.every((p) => IPV4_PART.test(p) && Number(p) <= 255);
}

function isIpv6(value: string): boolean {
  const halves = value.split("::");
  if (halves.length > 2) return false;
  const groups = (text: string) => (text === "" ? [] : text.split(":"));
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  const all = [...head, ...tail];
  // The last group may be an IPv4 address, which counts as two groups.
  const last = all.at(-1) ?? "";
  const embedded = last.includes(".");
  if (embedded && !isIpv4(last)) return false;
  const hex = embedded ? all.slice(0, -1) : all;
  if (!hex.every((g) => /^[0-9A-Fa-f]{1,4}$/.test(g))) return false;
  const count = hex.length + (embedded ? 2 : 0);
  return halves.length === 2 ? count <= 7 : count === 8;
}

export const ipv4: ExtraMethod = {
  test: (v) => isIpv4(v.trim()),
  message: "Please enter a valid IPv4 address.",
};

export const ipv6: ExtraMethod = {
  test: (v) => isIpv6(v.trim()),
  message: "Please enter a valid IPv6 address.",
};

// ---------------------------------------------------------------------------------------------------
// Times, file names, patterns
// ---------------------------------------------------------------------------------------------------

/** hh:mm on the 24-hour clock, 00:00 to 23:59. */
export const TIME_24 = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** h:mm with am or pm, 1:00 to 12:59. */
export const TIME_12 = /^(0?[1-9]|1[0-2]):([0-5]\d) ?([ap])\.?m\.?$/i;

export const time24: ExtraMethod = { test: (v) => TIME_24.test(v.trim()), message: MESSAGES.time };
export const time12: ExtraMethod = { test: (v) => TIME_12.test(v.trim()), message: MESSAGES.time };

/** A file name ending in one of `extensions` (without dots; any case). */
export function extension(extensions: readonly string[] = ["png", "jpeg", "jpg", "gif"]): ExtraMethod {
  const wanted = new Set(extensions.map((e) => e.toLowerCase()));
  return {
    test: (v) => {
      const dot = v.lastIndexOf(".");
      return dot > 0 && wanted.has(v.slice(dot + 1).toLowerCase());
    },
    message: "Please choose a file with a valid extension.",
  };
}

/** The whole answer matches `regex` (anchored here, as the HTML `pattern` attribute is). */
export function pattern(regex: RegExp, message: string = MESSAGES.format): ExtraMethod {
  const whole = new RegExp(`^(?:${regex.source})$`, regex.flags.replace("g", ""));
  return { test: (v) => whole.test(v), message };
}
