/**
 * Where DomainErrors become HTTP, for the whole application: every route module's loader and action is
 * wrapped once, here, so a service throws `new DomainError("forbidden", …)` and the route, whatever it is,
 * answers with the status of the one table (app/lib/domain-errors.ts). React Router's own middleware cannot
 * do this: a loader's error never reaches `next()`, it is rendered straight into the error page as a 500.
 *
 * A route without a page of its own (a resource route: files, data, form and script addresses) is not
 * rendered through the error page either: a not-found thrown there (`notFound()`, a "not-found"
 * DomainError, both a thrown `data()`) would be sent as JSON — the text `null` or a quoted message. Those
 * become the 404 page, the JSON 404 at a `.json` address, or the plain-text message for scripts.
 */
import type { ServerBuild } from "react-router";
import { notFoundDocument } from "../app/components/layout/not-found-document.server.tsx";
import { pageVisitor } from "../app/features/accounts/page-visitor.server.ts";
import { isAjax } from "../app/features/accounts/require-user.server.ts";
import { answeringDomainErrors, jsonNotFound } from "../app/lib/http.server.ts";

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];
type Handler = NonNullable<RouteModule["loader"]>;

/** What `data(…, { status: 404 })` throws: React Router's DataWithResponseInit (not exported as a class). */
function thrownNotFound(error: unknown): { message: string | null } | null {
  if (typeof error !== "object" || error === null) return null;
  const thrown = error as { type?: unknown; data?: unknown; init?: { status?: number } | null };
  if (thrown.type !== "DataWithResponseInit" || thrown.init?.status !== 404) return null;
  if (thrown.data !== null && thrown.data !== undefined && typeof thrown.data !== "string") return null;
  return { message: typeof thrown.data === "string" ? thrown.data : null };
}

async function resourceNotFound(
  { request, context }: Parameters<Handler>[0],
  message: string | null,
): Promise<Response> {
  if (isAjax(request))
    return new Response(message ?? "Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  if (new URL(request.url).pathname.endsWith(".json")) return jsonNotFound();
  return notFoundDocument(await pageVisitor(request, context));
}

function answeringNotFoundAsDocument(run: Handler): Handler {
  return async (args) => {
    try {
      return await run(args);
    } catch (error) {
      const notFound = thrownNotFound(error);
      if (notFound) throw await resourceNotFound(args, notFound.message);
      throw error;
    }
  };
}

function withDomainErrors(module: RouteModule): RouteModule {
  if (!module.loader && !module.action) return module;
  const wrap = (run: Handler): Handler => {
    const answering = answeringDomainErrors(run) as Handler;
    return module.default ? answering : answeringNotFoundAsDocument(answering);
  };
  return {
    ...module,
    ...(module.loader ? { loader: wrap(module.loader) } : {}),
    ...(module.action ? { action: wrap(module.action as Handler) } : {}),
  };
}

export function answerDomainErrors(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes))
    routes[id] = route ? { ...route, module: withDomainErrors(route.module) } : route;
  return { ...build, routes };
}
