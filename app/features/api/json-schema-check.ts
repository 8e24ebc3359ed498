/**
 * Checks a value against a schema of the API description: the subset of JSON Schema 2020-12 the
 * description writes (openapi-types.ts). It exists so that tests can hold the real serialisers to the
 * documented shapes, and in strict mode also report fields that are sent but not documented: the two
 * ways documentation drifts. Not a general validator: keywords the description never uses are ignored.
 */
import { type OpenApiDocument, type SchemaObject, schemaRefName } from "./openapi-types.ts";

export interface SchemaCheckOptions {
  /** Report object properties the schema does not list (unless it allows additional properties). */
  strict?: boolean;
}

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

function matchesType(value: unknown, type: string): boolean {
  switch (type) {
    case "integer":
      return Number.isInteger(value);
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "object":
      return typeOf(value) === "object";
    default:
      return typeOf(value) === type;
  }
}

const FORMATS: Record<string, (v: string) => boolean> = {
  date: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)),
  "date-time": (v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)),
  uri: (v) => URL.canParse(v),
};

/** Problems found, each as `$.path: what`; an empty list means the value conforms. */
export function checkAgainstSchema(
  doc: OpenApiDocument,
  schema: SchemaObject,
  value: unknown,
  options: SchemaCheckOptions = {},
  path = "$",
): string[] {
  if (schema.$ref) {
    const name = schemaRefName(schema.$ref);
    const target = name ? doc.components.schemas[name] : undefined;
    if (!target) return [`${path}: unresolvable $ref ${schema.$ref}`];
    return checkAgainstSchema(doc, target, value, options, path);
  }
  const problems: string[] = [];
  const fail = (message: string) => problems.push(`${path}: ${message}`);

  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((t) => matchesType(value, t))) {
      fail(`expected ${types.join(" or ")}, got ${typeOf(value)}`);
      return problems;
    }
  }
  if (schema.oneOf) {
    const passing = schema.oneOf.filter(
      (s) => checkAgainstSchema(doc, s, value, options, path).length === 0,
    ).length;
    if (passing !== 1) fail(`matches ${passing} of the oneOf schemas, not exactly one`);
  }
  if (schema.enum && !schema.enum.includes(value as string))
    fail(`${JSON.stringify(value)} is not in the enum`);
  if (schema.const !== undefined && value !== schema.const) fail(`expected ${JSON.stringify(schema.const)}`);

  if (typeof value === "string") {
    if (schema.pattern && !new RegExp(schema.pattern, "u").test(value))
      fail(`does not match ${schema.pattern}`);
    if (schema.minLength !== undefined && value.length < schema.minLength) fail("too short");
    if (schema.maxLength !== undefined && value.length > schema.maxLength) fail("too long");
    const format = schema.format ? FORMATS[schema.format] : undefined;
    if (format && !format(value)) fail(`not a valid ${schema.format}`);
  }
  if (typeof value === "number") {
    if (schema.minimum !== undefined && value < schema.minimum) fail(`below ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) fail(`above ${schema.maximum}`);
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum)
      fail(`not above ${schema.exclusiveMinimum}`);
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) fail("too few items");
    if (schema.maxItems !== undefined && value.length > schema.maxItems) fail("too many items");
    if (schema.items) {
      const items = schema.items;
      value.forEach((item, i) => {
        problems.push(...checkAgainstSchema(doc, items, item, options, `${path}[${i}]`));
      });
    }
  }
  if (typeOf(value) === "object") {
    const record = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in record)) fail(`missing required ${key}`);
    const properties = schema.properties ?? {};
    for (const [key, v] of Object.entries(record)) {
      const propertySchema = properties[key];
      if (propertySchema) {
        problems.push(...checkAgainstSchema(doc, propertySchema, v, options, `${path}.${key}`));
      } else if (typeof schema.additionalProperties === "object") {
        problems.push(...checkAgainstSchema(doc, schema.additionalProperties, v, options, `${path}.${key}`));
      } else if (schema.additionalProperties === false) {
        fail(`${key} is not allowed`);
      } else if (options.strict && schema.properties) {
        // A schema that lists no properties at all (a free-form object) documents no fields to miss.
        fail(`${key} is sent but not documented`);
      }
    }
  }
  return problems;
}
