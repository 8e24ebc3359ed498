import { Table } from "../table.tsx";
import type { UiComponentExamples } from "./ui-example.ts";

const NOTICES = [
  {
    id: 4401,
    title: "Acme Widgets Limited",
    type: "Winding-up orders",
    status: "Published",
    on: "3 March 2026",
  },
  {
    id: 4402,
    title: "Jane Smith (deceased)",
    type: "Deceased estates",
    status: "Waiting for approval",
    on: "–",
  },
  {
    id: 4403,
    title: "Road closure, High Street",
    type: "Traffic orders",
    status: "Published",
    on: "5 March 2026",
  },
];

const YEARS = [
  { year: 2026, issues: 61 },
  { year: 2025, issues: 253 },
  { year: 2024, issues: 1254 },
];

export const tableExamples: UiComponentExamples = {
  component: "table",
  title: "Table",
  summary: "Rows of data with a caption and column headings; figures aligned right.",
  examples: [
    {
      name: "default",
      description: "A caption shown as a medium heading, column headings and text cells.",
      find: { role: "table", name: "Notices placed" },
      render: () => (
        <Table
          caption="Notices placed"
          captionSize="m"
          columns={[{ header: "Notice" }, { header: "Type" }, { header: "Status" }, { header: "Published" }]}
          rows={NOTICES.map((n) => ({
            key: n.id,
            cells: [
              <a key="title" className="govuk-link" href={`/notice/${n.id}`}>
                {n.title}
              </a>,
              n.type,
              n.status,
              n.on,
            ],
          }))}
        />
      ),
    },
    {
      name: "numeric-columns",
      description: "Each row headed by its first cell; the count column is numeric, aligned right.",
      find: { role: "table", name: "Issues a year" },
      render: () => (
        <Table
          caption="Issues a year"
          captionSize="s"
          firstCellIsHeader
          columns={[{ header: "Year" }, { header: "Issues", numeric: true }]}
          rows={YEARS.map((y) => ({ key: y.year, cells: [y.year, y.issues.toLocaleString("en-GB")] }))}
        />
      ),
    },
    {
      name: "sortable",
      description:
        "The column the rows are sorted by says so to screen readers (aria-sort); its heading links to the other order, so sorting needs no JavaScript.",
      find: { role: "table", name: "Issues a year, newest first" },
      render: () => (
        <Table
          caption="Issues a year, newest first"
          columns={[
            { header: "Year", sort: { direction: "descending", href: "?sort=year" } },
            { header: "Issues", numeric: true, sort: { direction: "none", href: "?sort=issues" } },
          ]}
          rows={YEARS.map((y) => ({ key: y.year, cells: [y.year, y.issues] }))}
        />
      ),
    },
    {
      name: "hidden-caption",
      description: "The page already says what the table is: the caption is for screen readers only.",
      find: { role: "table", name: "Companies found" },
      render: () => (
        <Table
          caption="Companies found"
          captionHidden
          columns={[{ header: "Company name" }, { header: "Company number" }]}
          rows={[
            { key: "01234567", cells: ["ACME WIDGETS LIMITED", "01234567"] },
            { key: "SC765432", cells: ["THISTLE TRADING LTD", "SC765432"] },
          ]}
        />
      ),
    },
    {
      name: "column-widths",
      description: "Fixed column widths, so that one long word cannot widen its column off a phone's screen.",
      find: { role: "table", name: "Parameters of GET /all-notices/notice/data.json" },
      render: () => (
        <Table
          caption={
            <>
              Parameters<span className="govuk-visually-hidden"> of GET /all-notices/notice/data.json</span>
            </>
          }
          captionSize="s"
          style={{ tableLayout: "fixed", overflowWrap: "break-word" }}
          firstCellIsHeader
          columns={[
            { header: "Name", width: "32%" },
            { header: "Type", width: "18%" },
            { header: "Description", width: "50%" },
          ]}
          rows={[
            { key: "text", cells: [<code key="c">text</code>, "string", "Words to look for."] },
            { key: "results-page", cells: [<code key="c">results-page</code>, "integer", "At least 1."] },
          ]}
        />
      ),
    },
    {
      name: "empty",
      description: "No rows: the caption becomes a heading and a sentence says there is nothing.",
      find: { role: "heading", name: "Pending users" },
      render: () => (
        <Table
          caption="Pending users"
          captionSize="m"
          columns={[{ header: "Name" }, { header: "Email" }]}
          rows={[]}
          emptyText="No one is waiting to join."
        />
      ),
    },
  ],
};
