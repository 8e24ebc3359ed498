/** What the Express layer tells React Router about the client of a request (RequestInfo). */
import type { Request } from "express";
import type { TrustProxy } from "../app/config/trust-proxy.ts";
import type { RequestInfo } from "../app/context.ts";
import { isFromThisMachine } from "../app/features/security/client-origin.ts";

/** `req.ip` follows the app's "trust proxy" setting, which must be `trustProxy`. */
export function requestInfoFor(req: Request, trustProxy: TrustProxy): RequestInfo {
  return {
    ip: req.ip ?? "unknown",
    fromThisMachine: isFromThisMachine({
      peerAddress: req.socket.remoteAddress,
      clientAddress: req.ip,
      proxyTrusted: trustProxy !== false,
      headers: req.headers,
    }),
  };
}
