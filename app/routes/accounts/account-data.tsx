import { appContext } from "../../context.ts";
import { accountDataFor } from "../../features/accounts/account-service.server.ts";
import { getCurrentUser } from "../../features/accounts/require-user.server.ts";
import type { Route } from "./+types/account-data";

/**
 * `GET /my-gazette/account/data.json`: the signed-in person for the page scripts (spec §4, §7). Calling
 * it extends the session (the "Extend session" button); anyone else gets 401 'Unauthorized' (spec §8).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = getCurrentUser(context);
  if (!user) return new Response("Unauthorized", { status: 401, headers: { "Content-Type": "text/plain" } });
  const body = await accountDataFor(context.get(appContext).db, user);
  return Response.json(body, { headers: { "Cache-Control": "private, no-store" } });
}
