import { appContext } from "../../../context.ts";
import { requirePermission } from "../../../features/accounts/require-user.server.ts";
import { redirectWithFlash } from "../../../features/flash/flash.server.ts";
import { deleteOwnImage, findImage } from "../../../features/images/images-service.server.ts";
import { ConfirmRemovalPage } from "../../../features/my-gazette/confirm-removal.tsx";
import { MyGazetteLayout } from "../../../features/my-gazette/my-gazette-layout.tsx";
import { parseId } from "../../../features/my-gazette/return-path.server.ts";
import { notFound } from "../../../lib/http.server.ts";
import type { Route } from "./+types/image-delete";

export const meta: Route.MetaFunction = () => [{ title: "Delete an image - My Gazette - The Gazette" }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requirePermission(context, request, "manage-images");
  const id = parseId(params.id);
  const image = id === null ? null : await findImage(context.get(appContext).db, user, id);
  if (!image || image.userId !== user.id) notFound();
  return { fileName: image.fileName };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requirePermission(context, request, "manage-images");
  const { db, secureCookies } = context.get(appContext);
  const id = parseId(params.id);
  if (id === null || !(await deleteOwnImage(db, user.id, id))) notFound();
  return redirectWithFlash("/my-gazette/images", "The image was deleted.", { secure: secureCookies });
}

export default function DeleteImagePage({ loaderData }: Route.ComponentProps) {
  return (
    <MyGazetteLayout>
      <ConfirmRemovalPage
        question="Delete this image?"
        itemName={loaderData.fileName}
        label="Delete"
        cancelUrl="/my-gazette/images"
      />
    </MyGazetteLayout>
  );
}
