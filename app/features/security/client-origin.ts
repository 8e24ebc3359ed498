/**
 * Is this request from the machine the app runs on? Development conveniences with known secrets (the demo
 * accounts' published password) are honoured only then, so a clone started with the defaults on a public
 * server does not hand them to strangers (ADR 007).
 */

const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"];

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith("::ffff:") ? address.slice(7) : address;
  return plain === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

export interface ClientFacts {
  /** The socket's peer. */
  peerAddress: string | undefined;
  /** The client as the app believes it (the peer, or from X-Forwarded-For through trusted proxies). */
  clientAddress: string | undefined;
  /** Whether any proxy is trusted (TRUST_PROXY). */
  proxyTrusted: boolean;
  headers: Record<string, string | string[] | undefined>;
}

export function isFromThisMachine(facts: ClientFacts): boolean {
  if (!isLoopbackAddress(facts.peerAddress)) return false;
  // Behind trusted proxies the believed client decides. Otherwise a forwarding header means a proxy on this
  // machine is passing on someone else's request, whose address we were not told to believe.
  if (facts.proxyTrusted) return isLoopbackAddress(facts.clientAddress);
  return FORWARDING_HEADERS.every((name) => facts.headers[name] === undefined);
}
