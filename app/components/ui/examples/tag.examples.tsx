import { TAG_COLOURS, Tag } from "../tag.tsx";
import type { UiComponentExamples } from "./ui-example.ts";

export const tagExamples: UiComponentExamples = {
  component: "tag",
  title: "Tag",
  summary: "A short status. Its colour repeats what the words say.",
  examples: [
    {
      name: "default",
      description: "The default (blue) tag.",
      find: { text: "Chosen" },
      render: () => <Tag>Chosen</Tag>,
    },
    {
      name: "colours",
      description: "Every colour GOV.UK Frontend has.",
      find: { text: "magenta" },
      render: () => (
        <ul className="govuk-list">
          {TAG_COLOURS.map((colour) => (
            <li key={colour}>
              <Tag colour={colour}>{colour}</Tag>
            </li>
          ))}
        </ul>
      ),
    },
  ],
};
