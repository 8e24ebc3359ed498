/**
 * React Router behind Express, given the body the limit middleware has already read (see
 * request-body-limit.ts): the stock adapter streams the body from the socket itself, which would read past
 * the limit. Otherwise it does what the stock adapter does: the request's address as the client sent it
 * (through a trusted proxy's forwarded host), the abort signal when the client goes away, the answer
 * streamed back.
 */
import { writeReadableStreamToWritable } from "@react-router/node";
import type express from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { chooseRepresentation } from "../app/features/notices/representations/negotiation.ts";
import {
  CSRF_COOKIE,
  csrfTokenContext,
  csrfTokenForCookieHeader,
} from "../app/features/security/csrf.server.ts";
import {
  cutTemplate,
  fillTemplate,
  isShareableAnswer,
  type PageTemplate,
  SHARED_PAGE_HEADER,
  SHARED_PAGE_STATUS_HEADER,
  type SharedPageCache,
  sharedPageKey,
  sharedPageSeconds,
} from "../app/lib/shared-pages.server.ts";
import { bufferedBody } from "./request-body-limit.ts";
import { answerResourceRefusal, varyingForScripts } from "./resource-refusals.ts";
import { withRoutePatternMatching } from "./route-pattern-matching.ts";

// A host name or address with an optional port; anything else (a hostile Host header) is not an origin.
const HOST = /^(?:[A-Za-z0-9._-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The request's address as the client sent it (through a trusted proxy's forwarded host). */
function requestAddress(req: express.Request): string {
  const host = req.host && HOST.test(req.host) ? req.host : "localhost";
  return `${req.protocol}://${host}${req.originalUrl}`;
}

function toFetchRequest(req: express.Request, res: express.Response): Request {
  const url = new URL(requestAddress(req));
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    const body = bufferedBody(res);
    init.body = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
  }
  return new Request(url, init);
}

async function send(res: express.Response, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  response.headers.delete(SHARED_PAGE_HEADER);
  for (const [name, value] of response.headers) res.append(name, value);
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}

/** Shared pages (ADR 026): where their templates are kept, and whether cookies must be Secure. */
export interface SharedPages {
  cache: SharedPageCache;
  secureCookies: boolean;
}

/** A shared page filled for this visitor: their CSRF token (a new one and its cookie on a first visit). */
function sendFilled(
  req: express.Request,
  res: express.Response,
  template: PageTemplate,
  secure: boolean,
): void {
  const { token, setCookie } = csrfTokenForCookieHeader(req.headers.cookie, secure);
  res.status(template.status);
  for (const [name, value] of template.headers) res.append(name, value);
  if (setCookie) res.append("Set-Cookie", setCookie);
  res.setHeader(SHARED_PAGE_STATUS_HEADER, "hit");
  res.end(fillTemplate(template, [token, res.locals.cspNonce as string]));
}

/**
 * A page its route marked shareable, rendered for an anonymous visitor: sent, and kept as a template
 * with the visitor's token and the response's nonce cut out.
 */
async function sendAndKeep(
  res: express.Response,
  response: Response,
  key: string,
  token: string,
  shared: SharedPages,
): Promise<void> {
  const html = await response.text();
  const seconds = sharedPageSeconds(response.headers.get(SHARED_PAGE_HEADER));
  const nonce = res.locals.cspNonce as string;
  if (token && nonce) {
    const headers = [...response.headers].filter(([name]) => {
      const lower = name.toLowerCase();
      return lower !== "set-cookie" && lower !== SHARED_PAGE_HEADER.toLowerCase();
    });
    const { parts, slots } = cutTemplate(html, [token, nonce]);
    shared.cache.set(
      key,
      { parts, slots, status: response.status, headers, bytes: html.length * 2 },
      seconds * 1000,
    );
  }
  res.setHeader(SHARED_PAGE_STATUS_HEADER, "miss");
  await send(res, new Response(html, { status: response.status, headers: response.headers }));
}

export function reactRouterHandler(options: {
  build: ServerBuild;
  mode: "production" | "development";
  getLoadContext(req: express.Request, res: express.Response): RouterContextProvider;
  sharedPages?: SharedPages | null;
}): express.RequestHandler {
  const handle = createRequestHandler(withRoutePatternMatching(options.build), options.mode);
  // An address with an empty segment ("//", "/notice//1") goes to the standard matcher, which the browser's
  // router uses too: the two differ there ("//" is the home page to the standard one, to the other not).
  const handleStandard = createRequestHandler(options.build, options.mode);
  const shared = options.sharedPages ?? null;
  return async (req, res, next) => {
    try {
      const key =
        shared && !req.headers["x-requested-with"]
          ? sharedPageKey({
              method: req.method,
              url: requestAddress(req),
              headers: req.headers,
              representation: chooseRepresentation(req.headers.accept ?? null),
              allowedCookie: CSRF_COOKIE,
            })
          : null;
      const template = key ? shared?.cache.get(key) : undefined;
      if (shared && template) return sendFilled(req, res, template, shared.secureCookies);
      const context = options.getLoadContext(req, res);
      const matchedBy = req.path.includes("//") ? handleStandard : handle;
      const request = toFetchRequest(req, res);
      const response = varyingForScripts(
        await answerResourceRefusal(request, await matchedBy(request, context), context),
      );
      const shareable =
        key !== null &&
        isShareableAnswer({ status: response.status, headers: response.headers, allowedCookie: CSRF_COOKIE });
      if (shared && key && shareable)
        return await sendAndKeep(res, response, key, context.get(csrfTokenContext), shared);
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}
