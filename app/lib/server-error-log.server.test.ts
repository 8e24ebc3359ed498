import { createRequestHandler, RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildWith } from "../../server/test-builds.ts";
import { logServerError } from "./server-error-log.server.ts";

let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The framework, with our handleError, serving routes whose loaders answer or fail. */
function serve() {
  const build = buildWith({
    "data.json": () => Response.json({ ok: true }),
    broken: () => {
      throw new Error("connection lost");
    },
  });
  const entry = build.entry.module as unknown as Record<string, unknown>;
  const handle = createRequestHandler(
    { ...build, entry: { module: { ...entry, handleError: logServerError } } } as typeof build,
    "production",
  );
  return (path: string, init: RequestInit = {}) =>
    handle(new Request(`http://localhost/${path}`, init), new RouterContextProvider());
}

describe("the server's error log", () => {
  it("keeps real failures, with their stack", async () => {
    expect((await serve()("broken")).status).toBe(500);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain("connection lost");
  });

  it("leaves out what the router refused as the client's mistake", async () => {
    const posted = await serve()("data.json", { method: "POST" });
    expect(posted.status).toBe(405);
    expect(logged).not.toHaveBeenCalled();
  });

  it("leaves out requests whose client went away", async () => {
    const gone = new AbortController();
    gone.abort();
    await serve()("broken", { signal: gone.signal }).catch(() => undefined);
    expect(logged).not.toHaveBeenCalled();
  });
});
