/** Request-scoped values that the server puts into React Router's context for loaders and actions. */
import { createContext } from "react-router";
import type { Database } from "./db/client.server.ts";

export interface AppServices {
  db: Database;
  siteUrl: string;
  mapTileUrl: string | null;
}

export const appContext = createContext<AppServices>();
/** The Content-Security-Policy nonce of this response, for inline scripts React Router emits. */
export const nonceContext = createContext<string>("");
