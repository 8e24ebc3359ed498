import { href, Link } from "react-router";
import {
  TaskList,
  type TaskListItem,
  type TaskStatus as TaskListStatus,
} from "../../../components/ui/task-list.tsx";
import { appContext } from "../../../context.ts";
import { signedInUser } from "../../../features/accounts/area-guard.server.ts";
import { draftInHand, draftTaskList } from "../../../features/placement/draft-service.server.ts";
import { TASK_STATUS_LABELS, type TaskRow } from "../../../features/placement/forms/task-list.ts";
import { editionName } from "../../../features/publications/edition-names.ts";
import type { Route } from "./+types/draft";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `${loaderData.typeName} - ` : ""}Place a notice - My Gazette - The Gazette` },
];

/**
 * `/my-gazette/draft/{n}`: a draft notice's task list (GOV.UK pattern), where placing it resumes. Each
 * section of the notice type's form, the documents and publication date, then checking the answers.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const { db } = context.get(appContext);
  const hand = await draftInHand(db, user, Number(params.id));
  return draftTaskList(db, user, hand);
}

function statusOf(row: TaskRow): TaskListStatus {
  const text = TASK_STATUS_LABELS[row.status];
  if (row.status === "completed" || row.status === "optional") return { text };
  if (row.status === "cannot-start") return { text, cannotStartYet: true };
  return { tag: text, colour: "blue" };
}

export default function DraftTaskListPage({ loaderData }: Route.ComponentProps) {
  const { id, code, typeName, editionId, title, rows } = loaderData;
  const done = rows.filter((r) => r.required && r.status === "completed").length;
  const required = rows.filter((r) => r.required && r.id !== "check-answers").length;
  const items: TaskListItem[] = rows.map((row) => ({
    title: row.title,
    ...(row.href ? { href: row.href } : {}),
    ...(row.hint ? { hint: row.hint } : {}),
    status: statusOf(row),
  }));
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <Link className="govuk-back-link" to={href("/my-gazette/draft")}>
          Your draft notices
        </Link>
        <span className="govuk-caption-l">
          {typeName} ({code}), {editionName(editionId)}
        </span>
        <h1 className="govuk-heading-l">Place a notice</h1>
        <p className="govuk-body" id="draft-reference">
          Draft notice {id}
          {title !== typeName ? `: ${title}` : ""}. Your answers are saved as you go: you can leave and come
          back to it from your draft notices.
        </p>
        <p className="govuk-body" id="draft-progress">
          You have completed {Math.min(done, required)} of {required} sections.
        </p>
        <TaskList items={items} idPrefix="draft-tasks" />
      </div>
    </div>
  );
}
