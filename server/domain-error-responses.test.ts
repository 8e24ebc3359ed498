import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type AppServices, appContext } from "../app/context.ts";
import { DomainError } from "../app/lib/domain-errors.ts";
import { notFound } from "../app/lib/http.server.ts";
import { answerDomainErrors } from "./domain-error-responses.ts";

/** The smallest build React Router serves: a root and two resource routes whose loaders refuse. */
function buildWith(loaders: Record<string, () => unknown>): ServerBuild {
  // Modules without a component: resource routes, answered without rendering a document.
  const routes: ServerBuild["routes"] = {
    root: { id: "root", path: "", module: {} as never },
  };
  for (const [path, loader] of Object.entries(loaders))
    routes[path] = { id: path, parentId: "root", path, module: { loader } as never };
  return {
    entry: { module: { default: () => new Response("document") } },
    routes,
    assets: {
      entry: { module: "/entry.js", imports: [] },
      routes: {},
      url: "/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

// React Router logs what a loader throws; the failures here are on purpose.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** GET of a path from the build with the wrapper, as the server serves it, for a visitor signed out. */
function servedBy(build: ServerBuild) {
  const handle = createRequestHandler(answerDomainErrors(build), "production");
  return (path: string, headers: Record<string, string> = {}) => {
    const context = new RouterContextProvider();
    // The 404 page's header asks who is looking: nobody, without a basket (so no database is asked).
    context.set(appContext, { secureCookies: false } as AppServices);
    return handle(new Request(`http://localhost/${path}`, { headers }), context);
  };
}

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
    const limited = await get("limited", { "X-Requested-With": "XMLHttpRequest" });
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
});

describe("a not-found where a route has no page of its own", () => {
  const build = buildWith({
    "file.pdf": () => notFound(),
    "data.json": () => notFound(),
    "order.pdf": () => {
      throw new DomainError("not-found", "There is no such order.");
    },
    "refused.pdf": () => {
      throw new DomainError("forbidden", "You do not have permission to see this page.");
    },
  });
  const get = servedBy(build);

  it("is the 404 page, not the JSON text null or a quoted message", async () => {
    for (const path of ["file.pdf", "order.pdf"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Content-Type"), path).toBe("text/html; charset=utf-8");
      expect(await response.text(), path).toContain("Page not found");
    }
  });

  it("is the JSON 404 at a .json address, and the plain message for scripts", async () => {
    const json = await get("data.json");
    expect(json.status).toBe(404);
    expect(await json.json()).toEqual({ error: "Not found", status: 404 });
    const script = await get("order.pdf", { "X-Requested-With": "XMLHttpRequest" });
    expect(script.status).toBe(404);
    expect(await script.text()).toBe("There is no such order.");
  });

  it("while other refusals keep their status, and the bare build sent null", async () => {
    expect((await get("refused.pdf")).status).toBe(403);
    const bare = createRequestHandler(build, "production");
    const response = await bare(new Request("http://localhost/file.pdf"), new RouterContextProvider());
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("null");
  });
});
