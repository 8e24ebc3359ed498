import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { CompanyEvent, CompanyTimeline } from "../../features/companies/company-types.ts";
import CompanyPage from "./company.tsx";
import CompanyTimelinePage from "./company-timeline.tsx";

const events: CompanyEvent[] = Array.from({ length: 12 }, (_, i) => ({
  noticeId: 4000100 + i,
  noticeCode: i === 0 ? "2450" : "2454",
  noticeType: i === 0 ? "Petitions to Wind Up (Companies)" : "Appointment of Liquidators",
  publishedOn: `2026-${String(i + 1).padStart(2, "0")}-15`,
  recordsDissolution: false,
}));

const timeline: CompanyTimeline = {
  company: {
    number: "99123456",
    name: "Quillfeather Example Joinery Limited",
    registeredOffice: "1 Example Street, London, SW1A 1AA",
    natureOfBusiness: "Joinery installation",
    incorporatedOn: "2014-11-14",
    status: "liquidation",
  },
  events: events.slice(-8),
  totalEvents: 12,
};

function render(Component: (props: never) => unknown, loaderData: unknown, path: string): string {
  const Stub = createRoutesStub([
    {
      path: path.split("?")[0]!,
      Component: () => createElement(Component as never, { loaderData } as never),
    },
  ]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: [path] }));
}

/** The events of the rendered timeline: notice id and date of each list item, in order. */
function listedEvents(html: string): { id: number; date: string }[] {
  const list = html.slice(html.indexOf('<ol class="app-timeline__events"'), html.indexOf("</ol>"));
  return [...list.matchAll(/href="\/notice\/(\d+)".*?datetime="([\d-]+)"/gi)].map((m) => ({
    id: Number(m[1]),
    date: m[2]!,
  }));
}

describe("company page", () => {
  it("shows the register details and the latest 8 events, oldest first, with a link to all of them", () => {
    const html = render(CompanyPage, timeline, "/company/99123456");
    expect(html).toContain('<h1 class="govuk-heading-l">Quillfeather Example Joinery Limited</h1>');
    expect(html).toContain("In liquidation");
    expect(html).toContain("14 November 2014");
    expect(html).toContain("The latest 8 of 12 notices about this company, oldest first.");
    expect(listedEvents(html)).toEqual(
      events.slice(-8).map((e) => ({ id: e.noticeId, date: e.publishedOn })),
    );
    expect(html).toMatch(/href="\/company\/99123456\/timeline"[^>]*>View full timeline<\/a>/);
    expect(html).toContain('href="/company/99123456/data.json"');
  });

  it("says so when no notice is about the company, and offers no timeline", () => {
    const html = render(CompanyPage, { ...timeline, events: [], totalEvents: 0 }, "/company/99123456");
    expect(html).toContain("No notices have been published about this company.");
    expect(html).not.toContain("app-timeline__events");
    expect(html).not.toContain("View full timeline");
  });
});

describe("full timeline page", () => {
  it("lists every event as an ordered list of links named by type and date, with Back to the company", () => {
    const html = render(
      CompanyTimelinePage,
      { ...timeline, events, totalEvents: 12, backUrl: null },
      "/company/99123456/timeline",
    );
    expect(listedEvents(html)).toEqual(events.map((e) => ({ id: e.noticeId, date: e.publishedOn })));
    expect(html).toContain('aria-label="Notices about Quillfeather Example Joinery Limited, oldest first"');
    expect(html).toMatch(
      /Petitions to Wind Up \(Companies\)<span class="govuk-visually-hidden">,<\/span><\/span> <time[^>]*>15 January 2026<\/time>/,
    );
    expect(html).toContain('<a href="/company/99123456" class="govuk-back-link">Back</a>');
  });

  it("takes a back address the page is given", () => {
    const html = render(
      CompanyTimelinePage,
      { ...timeline, events, totalEvents: 12, backUrl: "/notice/4000100" },
      "/company/99123456/timeline?back=/notice/4000100",
    );
    expect(html).toContain('href="/notice/4000100" class="govuk-back-link"');
  });
});
