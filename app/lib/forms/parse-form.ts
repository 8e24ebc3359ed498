/**
 * The one way a submitted form is read: its zod schema (the same one the page's fields take their HTML
 * constraints from, and the browser checks before sending) applied to the posted fields, giving either
 * the data or the errors in the order of the form, with what was typed to show again. Never throws, on
 * any input: a hostile post gets messages, not a 500. No server-only imports, so the browser runs it too.
 */
import type { z } from "zod";

/** One problem with one answer; `field` is the field's name (its id on the page, for the summary's link). */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * What was typed, to show again: each field's text, or every ticked value of a checkbox group; every
 * field of the schema is there ("" or [] when not sent), passwords and files never.
 */
export type FormValues = Record<string, string | string[]>;

export type FormParse<T> =
  | { ok: true; data: T; values: FormValues }
  | { ok: false; errors: FieldError[]; values: FormValues };

/** Fields never sent back to the page: passwords and the request's own machinery (`_csrf`, `_method`). */
const NOT_ECHOED = /^_|password/i;

type Kind = "text" | "list" | "file";

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema and the ones it wraps (optional, default, pipe…), outermost first. */
function layers(schema: z.ZodType): z.ZodType[] {
  const all = [schema];
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(all.at(-1)!);
    const next = def.innerType ?? (def.type === "pipe" ? def.in : undefined);
    if (!next) break;
    all.push(next);
  }
  return all;
}

/** The schema under its wrappers: what kind of value it reads. */
function unwrap(schema: z.ZodType): z.ZodType {
  return layers(schema).at(-1)!;
}

/** The fields of a form schema in their declared order, which is the order of the form on the page. */
export function formShape(schema: z.ZodType): Record<string, z.ZodType> {
  return defOf(unwrap(schema)).shape ?? {};
}

/** Checkbox groups are lists and file inputs files (marked by `file()`); any other field is text. */
function kindOf(field: z.ZodType | undefined): Kind {
  if (!field) return "text";
  const all = layers(field);
  if (defOf(all.at(-1)!).type === "array") return "list";
  const isFile = all.some(
    (s) =>
      (s as unknown as { meta?: () => { input?: { type?: string } } | undefined }).meta?.()?.input?.type ===
      "file",
  );
  return isFile ? "file" : "text";
}

/**
 * The posted fields as the schema reads them: a text field is its first value ("" when it was not sent,
 * as browsers leave out an unticked box), a list every value, a file the first file (or null). Values of
 * the wrong kind (a file where text is expected) are left out, so they are simply missing answers.
 */
export function readFields(schema: z.ZodType, input: FormData | URLSearchParams) {
  const shape = formShape(schema);
  const raw: Record<string, unknown> = {};
  const values: FormValues = {};
  for (const name of new Set(input.keys())) {
    // Not a field name anyone's form has, and one that would reach the objects' prototype.
    if (name === "__proto__") continue;
    const all: unknown[] = input.getAll(name);
    const texts = all.filter((v): v is string => typeof v === "string");
    const kind = kindOf(Object.hasOwn(shape, name) ? shape[name] : undefined);
    if (kind === "file") {
      raw[name] = all.find((v) => typeof v === "object" && v !== null && "size" in v) ?? null;
      continue;
    }
    raw[name] = kind === "list" ? texts : (texts[0] ?? "");
    if (!NOT_ECHOED.test(name)) values[name] = raw[name] as string | string[];
  }
  // A field the form did not send (an unticked box, a section not shown) is empty, in both.
  for (const [name, field] of Object.entries(shape)) {
    if (name in raw) continue;
    const kind = kindOf(field);
    raw[name] = kind === "list" ? [] : kind === "file" ? null : "";
    if (kind !== "file" && !NOT_ECHOED.test(name)) values[name] = raw[name] as string | string[];
  }
  return { raw, values };
}

/**
 * Issues as field errors in the order of `order` (then any others as they came): the first message of
 * each field, or with `all` every issue under its full path (`deceased.addresses.0.lines`).
 */
export function fieldErrors(
  issues: readonly z.core.$ZodIssue[],
  order: readonly string[] = [],
  { all = false }: { all?: boolean } = {},
): FieldError[] {
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const field = all ? issue.path.map(String).join(".") : String(issue.path[0] ?? "");
    if (all || !errors.some((e) => e.field === field)) errors.push({ field, message: issue.message });
  }
  const rank = (field: string) => {
    const i = order.indexOf(field.split(".")[0] ?? "");
    return i === -1 ? order.length : i;
  };
  // A stable sort keeps the schema's own order of issues within a field and among unknown fields.
  return errors.sort((a, b) => rank(a.field) - rank(b.field));
}

/** Reads a posted form (or a query string) with `schema`. */
export function parseForm<S extends z.ZodType>(
  schema: S,
  input: FormData | URLSearchParams,
): FormParse<z.output<S>> {
  const { raw, values } = readFields(schema, input);
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data, values };
  return { ok: false, errors: fieldErrors(result.error.issues, Object.keys(formShape(schema))), values };
}

/** Adds field errors found by a rule outside zod (a cross-field rule) to a schema's refinement. */
export function addFieldErrors(ctx: z.core.$RefinementCtx, errors: readonly FieldError[]): void {
  for (const e of errors) ctx.addIssue({ code: "custom", path: [e.field], message: e.message });
}

/** The message for `field`, if it has one. */
export function errorFor(errors: readonly FieldError[] | undefined, field: string): string | undefined {
  return errors?.find((e) => e.field === field)?.message;
}

/** A text value of `values` (forms echo what was typed after an error). */
export function fieldValue(values: Readonly<Record<string, unknown>> | undefined, name: string): string {
  const value = values?.[name];
  return typeof value === "string" ? value : "";
}

/** Every ticked value of a checkbox group in `values`. */
export function fieldList(values: Readonly<Record<string, unknown>> | undefined, name: string): string[] {
  const value = values?.[name];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}
