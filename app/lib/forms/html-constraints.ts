/**
 * The HTML attributes of a field's input, read from the same zod schema the action checks the answer
 * with, so the page and the server cannot disagree: `required` when the schema refuses an empty answer,
 * the lengths, pattern and bounds of its checks, and the type, keyboard and file types it declares
 * (`meta({ input })`, field-schemas.ts). Forms keep `noValidate`: the browser's own bubbles never show,
 * the attributes only tell browsers and assistive technology what is expected; the words come from the
 * server or from the same schema run in the browser.
 */
import { z } from "zod";
import { formShape } from "./parse-form.ts";

export interface InputConstraints {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  min?: number;
  max?: number;
  type?: "text" | "email" | "tel" | "password" | "url" | "file" | "number" | "date" | "time";
  inputMode?: "text" | "email" | "tel" | "numeric" | "decimal" | "url";
  accept?: string;
}

interface JsonSchema {
  type?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  allOf?: JsonSchema[];
  input?: InputMeta;
}

/** What a field schema declares about its input beyond its checks (field-schemas.ts, `meta({ input })`). */
export type InputMeta = Pick<InputConstraints, "type" | "inputMode" | "pattern" | "accept" | "min" | "max">;

/** A JavaScript pattern as the HTML attribute wants it: anchored by the browser, so without ^ and $. */
function htmlPattern(source: string): string {
  return source.replace(/^\^/, "").replace(/(?<!\\)\$$/, "");
}

/** The attributes of one field's input. */
export function inputConstraints(schema: z.ZodType): InputConstraints {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  } catch {
    // A schema JSON Schema cannot describe (a custom type deep inside) constrains nothing here.
    json = {};
  }
  const out: InputConstraints = { ...json.input };
  const patterns = [json.pattern, ...(json.allOf ?? []).map((p) => p.pattern)].filter(
    (p): p is string => typeof p === "string",
  );
  // One pattern can be an attribute; several cannot be combined into one faithfully, so none is given.
  if (!out.pattern && patterns.length === 1) out.pattern = htmlPattern(patterns[0]!);
  if (json.minLength !== undefined && json.minLength > 1) out.minLength = json.minLength;
  if (json.maxLength !== undefined && out.type !== "file") out.maxLength = json.maxLength;
  if (json.minimum !== undefined) out.min ??= json.minimum;
  if (json.maximum !== undefined) out.max ??= json.maximum;
  // Required: the schema itself refuses the empty answer a browser sends for a blank field. A file
  // input sends no text; its schema says whether it needs one. A checkbox group has no attribute for
  // "tick at least one" (on each box `required` would mean every box).
  if (json.type === "array") return out;
  const empty = out.type === "file" ? null : "";
  if (!schema.safeParse(empty).success) out.required = true;
  return out;
}

const byForm = new WeakMap<z.ZodType, Record<string, InputConstraints>>();

/** The attributes of every field of a form schema, by field name (worked out once per schema). */
export function formConstraints<S extends z.ZodType>(schema: S): Record<string, InputConstraints> {
  let constraints = byForm.get(schema);
  if (!constraints) {
    constraints = Object.fromEntries(
      Object.entries(formShape(schema)).map(([name, field]) => [name, inputConstraints(field)]),
    );
    byForm.set(schema, constraints);
  }
  return constraints;
}
