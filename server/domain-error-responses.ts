/**
 * Where DomainErrors become HTTP, for the whole application: every route module's loader and action is
 * wrapped once, here, so a service throws `new DomainError("forbidden", …)` and the route, whatever it is,
 * answers with the status of the one table (app/lib/domain-errors.ts). React Router's own middleware cannot
 * do this: a loader's error never reaches `next()`, it is rendered straight into the error page as a 500.
 * (In a route without a page of its own, React Router sends the refusal as JSON; resource-refusals.ts makes
 * it readable where the answer leaves.)
 */
import type { ServerBuild } from "react-router";
import { refuseForm } from "../app/features/accounts/method-refusal.server.ts";
import { answeringDomainErrors } from "../app/lib/http.server.ts";

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];
type Handler = NonNullable<RouteModule["loader"]>;

/**
 * A route that takes no form but answers GET (a page, or a route with a loader): refuseForm as its action, so a
 * form sent there is a 405 whose error page knows who is asking (method-refusal.server.ts). The root too: a
 * form sent to "/" is for it (an index route's parent takes what is sent to its address without `?index`).
 * Not a layout of middleware alone.
 */
function takesGetOnly(module: RouteModule): boolean {
  return !module.action && Boolean(module.default || module.loader);
}

function withDomainErrors(module: RouteModule): RouteModule {
  if (takesGetOnly(module)) return withDomainErrors({ ...module, action: refuseForm });
  if (!module.loader && !module.action) return module;
  return {
    ...module,
    ...(module.loader ? { loader: answeringDomainErrors(module.loader) as Handler } : {}),
    ...(module.action ? { action: answeringDomainErrors(module.action as Handler) as Handler } : {}),
  };
}

export function answerDomainErrors(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes))
    routes[id] = route ? { ...route, module: withDomainErrors(route.module) } : route;
  return { ...build, routes };
}
