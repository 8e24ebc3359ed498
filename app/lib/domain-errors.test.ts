import { describe, expect, it } from "vitest";
import {
  DOMAIN_ERROR_CODES,
  DOMAIN_ERROR_STATUS,
  DomainError,
  EXPLAINED_STATUSES,
  isDomainError,
} from "./domain-errors.ts";

describe("domain errors", () => {
  it("give every code exactly one status, a client error or an unavailable service", () => {
    expect(Object.keys(DOMAIN_ERROR_STATUS).sort()).toEqual([...DOMAIN_ERROR_CODES].sort());
    for (const code of DOMAIN_ERROR_CODES) {
      const status = DOMAIN_ERROR_STATUS[code];
      expect(Number.isInteger(status), code).toBe(true);
      expect(status === 503 || (status >= 400 && status < 500), `${code} → ${status}`).toBe(true);
    }
  });

  it("answer the refusals the application makes with the statuses it has always used", () => {
    expect(new DomainError("already-decided", "x").status).toBe(409);
    expect(new DomainError("rate-limited", "x").status).toBe(429);
    expect(new DomainError("forbidden", "x").status).toBe(403);
    expect(new DomainError("unauthenticated", "x").status).toBe(401);
    expect(new DomainError("not-found", "x").status).toBe(404);
  });

  it("carry their code, message and when to come back", () => {
    const error = new DomainError("rate-limited", "Wait an hour.", { retryAfterSeconds: 60 });
    expect(error).toBeInstanceOf(Error);
    expect(isDomainError(error)).toBe(true);
    expect(isDomainError(new Error("boom"))).toBe(false);
    expect(error).toMatchObject({ code: "rate-limited", message: "Wait an hour.", retryAfterSeconds: 60 });
    expect(error.name).toBe("DomainError");
  });

  it("explain every refusal on the error page, and no server failure", () => {
    for (const code of DOMAIN_ERROR_CODES) {
      const status = DOMAIN_ERROR_STATUS[code];
      expect(EXPLAINED_STATUSES.has(status), code).toBe(status < 500);
    }
    expect(EXPLAINED_STATUSES.has(500)).toBe(false);
  });
});
