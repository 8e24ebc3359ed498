/**
 * Where DomainErrors become HTTP, for the whole application: every route module's loader and action is
 * wrapped once, here, so a service throws `new DomainError("forbidden", …)` and the route, whatever it is,
 * answers with the status of the one table (app/lib/domain-errors.ts). React Router's own middleware cannot
 * do this: a loader's error never reaches `next()`, it is rendered straight into the error page as a 500.
 */
import type { ServerBuild } from "react-router";
import { answeringDomainErrors } from "../app/lib/http.server.ts";

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

function withDomainErrors(module: RouteModule): RouteModule {
  if (!module.loader && !module.action) return module;
  return {
    ...module,
    ...(module.loader ? { loader: answeringDomainErrors(module.loader) } : {}),
    ...(module.action ? { action: answeringDomainErrors(module.action) } : {}),
  };
}

export function answerDomainErrors(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes))
    routes[id] = route ? { ...route, module: withDomainErrors(route.module) } : route;
  return { ...build, routes };
}
