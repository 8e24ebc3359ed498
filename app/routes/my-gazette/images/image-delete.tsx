import { href } from "react-router";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { deleteOwnImage, findImage } from "../../../features/images/images-service.server.ts";
import { ConfirmRemovalPage } from "../../../features/my-gazette/confirm-removal.tsx";
import { notFound } from "../../../lib/http.server.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/image-delete";

export const meta: Route.MetaFunction = () => [{ title: "Delete an image - My Gazette - The Gazette" }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const id = parseId(params.id);
  const image = id === null ? null : await findImage(context.get(appContext).db, user, id);
  if (!image || image.userId !== user.id) notFound();
  return { fileName: image.fileName };
}

export async function action({ context, params }: Route.ActionArgs) {
  const user = signedInUser(context);
  const { db, secureCookies } = context.get(appContext);
  const id = parseId(params.id);
  if (id === null || !(await deleteOwnImage(db, user.id, id))) notFound();
  return redirectWithFlash(href("/my-gazette/images"), "The image was deleted.", { secure: secureCookies });
}

export default function DeleteImagePage({ loaderData }: Route.ComponentProps) {
  return (
    <ConfirmRemovalPage
      question="Delete this image?"
      itemName={loaderData.fileName}
      label="Delete"
      cancelUrl={href("/my-gazette/images")}
    />
  );
}
