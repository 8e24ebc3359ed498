import { Panel } from "../panel.tsx";
import type { UiComponentExamples } from "./ui-example.ts";

// The gallery's page has its own first-level heading: the examples' panels are third-level.
export const panelExamples: UiComponentExamples = {
  component: "panel",
  title: "Panel",
  summary: "The confirmation that something is done, or an interruption to read before going on.",
  examples: [
    {
      name: "confirmation",
      description: "Done, with what it means.",
      find: { role: "heading", name: "Notice submitted" },
      render: () => (
        <Panel title="Notice submitted" headingLevel={3}>
          Your reference number
          <br />
          <strong>HDJ2123F</strong>
        </Panel>
      ),
    },
    {
      name: "title-only",
      description: "Done, and the title says it all.",
      find: { role: "heading", name: "Your email address is confirmed" },
      render: () => <Panel title="Your email address is confirmed" headingLevel={3} />,
    },
    {
      name: "interruption",
      description: "Stop and read before going on.",
      find: { role: "heading", name: "Check the notice type" },
      render: () => (
        <Panel title="Check the notice type" variant="interruption" headingLevel={3}>
          <p className="govuk-body govuk-!-margin-bottom-0">
            A notice placed under the wrong type is not published.
          </p>
        </Panel>
      ),
    },
  ],
};
