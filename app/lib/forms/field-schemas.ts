/**
 * The fields every form is built from, as zod schemas of the posted text (parseForm gives "" for a field
 * that was not sent): each says what it accepts, in the spec's words (§5, §8), what it becomes, and how
 * its input looks on the page (`meta({ input })`, read by html-constraints.ts). A form with a more
 * specific message of its own passes it in. No server-only imports: the browser checks with these too.
 */
import { z } from "zod";
import { ID_PATTERNS } from "../ids.ts";
import { parsePounds } from "../money.ts";
import {
  checkDateInput,
  type DateProblem,
  type DateRangeRules,
  SINGLE_DATE_MESSAGES,
  validateDateRange,
} from "./date-input.ts";
import { check, phoneUK, TIME_12, TIME_24 } from "./extra-methods.ts";
import type { InputMeta } from "./html-constraints.ts";
import { MESSAGES, tooBigMessage, tooLongMessage, UPLOAD_LIMIT_BYTES } from "./messages.ts";
import { parseForm } from "./parse-form.ts";

/** A schema with what its input looks like on the page (type, keyboard, accepted files…). */
function input<T extends z.ZodType>(schema: T, meta: InputMeta): T {
  return schema.meta({ input: meta }) as T;
}

// ---------------------------------------------------------------------------------------------------
// Text
// ---------------------------------------------------------------------------------------------------

/** Trimmed text that must be given (`required` said when empty), at most `max` long (`tooLong` beyond). */
function given(required: string, max: number, tooLong: string) {
  return z.string().trim().min(1, required).max(max, tooLong);
}

/** Trimmed text, required or not ("" when not given and not required). */
function trimmed(required: boolean) {
  return required ? z.string().trim().min(1, MESSAGES.required) : z.string().trim();
}

/** A required answer, trimmed, at most `max` characters. */
export function requiredText(max = 200, message: string = MESSAGES.required) {
  return given(message, max, tooLongMessage(max));
}

/** An optional answer, trimmed ("" when not given), at most `max` characters. */
export function optionalText(max = 200) {
  return z.string().trim().max(max, tooLongMessage(max));
}

/** A box that may be ticked: true when it was. */
export function ticked() {
  return z.string().transform((v) => v !== "");
}

/** A box that must be ticked (terms and conditions, an admin's checks). */
export function mustTick(message: string = MESSAGES.terms) {
  return z
    .string()
    .refine((v) => v !== "", message)
    .transform(() => true as const);
}

/** One of the offered values (radios, a select); anything else, or nothing, gets `message`. */
export function choice<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string = MESSAGES.required,
) {
  return z.enum(values, { error: message });
}

/** Ticked values of a checkbox group, each one of the offered values. */
export function choices<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string = MESSAGES.required,
) {
  return z.array(z.enum(values, { error: message }));
}

/** Web addresses are accepted with or without http(s)://; stored with it. */
export function normaliseUrl(value: string): string | null {
  const v = value.trim();
  if (v === "") return "";
  const withScheme = /^https?:\/\//i.test(v) ? v : `https://${v}`;
  try {
    const url = new URL(withScheme);
    if (!/^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname) || /\s/.test(v)) return null;
    return url.toString();
  } catch {
    return null;
  }
}

/** A web address (spec §8 "Please enter a valid URL."), optional; kept with its http(s)://. */
export function webAddress(message: string = MESSAGES.url) {
  return input(
    z
      .string()
      .max(300, message)
      .refine((v) => normaliseUrl(v) !== null, message)
      .transform((v) => normaliseUrl(v) ?? ""),
    { type: "url", inputMode: "url" },
  );
}

// ---------------------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------------------

/** A person's full name (the purchase form says "Full Name is mandatory", spec §8; others the default). */
export function fullName(max = 200, message: string = MESSAGES.required) {
  return requiredText(max, message);
}

/**
 * Every title a person may hold: registration offered Prof and Rev, the team forms "Other", so all of them
 * are valid everywhere (a title given at registration can always be saved again on the details forms).
 */
export const TITLES = ["Mr", "Mrs", "Miss", "Ms", "Mx", "Dr", "Prof", "Rev", "Other"] as const;
export type Title = (typeof TITLES)[number];

/** The options of a title select. */
export const TITLE_OPTIONS: readonly { value: Title; label: Title }[] = TITLES.map((t) => ({
  value: t,
  label: t,
}));

export function isTitle(value: unknown): value is Title {
  return typeof value === "string" && (TITLES as readonly string[]).includes(value);
}

/** A title from the list; spec §5: "Title must not be default". */
export function title(message: string = MESSAGES.required) {
  return choice(TITLES, message);
}

/** A title from the list, or none (""). */
export function optionalTitle(message: string = MESSAGES.required) {
  return z.enum(["", ...TITLES], { error: message });
}

// The address shape browsers accept for type=email (WHATWG), with a dot in the domain: what people can
// receive mail at.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
export const EMAIL_MAX = 254;

export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}

/**
 * An e-mail address, trimmed and (unless `keepCase`) lower-cased. `required` is said when it is empty,
 * `invalid` when it is not an address.
 */
export function email({
  required = MESSAGES.required,
  invalid = MESSAGES.email,
  keepCase = false,
}: {
  required?: string;
  invalid?: string;
  keepCase?: boolean;
} = {}) {
  return input(
    given(required, EMAIL_MAX, invalid)
      .refine(isEmailAddress, invalid)
      .transform((v) => (keepCase ? v : v.toLowerCase())),
    { type: "email", inputMode: "email" },
  );
}

/** An e-mail address that may be left out ("" when not given), lower-cased. */
export function optionalEmail(invalid: string = MESSAGES.email) {
  return input(
    z
      .string()
      .trim()
      .max(EMAIL_MAX, invalid)
      .refine((v) => v === "" || isEmailAddress(v), invalid)
      .transform((v) => v.toLowerCase()),
    { type: "email", inputMode: "email" },
  );
}

const TELEPHONE_MAX = 30;

/** Spec §5: digits and spaces, with an optional leading plus (and at least one digit). */
export function isTelephoneNumber(value: string): boolean {
  return value.length <= TELEPHONE_MAX && /^\+?[0-9 ]*[0-9][0-9 ]*$/.test(value);
}

/** Spec §5: a telephone number, optional unless `required` ("" when not given). */
export function telephone({
  required = false,
  message = MESSAGES.telephone,
}: {
  required?: boolean;
  message?: string;
} = {}) {
  return input(
    trimmed(required)
      .max(TELEPHONE_MAX, message)
      .refine((v) => v === "" || isTelephoneNumber(v), message),
    { type: "tel", inputMode: "tel" },
  );
}

/** A UK telephone number (the extra method), for fields that take only those. */
export function ukTelephone({ required = false }: { required?: boolean } = {}) {
  return input(trimmed(required).refine(...check(phoneUK)), {
    type: "tel",
    inputMode: "tel",
  });
}

/** Spec §5/§9 postcode: 5 to 12 letters, digits or spaces. */
const POSTCODE_SHAPE = /^[A-Za-z0-9 ]{5,12}$/;

export function isPostcodeShape(value: string): boolean {
  return POSTCODE_SHAPE.test(value);
}

/** Upper case, one space between parts: how a postcode is kept (`sw1a  1aa` → `SW1A 1AA`). */
export function tidyPostcode(value: string): string {
  return value.trim().toUpperCase().replace(/\s+/g, " ");
}

/** Spec §5: a postcode, optional unless `required`; kept tidied. */
export function postcode({
  required = false,
  message = MESSAGES.postcode,
}: {
  required?: boolean;
  message?: string;
} = {}) {
  return input(
    trimmed(required)
      .refine((v) => v === "" || POSTCODE_SHAPE.test(v), message)
      .transform(tidyPostcode),
    { pattern: "[A-Za-z0-9 ]{5,12}" },
  );
}

/**
 * A registration number as organisations give it (Companies House, societies, overseas registers):
 * spaces dropped, upper case, then 6 to 10 letters and digits.
 */
export function normaliseRegistrationNumber(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

export function companyNumber({
  required = MESSAGES.required,
  invalid = MESSAGES.format,
}: {
  required?: string;
  invalid?: string;
} = {}) {
  return z
    .string()
    .transform(normaliseRegistrationNumber)
    .pipe(z.string().min(1, required).regex(ID_PATTERNS.registrationNumber, invalid));
}

// ---------------------------------------------------------------------------------------------------
// Dates and times
// ---------------------------------------------------------------------------------------------------

/**
 * Spec §5: a date as dd/mm/yyyy (or the other accepted forms), a real one, within the rules (minimum year
 * 1665 unless said, at most today or `maxDate`, or 730 days ahead for a free date); kept as ISO
 * `YYYY-MM-DD`. Optional unless `required`. For a from–to pair, see `dateRange`.
 */
export function date(
  rules: DateRangeRules & {
    required?: boolean;
    /** Words of the form's own for a problem, where the catalogue's general ones would not say enough. */
    messages?: Partial<Record<DateProblem | "required", string>>;
  },
) {
  return z.string().transform((value, ctx) => {
    const text = value.trim();
    if (text === "") {
      if (rules.required)
        ctx.addIssue({ code: "custom", message: rules.messages?.required ?? MESSAGES.required });
      return "";
    }
    const checked = checkDateInput(text, rules);
    if (checked.ok) return checked.iso;
    ctx.addIssue({
      code: "custom",
      message: rules.messages?.[checked.problem] ?? SINGLE_DATE_MESSAGES[checked.problem],
    });
    return z.NEVER;
  });
}

/**
 * The from–to rules of a pair of date fields (spec §5: from must not be later than to), as a refinement
 * of the form's schema: `.superRefine(dateRange("dateFrom", "dateTo", rules))`. Messages go on the field
 * they are about.
 */
export function dateRange<K extends string>(from: K, to: K, rules: DateRangeRules) {
  return (value: Partial<Record<K, unknown>>, ctx: z.core.$RefinementCtx) => {
    const text = (key: K) => (typeof value[key] === "string" ? (value[key] as string) : "");
    const result = validateDateRange(text(from), text(to), rules);
    for (const e of result.errors)
      ctx.addIssue({ code: "custom", path: [e.field === "from" ? from : to], message: e.message });
  };
}

/** Spec: "time hh:mm" on the 24-hour clock; kept as `HH:MM`. Optional unless `required`. */
export function time24({ required = false }: { required?: boolean } = {}) {
  return z
    .string()
    .trim()
    .refine((v) => (v === "" ? !required : TIME_24.test(v)), MESSAGES.time);
}

/** A 12-hour time (`2:30 pm`), kept as 24-hour `HH:MM`. Optional unless `required`. */
export function time12({ required = false }: { required?: boolean } = {}) {
  return z
    .string()
    .trim()
    .refine((v) => (v === "" ? !required : TIME_12.test(v)), MESSAGES.time)
    .transform((v) => {
      const m = TIME_12.exec(v);
      if (!m) return "";
      const hour = (Number(m[1]) % 12) + (m[3]!.toLowerCase() === "p" ? 12 : 0);
      return `${String(hour).padStart(2, "0")}:${m[2]}`;
    });
}

// ---------------------------------------------------------------------------------------------------
// Numbers and money
// ---------------------------------------------------------------------------------------------------

/** An amount of pounds ("250", "250.5", "£1,250.50"), never negative, kept as integer pence. */
export function money({
  required = MESSAGES.required,
  invalid = MESSAGES.number,
  maxLength = 20,
}: {
  required?: string;
  invalid?: string;
  maxLength?: number;
} = {}) {
  return input(
    given(required, maxLength, invalid).transform((v, ctx) => {
      const pence = parsePounds(v);
      if (pence === null || pence < 0) {
        ctx.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      return pence;
    }),
    { inputMode: "decimal" },
  );
}

/** Spec §9: a quantity of an item, 1 to 200. */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 200;

export function quantity(message: string = MESSAGES.number) {
  return input(
    z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, message)
      .transform(Number)
      .pipe(z.number().int().min(QUANTITY_MIN, message).max(QUANTITY_MAX, message)),
    { inputMode: "numeric", min: QUANTITY_MIN, max: QUANTITY_MAX },
  );
}

// ---------------------------------------------------------------------------------------------------
// Links
// ---------------------------------------------------------------------------------------------------

/**
 * The token of an e-mailed link (unlock, confirm, reset, invitation), from the address or the form's hidden
 * field: kept as sent; longer than any token we issue, it is not one.
 */
export function linkToken() {
  return z.string().max(200);
}

/** The form of a link's page whose only answer is its token (the button that uses it). */
export const linkTokenForm = z.object({ token: linkToken() });

/** The token of a link's form, or "" when there is none that could be one (the page then says so). */
export function readLinkToken(input: FormData | URLSearchParams): string {
  const parsed = parseForm(linkTokenForm, input);
  return parsed.ok ? parsed.data.token : "";
}

// ---------------------------------------------------------------------------------------------------
// Files
// ---------------------------------------------------------------------------------------------------

/** What a browser sends for a file input; a File in both Node and the browser. */
export interface UploadedFile {
  name: string;
  size: number;
  type: string;
}

const isUploadedFile = (v: unknown): v is File =>
  typeof v === "object" && v !== null && "size" in v && "name" in v && "arrayBuffer" in v;

/**
 * An uploaded file: one was chosen (`required`), under the upload limit (spec §5/§9: 25 MB or more is
 * refused, with the spec's message), and of a declared type in `types` (the browser's claim; a server
 * that stores the file checks its bytes too). Null when none was chosen and none is required.
 */
export function file({
  types,
  extensions = [],
  maxBytes = UPLOAD_LIMIT_BYTES,
  required,
  wrongType,
  acceptsFile,
}: {
  types: readonly string[];
  /** File name endings also offered in the picker (without dots), for systems that do not know the types. */
  extensions?: readonly string[];
  maxBytes?: number;
  /** The message when no file was chosen; without it the file is optional. */
  required?: string;
  wrongType: string;
  /**
   * Decides the type instead of the browser's claim (which varies: a RAR or BMP is named differently by
   * every system), e.g. by the file name's ending; the server checks the bytes too.
   */
  acceptsFile?: (file: File) => boolean;
}) {
  return input(
    z.unknown().transform((value, ctx): File | null => {
      if (!isUploadedFile(value) || value.size === 0) {
        if (required) ctx.addIssue({ code: "custom", message: required });
        return null;
      }
      if (value.size >= maxBytes)
        ctx.addIssue({ code: "custom", message: tooBigMessage(value.name || "The file", value.size) });
      else if (acceptsFile ? !acceptsFile(value) : value.type && !types.includes(value.type))
        ctx.addIssue({ code: "custom", message: wrongType });
      return value;
    }),
    { type: "file", accept: [...types, ...extensions.map((e) => `.${e}`)].join(",") },
  );
}
