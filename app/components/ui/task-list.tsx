/**
 * The GOV.UK task list: the tasks of a long transaction, each with its status. A task that can be done
 * now is a link, described by its hint and status so that a screen reader hears them with its name.
 */
import type { ReactNode } from "react";
import { Tag, type TagColour } from "./tag.tsx";

/** Done or not applicable is plain text; still to do is a tag that stands out; not yet possible is grey. */
export type TaskStatus = { text: string; cannotStartYet?: boolean } | { tag: string; colour?: TagColour };

export interface TaskListItem {
  title: ReactNode;
  /** Where the task is done; none while it cannot be started. */
  href?: string;
  hint?: ReactNode;
  status: TaskStatus;
}

export interface TaskListProps {
  items: readonly TaskListItem[];
  /** Makes the hint and status ids unique when a page has two lists. */
  idPrefix?: string;
  className?: string;
}

function Status({ status, id }: { status: TaskStatus; id: string }) {
  if ("tag" in status)
    return (
      <div className="govuk-task-list__status" id={id}>
        <Tag colour={status.colour}>{status.tag}</Tag>
      </div>
    );
  const classes = `govuk-task-list__status${status.cannotStartYet ? " govuk-task-list__status--cannot-start-yet" : ""}`;
  return (
    <div className={classes} id={id}>
      {status.text}
    </div>
  );
}

export function TaskList({ items, idPrefix = "task-list", className }: TaskListProps) {
  return (
    <ul className={className ? `govuk-task-list ${className}` : "govuk-task-list"}>
      {items.map((item, i) => {
        const hintId = `${idPrefix}-${i + 1}-hint`;
        const statusId = `${idPrefix}-${i + 1}-status`;
        return (
          <li
            // Tasks keep their order: the position is the task.
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of tasks
            key={i}
            className={`govuk-task-list__item${item.href ? " govuk-task-list__item--with-link" : ""}`}
          >
            <div className="govuk-task-list__name-and-hint">
              {item.href ? (
                <a
                  className="govuk-link govuk-task-list__link"
                  href={item.href}
                  aria-describedby={item.hint ? `${hintId} ${statusId}` : statusId}
                >
                  {item.title}
                </a>
              ) : (
                <div>{item.title}</div>
              )}
              {item.hint ? (
                <div id={hintId} className="govuk-task-list__hint">
                  {item.hint}
                </div>
              ) : null}
            </div>
            <Status status={item.status} id={statusId} />
          </li>
        );
      })}
    </ul>
  );
}
