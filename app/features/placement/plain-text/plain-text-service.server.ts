/**
 * Plain-text notices (issue 12 point 3) against the database: the draft a person may change (their own,
 * or their team's when they place notices: my-notices' rule; else 404 or 403), only while it is a draft,
 * and saving its text and tags as its structured data, title and body (sanitised).
 */
import type { Database } from "../../../db/client.server.ts";
import { DomainError } from "../../../lib/domain-errors.ts";
import type { CurrentUser } from "../../accounts/current-user.ts";
import { findMyNoticeToActOn } from "../../my-notices/my-notices-service.server.ts";
import { noticeHtmlToText, sanitizeNoticeHtml } from "../../notices/notice-html.server.ts";
import type { PlainTextFormState } from "./plain-text-form.ts";
import {
  originalFields,
  plainTextNoticeData,
  plainTextTitle,
  readPlainTextData,
  renderPlainTextNotice,
} from "./plain-text-notice.ts";
import { selectNoticeData, updatePlainTextDraft } from "./plain-text-repository.server.ts";
import type { SavedTag } from "./tag-fields.ts";

type Person = Pick<CurrentUser, "id" | "role" | "organisationId" | "permissions" | "name">;

export const PLAIN_TEXT_SERVICE_MESSAGES = {
  notDraft: "This notice is no longer a draft: its text cannot be changed.",
  saved: "The notice text and its tags have been saved.",
} as const;

export interface PlainTextDraft {
  id: number;
  noticeCode: string;
  noticeTypeName: string;
  /** The saved text and tags, as the form shows them. */
  state: PlainTextFormState;
}

async function draftToChange(db: Database, user: Person, id: number) {
  const notice = await findMyNoticeToActOn(db, user, id);
  if (notice.status !== "draft") throw new DomainError("conflict", PLAIN_TEXT_SERVICE_MESSAGES.notDraft);
  return notice;
}

/** The draft's text and tags, for the page. */
export async function findPlainTextDraft(db: Database, user: Person, id: number): Promise<PlainTextDraft> {
  const notice = await draftToChange(db, user, id);
  const { text, tags } = readPlainTextData(await selectNoticeData(db, id));
  return {
    id,
    noticeCode: notice.noticeCode,
    noticeTypeName: notice.noticeTypeName,
    state: { text, fields: originalFields(tags) },
  };
}

/** Saves the text and its resolved tags into the draft: data, title, body. Refused once it is not a draft. */
export async function savePlainTextDraft(
  db: Database,
  user: Person,
  id: number,
  text: string,
  tags: readonly SavedTag[],
  at: Date = new Date(),
): Promise<void> {
  const notice = await draftToChange(db, user, id);
  const data = plainTextNoticeData(text, tags);
  const bodyHtml = sanitizeNoticeHtml(renderPlainTextNotice(data));
  const saved = await updatePlainTextDraft(
    db,
    id,
    {
      data,
      title: plainTextTitle(data, notice.noticeTypeName),
      bodyHtml,
      bodyText: noticeHtmlToText(bodyHtml),
    },
    at,
  );
  if (!saved) throw new DomainError("conflict", PLAIN_TEXT_SERVICE_MESSAGES.notDraft);
}
