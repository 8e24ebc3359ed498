/**
 * Compression done once (ADR 024). The `compression` middleware turned every flush of React Router's
 * stream into a zlib flush: more CPU and bodies 60–74 % larger. Here a compressible answer is held whole
 * and compressed in one go — brotli when the request accepts it, gzip otherwise — and sent with its
 * Content-Length. Public answers (isPublicAnswer) get a strong ETag from their uncompressed bytes, a
 * matching If-None-Match gets 304, and their compressed bytes are kept so an identical answer is a copy.
 *
 * Left alone, streamed as they come: HEAD, 1xx/204/206/304, answers already encoded or marked no-transform,
 * types that do not compress (PDF, images, archives), server-sent events, attachments (downloads are
 * streamed on purpose) and anything announced or grown beyond BUFFER_LIMIT.
 */
import type { OutgoingHttpHeaders } from "node:http";
import type express from "express";
import {
  bodyDigest,
  COMPRESS_THRESHOLD,
  CompressedBytesCache,
  type ContentCoding,
  chooseEncoding,
  compressBody,
  compressedAnswers,
  etagMatches,
  isPublicAnswer,
  strongEtag,
} from "../app/lib/http-cache.server.ts";

/** Beyond this an answer is no page: it goes on streaming, uncompressed. */
export const BUFFER_LIMIT = 8 * 1024 * 1024;

const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?(?:json|xml)\b|application\/(?:javascript|x-javascript|ecmascript|manifest\+json|geo\+json|x-turtle|n-triples|n-quads|trig)\b|image\/svg\+xml|font\/(?:ttf|otf))/i;

function shouldHold(res: express.Response): boolean {
  const status = res.statusCode;
  // A range (express.static answers Range) is part of a file: compressing it would make a new file.
  if (status < 200 || status === 204 || status === 206 || status === 304) return false;
  if (res.hasHeader("Content-Range")) return false;
  const encoding = String(res.getHeader("Content-Encoding") ?? "identity").toLowerCase();
  if (encoding !== "identity") return false;
  if (/\bno-transform\b/i.test(String(res.getHeader("Cache-Control") ?? ""))) return false;
  if (!COMPRESSIBLE.test(String(res.getHeader("Content-Type") ?? ""))) return false;
  if (/^\s*attachment\b/i.test(String(res.getHeader("Content-Disposition") ?? ""))) return false;
  const announced = Number(res.getHeader("Content-Length") ?? 0);
  return !(announced > BUFFER_LIMIT);
}

type Write = express.Response["write"];
type End = express.Response["end"];
type WriteHead = express.Response["writeHead"];
type Callback = (error?: Error | null) => void;

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
}

export function compressOnce(cache: CompressedBytesCache = compressedAnswers): express.RequestHandler {
  return (req, res, next) => {
    if (req.method === "HEAD") return next();
    const writeHead = res.writeHead as (...args: unknown[]) => express.Response;
    const write = res.write as (...args: unknown[]) => boolean;
    const end = res.end as (...args: unknown[]) => express.Response;
    let mode: "undecided" | "pass" | "hold" = "undecided";
    let chunks: Buffer[] = [];
    let held = 0;

    const isHolding = () => mode === "hold";
    const decide = () => {
      if (mode === "undecided") mode = shouldHold(res) ? "hold" : "pass";
    };
    // Grown beyond the limit: send what is held as it is and stream the rest.
    const release = () => {
      mode = "pass";
      res.vary("Accept-Encoding");
      writeHead.call(res, res.statusCode);
      for (const chunk of chunks) write.call(res, chunk);
      chunks = [];
    };

    res.writeHead = function (this: express.Response, ...args: unknown[]) {
      if (mode === "undecided") {
        const [status, reasonOrHeaders, maybeHeaders] = args;
        const headers = typeof reasonOrHeaders === "string" ? maybeHeaders : reasonOrHeaders;
        if (Array.isArray(headers)) mode = "pass";
        else {
          res.statusCode = status as number;
          if (typeof reasonOrHeaders === "string") res.statusMessage = reasonOrHeaders;
          for (const [name, value] of Object.entries((headers ?? {}) as OutgoingHttpHeaders))
            if (value !== undefined) res.setHeader(name, value);
          decide();
          if (!isHolding()) return writeHead.call(this, res.statusCode);
        }
      }
      return mode === "pass" ? writeHead.apply(this, args) : this;
    } as WriteHead;

    res.write = function (this: express.Response, chunk: unknown, ...rest: unknown[]) {
      decide();
      if (mode === "pass") return write.call(this, chunk, ...rest);
      const buffer = toBuffer(chunk, rest[0]);
      chunks.push(buffer);
      held += buffer.length;
      const callback = rest.find((arg) => typeof arg === "function") as Callback | undefined;
      if (held > BUFFER_LIMIT) {
        release();
        if (callback) process.nextTick(callback);
        return true;
      }
      if (callback) process.nextTick(callback);
      return true;
    } as Write;

    res.end = function (this: express.Response, ...args: unknown[]) {
      decide();
      if (mode === "pass") return end.apply(this, args);
      const callback = args.find((arg) => typeof arg === "function") as Callback | undefined;
      const [chunk, encoding] = args;
      if (chunk !== undefined && chunk !== null && typeof chunk !== "function")
        chunks.push(toBuffer(chunk, encoding));
      const body = Buffer.concat(chunks);
      chunks = [];
      sendWhole(req, res, body, cache, { writeHead, end }).then(
        () => callback?.(),
        (error: unknown) => res.destroy(error as Error),
      );
      return this;
    } as End;

    next();
  };
}

async function sendWhole(
  req: express.Request,
  res: express.Response,
  body: Buffer,
  cache: CompressedBytesCache,
  original: {
    writeHead: (...args: unknown[]) => express.Response;
    end: (...args: unknown[]) => express.Response;
  },
): Promise<void> {
  res.vary("Accept-Encoding");
  const coding: ContentCoding =
    body.length >= COMPRESS_THRESHOLD ? chooseEncoding(req.headers["accept-encoding"]) : "identity";
  const isPublic = isPublicAnswer({
    method: req.method,
    status: res.statusCode,
    cacheControl: res.getHeader("Cache-Control")?.toString(),
    hasSetCookie: res.hasHeader("Set-Cookie"),
  });
  const digest = isPublic ? bodyDigest(body) : null;
  // An ETag the producer set (express.static, res.send) stays: it answered If-None-Match already.
  if (digest && !res.hasHeader("ETag")) {
    const etag = strongEtag(digest, coding);
    res.setHeader("ETag", etag);
    if (etagMatches(req.headers["if-none-match"], etag)) {
      res.statusCode = 304;
      for (const name of ["Content-Type", "Content-Length", "Content-Encoding", "Transfer-Encoding"])
        res.removeHeader(name);
      original.writeHead.call(res, 304);
      original.end.call(res);
      return;
    }
  }
  let bytes = body;
  if (coding !== "identity") {
    const key = digest ? CompressedBytesCache.key(req.originalUrl, coding, digest) : null;
    const kept = key ? cache.get(key) : undefined;
    bytes = kept ?? (await compressBody(body, coding));
    if (key && !kept) cache.set(key, bytes);
    res.setHeader("Content-Encoding", coding);
  }
  if (res.destroyed) return;
  res.setHeader("Content-Length", bytes.length);
  original.writeHead.call(res, res.statusCode);
  original.end.call(res, bytes);
}
