import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { hasCapability } from "../../../features/accounts/permissions.ts";
import { getCompanyImage } from "../../../features/companies/company-admin-service.server.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/company-image";

/** `/my-gazette/company/images/{id}`: an organisation's image, for its people and for account admins. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const id = parseId(params.id);
  const image = id
    ? await getCompanyImage(context.get(appContext).db, user, id, hasCapability(user, "decide-approvals"))
    : null;
  if (!image) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(new Uint8Array(image.body), {
    headers: {
      "Content-Type": image.contentType,
      "Cache-Control": "private, max-age=300",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
