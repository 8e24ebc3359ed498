import { z } from "zod";
import { appContext } from "../../context.ts";
import { createSession } from "../../features/accounts/session.server.ts";
import { findTestUser } from "../../features/accounts/test-users.server.ts";
import type { Route } from "./+types/test-sign-in";

/**
 * Test-only (TEST_HOOKS=on): signs the caller in as `{ email }` without the form, so that tests of other
 * features need not repeat the sign-in journey (which has tests of its own).
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { db, testHooks, secureCookies } = context.get(appContext);
  if (!testHooks) return new Response("Not found", { status: 404 });
  const parsed = z.object({ email: z.email() }).safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: "email required" }, { status: 400 });
  const user = await findTestUser(db, parsed.data.email);
  if (!user) return Response.json({ error: "no such user" }, { status: 404 });
  const { setCookies } = await createSession(db, user.id, request, secureCookies);
  const headers = new Headers({ "Content-Type": "application/json" });
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return new Response(JSON.stringify({ id: user.id }), { status: 200, headers });
}

export function loader() {
  return new Response("Not found", { status: 404 });
}
