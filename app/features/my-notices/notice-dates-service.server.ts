/**
 * A notice's dates as its placer sets and changes them (issue 12 point 5): the earliest publication date
 * and time, on the draft's wizard step and on the notice's page until it is published, withdrawn or
 * rejected; and a deceased-estates notice's claims deadline ("Change claim date"). The rules are pure
 * (placement/publication-date.ts); this reads the notice, asks them, and writes only while the notice is
 * still changeable. A notice the person cannot see is a 404; one they may only look at (a team viewer
 * without 'place notices') a 403.
 *
 * Not in the provenance trail: the trail records what the Gazette did with a notice, and no activity of it
 * (ADR 016) is a placer's choice of date; the notice's `updated_at` moves.
 */
import type { Database } from "../../db/client.server.ts";
import type { NoticeStatus } from "../../db/schema/notices-values.ts";
import { formatLongDate, ukDate } from "../../lib/dates.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import type { CurrentUser } from "../accounts/current-user.ts";
import { validateNoticeData } from "../notices/notice-data-schemas.ts";
import { noticeHtmlToText, sanitizeNoticeHtml } from "../notices/notice-html.server.ts";
import { webFormFor } from "../placement/forms/web-forms.ts";
import { correctSubmittedNotice } from "../placement/notice-workflow-service.server.ts";
import {
  CLAIM_DEADLINE_CODES,
  choosePublicationDate,
  claimDeadlineProblem,
  earliestIssueDate,
  latestPublicationDate,
  minimumClaimDeadline,
  PUBLICATION_DATE_MESSAGES,
  publicationDateRefusal,
  publicationMomentParts,
} from "../placement/publication-date.ts";
import { type EditionId, getEdition } from "../publications/editions.ts";
import { MY_NOTICE_LIST_STATUSES, NOTICE_STATUS_LABELS } from "./my-notice-lists.ts";
import {
  findMyNotice,
  findMyNoticeToActOn,
  type MyNoticeDetail,
  mayAct,
} from "./my-notices-service.server.ts";
import { updateClaimDeadline, updateEarliestPublication } from "./notice-dates-repository.server.ts";

type Person = Pick<CurrentUser, "id" | "role" | "organisationId" | "permissions" | "name">;

/** A notice's dates may change from its draft until it is published, withdrawn or rejected. */
export const DATES_CHANGEABLE: readonly NoticeStatus[] = ["draft", ...MY_NOTICE_LIST_STATUSES.pending];

export function datesChangeable(status: NoticeStatus): boolean {
  return DATES_CHANGEABLE.includes(status);
}

export interface NoticeDatesView {
  notice: MyNoticeDetail;
  editionName: string;
  /** The stored earliest publication moment as the form's London date and time, or null. */
  publication: { date: string; time: string } | null;
  /** The first issue that can still take the notice, and the last date that may be asked for. */
  earliest: string;
  latest: string;
  /** Only a deceased-estates notice has one; "" when it has not been given yet. */
  claimDeadline: string | null;
  /** The person may change the dates now (their notice or they place for the team, and it is pending). */
  mayChange: boolean;
  /** Why the publication date cannot be changed, when it cannot (null for a viewer who may not act). */
  refusal: string | null;
}

function claimDeadlineOf(notice: MyNoticeDetail): string | null {
  if (!CLAIM_DEADLINE_CODES.has(notice.noticeCode)) return null;
  return typeof notice.data.claimDeadline === "string" ? notice.data.claimDeadline : "";
}

function editionIdOf(notice: MyNoticeDetail): EditionId {
  return notice.editionId as EditionId;
}

export async function noticeDates(
  db: Database,
  user: Person,
  id: number,
  now: Date,
): Promise<NoticeDatesView> {
  const notice = await findMyNotice(db, user, id);
  const changeable = datesChangeable(notice.status);
  return {
    notice,
    editionName: getEdition(notice.editionId)?.name ?? notice.editionId,
    publication: notice.earliestPublicationAt ? publicationMomentParts(notice.earliestPublicationAt) : null,
    earliest: earliestIssueDate(editionIdOf(notice), now),
    latest: latestPublicationDate(now),
    claimDeadline: claimDeadlineOf(notice),
    mayChange: changeable && mayAct(user, notice),
    refusal: changeable ? null : PUBLICATION_DATE_MESSAGES.notChangeable(NOTICE_STATUS_LABELS[notice.status]),
  };
}

async function noticeToChange(
  db: Database,
  user: Person,
  id: number,
  refusal: (statusLabel: string) => string,
): Promise<MyNoticeDetail> {
  const notice = await findMyNoticeToActOn(db, user, id);
  if (!datesChangeable(notice.status))
    throw new DomainError("conflict", refusal(NOTICE_STATUS_LABELS[notice.status]));
  return notice;
}

export interface PublicationDateSaved {
  at: Date;
  issueDate: string;
  /** What the placer is told: the new date, and why it moved if it did. */
  message: string;
}

/**
 * Sets the earliest publication date and time (UK time) of a notice: refused (400) before the next issue
 * that can take it, more than 730 days ahead, or — for a deceased-estates notice — where its claims
 * deadline would come less than two months and a day after; a date without an issue moves to the next.
 */
export async function savePublicationDate(
  db: Database,
  user: Person,
  id: number,
  requested: { date: string; time: string },
  now: Date,
): Promise<PublicationDateSaved> {
  const notice = await noticeToChange(db, user, id, PUBLICATION_DATE_MESSAGES.notChangeable);
  const choice = choosePublicationDate(editionIdOf(notice), requested, now);
  if (!choice.ok) throw new DomainError("invalid-input", publicationDateRefusal(choice));
  const deadline = claimDeadlineOf(notice);
  const minimum = minimumClaimDeadline(choice.issueDate);
  if (deadline && deadline < minimum)
    throw new DomainError("invalid-input", PUBLICATION_DATE_MESSAGES.claimBlocksDate(deadline, minimum));
  if (!(await updateEarliestPublication(db, id, choice.at, DATES_CHANGEABLE)))
    throw new DomainError("conflict", PUBLICATION_DATE_MESSAGES.notChangeable("no longer pending"));
  const editionName = getEdition(notice.editionId)?.name ?? notice.editionId;
  const saved = PUBLICATION_DATE_MESSAGES.saved(choice.at);
  return {
    at: choice.at,
    issueDate: choice.issueDate,
    message: choice.movedFrom
      ? `${PUBLICATION_DATE_MESSAGES.moved(editionName, choice.movedFrom, choice.issueDate)} ${saved}`
      : saved,
  };
}

/**
 * Changes a deceased-estates notice's claims deadline: at least two months and a day after its earliest
 * publication date (or, before one is set or once it has passed, after the next issue that can take it).
 * Returns the message for the placer.
 */
export async function saveClaimDeadline(
  db: Database,
  user: Person,
  id: number,
  deadline: string,
  now: Date,
): Promise<string> {
  const notice = await noticeToChange(db, user, id, PUBLICATION_DATE_MESSAGES.claimNotChangeable);
  if (claimDeadlineOf(notice) === null)
    throw new DomainError("invalid-input", PUBLICATION_DATE_MESSAGES.noClaimDate);
  const problem = claimDeadlineProblem(deadline, claimBasis(notice, now));
  if (problem) throw new DomainError("invalid-input", problem);
  const body = bodyWithDeadline(notice, deadline);
  // After submission the change is a new version of the notice, with a "corrected" step in its trail.
  const changed = await correctSubmittedNotice(
    db,
    { noticeId: id, user, detail: `Claims deadline changed to ${formatLongDate(deadline)}`, at: now },
    (tx) => updateClaimDeadline(tx, id, deadline, DATES_CHANGEABLE, body),
  );
  if (!changed)
    throw new DomainError("conflict", PUBLICATION_DATE_MESSAGES.claimNotChangeable("no longer pending"));
  return PUBLICATION_DATE_MESSAGES.claimSaved(deadline);
}

/**
 * The body as it will be published, made again with the new deadline by the type's web form, when the
 * notice's data is whole (as a notice finished through the form is); otherwise (a notice made some other
 * way) the body is left as it is.
 */
function bodyWithDeadline(
  notice: MyNoticeDetail,
  deadline: string,
): { bodyHtml: string; bodyText: string } | null {
  const form = webFormFor(notice.noticeCode, notice.editionId);
  const data = { ...notice.data, claimDeadline: deadline };
  if (!form || !validateNoticeData(notice.noticeCode, data).success) return null;
  const bodyHtml = sanitizeNoticeHtml(form.render(data, notice.editionId).bodyHtml);
  return { bodyHtml, bodyText: noticeHtmlToText(bodyHtml) };
}

/** The publication date the claims deadline is counted from. */
export function claimBasis(
  notice: Pick<MyNoticeDetail, "editionId" | "earliestPublicationAt">,
  now: Date,
): string {
  const earliest = earliestIssueDate(notice.editionId as EditionId, now);
  const asked = notice.earliestPublicationAt ? ukDate(notice.earliestPublicationAt) : null;
  return asked && asked > earliest ? asked : earliest;
}
