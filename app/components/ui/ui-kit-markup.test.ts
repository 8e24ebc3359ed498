/**
 * The markup the kit's components write for their options: GOV.UK Frontend's classes and the ARIA that
 * makes each option mean something to a screen reader. (Their look and behaviour in a browser, with axe,
 * is tests/e2e/ui-kit.spec.ts.)
 */
import { createElement, type ReactElement } from "react";
// What JSX compiles to: a component whose children are a required prop, in a .ts file.
import { jsx } from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Button } from "./button.tsx";
import { Pagination } from "./pagination.tsx";
import { SummaryList } from "./summary-list.tsx";
import { Table } from "./table.tsx";
import { TaskList } from "./task-list.tsx";

/** Links need a router around them, as in the app. */
function html(element: ReactElement): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: ["/"] }));
}

describe("Table", () => {
  const table = (props: Partial<Parameters<typeof Table>[0]> = {}) =>
    html(
      createElement(Table, {
        caption: "Issues a year",
        columns: [
          { header: "Year", sort: { direction: "descending", href: "?sort=year" } },
          { header: "Issues", numeric: true },
        ],
        rows: [{ key: 2026, cells: ["2026", "61"], id: "y2026", data: { "data-year": 2026 } }],
        ...props,
      }),
    );

  it("aligns numeric columns right, heading and cells, and says how the rows are sorted", () => {
    const markup = table();
    expect(markup).toContain(
      '<th scope="col" class="govuk-table__header govuk-table__header--numeric">Issues</th>',
    );
    expect(markup).toContain('<td class="govuk-table__cell govuk-table__cell--numeric">61</td>');
    expect(markup).toContain('aria-sort="descending"><a class="govuk-link" href="?sort=year">Year</a></th>');
    expect(markup).toContain('<tr class="govuk-table__row" id="y2026" data-year="2026">');
  });

  it("heads each row with its first cell when asked, and hides the caption when asked", () => {
    const markup = table({ firstCellIsHeader: true, captionHidden: true, captionSize: "m" });
    expect(markup).toContain('<th scope="row" class="govuk-table__header">2026</th>');
    expect(markup).toContain(
      '<caption class="govuk-table__caption govuk-table__caption--m govuk-visually-hidden">Issues a year</caption>',
    );
  });

  it("says there is nothing instead of drawing an empty table", () => {
    const markup = table({ rows: [], emptyText: "No issues.", captionSize: "m" });
    expect(markup).not.toContain("<table");
    expect(markup).toBe('<h2 class="govuk-heading-m">Issues a year</h2><p class="govuk-body">No issues.</p>');
    expect(table({ rows: [] })).toContain("<table");
  });

  it("gives fixed widths to columns that have them", () => {
    const markup = table({ columns: [{ header: "Name", width: "30%" }, { header: "Type" }] });
    expect(markup).toContain('<colgroup><col style="width:30%"/><col/></colgroup>');
  });
});

describe("Pagination", () => {
  it("numbers the pages around the current one, marks it, and names each link", () => {
    const markup = html(
      createElement(Pagination, {
        pages: { current: 7, last: 40, href: (p: number) => `?page=${p}` },
        previous: { href: "?page=6" },
        next: { href: "?page=8" },
      }),
    );
    expect(markup).toMatch(/^<nav class="govuk-pagination" aria-label="Pagination">/);
    expect(markup.match(/govuk-pagination__item--ellipsis/g)).toHaveLength(2);
    expect(markup).toContain('aria-label="Page 7" aria-current="page" href="/?page=7"');
    expect(markup.match(/aria-current/g)).toHaveLength(1);
    expect(markup).toContain('rel="prev"');
    expect(markup).toContain('Next<span class="govuk-visually-hidden"> page</span>');
  });

  it("without numbers is the block form, each link saying where it leads", () => {
    const markup = html(
      createElement(Pagination, {
        label: "Issues",
        next: { href: "/London/issue/13", text: "Next issue", label: "Issue 13" },
      }),
    );
    expect(markup).toMatch(/^<nav class="govuk-pagination govuk-pagination--block" aria-label="Issues">/);
    expect(markup).toContain(
      '<span class="govuk-pagination__link-title">Next issue</span><span class="govuk-visually-hidden">:</span><span class="govuk-pagination__link-label">Issue 13</span>',
    );
    expect(markup).not.toContain("govuk-pagination__list");
  });

  it("draws nothing when there is nowhere to go", () => {
    expect(html(createElement(Pagination, { pages: { current: 1, last: 1, href: String } }))).toBe("");
  });
});

describe("SummaryList", () => {
  it("names each row in its action's hidden text, and keeps the column of rows without actions", () => {
    const markup = html(
      createElement(SummaryList, {
        rows: [
          {
            key: "Name",
            value: "Jane",
            actions: [{ href: "/change", text: "Change", visuallyHiddenText: "name" }],
          },
          null,
          { key: "Email", value: "jane@example.org" },
        ],
      }),
    );
    expect(markup).toContain(
      '<a class="govuk-link" href="/change">Change<span class="govuk-visually-hidden"> name</span></a>',
    );
    expect(markup).toContain(
      '<div class="govuk-summary-list__row govuk-summary-list__row--no-actions"><dt class="govuk-summary-list__key">Email</dt>',
    );
    expect(markup.match(/govuk-summary-list__row"/g)).toHaveLength(1);
  });
});

describe("TaskList", () => {
  it("describes a task's link by its hint and status, and gives no link to a task that cannot start", () => {
    const markup = html(
      createElement(TaskList, {
        items: [
          { title: "Details", href: "/details", hint: "About the notice", status: { tag: "Incomplete" } },
          { title: "Submit", status: { text: "Cannot start yet", cannotStartYet: true } },
        ],
      }),
    );
    expect(markup).toContain('aria-describedby="task-list-1-hint task-list-1-status"');
    expect(markup).toContain(
      '<div class="govuk-task-list__status" id="task-list-1-status"><strong class="govuk-tag">Incomplete</strong></div>',
    );
    expect(markup).toContain("<div>Submit</div>");
    expect(markup).toContain("govuk-task-list__status--cannot-start-yet");
  });
});

describe("Button", () => {
  it("keeps a link button a link, and marks a disabled button for screen readers", () => {
    const link = html(jsx(Button, { href: "/start", start: true, children: "Start now" }));
    expect(link).toMatch(
      /^<a class="govuk-button govuk-button--start" [^>]*href="\/start"[^>]*>Start now<svg/,
    );
    expect(link).not.toContain("role=");
    expect(html(jsx(Button, { disabled: true, variant: "warning", children: "Delete" }))).toBe(
      '<button type="submit" disabled="" aria-disabled="true" class="govuk-button govuk-button--warning" data-module="govuk-button">Delete</button>',
    );
  });
});
