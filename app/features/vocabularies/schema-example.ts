/**
 * A value with every field of a zod schema filled in: fed through the notice graph, it shows which
 * vocabulary terms a notice type's structured data can produce, without keeping a second list of fields
 * that would drift from the schemas (notice-data-schemas.ts).
 */
import type { z } from "zod";

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Every optional field present, every list holding one item, every union's object options merged. */
export function exampleOf(schema: z.ZodType, depth = 0): unknown {
  if (depth > 12) return null;
  const def = defOf(schema);
  switch (def.type) {
    case "object":
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, field]) => [key, exampleOf(field, depth + 1)]),
      );
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "nonoptional":
    case "catch":
      return def.innerType ? exampleOf(def.innerType, depth + 1) : null;
    case "pipe":
      return def.in ? exampleOf(def.in, depth + 1) : null;
    case "array":
      return def.element ? [exampleOf(def.element, depth + 1)] : [];
    case "union": {
      const options = (def.options ?? []).map((o) => exampleOf(o, depth + 1));
      const objects = options.filter(isRecord);
      return objects.length ? Object.assign({}, ...objects) : (options[0] ?? null);
    }
    case "enum":
      return Object.values(def.entries ?? {})[0] ?? "value";
    case "literal":
      return def.values?.[0] ?? "value";
    case "number":
    case "int":
      return 1;
    case "boolean":
      return true;
    default:
      // Strings and anything else: a word is enough to make the field appear in the graph.
      return "value";
  }
}
