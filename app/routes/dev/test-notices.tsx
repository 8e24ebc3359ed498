import { appContext } from "../../context.ts";
import { createTestNotice, testNoticeSchema } from "../../features/my-notices/test-notices.server.ts";
import type { Route } from "./+types/test-notices";

/**
 * Test-only (TEST_HOOKS=on): POST `{ email, status?, noticeCode?, edition?, title?, createdAt?, basket? }`
 * to place a notice for that person and bring it to `status` through the workflow's steps (`basket: true`
 * with status "submitted" also puts it in their basket); answers its id. 404
 * otherwise.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { db, testHooks } = context.get(appContext);
  if (!testHooks) return new Response("Not found", { status: 404 });
  const parsed = testNoticeSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: parsed.error.issues }, { status: 400 });
  const notice = await createTestNotice(db, parsed.data);
  if (!notice) return Response.json({ error: "no such user" }, { status: 404 });
  return Response.json(notice, { status: 201 });
}

export function loader() {
  return new Response("Not found", { status: 404 });
}
