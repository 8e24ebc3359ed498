import { createRequestHandler, RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FORMS_NOT_TAKEN_MESSAGE } from "../app/features/accounts/method-refusal.server.ts";
import { DomainError } from "../app/lib/domain-errors.ts";
import { answerDomainErrors } from "./domain-error-responses.ts";
import { buildWith, servedBy } from "./test-builds.ts";

// React Router logs what a loader throws; the failures here are on purpose.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("DomainErrors answered for every route", () => {
  const build = buildWith({
    refused: () => {
      throw new DomainError("forbidden", "You do not have permission to see this page.");
    },
    limited: () => {
      throw new DomainError("rate-limited", "Wait an hour.", { retryAfterSeconds: 60 });
    },
    broken: () => {
      throw new Error("connection lost");
    },
  });
  const get = servedBy(build);

  it("with the status of the one table, whatever the route", async () => {
    expect((await get("refused")).status).toBe(403);
    const limited = await get("limited", { headers: { "X-Requested-With": "XMLHttpRequest" } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect(await limited.text()).toBe("Wait an hour.");
  });

  it("and a real failure stays a 500 that shows nothing of itself", async () => {
    const broken = await get("broken");
    expect(broken.status).toBe(500);
    expect(await broken.text()).not.toContain("connection lost");
  });

  it("while the build without the wrapper would have answered the refusal as a 500", async () => {
    const bare = createRequestHandler(build, "production");
    const response = await bare(new Request("http://localhost/refused"), new RouterContextProvider());
    expect(response.status).toBe(500);
  });

  it("leaving modules without a loader or action as they are", () => {
    const wrapped = answerDomainErrors(build);
    expect(wrapped.routes.root?.module).toBe(build.routes.root?.module);
    expect(wrapped.routes.refused?.module.loader).not.toBe(build.routes.refused?.module.loader);
  });

  it("giving a route that takes no form an action that refuses one with 405, for the person asking", async () => {
    const wrapped = answerDomainErrors(build);
    expect(wrapped.routes.refused?.module.action).toBeDefined();
    expect(build.routes.refused?.module.action).toBeUndefined();
    const script = await get("refused", {
      method: "POST",
      headers: { "X-Requested-With": "XMLHttpRequest" },
    });
    expect([script.status, script.headers.get("Allow"), await script.text()]).toEqual([
      405,
      "GET, HEAD",
      FORMS_NOT_TAKEN_MESSAGE,
    ]);
  });
});
