import { appContext } from "../../../context.ts";
import { requireCapability } from "../../../features/accounts/require-user.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { ConfirmRemovalPage } from "../../../features/my-gazette/confirm-removal.tsx";
import { MyGazetteLayout } from "../../../features/my-gazette/my-gazette-layout.tsx";
import { parseId } from "../../../features/my-gazette/return-path.server.ts";
import {
  deleteSavedNotice,
  findSavedNotice,
} from "../../../features/saved-notices/saved-notices-service.server.ts";
import { notFound } from "../../../lib/http.server.ts";
import type { Route } from "./+types/saved-notice-remove";

export const meta: Route.MetaFunction = () => [{ title: "Remove a saved notice - My Gazette - The Gazette" }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireCapability(context, request, "use-my-gazette");
  const id = parseId(params.id);
  const saved = id === null ? null : await findSavedNotice(context.get(appContext).db, user.id, id);
  if (!saved) notFound();
  return { title: saved.title };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireCapability(context, request, "use-my-gazette");
  const { db, secureCookies } = context.get(appContext);
  const id = parseId(params.id);
  if (id === null || !(await deleteSavedNotice(db, user.id, id))) notFound();
  return redirectWithFlash("/my-gazette/saved-notices", "The notice was removed from My Gazette.", {
    secure: secureCookies,
  });
}

export default function RemoveSavedNoticePage({ loaderData }: Route.ComponentProps) {
  return (
    <MyGazetteLayout>
      <ConfirmRemovalPage
        question="Remove this notice from My Gazette?"
        itemName={loaderData.title}
        label="Remove"
        cancelUrl="/my-gazette/saved-notices"
      />
    </MyGazetteLayout>
  );
}
