/**
 * A stop that does not leave clients hanging on kept-alive connections: once it begins, every answer not
 * yet sent, and every request a kept connection sends meanwhile, says `Connection: close`. A client that
 * keeps its connection busy would otherwise hold the server open to its time limit and have its last
 * requests cut off, or answered against a database already closed.
 */
import type { Server, ServerResponse } from "node:http";

/** Watches `server`'s answers; returns what to call when the stop begins. */
export function closeConnectionsOnStop(server: Server): () => void {
  let stopping = false;
  const inFlight = new Set<ServerResponse>();
  server.prependListener("request", (_req, res) => {
    if (stopping) res.setHeader("Connection", "close");
    inFlight.add(res);
    res.once("close", () => inFlight.delete(res));
  });
  return () => {
    stopping = true;
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
  };
}
