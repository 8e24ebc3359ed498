/**
 * Drafts of notices placed through a web form (issue 12 point 2, ADR 016 "Web forms"): starting one from
 * a notice type's online-form page, saving each question page's answers as they are given (a draft is
 * resumable from its task list at `/my-gazette/draft/{n}` and deletable from the drafts list), checking
 * the answers, and rendering the notice exactly as it will be published. Only the notice's placer, or a
 * colleague who may place notices, works on a draft; anyone else finds no such notice.
 */
import type { Database } from "../../db/client.server.ts";
import { formatLongDate, ukDate } from "../../lib/dates.ts";
import { DomainError } from "../../lib/domain-errors.ts";
import { type FieldError, type FormValues, parseForm } from "../../lib/forms/parse-form.ts";
import { hasPermission } from "../accounts/permissions.ts";
import { isRegisteredCompany } from "../companies/company-service.server.ts";
import { findPostcode } from "../geo/geo-service.server.ts";
import { documentsPath } from "../notice-documents/notice-documents-paths.ts";
import {
  type DocumentsTaskStatus,
  documentsTaskStatus,
  missingNoticeDocuments,
} from "../notice-documents/notice-documents-service.server.ts";
import { noticeHtmlToText, sanitizeNoticeHtml } from "../notices/notice-html.server.ts";
import { parseEditionId } from "../publications/editions.ts";
import { todayInLondon } from "../publications/publication-calendar.ts";
import { getNoticeType } from "../taxonomy/taxonomy.ts";
import {
  type DraftRecord,
  findFreshEmptyDraft,
  insertDraft,
  selectDraftRecord,
  updateDraftAnswers,
  writeFinishedDraft,
} from "./draft-repository.server.ts";
import { companyNumberOf, PETITION_MESSAGES } from "./forms/petition-form.ts";
import { plainTextForm } from "./forms/plain-text-form.ts";
import { checkAnswersTask, sectionTasks, type TaskRow, type TaskStatus } from "./forms/task-list.ts";
import {
  type DraftData,
  type FormContext,
  pageOf,
  type QuestionPage,
  type WebForm,
} from "./forms/web-form.ts";
import { webFormFor } from "./forms/web-forms.ts";
import { noticeFeeInForce } from "./notice-fee-service.server.ts";
import { NOTICE_MESSAGES } from "./notice-machine.ts";
import { applyNoticeStep } from "./notice-workflow-service.server.ts";
import { onlineFormIntro, PLACE_NOTICE_MESSAGES, type Placer } from "./place-notice-service.server.ts";
import { placingCapacitiesOf } from "./placing-capacity-service.server.ts";
import { documentsSentence, placingVerdict } from "./placing-policy.ts";
import {
  describePublicationMoment,
  earliestIssueDate,
  publicationDateTaskStatus,
} from "./publication-date.ts";

export const DRAFT_MESSAGES = {
  notFound: "There is no such notice.",
  notADraft: "This notice has been submitted, so its answers can no longer be changed here.",
  noSuchPage: "There is no such question.",
  tooMany: (noun: string, max: number) => `You can give at most ${max} ${noun}s.`,
} as const;

type Person = Placer & { name: string };

/** How long an unanswered draft just begun is taken for the same "Start now" sent again. */
export const RESTART_WINDOW_MS = 60_000;

/**
 * Starts a draft of a type the account may place (the online-form page's checks), returning its number.
 * "Start now" sent twice within a minute (a double click) gives the same draft, not two.
 */
export async function startDraft(
  db: Database,
  placer: Person,
  editionParam: string,
  code: string,
  now = new Date(),
): Promise<number> {
  const intro = await onlineFormIntro(db, placer, editionParam, code);
  const draft = { noticeCode: intro.code, editionId: intro.edition.id, placedByUserId: placer.id };
  const fresh = await findFreshEmptyDraft(db, draft, new Date(now.getTime() - RESTART_WINDOW_MS));
  if (fresh !== null) return fresh;
  return insertDraft(db, { ...draft, title: intro.name, placingOrganisationId: placer.organisationId });
}

/** The placer's or a colleague's who may place notices; anyone else: no such notice. */
function mayWorkOn(user: Person, draft: DraftRecord): boolean {
  if (draft.placedByUserId === user.id) return true;
  return (
    draft.placingOrganisationId !== null &&
    draft.placingOrganisationId === user.organisationId &&
    hasPermission(user, "place-notices")
  );
}

/** What a page's rules depend on (today, and the day the notice would be published). */
export function formContext(
  draft: Pick<DraftRecord, "editionId" | "earliestPublicationAt">,
  now = new Date(),
): FormContext {
  const today = todayInLondon(now);
  const edition = parseEditionId(draft.editionId) ?? "london";
  const chosen = draft.earliestPublicationAt ? ukDate(draft.earliestPublicationAt) : null;
  return { today, editionId: draft.editionId, publicationDay: chosen ?? earliestIssueDate(edition, now) };
}

export interface DraftInHand {
  draft: DraftRecord;
  /** The type's web form, or its plain-text notice seen as a form of one page (the text page). */
  form: WebForm;
  /** True for a type without a web form: its text and tags are asked at `/my-gazette/draft/{n}/text`. */
  plainText: boolean;
  typeName: string;
  ctx: FormContext;
}

/** A draft the person may work on, still a draft (a notice that has moved on is a conflict, 409). */
export async function draftInHand(
  db: Database,
  user: Person,
  id: number,
  now = new Date(),
): Promise<DraftInHand> {
  const draft = Number.isSafeInteger(id) ? await selectDraftRecord(db, id) : null;
  if (!draft || !mayWorkOn(user, draft)) throw new DomainError("not-found", DRAFT_MESSAGES.notFound);
  if (draft.status !== "draft") throw new DomainError("conflict", DRAFT_MESSAGES.notADraft);
  const typeName = getNoticeType(draft.noticeCode)?.name ?? draft.noticeCode;
  const webForm = webFormFor(draft.noticeCode, draft.editionId);
  return {
    draft,
    form: webForm ?? plainTextForm(draft.noticeCode, typeName),
    plainText: webForm === null,
    typeName,
    ctx: formContext(draft, now),
  };
}

export interface DraftPage {
  page: QuestionPage;
  /** 1-based item of a list page; 0 for the list itself, or for an ordinary page. */
  item: number;
}

/** The question page at `slug` (and `?item=n` of a list page), or a 404. */
export function draftPage(
  form: WebForm | null,
  slug: string,
  itemParam: string | null,
  data: DraftData,
): DraftPage {
  const page = form ? pageOf(form, slug) : undefined;
  if (!page) throw new DomainError("not-found", DRAFT_MESSAGES.noSuchPage);
  if (!page.collection) return { page, item: 0 };
  const count = page.collection.count(data);
  // A list with nothing in it yet opens on its first item; "?item=n" is an item there or the next new one.
  if (itemParam === null) return { page, item: count === 0 ? 1 : 0 };
  const item = Number(itemParam);
  if (!Number.isInteger(item) || item < 1 || item > count + 1 || item > page.collection.max)
    throw new DomainError("not-found", DRAFT_MESSAGES.noSuchPage);
  return { page, item };
}

export type PageSave =
  | { ok: true; data: DraftData }
  | { ok: false; errors: FieldError[]; values: FormValues };

/** Checks a page's answers and saves them into the draft; errors change nothing. */
export async function saveDraftPage(
  db: Database,
  hand: DraftInHand,
  at: DraftPage,
  input: FormData,
): Promise<PageSave> {
  const parsed = parseForm(at.page.schema(hand.ctx), input);
  if (!parsed.ok) return parsed;
  const data = at.page.save(hand.draft.data, parsed.data as Record<string, unknown>, at.item);
  await saveData(db, hand, data);
  return { ok: true, data };
}

/** Removes item `item` of a list page. */
export async function removeDraftItem(
  db: Database,
  hand: DraftInHand,
  at: DraftPage,
  item: number,
): Promise<void> {
  const collection = at.page.collection;
  if (!collection || !Number.isInteger(item) || item < 1 || item > collection.count(hand.draft.data))
    throw new DomainError("not-found", DRAFT_MESSAGES.noSuchPage);
  await saveData(db, hand, collection.remove(hand.draft.data, item));
}

async function saveData(db: Database, hand: DraftInHand, data: DraftData): Promise<void> {
  const title = hand.form.render(data, hand.draft.editionId).title;
  if (!(await updateDraftAnswers(db, hand.draft.id, { data, title })))
    throw new DomainError("conflict", NOTICE_MESSAGES.notAllowed);
}

export interface DraftTaskList {
  id: number;
  code: string;
  typeName: string;
  editionId: string;
  title: string;
  rows: TaskRow[];
  /** Supporting documents this account must upload with the notice, as a sentence, or null. */
  documents: string | null;
}

/**
 * The rows of a draft's task list: the web form's sections (or, for a type without one, its text and
 * tags), the supporting documents when the placing policy asks this account for them, the earliest
 * publication date (optional: the next issue that can take it otherwise), then "Check your answers".
 */
export async function draftTaskList(db: Database, user: Person, hand: DraftInHand): Promise<DraftTaskList> {
  const { draft, form } = hand;
  const base = `/my-gazette/draft/${draft.id}`;
  const rows: TaskRow[] = sectionTasks(form, draft.data, base);
  const verdict = placingVerdict(draft.noticeCode, await placingCapacitiesOf(db, user));
  const documents = verdict.allowed && verdict.documents ? verdict.documents : null;
  if (documents)
    rows.push({
      id: "documents",
      title: "Supporting documents",
      hint: `Upload ${documentsSentence(documents)}`,
      href: documentsPath(draft.id),
      status: DOCUMENT_TASK_STATUSES[await documentsTaskStatus(db, draft.id)],
      required: true,
    });
  rows.push({
    id: "publication-date",
    title: "Earliest publication date",
    hint: "Otherwise the next issue that can take it",
    href: `${base}/publication-date`,
    status: publicationDateTaskStatus(draft),
    required: false,
  });
  rows.push(checkAnswersTask(rows, base));
  return {
    id: draft.id,
    code: draft.noticeCode,
    typeName: hand.typeName,
    editionId: draft.editionId,
    title: draft.title,
    rows,
    documents: documents ? documentsSentence(documents) : null,
  };
}

export interface AnswerSection {
  title: string;
  rows: { key: string; value: string; href: string; change: string }[];
}

export interface DraftReview {
  id: number;
  code: string;
  typeName: string;
  editionId: string;
  sections: AnswerSection[];
  /** What still stops the notice (the whole data's rules, e.g. a claims deadline now too soon). */
  problems: { message: string; href: string }[];
  /** What the placer should check but may go on with (a company number not on the register). */
  warnings: string[];
  notice: { title: string; bodyHtml: string };
}

/**
 * "Check your answers": every answer with a link to change it, what is still wrong, what to check (a
 * company number the register does not know), and the notice.
 */
export async function reviewDraft(db: Database, hand: DraftInHand): Promise<DraftReview> {
  const { draft, form, ctx } = hand;
  const base = `/my-gazette/draft/${draft.id}`;
  const sections = form.sections.map((section) => ({
    title: section.title,
    rows: section.pages.flatMap((slug) => {
      const page = pageOf(form, slug);
      if (!page) return [];
      const items = page.collection
        ? Array.from({ length: page.collection.count(draft.data) }, (_, i) => i + 1)
        : [0];
      return items.flatMap((item) =>
        page.summary(draft.data, item).map((row) => ({
          ...row,
          href: item ? `${base}/${slug}?item=${item}` : `${base}/${slug}`,
          change: row.key.toLowerCase(),
        })),
      );
    }),
  }));
  sections.push({
    title: "Publication",
    rows: [
      {
        key: "Earliest publication date",
        value: draft.earliestPublicationAt
          ? describePublicationMoment(draft.earliestPublicationAt)
          : `The next issue that can take it (${formatLongDate(ctx.publicationDay)} at the earliest)`,
        href: `${base}/publication-date`,
        change: "earliest publication date",
      },
    ],
  });
  const checked = form.dataSchema(ctx).safeParse(draft.data);
  const problems = checked.success
    ? []
    : checked.error.issues.map((issue) => ({
        message: issue.message,
        href: `${base}/${pageForPath(form, issue.path.map(String))}`,
      }));
  const rendered = form.render(draft.data, draft.editionId);
  const company = companyNumberOf(draft.data);
  const warnings =
    company && !(await isRegisteredCompany(db, company)) ? [PETITION_MESSAGES.notVerified(company)] : [];
  return {
    id: draft.id,
    warnings,
    code: draft.noticeCode,
    typeName: hand.typeName,
    editionId: draft.editionId,
    sections,
    problems,
    notice: { title: rendered.title, bodyHtml: sanitizeNoticeHtml(rendered.bodyHtml) },
  };
}

/** The page that asks for the data at `path` (its first key's page), for a problem's link. */
function pageForPath(form: WebForm, path: readonly string[]): string {
  const [first, second] = path;
  const found = form.pages.find((page) =>
    page.dataKeys?.some((key) => key === first || key === `${first}.${second}`),
  );
  return found?.slug ?? form.pages[0]!.slug;
}

export const FINISH_MESSAGES = {
  notReady: "Some answers still need to be given or changed: check your answers.",
} as const;

/** "forenames surname", lower case, as notice_people relates notices about one person. */
const nameKeyOf = (fullName: string) => fullName.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * Finishes a draft: checks the whole data, writes the notice as it will be published (its record, places
 * with their coordinates, people, version 1 as submitted, the fee in force now), and takes the workflow's
 * `submit` step as its placer — refused while documents the placing policy asks for are missing — all in
 * one transaction, so a crash leaves either the draft as it was or the notice submitted whole. `then`
 * runs in the same transaction (the basket takes the notice there).
 */
export async function finishDraft(
  db: Database,
  user: Person,
  hand: DraftInHand,
  then: (tx: Database, noticeId: number) => Promise<unknown> = async () => {},
  at = new Date(),
): Promise<void> {
  const { draft, form, ctx } = hand;
  const checked = form.dataSchema(ctx).safeParse(draft.data);
  if (!checked.success) throw new DomainError("invalid-input", FINISH_MESSAGES.notReady);
  const data = checked.data as DraftData;
  const fee = await noticeFeeInForce(db, draft.noticeCode, draft.editionId, at);
  if (!fee) throw new DomainError("conflict", PLACE_NOTICE_MESSAGES.noFee);
  const rendered = form.render(data, draft.editionId);
  const bodyHtml = sanitizeNoticeHtml(rendered.bodyHtml);
  const places = await Promise.all(
    rendered.locations.map(async (place) => {
      const found = place.postcode ? await findPostcode(db, place.postcode) : null;
      return {
        ...place,
        latitude: found?.latitude ?? null,
        longitude: found?.longitude ?? null,
        localAuthorityCode: found?.localAuthorityCode ?? null,
      };
    }),
  );
  const missingDocuments = await missingDocumentsOf(db, user, draft);
  await db.transaction(async (tx) => {
    const written = await writeFinishedDraft(
      tx,
      draft.id,
      {
        title: rendered.title,
        bodyHtml,
        bodyText: noticeHtmlToText(bodyHtml),
        data,
        pricePence: fee.pricePence,
        companyNumber: rendered.companyNumber,
        locations: places,
        people: rendered.people.map((p) => ({ ...p, nameKey: nameKeyOf(p.fullName) })),
      },
      at,
    );
    if (!written) throw new DomainError("conflict", NOTICE_MESSAGES.notAllowed);
    await applyNoticeStep(tx, {
      noticeId: draft.id,
      event: "submit",
      actor: { kind: "placer", user },
      missingDocuments,
      at,
    });
    await then(tx, draft.id);
  });
}

/** The supporting documents the placing policy asks this account for that the notice does not have. */
async function missingDocumentsOf(db: Database, user: Person, draft: DraftRecord): Promise<string[]> {
  const verdict = placingVerdict(draft.noticeCode, await placingCapacitiesOf(db, user));
  return missingNoticeDocuments(db, draft.id, verdict.allowed ? verdict.documents : null);
}

/** The documents page's words for its task, as the task list's statuses. */
const DOCUMENT_TASK_STATUSES: Readonly<Record<DocumentsTaskStatus, TaskStatus>> = {
  "Not started": "not-started",
  "In progress": "in-progress",
  Completed: "completed",
};
