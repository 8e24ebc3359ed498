import { Pagination } from "../pagination.tsx";
import type { UiComponentExamples } from "./ui-example.ts";

const href = (page: number) => `?page=${page}`;

export const paginationExamples: UiComponentExamples = {
  component: "pagination",
  title: "Pagination",
  summary:
    "Page numbers with previous and next, or previous and next alone (keyset paging, neighbouring issues). Every link is an address, so paging works without JavaScript.",
  examples: [
    {
      name: "default",
      description:
        "Page 7 of 40: the first and last pages, two either side of the current one, ellipses between.",
      find: { role: "navigation", name: "Pagination" },
      render: () => (
        <Pagination
          pages={{ current: 7, last: 40, href }}
          previous={{ href: href(6) }}
          next={{ href: href(8) }}
        />
      ),
    },
    {
      name: "first-page",
      description: "On the first page there is no previous link.",
      find: { role: "navigation", name: "Pagination" },
      render: () => <Pagination pages={{ current: 1, last: 12, href }} next={{ href: href(2) }} />,
    },
    {
      name: "estimated-total",
      description:
        "The total is an estimate: numbers go only as far as pages known to hold results, and next carries a keyset cursor.",
      find: { role: "navigation", name: "Results pages" },
      render: () => (
        <Pagination
          label="Results pages"
          pages={{ current: 181, last: 182, href, showLast: false }}
          previous={{ href: "?page=180&cursor=b.2026-03-04.50" }}
          next={{ href: "?page=182&cursor=a.2026-03-02.41" }}
        />
      ),
    },
    {
      name: "every-page",
      description:
        "Every page offered, each with its own name for screen readers, after a sentence of where you are.",
      find: { role: "navigation", name: "Pages of this issue" },
      render: () => (
        <Pagination
          label="Pages of this issue"
          intro={<p className="govuk-body">Showing pages 21 to 40 of 96</p>}
          pages={{
            current: 2,
            last: 5,
            href: (n) => (n === 1 ? "?" : `?pages=${n}`),
            around: Number.POSITIVE_INFINITY,
            itemLabel: (n) => `Pages ${(n - 1) * 20 + 1} to ${Math.min(96, n * 20)}`,
          }}
        />
      ),
    },
    {
      name: "previous-and-next",
      description: "No numbers: previous and next with where each leads, one above the other.",
      find: { role: "navigation", name: "Issues" },
      render: () => (
        <Pagination
          label="Issues"
          previous={{ href: "/London/issue/64011", text: "Previous issue", label: "Issue 64011" }}
          next={{ href: "/London/issue/64013", text: "Next issue", label: "Issue 64013" }}
        />
      ),
    },
    {
      name: "next-only",
      description: "The first of a list paged by cursor: a next link alone.",
      find: { role: "navigation", name: "Pages" },
      render: () => (
        <Pagination label="Pages" next={{ href: href(2), text: "Next page", label: "Page 2 of 3" }} />
      ),
    },
  ],
};
