import { Details } from "../details.tsx";
import { Table } from "../table.tsx";
import type { UiComponentExamples } from "./ui-example.ts";

export const detailsExamples: UiComponentExamples = {
  component: "details",
  title: "Details",
  summary: "A summary that opens to more, for what only some people need. Works without JavaScript.",
  examples: [
    {
      name: "default",
      description: "Closed until opened.",
      find: { role: "group", text: "Help with the notice code" },
      render: () => (
        <Details summary="Help with the notice code">
          The four-digit code of a notice type, for example 2903 for deceased estates.
        </Details>
      ),
    },
    {
      name: "open",
      description: "Open at first, e.g. the newest of several.",
      find: { role: "group", text: "2000 to 2099" },
      render: () => (
        <Details summary="2000 to 2099" open>
          <Table
            caption="Issues a year, 2000 to 2099"
            captionHidden
            firstCellIsHeader
            columns={[{ header: "Year" }, { header: "Issues", numeric: true }]}
            rows={[
              { key: 2026, cells: [2026, 61] },
              { key: 2025, cells: [2025, 253] },
            ]}
          />
        </Details>
      ),
    },
  ],
};
