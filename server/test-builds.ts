/**
 * For the server's unit tests: the smallest build React Router serves — a root and resource routes (modules
 * without a component, answered without rendering a document) — and the request handler as the server
 * assembles it, so a test asks addresses of the real framework instead of imitating it.
 */
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { type AppServices, appContext } from "../app/context.ts";
import { answerDomainErrors } from "./domain-error-responses.ts";
import { answerResourceRefusal, varyingForScripts } from "./resource-refusals.ts";

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

/** Each path's module: a loader alone, or the module's parts (loader, action, middleware). */
export function buildWith(routes: Record<string, (() => unknown) | Partial<RouteModule>>): ServerBuild {
  const built: ServerBuild["routes"] = {
    root: { id: "root", path: "", module: {} as never },
  };
  for (const [path, module] of Object.entries(routes))
    built[path] = {
      id: path,
      parentId: "root",
      path,
      module: (typeof module === "function" ? { loader: module } : module) as never,
    };
  return {
    // A page is "rendered" as a stand-in document with the status React Router gives it.
    entry: {
      module: {
        default: (_request: Request, status: number) =>
          new Response("document", { status, headers: { "Content-Type": "text/html; charset=utf-8" } }),
      },
    },
    routes: built,
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

/**
 * Requests to the build as the server serves them (DomainErrors answered, resource refusals made
 * readable), for a visitor signed out and without a basket, so no database is asked.
 */
export function servedBy(build: ServerBuild) {
  const handle = createRequestHandler(answerDomainErrors(build), "production");
  return async (path: string, init: RequestInit = {}) => {
    const context = new RouterContextProvider();
    context.set(appContext, { secureCookies: false } as AppServices);
    const request = new Request(`http://localhost/${path}`, init);
    return varyingForScripts(await answerResourceRefusal(request, await handle(request, context), context));
  };
}
