/**
 * Shared pages (ADR 026): a page that is the same for every visitor without a session is rendered once
 * and kept for a short while as a template, with the only per-visitor bytes it carries — the visitor's
 * CSRF token and the response's CSP nonce — cut out. A later anonymous visitor gets the template filled
 * with their own token and a fresh nonce: the page without the routing, the loaders and React.
 *
 * Express-free and pure apart from the clock, so that the rules can be tested on their own; the request
 * handler (server/react-router-handler.ts) decides when to use them.
 */
import { ByteBoundedCache } from "./byte-bounded-cache.ts";

/**
 * Set by a route on a page that any anonymous visitor may be given (its value: how many seconds the page
 * may be reused). Internal: the request handler removes it before an answer leaves the server.
 */
export const SHARED_PAGE_HEADER = "X-Gazette-Shared-Page";

/** Tells operators (and tests) whether a shareable page was filled from a template or rendered. */
export const SHARED_PAGE_STATUS_HEADER = "X-Cache";

/** No page is reused for longer than this, whatever its route asks: publication purges only one process. */
export const SHARED_PAGE_MAX_SECONDS = 60;

/**
 * A page cut at its per-visitor values: `parts` are the fixed text between them and `slots[i]` says which
 * value goes between `parts[i]` and `parts[i + 1]`.
 */
export interface PageTemplate {
  parts: string[];
  slots: number[];
  status: number;
  headers: [string, string][];
  /** Roughly the memory the template holds (UTF-16 string length × 2). */
  bytes: number;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/**
 * Cuts `html` at every occurrence of each secret (the CSRF token, the nonce). Secrets must be non-empty;
 * one that does not occur simply leaves no slot.
 */
export function cutTemplate(html: string, secrets: readonly string[]): { parts: string[]; slots: number[] } {
  if (secrets.some((secret) => secret.length === 0)) throw new Error("an empty secret cannot be cut out");
  const pattern = new RegExp(secrets.map(escapeRegExp).join("|"), "g");
  const parts: string[] = [];
  const slots: number[] = [];
  let from = 0;
  for (const match of html.matchAll(pattern)) {
    parts.push(html.slice(from, match.index));
    slots.push(secrets.indexOf(match[0]));
    from = match.index + match[0].length;
  }
  parts.push(html.slice(from));
  return { parts, slots };
}

/** The template with this visitor's values in its slots (same order as the secrets it was cut with). */
export function fillTemplate(
  template: Pick<PageTemplate, "parts" | "slots">,
  values: readonly string[],
): string {
  let html = template.parts[0] ?? "";
  for (let i = 0; i < template.slots.length; i++) {
    html += (values[template.slots[i] ?? -1] ?? "") + (template.parts[i + 1] ?? "");
  }
  return html;
}

/**
 * May this request be answered with, or give, a shared page? Only a plain GET of a document (not client
 * navigation data) with no credentials: no Authorization, and no cookie but the CSRF token's. Any other
 * cookie — a session, a basket, a one-time message, or one we do not know — means the page may be
 * somebody's own, so it is rendered as usual. Answers the cache key, or null.
 */
export function sharedPageKey(request: {
  method: string;
  url: string;
  headers: { cookie?: string; authorization?: string };
  /** What the Accept header negotiates (`html`, `json`…): see the key below. */
  representation: string;
  allowedCookie: string;
}): string | null {
  if (request.method !== "GET") return null;
  if (request.headers.authorization) return null;
  const path = request.url.split("?", 1)[0] ?? "";
  if (path.endsWith(".data")) return null;
  const cookie = request.headers.cookie;
  if (cookie) {
    for (const part of cookie.split(";")) {
      const pair = part.trim();
      if (pair === "") continue;
      const eq = pair.indexOf("=");
      if ((eq < 0 ? pair : pair.slice(0, eq)).trim() !== request.allowedCookie) return null;
    }
  }
  // Pages that negotiate their representation say Vary: Accept, so what the Accept header negotiates is
  // part of the key: every browser's own Accept header asks for the page, and shares it.
  return `${request.representation}\n${request.url}`;
}

/** The route's reuse time from SHARED_PAGE_HEADER, capped; 0 when the page may not be shared. */
export function sharedPageSeconds(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value.trim())) return 0;
  return Math.min(Number(value.trim()), SHARED_PAGE_MAX_SECONDS);
}

/**
 * May this rendered answer be kept as a template? A 200 HTML page whose route marked it shareable, that
 * sets no cookie but the CSRF token's (which each visitor gets afresh), is not private, and varies on
 * nothing but what the key holds.
 */
export function isShareableAnswer(answer: {
  status: number;
  headers: Headers;
  allowedCookie: string;
}): boolean {
  const { status, headers } = answer;
  if (status !== 200) return false;
  if (sharedPageSeconds(headers.get(SHARED_PAGE_HEADER)) === 0) return false;
  if (!(headers.get("Content-Type") ?? "").startsWith("text/html")) return false;
  if (/\b(?:private|no-store)\b/i.test(headers.get("Cache-Control") ?? "")) return false;
  if (headers.getSetCookie().some((cookie) => !cookie.startsWith(`${answer.allowedCookie}=`))) return false;
  const vary = (headers.get("Vary") ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  // X-Requested-With too: a template is only ever made from, and handed to, a request without it.
  return vary.every((name) => ["accept", "accept-encoding", "x-requested-with"].includes(name));
}

/**
 * Templates of shared pages, each kept for its route's few seconds (`set(key, template, seconds * 1000)`),
 * least recently used out first when their total size passes `maxBytes`.
 */
export function sharedPageCache(maxBytes: number, now?: () => number): SharedPageCache {
  return new ByteBoundedCache<PageTemplate>(maxBytes, (template) => template.bytes, now);
}

export type SharedPageCache = ByteBoundedCache<PageTemplate>;
