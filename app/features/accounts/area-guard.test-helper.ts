/** A signed-in person of any role, and a guard run as React Router runs middleware, for the guard tests. */
import { type MiddlewareFunction, RouterContextProvider } from "react-router";
import { type CurrentUser, currentUserContext } from "./current-user.ts";

export function person(role: string, organisationId: number | null = 7, permissions: string[] = []) {
  return {
    id: 42,
    role,
    organisationId,
    permissions,
    email: "pat@example.test",
    name: "Pat Example",
    title: null,
    status: "active",
    organisationStatus: organisationId ? "approved" : null,
    organisationName: organisationId ? "Example Ltd" : null,
    sessionTokenHash: "hash",
    sessionExpiresAt: new Date(0),
  } satisfies CurrentUser;
}

interface Call {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
}

/**
 * Runs a guard as React Router would. It lets the request in by calling next() or returning nothing; it
 * refuses by throwing (a redirect, a page's refusal) or, for scripts, by answering itself (a Response
 * returned without next()), which the outcome gives as `answered`.
 */
export async function runGuard(
  guard: MiddlewareFunction<Response>,
  user: CurrentUser | null,
  call: Call = {},
) {
  const url = new URL(call.path ?? "/my-gazette/page?x=1", "http://gazette.test");
  const request = new Request(url, { method: call.method ?? "GET", headers: call.headers });
  const context = new RouterContextProvider();
  context.set(currentUserContext, user);
  let ran = false;
  try {
    const answered = await guard({ request, url, pattern: url.pathname, params: {}, context }, async () => {
      ran = true;
      return new Response("page");
    });
    if (answered instanceof Response && !ran)
      return { allowed: false, thrown: undefined, answered, context } as const;
    return { allowed: true, ran, context } as const;
  } catch (thrown) {
    return { allowed: false, thrown, answered: undefined, context } as const;
  }
}
