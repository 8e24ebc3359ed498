import type { RouterContextProvider } from "react-router";
import { areaGuard, signedInUser } from "../accounts/area-guard.server.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { hasCapability } from "../accounts/permissions.ts";

type CompanyAdmin = CurrentUser & { organisationId: number };

function isCompanyAdmin(user: CurrentUser): user is CompanyAdmin {
  return hasCapability(user, "manage-company") && user.organisationId !== null;
}

/**
 * The company account pages (route middleware of their layout): company administrators and account owners
 * of an organisation (an individual has no company).
 */
export const companyAreaGuard = areaGuard((user) => (isCompanyAdmin(user) ? "allow" : "forbidden"));

/** The company administrator of a page below the company guard, with their organisation. */
export function companyAdmin(context: Readonly<RouterContextProvider>): CompanyAdmin {
  const user = signedInUser(context);
  if (!isCompanyAdmin(user)) throw new Error("A company page is not below the company area's guard");
  return user;
}
