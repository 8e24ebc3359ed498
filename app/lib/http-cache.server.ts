/**
 * The rules of compressing an answer once and validating it (ADR 024): which encoding a request accepts,
 * which answers are public (the same bytes for everyone, so they may have a strong ETag and have their
 * compressed bytes kept), the ETag itself, and the in-process store of compressed bytes with its purge.
 * Express-free, so that the publication hooks in features can purge without importing the server.
 */
import { hash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import { ByteBoundedCache } from "./byte-bounded-cache.ts";

export type ContentCoding = "br" | "gzip" | "identity";

/** Bodies smaller than this go as they are: the encoding's framing would eat most of the gain. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Brotli at quality 5 for bytes made per request: on this site's pages 7 % smaller than quality 4 and
 * 8–10 % smaller than gzip's default level, for about 0.25 ms a 22–32 kB page (quality 4: 0.15–0.33 ms,
 * gzip 0.1 ms; measured 2026-11-24). Quality 11 is for files compressed at build time, not here.
 * From LARGE_BODY up, quality 3: the time grows with the size, and the one large page asked often, a search's
 * results (~129 kB, two thirds of it the notice-type boxes), took 2.4 ms at quality 5 and 1.0 ms at 3 for
 * 13.9 kB instead of 12.4 kB (measured 2026-11-28, on a machine slower than the one above): the
 * 1.5 kB more cost a visitor less than the milliseconds saved (issue 14: the page's cost over its search).
 */
const BROTLI_QUALITY = 5;
const LARGE_BODY_BROTLI_QUALITY = 3;
export const LARGE_BODY = 64 * 1024;

/**
 * Up to this size an answer is compressed at once on the request's own thread (≤ ~2 ms): handing it to the
 * thread pool and back cost the results page 0.8 ms more than the compression itself (3.1 ms against
 * 2.4), and gives no more CPU on a machine whose cores the app processes and the database already use.
 * Larger answers (feeds, data, up to the 8 MB held) go to the pool so that no request waits behind them.
 */
export const COMPRESS_INLINE_LIMIT = 256 * 1024;

function brotliOptions(size: number) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: size >= LARGE_BODY ? LARGE_BODY_BROTLI_QUALITY : BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function compressBody(
  body: Buffer,
  coding: Exclude<ContentCoding, "identity">,
): Promise<Buffer> {
  if (body.length > COMPRESS_INLINE_LIMIT)
    return coding === "br" ? brotli(body, brotliOptions(body.length)) : gzipAsync(body);
  return coding === "br" ? brotliCompressSync(body, brotliOptions(body.length)) : gzipSync(body);
}

/**
 * The coding to send for an Accept-Encoding header (RFC 9110 §12.5.3): the higher q-value of br and gzip,
 * brotli on a tie; `*` stands for a coding not named; q=0 refuses. No header, or neither accepted: as is.
 */
export function chooseEncoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return "identity";
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key === "q") q = Number.parseFloat(value ?? "");
    }
    weights.set(name.trim(), Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0);
  }
  const weightOf = (coding: string) =>
    weights.get(coding) ?? (coding === "gzip" ? weights.get("x-gzip") : undefined) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gz = weightOf("gzip");
  if (br <= 0 && gz <= 0) return "identity";
  return br >= gz ? "br" : "gzip";
}

/** What decides whether an answer is public: the same bytes for whoever asks. */
export interface AnswerFacts {
  method: string;
  status: number;
  cacheControl: string | undefined;
  hasSetCookie: boolean;
}

/**
 * Public: a GET answered 200 whose route said `Cache-Control: public` (it is the same for everyone),
 * without `private`/`no-store`/`no-cache` and without a cookie being set. Pages without such a header —
 * every HTML page today, which carries the visitor's CSRF token and the response's CSP nonce — are not.
 */
export function isPublicAnswer(facts: AnswerFacts): boolean {
  if (facts.method !== "GET" || facts.status !== 200 || facts.hasSetCookie) return false;
  const directives = (facts.cacheControl ?? "").toLowerCase();
  if (!/\bpublic\b/.test(directives)) return false;
  return !/\b(?:private|no-store|no-cache)\b/.test(directives);
}

/** A digest of the uncompressed bytes: the body's identity whatever the encoding. */
export function bodyDigest(body: Uint8Array): string {
  return hash("sha256", body, "base64url").slice(0, 27);
}

/**
 * A strong ETag for one encoding of a body: the digest of the uncompressed bytes with the coding as a
 * suffix. Strong validators promise byte-for-byte equality, and the br and gzip bytes differ, so each
 * encoding has its own (RFC 9110 §8.8.3); the identity one has no suffix.
 */
export function strongEtag(digest: string, coding: ContentCoding): string {
  return coding === "identity" ? `"${digest}"` : `"${digest}-${coding}"`;
}

/** If-None-Match against the ETag about to be sent: weak comparison, `*`, and lists (RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}

/**
 * Compressed bytes of public answers, least recently used out first, bounded by their total size. The
 * key holds the digest of the uncompressed bytes, so a hit is by construction the compression of exactly
 * the bytes just rendered: it can never serve another answer's content, stale or not.
 */
export class CompressedBytesCache extends ByteBoundedCache<Buffer> {
  constructor(maxBytes: number) {
    super(maxBytes, (value) => value.length);
  }

  static key(url: string, coding: ContentCoding, digest: string): string {
    return `${coding} ${digest} ${url}`;
  }
}

/** This app process's store (32 MB). */
export const compressedAnswers = new CompressedBytesCache(32 * 1024 * 1024);

const purgeListeners = new Set<() => void>();

/**
 * Something public changed (an issue published, a notice withdrawn): this process forgets its compressed
 * answers, and every listener is told — the place where a deployment purges its CDN. Other app processes
 * are not reached; they, like shared caches, rely on the answers' short max-age (ADR 024).
 */
export function purgePublicAnswers(): void {
  compressedAnswers.clear();
  for (const listener of purgeListeners) {
    try {
      listener();
    } catch (error) {
      console.error("[gazette] a public-cache purge listener failed", error);
    }
  }
}

/** Adds a purge listener; answers the function that removes it. */
export function onPublicAnswersPurged(listener: () => void): () => void {
  purgeListeners.add(listener);
  return () => purgeListeners.delete(listener);
}
