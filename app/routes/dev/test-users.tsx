import { appContext } from "../../context.ts";
import { createTestUser, testUserSchema } from "../../features/accounts/test-users.server.ts";
import type { Route } from "./+types/test-users";

/** Test-only (TEST_HOOKS=on): POST a JSON person to create them; 404 otherwise. */
export async function action({ context, request }: Route.ActionArgs) {
  const { db, testHooks } = context.get(appContext);
  if (!testHooks) return new Response("Not found", { status: 404 });
  const parsed = testUserSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: parsed.error.issues }, { status: 400 });
  return Response.json(await createTestUser(db, parsed.data), { status: 201 });
}

export function loader() {
  return new Response("Not found", { status: 404 });
}
