/**
 * The placement API in the API description (issue 13 point 6, ADR 023; placement-api.md): how placing
 * software gets a bearer token, and the calls it makes with it — bundles and their processing status, a
 * notice's validation report, the include/exclude toggle, a bundle to the basket, and the notices placed
 * by status. These calls need a token; the public calls still need nothing. Pure.
 */
import { MY_NOTICE_LISTS } from "../my-notices/my-notice-lists.ts";
import type {
  OperationObject,
  ParameterObject,
  PathItemObject,
  ResponseObject,
  SchemaObject,
  SecuritySchemeObject,
} from "./openapi-types.ts";

export const PLACEMENT_TAGS = [
  { name: "Authentication", description: "Tokens for placing software (OAuth 2.0 password grant)." },
  {
    name: "Placement",
    description:
      "Placing notices by machine: bundles, their processing, validation reports, the basket. Every call needs a bearer token.",
  },
];

export const SECURITY_SCHEMES: Record<string, SecuritySchemeObject> = {
  clientCredentials: {
    type: "http",
    scheme: "basic",
    description:
      "The API client's id and secret, issued by Gazette staff; sent to `/oauth/token` and `/oauth/revoke` only.",
  },
  bearerToken: {
    type: "oauth2",
    description:
      "A person's token from `POST /oauth/token` (password grant, scope `trust`), sent as `Authorization: Bearer …`. It lasts an hour; each client may make its calls-a-minute limit (429 with `Retry-After` beyond it).",
    flows: { password: { tokenUrl: "/oauth/token", scopes: { trust: "Everything the person may do." } } },
  },
};

export const BEARER = [{ bearerToken: ["trust"] }];
export const str = (description: string): SchemaObject => ({ type: "string", description });
export const json = (schema: SchemaObject) => ({ "application/json": { schema } });
export const xml = (description: string) => ({ "application/xml": { schema: str(description) } });
export const plain = (description: string) => ({ "text/plain": { schema: str(description) } });

const oauthError: SchemaObject = {
  type: "object",
  description: "RFC 6749 §5.2.",
  properties: {
    error: {
      type: "string",
      enum: ["invalid_request", "invalid_client", "invalid_grant", "unsupported_grant_type", "invalid_scope"],
    },
    error_description: str("What is wrong, in words."),
  },
  required: ["error", "error_description"],
};

const UNAUTHORISED: ResponseObject = {
  description:
    'No token, or a wrong, expired or revoked one: `WWW-Authenticate: Bearer … error="invalid_token"`.',
  content: json({
    type: "object",
    properties: { error: { type: "string", const: "invalid_token" }, error_description: str("Why.") },
  }),
};
const TOO_MANY: ResponseObject = {
  description: "The client's calls-a-minute limit is spent: wait the `Retry-After` seconds.",
  headers: { "Retry-After": { description: "Seconds to wait.", schema: { type: "integer" } } },
};

const idParameter = (name: string, description: string): ParameterObject => ({
  name,
  in: "path",
  required: true,
  description,
  schema: { type: "string", pattern: "^[0-9]+$" },
});
const BUNDLE_ID = idParameter("id", "The bundle's number.");
const NOTICE_ID = idParameter("id", "The notice's number.");

export function placement(operation: Omit<OperationObject, "tags" | "security">): OperationObject {
  return {
    ...operation,
    tags: ["Placement"],
    security: BEARER,
    responses: { ...operation.responses, "401": UNAUTHORISED, "429": TOO_MANY },
  };
}

const processStatus: SchemaObject = {
  type: "object",
  description: "placement-api.md step 3; the counts are strings.",
  properties: {
    "process-status": {
      description:
        "`in-progress`, or when processing has ended an object with `@text` (what to say) and `@redirect-location` (the bundle).",
      oneOf: [
        { type: "string", enum: ["in-progress"] },
        {
          type: "object",
          properties: { "@text": str("What to say."), "@redirect-location": str("The bundle's address.") },
          required: ["@text", "@redirect-location"],
        },
      ],
    },
    "total-notice-count": str("Notices in the bundle."),
    "processed-notice-count": str("Notices processed so far."),
    "error-count": str("Notices with problems."),
  },
  required: ["process-status", "total-notice-count", "processed-notice-count"],
};

const bundleFeed = str(
  "An Atom 1.0 feed (namespace `f:` = `https://www.thegazette.co.uk/facets`, as the search feeds): links `self`, `alternate` (HTML, JSON) and `up` (the bundle list); one `entry` per notice in the file's order with its `id`, `title`, `updated`, a link to its draft or notice page and to its validation report, and `f:gazette-metadata` (`f:status` valid, invalid, excluded, duplicate or pending; `f:notice-code`, `f:edition`, `f:bundle-id`, `f:position`, `f:included`, `f:notice-id`, `f:reference`, `f:duplicate-of`).",
);

export function placementPaths(): Record<string, PathItemObject> {
  const lists = Object.fromEntries(
    MY_NOTICE_LISTS.map((list): [string, PathItemObject] => [
      `/my-gazette/${list}`,
      {
        get: placement({
          operationId: `myNotices-${list}`,
          summary: `The person's ${list} notices (JSON or XML by Accept)`,
          description:
            "placement-api.md step 8. With a bearer token, the same list as the My Gazette page, by `Accept`.",
          responses: {
            "200": {
              description: "The notices, newest first, a page at a time.",
              content: { ...json({ type: "object" }), ...xml("The same list as XML.") },
            },
          },
        }),
      },
    ]),
  );
  return {
    "/oauth/token": {
      post: {
        operationId: "oauthToken",
        summary: "A person's bearer token (OAuth 2.0 password grant)",
        description:
          "placement-api.md step 1. The client authenticates with HTTP Basic (its id and secret). The person is checked as the sign-in form checks them: wrong passwords lock the account, and each address has a rate limit.",
        tags: ["Authentication"],
        security: [{ clientCredentials: [] }],
        requestBody: {
          description:
            "`grant_type=password`, `username` (e-mail address), `password`, `scope=trust` (optional).",
          required: true,
          content: {
            "application/x-www-form-urlencoded": {
              schema: {
                type: "object",
                properties: {
                  grant_type: { type: "string", const: "password" },
                  username: str("The person's e-mail address."),
                  password: str("The person's password."),
                  scope: { type: "string", const: "trust" },
                },
                required: ["grant_type", "username", "password"],
              },
            },
          },
        },
        responses: {
          "200": {
            description: "The token; never cached (`Cache-Control: no-store`).",
            content: json({
              type: "object",
              properties: {
                access_token: str("Send it as `Authorization: Bearer …`."),
                token_type: { type: "string", const: "bearer" },
                expires_in: { type: "integer", description: "Seconds: 3600." },
                scope: { type: "string", const: "trust" },
              },
              required: ["access_token", "token_type", "expires_in", "scope"],
            }),
          },
          "400": { description: "The grant is refused.", content: json(oauthError) },
          "401": { description: "The client is not authenticated.", content: json(oauthError) },
          "429": TOO_MANY,
        },
      },
    },
    "/oauth/revoke": {
      post: {
        operationId: "oauthRevoke",
        summary: "End one of the client's tokens (RFC 7009)",
        tags: ["Authentication"],
        security: [{ clientCredentials: [] }],
        requestBody: {
          description: "`token`: the access token to end.",
          required: true,
          content: {
            "application/x-www-form-urlencoded": {
              schema: { type: "object", properties: { token: str("The token.") }, required: ["token"] },
            },
          },
        },
        responses: {
          "200": { description: "Ended, or it was not a live token of this client." },
          "401": { description: "The client is not authenticated.", content: json(oauthError) },
        },
      },
    },
    "/my-gazette/bundle": {
      post: placement({
        operationId: "createBundle",
        summary: "Send a bundle of notices",
        description:
          "placement-api.md step 2: Gazette submission XML (any notice type), or the 2903 CSV or JSON template, as the body itself or as the multipart field `file`; at most 2,000 notices and 25 MB. Processed in the background: poll the process status.",
        requestBody: {
          description: "The bundle.",
          required: true,
          content: {
            "application/xml": { schema: str("Gazette submission XML.") },
            "text/csv": { schema: str("Rows made from `/my-gazette/bundle/template.csv`.") },
            "application/json": {
              schema: {
                type: "object",
                description: '`{ "notices": [ … ] }` as `/my-gazette/bundle/template.json`.',
              },
            },
            "multipart/form-data": {
              schema: {
                type: "object",
                properties: { file: { type: "string", contentMediaType: "application/octet-stream" } },
              },
            },
          },
        },
        responses: {
          "201": {
            description: "Stored; processing has begun.",
            headers: { Location: { description: "The bundle's address.", schema: { type: "string" } } },
          },
          "400": {
            description: "The file cannot be read at all; nothing is stored.",
            content: plain("Why."),
          },
          "413": { description: "Over 25 MB." },
        },
      }),
    },
    "/my-gazette/bundle/{id}/process-status/data.json": {
      get: placement({
        operationId: "bundleProcessStatus",
        summary: "A bundle's processing status",
        description:
          "placement-api.md step 3. Also `…/process-status/data.xml`, and `…/process-status` by `Accept`.",
        parameters: [BUNDLE_ID],
        responses: {
          "200": { description: "Where processing stands.", content: json(processStatus) },
          "404": { description: "No such bundle of this person's." },
        },
      }),
    },
    "/my-gazette/bundle/{id}": {
      get: placement({
        operationId: "bundle",
        summary: "A bundle's notices (JSON or Atom by Accept)",
        description:
          "placement-api.md step 4: each notice's status, problems, duplicate and inclusion. `Accept: application/json` answers JSON; `application/atom+xml`, `application/xml` or `text/xml` answers the notices as an Atom feed (as a search feed), `Vary: Accept`. Also at `…/data.json`, and the feed at `…/data.feed` (or `…/data.xml`).",
        parameters: [BUNDLE_ID],
        responses: {
          "200": {
            description: "The bundle.",
            content: { ...json({ type: "object" }), "application/atom+xml": { schema: bundleFeed } },
          },
          "404": { description: "No such bundle of this person's." },
        },
      }),
      delete: placement({
        operationId: "deleteBundle",
        summary: "Delete a bundle and its drafts",
        parameters: [BUNDLE_ID],
        responses: {
          "204": { description: "Deleted." },
          "404": { description: "No such bundle of this person's." },
        },
      }),
    },
    "/my-gazette/bundle/{id}/data.feed": {
      get: placement({
        operationId: "bundleFeed",
        summary: "A bundle's notices as an Atom feed",
        description:
          "placement-api.md step 4: the feed `GET /my-gazette/bundle/{id}` answers to Atom or XML by `Accept`; also at `…/data.xml`, and its JSON at `…/data.json`.",
        parameters: [BUNDLE_ID],
        responses: {
          "200": { description: "The feed.", content: { "application/atom+xml": { schema: bundleFeed } } },
          "404": { description: "No such bundle of this person's." },
        },
      }),
    },
    "/my-gazette/bundle/{id}/preview": {
      get: placement({
        operationId: "bundlePreview",
        summary: "Preview a bundle's notices as they will print",
        description:
          "placement-api.md step 4: the bundle's included valid notices one after another, as they will print; how many were left out (excluded, repeated or invalid) is said above them.",
        parameters: [BUNDLE_ID],
        responses: {
          "200": { description: "The preview page.", content: { "text/html": { schema: str("The page.") } } },
          "404": { description: "No such bundle of this person's." },
        },
      }),
    },
    "/my-gazette/notice/{id}/validation-report": {
      get: placement({
        operationId: "validationReport",
        summary: "Why a bundle's notice is not valid (JSON, XML or HTML by Accept)",
        parameters: [NOTICE_ID],
        responses: {
          "200": {
            description: "The notice's problems.",
            content: { ...json({ type: "object" }), ...xml("The same as XML.") },
          },
          "404": { description: "No such notice of this person's." },
        },
      }),
    },
    "/notice/{id}/status": {
      put: placement({
        operationId: "noticeBundleStatus",
        summary: "Take a bundle's notice out of the bundle, or back in; or withdraw a notice",
        description:
          "placement-api.md step 5: `exclude=true|false` in the query (the bundle page's form POSTs the same). `/notice/{id}/status/data.json?…` answers `included` or `excluded` as text.",
        parameters: [
          NOTICE_ID,
          {
            name: "exclude",
            in: "query",
            description: "`true` to leave the notice out, `false` to include it.",
            schema: { type: "string", enum: ["true", "false"] },
          },
          {
            name: "withdraw",
            in: "query",
            description:
              "`true` withdraws the notice (paid for, not yet published); the answer is `withdrawn`, 409 if it has moved on.",
            schema: { type: "string", enum: ["true"] },
          },
        ],
        responses: {
          "200": {
            description: "The notice's new state.",
            content: plain("`included`, `excluded` or `withdrawn`."),
          },
          "404": { description: "No such notice of this person's bundles." },
        },
      }),
    },
    "/my-gazette/basket/multiple-items/bundle": {
      post: placement({
        operationId: "bundleToBasket",
        summary: "Send a bundle's included valid notices to the basket",
        description:
          "placement-api.md step 6. Notices already sent are skipped, so sending again never doubles.",
        parameters: [
          {
            name: "bundleId",
            in: "query",
            required: true,
            description: "The bundle's number.",
            schema: { type: "string", pattern: "^[0-9]+$" },
          },
        ],
        responses: {
          "201": {
            description: "What went to the basket (`Accept: application/json`).",
            content: json({
              type: "object",
              properties: {
                added: { type: "array", items: { type: "string" } },
                refused: { type: "array", items: { type: "object" } },
              },
            }),
          },
          "400": { description: "No bundleId.", content: plain("Why.") },
        },
      }),
    },
    ...lists,
  };
}
