import type { RouterContextProvider } from "react-router";
import type { CurrentUser } from "../accounts/current-user.ts";
import { denyAccess, requireCapability } from "../accounts/require-user.server.ts";

/** Company administrators and account owners of an organisation (an individual has no company). */
export function requireCompanyAdmin(
  context: Readonly<RouterContextProvider>,
  request: Request,
): CurrentUser & { organisationId: number } {
  const user = requireCapability(context, request, "manage-company");
  if (user.organisationId === null) denyAccess(request);
  return user as CurrentUser & { organisationId: number };
}
