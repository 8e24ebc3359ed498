/** What the My Gazette landing page and the account page show about the signed-in person. */
import type { Database } from "../../db/client.server.ts";
import { MY_GAZETTE_PAGE_SIZE } from "../../lib/paging.ts";
import {
  type AccountOrganisation,
  countPlacedNotices,
  findAccountOrganisation,
  listPlacedNotices,
  type PlacedNotice,
} from "../accounts/account-service.server.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { hasPermission } from "../accounts/permissions.ts";
import { listImages } from "../images/images-service.server.ts";
import { countSavedNotices } from "../saved-notices/saved-notices-service.server.ts";
import { countSavedSearches } from "../saved-searches/saved-searches-service.server.ts";

export interface MyGazetteOverview {
  savedNotices: number;
  savedSearches: number;
  /** null when the person may not manage images. */
  images: number | null;
  organisation: AccountOrganisation | null;
}

export async function myGazetteOverview(db: Database, user: CurrentUser): Promise<MyGazetteOverview> {
  const [savedNotices, savedSearches, images, organisation] = await Promise.all([
    countSavedNotices(db, user.id),
    countSavedSearches(db, user.id),
    hasPermission(user, "manage-images")
      ? listImages(db, user).then((list) => list.length)
      : Promise.resolve(null),
    user.organisationId ? findAccountOrganisation(db, user.organisationId) : Promise.resolve(null),
  ]);
  return { savedNotices, savedSearches, images, organisation };
}

export async function placedNoticesPage(
  db: Database,
  organisationId: number | null,
  page: number,
): Promise<{ notices: PlacedNotice[]; total: number }> {
  if (organisationId === null) return { notices: [], total: 0 };
  const [notices, total] = await Promise.all([
    listPlacedNotices(db, organisationId, {
      limit: MY_GAZETTE_PAGE_SIZE,
      offset: (page - 1) * MY_GAZETTE_PAGE_SIZE,
    }),
    countPlacedNotices(db, organisationId),
  ]);
  return { notices, total };
}

export { findAccountOrganisation };
