import { SummaryList } from "../summary-list.tsx";
import type { UiComponentExamples } from "./ui-example.ts";

export const summaryListExamples: UiComponentExamples = {
  component: "summary-list",
  title: "Summary list",
  summary: "Keys and values, with a Change link on the rows a person may alter.",
  examples: [
    {
      name: "default",
      description: "Keys and values; a row that does not apply is left out.",
      find: { role: "term", text: "Published" },
      render: () => (
        <SummaryList
          rows={[
            { key: "Published", value: "3 March 2026" },
            { key: "Pages", value: 96 },
            false,
            { key: "ISBN", value: "978-0-11-000000-0" },
          ]}
        />
      ),
    },
    {
      name: "with-actions",
      description:
        "Each row's Change link names its row for screen readers; a row without one keeps the list's right-hand column.",
      find: { role: "link", name: "Change email address" },
      render: () => (
        <SummaryList
          rows={[
            {
              key: "Name",
              value: "Ms Jane Smith",
              actions: [{ href: "/my-gazette/account/details", text: "Change", visuallyHiddenText: "name" }],
            },
            {
              key: "Email address",
              value: "jane.smith@example.org",
              actions: [
                { href: "/my-gazette/account/details", text: "Change", visuallyHiddenText: "email address" },
              ],
            },
            { key: "Organisation", value: "Smith & Co Solicitors (Approved)" },
          ]}
        />
      ),
    },
    {
      name: "several-actions",
      description: "More than one action on a row: a list of links.",
      find: { role: "link", name: "Remove director" },
      render: () => (
        <SummaryList
          rows={[
            {
              key: "Director",
              value: "John Brown",
              actions: [
                { href: "?change=director", text: "Change", visuallyHiddenText: "director" },
                { href: "?remove=director", text: "Remove", visuallyHiddenText: "director" },
              ],
            },
          ]}
        />
      ),
    },
    {
      name: "no-border",
      description: "Without lines between rows, for a short list inside other content.",
      find: { role: "term", text: "Company number" },
      render: () => (
        <SummaryList
          noBorder
          rows={[
            { key: "Company name", value: "ACME WIDGETS LIMITED" },
            { key: "Company number", value: "01234567" },
          ]}
        />
      ),
    },
  ],
};
