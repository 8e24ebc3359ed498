import { TaskList } from "../task-list.tsx";
import type { UiComponentExamples } from "./ui-example.ts";

export const taskListExamples: UiComponentExamples = {
  component: "task-list",
  title: "Task list",
  summary: "The tasks of a long transaction and the status of each.",
  examples: [
    {
      name: "default",
      description: "Done, to do, and not possible yet (no link until it is).",
      find: { role: "link", name: "Notice details" },
      render: () => (
        <TaskList
          items={[
            { title: "Notice type", href: "?task=type", status: { text: "Completed" } },
            { title: "Notice details", href: "?task=details", status: { tag: "Incomplete" } },
            { title: "Check and submit", status: { text: "Cannot start yet", cannotStartYet: true } },
          ]}
        />
      ),
    },
    {
      name: "with-hints",
      description: "A hint under a task's name, read with its link.",
      find: { role: "link", name: "Supporting documents" },
      render: () => (
        <TaskList
          idPrefix="documents"
          items={[
            {
              title: "Supporting documents",
              href: "?task=documents",
              hint: "A court order or a resolution, as a PDF",
              status: { tag: "Not started", colour: "grey" },
            },
            { title: "Payment", href: "?task=payment", status: { tag: "In progress", colour: "yellow" } },
          ]}
        />
      ),
    },
  ],
};
