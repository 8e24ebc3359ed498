import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { claimDateValues, NoticeDateChangeForm, publicationDateValues } from "./notice-date-fields.tsx";

const base = {
  notice: { id: 4000123, title: "Estate of Ada" },
  csrfToken: "token",
  errors: [],
  refusal: null,
  earliest: "2026-11-25",
  latest: "2028-11-23",
  heading: false,
};

describe("the date change forms (the modal's fragments)", () => {
  it("'Change claim date' posts earliest-claims-date with 'Save Changes' and the CSRF token", () => {
    const html = renderToString(
      createElement(NoticeDateChangeForm, {
        ...base,
        change: "claim-date",
        values: claimDateValues("2027-02-03"),
      }),
    );
    expect(html).toContain('action="/my-gazette/notices/4000123/claim-date"');
    expect(html).toMatch(/name="earliest-claims-date"[^>]*value="03\/02\/2027"/);
    expect(html).toContain('name="_csrf" value="token"');
    expect(html).toContain(">Save Changes</button>");
  });

  it("'Change publication date' has the date, and the time marked to revert in the browser", () => {
    const html = renderToString(
      createElement(NoticeDateChangeForm, {
        ...base,
        change: "publication-date",
        values: publicationDateValues({ date: "2026-12-02", time: "10:30" }),
      }),
    );
    expect(html).toMatch(/name="earliest-publication-date"[^>]*value="02\/12\/2026"/);
    const time = /<input[^>]*name="earliest-publication-time"[^>]*>/.exec(html)?.[0] ?? "";
    expect(time).toContain('value="10:30"');
    expect(time).toContain("data-time-input");
    expect(publicationDateValues(null)["earliest-publication-time"]).toBe("09:00");
  });

  it("a refused change shows why, and no form", () => {
    const html = renderToString(
      createElement(NoticeDateChangeForm, {
        ...base,
        change: "publication-date",
        values: publicationDateValues(null),
        refusal:
          "The publication date can no longer be changed: this notice is published. Nothing has been changed.",
      }),
    );
    expect(html).toContain("this notice is published");
    expect(html).not.toContain("<form");
  });
});
