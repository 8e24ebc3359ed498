/**
 * Is someone signed in? (spec §4) Only a successful account data call says yes; a failed call says no.
 * The answer is kept for 5000 ms, then asked again. Pages without the signed-in name element are signed
 * out without asking the server.
 */
import { ACCOUNT_DATA_URL, AUTH_CACHE_MS } from "./session-timing.ts";

export interface AuthStateDependencies {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  now: () => number;
  hasUserElement: () => boolean;
}

export interface AuthState {
  isAuthenticated(): Promise<boolean>;
  /** Forget the cached answer (after signing in or out). */
  reset(): void;
}

export function createAuthState(deps: AuthStateDependencies): AuthState {
  let cached: { value: boolean; at: number } | null = null;
  let pending: Promise<boolean> | null = null;

  const ask = async (): Promise<boolean> => {
    let value = false;
    try {
      const response = await deps.fetch(ACCOUNT_DATA_URL, {
        headers: { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" },
        credentials: "same-origin",
      });
      value = response.ok && Boolean(((await response.json()) as { user?: unknown } | null)?.user);
    } catch {
      value = false;
    }
    cached = { value, at: deps.now() };
    return value;
  };

  return {
    isAuthenticated() {
      if (!deps.hasUserElement()) return Promise.resolve(false);
      if (cached && deps.now() - cached.at < AUTH_CACHE_MS) return Promise.resolve(cached.value);
      // Callers at the same moment share one request.
      pending ??= ask().finally(() => {
        pending = null;
      });
      return pending;
    },
    reset() {
      cached = null;
    },
  };
}

let shared: AuthState | null = null;

export function isAuthenticated(): Promise<boolean> {
  shared ??= createAuthState({
    fetch: (url, init) => window.fetch(url, init),
    now: () => Date.now(),
    hasUserElement: () => document.getElementById("user-full-name") !== null,
  });
  return shared.isAuthenticated();
}
