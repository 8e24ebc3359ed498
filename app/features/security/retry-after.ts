/**
 * A route's `headers` export decides which headers of its loader and action (or of the error they threw)
 * reach the page; without one only cookies do, so a 429 would lose its Retry-After. The routes that can
 * answer 429 pass it on with this.
 */
export function retryAfterFrom(...sources: (Headers | undefined)[]): Record<string, string> {
  for (const headers of sources) {
    const seconds = headers?.get("Retry-After");
    if (seconds) return { "Retry-After": seconds };
  }
  return {};
}
