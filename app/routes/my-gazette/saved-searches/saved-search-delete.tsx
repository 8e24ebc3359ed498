import { href } from "react-router";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { ConfirmRemovalPage } from "../../../features/my-gazette/confirm-removal.tsx";
import {
  deleteSavedSearch,
  findSavedSearch,
} from "../../../features/saved-searches/saved-searches-service.server.ts";
import { notFound } from "../../../lib/http.server.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/saved-search-delete";

export const meta: Route.MetaFunction = () => [{ title: "Delete a saved search - My Gazette - The Gazette" }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const id = parseId(params.id);
  const saved = id === null ? null : await findSavedSearch(context.get(appContext).db, user.id, id);
  if (!saved) notFound();
  return { name: saved.name };
}

export async function action({ context, params }: Route.ActionArgs) {
  const user = signedInUser(context);
  const { db, secureCookies } = context.get(appContext);
  const id = parseId(params.id);
  if (id === null || !(await deleteSavedSearch(db, user.id, id))) notFound();
  return redirectWithFlash(href("/my-gazette/saved-searches"), "The saved search was deleted.", {
    secure: secureCookies,
  });
}

export default function DeleteSavedSearchPage({ loaderData }: Route.ComponentProps) {
  return (
    <ConfirmRemovalPage
      question="Delete this saved search?"
      itemName={loaderData.name}
      label="Delete"
      cancelUrl={href("/my-gazette/saved-searches")}
    />
  );
}
