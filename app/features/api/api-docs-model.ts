/**
 * What the `/api` page shows, derived from the OpenAPI document so the page cannot say something the
 * document does not: operations grouped by tag with their parameters resolved, schemas flattened into
 * rows of fields, and types and constraints written out in words.
 */
import {
  type HttpMethod,
  type OpenApiDocument,
  type OperationObject,
  operationsOf,
  type ParameterObject,
  resolveParameter,
  type SchemaObject,
  schemaRefName,
} from "./openapi-types.ts";

/** A piece of documentation text: backticks in the document mark code. */
export interface TextPart {
  code: boolean;
  text: string;
}

export function splitCode(text: string): TextPart[] {
  return text
    .split("`")
    .map((part, i) => ({ code: i % 2 === 1, text: part }))
    .filter((p) => p.text !== "");
}

/** A type as the reader needs it: its words, and the schema it names (to link to), if any. */
export interface TypeLabel {
  text: string;
  ref: string | null;
}

export function typeLabel(schema: SchemaObject): TypeLabel {
  const ref = schemaRefName(schema.$ref);
  if (ref) return { text: ref, ref };
  if (schema.type === "array" && schema.items) {
    const item = typeLabel(schema.items);
    return { text: `array of ${item.text}`, ref: item.ref };
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  let text = types.length > 0 ? types.join(" or ") : "any";
  if (schema.format) text += ` (${schema.format})`;
  else if (schema.contentMediaType) text += ` (${schema.contentMediaType})`;
  return { text, ref: null };
}

/**
 * Allowed values, limits and defaults, as one short line ("" when there are none). Values the
 * description already names (as code) are not listed again.
 */
export function constraints(schema: SchemaObject, description = ""): string {
  const out: string[] = [];
  const named = schema.enum?.every((v) => description.includes(`\`${String(v)}\``)) ?? false;
  if (schema.enum && !named) out.push(`one of ${schema.enum.map(String).join(", ")}`);
  if (schema.const !== undefined) out.push(`always ${String(schema.const)}`);
  if (schema.minimum !== undefined) out.push(`at least ${schema.minimum}`);
  if (schema.exclusiveMinimum !== undefined) out.push(`more than ${schema.exclusiveMinimum}`);
  if (schema.maximum !== undefined) out.push(`at most ${schema.maximum}`);
  if (schema.minLength !== undefined) out.push(`at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) out.push(`at most ${schema.maxLength} characters`);
  if (schema.maxItems !== undefined) out.push(`at most ${schema.maxItems} items`);
  if (schema.pattern) out.push(`matches ${schema.pattern}`);
  if (schema.default !== undefined) out.push(`default ${String(schema.default)}`);
  return out.join("; ");
}

export interface FieldRow {
  /** Dotted path from the schema's root: `issue.number`, `locations[].postcode`. */
  name: string;
  type: TypeLabel;
  required: boolean;
  description: string;
  constraints: string;
}

/** The fields of a schema, nested inline objects flattened into dotted names (referenced ones are linked). */
export function fieldRows(schema: SchemaObject, prefix = ""): FieldRow[] {
  const rows: FieldRow[] = [];
  const required = new Set(schema.required ?? []);
  for (const [key, field] of Object.entries(schema.properties ?? {})) {
    const name = prefix ? `${prefix}.${key}` : key;
    // An array of plain values (e.g. years) has its limits on the items.
    const itemLimits =
      field.type === "array" && field.items && !field.items.$ref ? constraints(field.items) : "";
    rows.push({
      name,
      type: typeLabel(field),
      required: required.has(key),
      description: field.description ?? "",
      constraints: [constraints(field, field.description), itemLimits].filter(Boolean).join("; "),
    });
    if (field.properties) rows.push(...fieldRows(field, name));
    else if (field.type === "array" && field.items?.properties)
      rows.push(...fieldRows(field.items, `${name}[]`));
  }
  return rows;
}

export interface ResponseRow {
  status: string;
  description: string;
  contentType: string | null;
  type: TypeLabel | null;
  schemaDescription: string;
}

/**
 * An operation whose parameters are mostly those of one shown earlier (the search and its feed, with
 * and without an edition): the page lists only the differences, instead of the same long table again.
 */
export interface ParameterReuse {
  base: { path: string; anchor: string };
  /** Parameters this operation takes that the base does not. */
  added: ParameterObject[];
  /** Parameters of the base this operation does not take. */
  removed: ParameterObject[];
}

export interface OperationView {
  method: Uppercase<HttpMethod>;
  path: string;
  anchor: string;
  operation: OperationObject;
  parameters: ParameterObject[];
  /** Set when the parameters are given as differences from an earlier operation's. */
  parameterReuse: ParameterReuse | null;
  responses: ResponseRow[];
}

export interface TagView {
  name: string;
  description: string;
  operations: OperationView[];
}

export function operationAnchor(operationId: string): string {
  return `op-${operationId.replace(/[^A-Za-z0-9-]/g, "-")}`;
}

export function schemaAnchor(name: string): string {
  return `schema-${name}`;
}

function responseRows(operation: OperationObject): ResponseRow[] {
  return Object.entries(operation.responses).flatMap(([status, response]): ResponseRow[] => {
    const contents = Object.entries(response.content ?? {});
    if (contents.length === 0)
      return [
        { status, description: response.description, contentType: null, type: null, schemaDescription: "" },
      ];
    return contents.map(([contentType, media]) => ({
      status,
      description: response.description,
      contentType,
      type: typeLabel(media.schema),
      schemaDescription: media.schema.$ref ? "" : (media.schema.description ?? ""),
    }));
  });
}

/** The operations under their tags, in the document's tag order (untagged ones last, under "Other"). */
export function operationsByTag(doc: OpenApiDocument): TagView[] {
  const views: TagView[] = doc.tags.map((t) => ({
    name: t.name,
    description: t.description,
    operations: [],
  }));
  const other: TagView = { name: "Other", description: "", operations: [] };
  for (const [path, item] of Object.entries(doc.paths))
    for (const { method, operation } of operationsOf(item)) {
      const view: OperationView = {
        method: method.toUpperCase() as Uppercase<HttpMethod>,
        path,
        anchor: operationAnchor(operation.operationId),
        operation,
        parameters: (operation.parameters ?? []).map((p) => resolveParameter(doc, p)),
        parameterReuse: null,
        responses: responseRows(operation),
      };
      const tag = views.find((t) => t.name === operation.tags[0]) ?? other;
      tag.operations.push(view);
    }
  const tags = [...views, other].filter((t) => t.operations.length > 0);
  // In page order, so that the table referred to is always above the reference.
  const withTables: OperationView[] = [];
  for (const view of tags.flatMap((t) => t.operations)) {
    view.parameterReuse = findReuse(view, withTables);
    if (!view.parameterReuse) withTables.push(view);
  }
  return tags;
}

/** Below this many shared parameters a full table is clearer than a list of differences. */
const MIN_SHARED_PARAMETERS = 5;

const parameterKey = (p: ParameterObject) => JSON.stringify(p);

function findReuse(view: OperationView, candidates: readonly OperationView[]): ParameterReuse | null {
  const own = new Map(view.parameters.map((p) => [parameterKey(p), p]));
  let best: { base: OperationView; shared: number } | null = null;
  for (const base of candidates) {
    const shared = base.parameters.filter((p) => own.has(parameterKey(p))).length;
    if (!best || shared > best.shared) best = { base, shared };
  }
  if (!best || best.shared < MIN_SHARED_PARAMETERS || best.shared * 4 < view.parameters.length * 3)
    return null;
  const baseKeys = new Set(best.base.parameters.map(parameterKey));
  return {
    base: { path: best.base.path, anchor: best.base.anchor },
    added: view.parameters.filter((p) => !baseKeys.has(parameterKey(p))),
    removed: best.base.parameters.filter((p) => !own.has(parameterKey(p))),
  };
}
