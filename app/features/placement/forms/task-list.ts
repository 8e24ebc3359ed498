/**
 * The draft's task list (GOV.UK task list pattern): a row per section of the web form, then the steps
 * every notice has (documents when the placing policy asks for them, the earliest publication date), and
 * last "Check your answers", which cannot start until every required row is done. Pure.
 */
import type { DraftData, WebForm } from "./web-form.ts";

export type TaskStatus = "completed" | "in-progress" | "not-started" | "cannot-start" | "optional";

export const TASK_STATUS_LABELS: Readonly<Record<TaskStatus, string>> = {
  completed: "Completed",
  "in-progress": "In progress",
  "not-started": "Not yet started",
  "cannot-start": "Cannot start yet",
  optional: "Optional",
};

export interface TaskRow {
  id: string;
  title: string;
  hint?: string;
  /** Where the row leads (null when it cannot start yet). */
  href: string | null;
  status: TaskStatus;
  /** Must be completed before the answers are checked. */
  required: boolean;
}

/** One row per section: done when every page is answered, begun when any is; links to the first unanswered. */
export function sectionTasks(form: WebForm, data: DraftData, base: string): TaskRow[] {
  return form.sections.map((section) => {
    const pages = section.pages.flatMap((slug) => form.pages.filter((p) => p.slug === slug));
    const answered = pages.map((page) => page.answered(data, 1));
    const next = pages[answered.indexOf(false)] ?? pages[0];
    const done = answered.filter(Boolean).length;
    return {
      id: section.id,
      title: section.title,
      href: next ? `${base}/${next.slug}` : null,
      status: done === pages.length ? "completed" : done > 0 ? "in-progress" : "not-started",
      required: true,
    };
  });
}

/** The last row: "Check your answers", open once every required row before it is completed. */
export function checkAnswersTask(rows: readonly TaskRow[], base: string): TaskRow {
  const ready = rows.every((row) => !row.required || row.status === "completed");
  return {
    id: "check-answers",
    title: "Check your answers and preview the notice",
    href: ready ? `${base}/check-answers` : null,
    status: ready ? "not-started" : "cannot-start",
    required: true,
  };
}
