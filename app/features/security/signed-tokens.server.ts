/**
 * Tokens derived from the signing key (HMAC-SHA256) for links that must stay the same in every e-mail,
 * such as an alert's unsubscribe link: nothing secret is stored, and a link in an old e-mail still works.
 */
import { createHmac } from "node:crypto";
import type { Database } from "../../db/client.server.ts";
import { loadOrCreateSigningKey } from "./signing-key-repository.server.ts";

let cached: Promise<string> | null = null;
let cachedFor: Database | null = null;

function signingKey(db: Database): Promise<string> {
  if (!cached || cachedFor !== db) {
    cachedFor = db;
    cached = loadOrCreateSigningKey(db);
  }
  return cached;
}

export async function signedToken(db: Database, purpose: string, subject: string): Promise<string> {
  return createHmac("sha256", await signingKey(db))
    .update(`${purpose}\n${subject}`)
    .digest("base64url");
}
