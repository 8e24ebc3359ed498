/**
 * My Gazette's notices placed (issue 12 point 7): the lists by status, withdrawing a pending notice through
 * the workflow (applyNoticeStep: status and provenance in one transaction) and deleting a draft. A person
 * sees their own notices, and their organisation's when they hold 'view-team-notices' (account owners
 * always do); anything else is "no such notice" (404). Acting on a colleague's notice also needs
 * 'place notices', as the workflow's placer rule says.
 */
import type { Database } from "../../db/client.server.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { hasPermission } from "../accounts/permissions.ts";
import { removeNoticeFromBaskets } from "../baskets/notice-basket.server.ts";
import { NOTICE_MESSAGES } from "../placement/notice-machine.ts";
import { applyNoticeStep } from "../placement/notice-workflow-service.server.ts";
import {
  HIDEABLE_STATUSES,
  isHideable,
  MY_NOTICE_LIST_STATUSES,
  MY_NOTICE_MESSAGES,
  type MyNoticeList,
  noticeRowActions,
} from "./my-notice-lists.ts";
import type { MyNoticeDetail, MyNoticePage, MyNoticeRecord, MyNoticeRow } from "./my-notice-types.ts";
import {
  countMyNotices,
  deleteDraftNotice,
  hideNoticeFromPlacer,
  type MyNoticeScope,
  selectMyNotice,
  selectMyNotices,
} from "./my-notices-repository.server.ts";

export type { MyNoticeDetail, MyNoticePage, MyNoticeRecord, MyNoticeRow };

type Person = Pick<CurrentUser, "id" | "role" | "organisationId" | "permissions" | "name">;

export function myNoticeScope(user: Person): MyNoticeScope {
  return {
    userId: user.id,
    teamOrganisationId:
      user.organisationId !== null && hasPermission(user, "view-team-notices") ? user.organisationId : null,
  };
}

/**
 * May this person change this notice they can see (withdraw, delete, change its dates)? Their own, or the
 * team's if they place notices.
 */
export function mayAct(user: Person, notice: MyNoticeRecord): boolean {
  return notice.placedByUserId === user.id || hasPermission(user, "place-notices");
}

export async function listMyNotices(
  db: Database,
  user: Person,
  list: MyNoticeList,
  page: number,
  pageSize: number,
): Promise<MyNoticePage> {
  const scope = myNoticeScope(user);
  const statuses = MY_NOTICE_LIST_STATUSES[list];
  const [records, total] = await Promise.all([
    selectMyNotices(db, scope, statuses, { limit: pageSize, offset: (page - 1) * pageSize }),
    countMyNotices(db, scope, statuses),
  ]);
  const rows = records.map((record) => {
    const offered = noticeRowActions(record.status);
    const allowed = mayAct(user, record);
    return {
      ...record,
      actions: { withdraw: offered.withdraw && allowed, delete: offered.delete && allowed },
    };
  });
  return { list, rows, total, page, pageSize, team: scope.teamOrganisationId !== null };
}

const NOT_FOUND = "There is no such notice.";

/** One of the person's notices (or their team's), with its body and data, or a 404. */
export async function findMyNotice(db: Database, user: Person, id: number): Promise<MyNoticeDetail> {
  const notice = await selectMyNotice(db, myNoticeScope(user), id);
  if (!notice) throw new DomainError("not-found", NOT_FOUND);
  return notice;
}

/**
 * One of the person's notices (or their team's) that they may change: a 404 when they cannot see it, a
 * 403 when they see it as a team viewer without 'place notices'.
 */
export async function findMyNoticeToActOn(db: Database, user: Person, id: number): Promise<MyNoticeDetail> {
  const notice = await findMyNotice(db, user, id);
  if (!mayAct(user, notice)) throw new DomainError("forbidden", NOTICE_MESSAGES.notYours);
  return notice;
}

/**
 * Withdraws a pending notice: the workflow's `withdraw` step, as its placer. A notice the workflow will not
 * let go (published, already withdrawn, its payment under way) is refused with a message in its own words
 * (409); two requests racing make one change, the second finding the notice moved. A notice waiting for
 * payment leaves the basket it is in, in the same transaction as the step.
 */
export async function withdrawMyNotice(db: Database, user: Person, id: number, at?: Date): Promise<void> {
  const notice = await findMyNoticeToActOn(db, user, id);
  if (!noticeRowActions(notice.status).withdraw)
    throw new DomainError("conflict", MY_NOTICE_MESSAGES.notWithdrawable(notice.status));
  await db.transaction(async (tx) => {
    await applyNoticeStep(tx, { noticeId: id, event: "withdraw", actor: { kind: "placer", user }, at });
    await removeNoticeFromBaskets(tx, id);
  });
}

/**
 * 'Delete' from a list: a draft is deleted; a withdrawn or rejected notice leaves the placer's lists (and
 * their team's), its record and trail kept, as it has been in the Gazette's hands (ADR 016). Anything else
 * is refused (409), as is a second delete of the same notice.
 */
export async function deleteMyNotice(db: Database, user: Person, id: number, at = new Date()): Promise<void> {
  const notice = await findMyNoticeToActOn(db, user, id);
  const done =
    notice.status === "draft"
      ? await deleteDraftNotice(db, id)
      : isHideable(notice.status)
        ? await hideNoticeFromPlacer(db, id, HIDEABLE_STATUSES, at)
        : null;
  if (done === null) throw new DomainError("conflict", MY_NOTICE_MESSAGES.notDeletable(notice.status));
  if (!done) throw new DomainError("conflict", NOTICE_MESSAGES.notAllowed);
}
