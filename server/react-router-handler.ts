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
import { bufferedBody } from "./request-body-limit.ts";

// A host name or address with an optional port; anything else (a hostile Host header) is not an origin.
const HOST = /^(?:[A-Za-z0-9._-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

function toFetchRequest(req: express.Request, res: express.Response): Request {
  const host = req.host && HOST.test(req.host) ? req.host : "localhost";
  const url = new URL(`${req.protocol}://${host}${req.originalUrl}`);
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

export function reactRouterHandler(options: {
  build: ServerBuild;
  mode: "production" | "development";
  getLoadContext(req: express.Request, res: express.Response): RouterContextProvider;
}): express.RequestHandler {
  const handle = createRequestHandler(options.build, options.mode);
  return async (req, res, next) => {
    try {
      await send(res, await handle(toFetchRequest(req, res), options.getLoadContext(req, res)));
    } catch (error) {
      next(error);
    }
  };
}
