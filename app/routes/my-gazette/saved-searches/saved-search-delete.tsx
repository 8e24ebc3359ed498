import { appContext } from "../../../context.ts";
import { requireCapability } from "../../../features/accounts/require-user.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { ConfirmRemovalPage } from "../../../features/my-gazette/confirm-removal.tsx";
import { MyGazetteLayout } from "../../../features/my-gazette/my-gazette-layout.tsx";
import { parseId } from "../../../features/my-gazette/return-path.server.ts";
import {
  deleteSavedSearch,
  findSavedSearch,
} from "../../../features/saved-searches/saved-searches-service.server.ts";
import { notFound } from "../../../lib/http.server.ts";
import type { Route } from "./+types/saved-search-delete";

export const meta: Route.MetaFunction = () => [{ title: "Delete a saved search - My Gazette - The Gazette" }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireCapability(context, request, "use-my-gazette");
  const id = parseId(params.id);
  const saved = id === null ? null : await findSavedSearch(context.get(appContext).db, user.id, id);
  if (!saved) notFound();
  return { name: saved.name };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireCapability(context, request, "use-my-gazette");
  const { db, secureCookies } = context.get(appContext);
  const id = parseId(params.id);
  if (id === null || !(await deleteSavedSearch(db, user.id, id))) notFound();
  return redirectWithFlash("/my-gazette/saved-searches", "The saved search was deleted.", {
    secure: secureCookies,
  });
}

export default function DeleteSavedSearchPage({ loaderData }: Route.ComponentProps) {
  return (
    <MyGazetteLayout>
      <ConfirmRemovalPage
        question="Delete this saved search?"
        itemName={loaderData.name}
        label="Delete"
        cancelUrl="/my-gazette/saved-searches"
      />
    </MyGazetteLayout>
  );
}
