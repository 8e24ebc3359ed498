/**
 * Reads a request's body before React Router sees it, never more than the route may send (see
 * app/features/security/request-body-limits.ts): a declared Content-Length over the limit is refused
 * without reading a byte, a chunked body is counted as it arrives and cut off at the limit. Either way
 * the answer is 413 (a page, or plain text for scripts) and the connection is closed, so the rest of the
 * body is never read.
 */
import type express from "express";
import { bodyLimitFor, bodyTooLargeMessage } from "../app/features/security/request-body-limits.ts";

const BODY = "gazetteRequestBody";

/** The body read by the middleware (empty when there was none). */
export function bufferedBody(res: express.Response): Buffer {
  return (res.locals[BODY] as Buffer | undefined) ?? Buffer.alloc(0);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function refuse(req: express.Request, res: express.Response, declared: number | null): void {
  const path = req.path.replace(/\.data$/, "");
  const message = bodyTooLargeMessage(path, declared);
  // Closing the connection is what stops the client's upload: otherwise Node would read it to the end.
  res.status(413).set("Connection", "close").set("Cache-Control", "no-store").vary("X-Requested-With");
  if (req.get("x-requested-with") === "XMLHttpRequest") {
    res.type("text/plain").send(message);
    return;
  }
  res
    .type("html")
    .send(
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too large - The Gazette</title></head><body><main><h1>What you sent is too large</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(path)}">Go back and try again</a></p></main></body></html>`,
    );
}

export function requestBodyLimit(
  limitFor: (pathname: string) => number = bodyLimitFor,
): express.RequestHandler {
  return (req, res, next) => {
    // React Router gives GET and HEAD no body: whatever was sent is discarded unread by Node.
    if (req.method === "GET" || req.method === "HEAD") return next();
    const limit = limitFor(req.path);
    const header = req.get("content-length");
    const declared = header === undefined ? null : Number(header);
    if (declared !== null && declared > limit) return refuse(req, res, declared);

    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const stop = () => {
      settled = true;
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onGone);
      req.off("close", onGone);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        req.pause();
        refuse(req, res, null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      res.locals[BODY] = Buffer.concat(chunks, size);
      next();
    };
    // The client went away mid-body: there is no one to answer.
    const onGone = () => {
      if (!settled) stop();
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onGone);
    req.on("close", onGone);
  };
}
