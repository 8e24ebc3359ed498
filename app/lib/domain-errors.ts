/**
 * Refusals a service can throw without knowing about HTTP: a code from a closed list and a message meant
 * for the person (shown on the error page, or against a form field). Which status each code is answered
 * with is decided here, once, and the answer itself is built in one place (`domainErrorResponse` in
 * http.server.ts, applied to every loader and action where the app is assembled), so a service never picks
 * a status and two services never answer the same refusal differently.
 */

export const DOMAIN_ERROR_CODES = [
  "invalid-input",
  "unauthenticated",
  "forbidden",
  "not-found",
  "conflict",
  "already-decided",
  "too-large",
  "unsupported-media-type",
  "rate-limited",
  "unavailable",
] as const;

export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

/** The one table from refusal to HTTP status. */
export const DOMAIN_ERROR_STATUS = {
  "invalid-input": 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  /** A decision already made (ADR 011): the request conflicts with the state it found. */
  "already-decided": 409,
  "too-large": 413,
  "unsupported-media-type": 415,
  "rate-limited": 429,
  unavailable: 503,
} as const satisfies Record<DomainErrorCode, number>;

export interface DomainErrorOptions {
  /** For rate-limited and unavailable: when to come back (sent as Retry-After). */
  retryAfterSeconds?: number;
  cause?: unknown;
}

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: DomainErrorCode, message: string, options: DomainErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "DomainError";
    this.code = code;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return DOMAIN_ERROR_STATUS[this.code];
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

/**
 * The statuses whose page shows the refusal's own message: ours, all written for the person reading. A
 * 5xx never shows anything an error carries.
 */
export const EXPLAINED_STATUSES: ReadonlySet<number> = new Set(
  Object.values(DOMAIN_ERROR_STATUS).filter((status) => status < 500),
);
