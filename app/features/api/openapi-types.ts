/**
 * The part of OpenAPI 3.1 (and its JSON Schema 2020-12 dialect) that the API description uses. Typed
 * so that the description, the `/api` page that renders it and the tests that check it agree on one
 * shape; anything OpenAPI allows but we do not write is left out.
 */

export interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  enum?: readonly (string | number | boolean | null)[];
  const?: string | number | boolean;
  default?: string | number | boolean;
  examples?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  /** A map's values; left unset on records, whose fields may grow (clients should ignore unknown ones). */
  additionalProperties?: boolean | SchemaObject;
  oneOf?: SchemaObject[];
  contentMediaType?: string;
}

export interface RefObject {
  $ref: string;
}

export interface ParameterObject {
  name: string;
  in: "query" | "path" | "header";
  required?: boolean;
  description: string;
  schema: SchemaObject;
  example?: string | number | boolean;
  /** For the numbered location parameters: the name with its number as `{N}`. */
  "x-name-pattern"?: string;
}

export interface MediaTypeObject {
  schema: SchemaObject;
  example?: unknown;
}

export interface HeaderObject {
  description: string;
  schema: SchemaObject;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, HeaderObject>;
  content?: Record<string, MediaTypeObject>;
}

export interface RequestBodyObject {
  description: string;
  required?: boolean;
  content: Record<string, MediaTypeObject>;
}

export interface OperationObject {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: (ParameterObject | RefObject)[];
  requestBody?: RequestBodyObject;
  responses: Record<string, ResponseObject>;
  /** What this call needs (the placement API: a bearer token); the document's own `security` otherwise. */
  security?: Record<string, string[]>[];
}

/** The methods the description uses, in the order a path's operations are shown. */
export const HTTP_METHODS = ["get", "post", "put", "delete"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type PathItemObject = Partial<Record<HttpMethod, OperationObject>>;

/** A path's operations with their methods, in HTTP_METHODS order. */
export function operationsOf(item: PathItemObject): { method: HttpMethod; operation: OperationObject }[] {
  return HTTP_METHODS.flatMap((method) => (item[method] ? [{ method, operation: item[method]! }] : []));
}

export interface SecuritySchemeObject {
  type: "http" | "oauth2";
  description: string;
  scheme?: "basic" | "bearer";
  flows?: { password: { tokenUrl: string; scopes: Record<string, string> } };
}

export interface TagObject {
  name: string;
  description: string;
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  jsonSchemaDialect: string;
  info: {
    title: string;
    summary: string;
    description: string;
    version: string;
    license: { name: string; url: string };
  };
  servers: { url: string; description: string }[];
  /** Requirements every call must meet; empty: the API is public. */
  security: Record<string, string[]>[];
  tags: TagObject[];
  paths: Record<string, PathItemObject>;
  components: {
    schemas: Record<string, SchemaObject>;
    parameters: Record<string, ParameterObject>;
    securitySchemes?: Record<string, SecuritySchemeObject>;
  };
}

export function isRef(value: ParameterObject | RefObject | SchemaObject): value is RefObject {
  return typeof (value as RefObject).$ref === "string";
}

const PARAMETER_REF = "#/components/parameters/";
const SCHEMA_REF = "#/components/schemas/";

/** A parameter, following a `$ref` into the components; throws on a dangling reference (a bug). */
export function resolveParameter(doc: OpenApiDocument, p: ParameterObject | RefObject): ParameterObject {
  if (!isRef(p)) return p;
  const name = p.$ref.startsWith(PARAMETER_REF) ? p.$ref.slice(PARAMETER_REF.length) : "";
  const found = doc.components.parameters[name];
  if (!found) throw new Error(`Unknown parameter reference ${p.$ref}`);
  return found;
}

/** The component name of a schema reference (`#/components/schemas/Notice` → `Notice`), or null. */
export function schemaRefName(ref: string | undefined): string | null {
  return ref?.startsWith(SCHEMA_REF) ? ref.slice(SCHEMA_REF.length) : null;
}

export function schemaRef(name: string): RefObject {
  return { $ref: `${SCHEMA_REF}${name}` };
}

export function parameterRef(name: string): RefObject {
  return { $ref: `${PARAMETER_REF}${name}` };
}
