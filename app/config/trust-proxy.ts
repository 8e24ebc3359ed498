/**
 * TRUST_PROXY: whose X-Forwarded-For the app believes when it decides who the client is (rate limits,
 * sign-in lockout, "this machine"). Believing it from anyone lets a client pick its own address and
 * escape every limit, so by default nobody is trusted and the client is the socket's peer (ADR 007).
 *
 *   off (default)            the peer address; forwarding headers are ignored
 *   1, 2, …                  that many proxy hops in front of the app (the Nth address from the right)
 *   loopback, 10.0.0.0/8, …  comma-separated proxy addresses, subnets or Express's names for them
 *                            (loopback, linklocal, uniquelocal)
 */
import { isIP } from "node:net";

/** Express's "trust proxy" value. */
export type TrustProxy = false | number | string[];

const NAMED = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrSubnet(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const [address, bits, ...rest] = entry.split("/");
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** Parses the setting; throws a message naming what is wrong. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? "").trim();
  if (text === "" || text === "off" || text === "false") return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) throw new Error("a number of proxy hops must be between 1 and 10");
    return hops;
  }
  const entries = text
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrSubnet(e));
  if (bad.length > 0 || entries.length === 0)
    throw new Error(
      `not a proxy address, subnet or name: ${bad.join(", ") || text} (use off, a hop count, or addresses)`,
    );
  return entries;
}
