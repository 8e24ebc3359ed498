import { href } from "react-router";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { ConfirmRemovalPage } from "../../../features/my-gazette/confirm-removal.tsx";
import {
  deleteSavedNotice,
  findSavedNotice,
} from "../../../features/saved-notices/saved-notices-service.server.ts";
import { notFound } from "../../../lib/http.server.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/saved-notice-remove";

export const meta: Route.MetaFunction = () => [{ title: "Remove a saved notice - My Gazette - The Gazette" }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const id = parseId(params.id);
  const saved = id === null ? null : await findSavedNotice(context.get(appContext).db, user.id, id);
  if (!saved) notFound();
  return { title: saved.title };
}

export async function action({ context, params }: Route.ActionArgs) {
  const user = signedInUser(context);
  const { db, secureCookies } = context.get(appContext);
  const id = parseId(params.id);
  if (id === null || !(await deleteSavedNotice(db, user.id, id))) notFound();
  return redirectWithFlash(href("/my-gazette/saved-notices"), "The notice was removed from My Gazette.", {
    secure: secureCookies,
  });
}

export default function RemoveSavedNoticePage({ loaderData }: Route.ComponentProps) {
  return (
    <ConfirmRemovalPage
      question="Remove this notice from My Gazette?"
      itemName={loaderData.title}
      label="Remove"
      cancelUrl={href("/my-gazette/saved-notices")}
    />
  );
}
