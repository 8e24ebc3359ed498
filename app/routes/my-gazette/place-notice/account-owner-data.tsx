/**
 * `GET /my-gazette/place-notice/user/data.json` (spec §2, §3): the account owner data that checkout and
 * notice placement fill their address forms with. Signed in only (the layout's guard answers 401 to a
 * script otherwise); never cached by anyone else.
 */
import { appContext } from "../../../context.ts";
import { accountOwnerData } from "../../../features/accounts/account-owner-service.server.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import type { Route } from "./+types/account-owner-data";

export async function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const data = await accountOwnerData(context.get(appContext).db, user.id);
  return Response.json(data, { headers: { "Cache-Control": "private, no-store" } });
}
