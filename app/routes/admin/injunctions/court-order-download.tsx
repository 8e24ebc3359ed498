import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { openCourtOrder } from "../../../features/injunctions/injunctions-service.server.ts";
import {
  documentAttachment,
  documentNotFound,
} from "../../../features/notice-documents/document-response.ts";
import { isDomainError } from "../../../lib/domain-errors.ts";
import { parseId } from "../../../lib/ids.ts";
import type { Route } from "./+types/court-order-download";

/**
 * `/admin/injunctions/{id}/court-order`: the injunction's court order, for those who manage injunctions,
 * as the supporting documents are served (an attachment, never shown in the page).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null) return documentNotFound();
  const { db, courtOrders } = context.get(appContext);
  try {
    return documentAttachment(await openCourtOrder(db, courtOrders, signedInUser(context), id));
  } catch (error) {
    if (isDomainError(error) && error.code === "not-found") return documentNotFound();
    throw error;
  }
}
