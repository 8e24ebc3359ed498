/**
 * The markup the forms kit writes from a form's schema: the error summary's links in form order, the
 * fields' own messages and HTML constraints, and a person's fields labelled as their schema requires.
 * (Their look and behaviour in a browser, with axe, is every form's browser journey.)
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { detailsSchema } from "../../features/accounts/account-details-schema.ts";
import { userDetailsSchema } from "../../features/team/team-schema.ts";
import { formConstraints } from "../../lib/forms/html-constraints.ts";
import { parseForm } from "../../lib/forms/parse-form.ts";
import { ErrorSummary } from "./error-summary.tsx";
import { TextField } from "./fields.tsx";
import { PersonFields } from "./person-fields.tsx";

const labels = (html: string) => [...html.matchAll(/<label[^>]*>([^<]*)<\/label>/g)].map((m) => m[1]);

describe("a form's markup from its schema", () => {
  it("links every error of the summary to its field, in the order of the form", () => {
    const parsed = parseForm(userDetailsSchema, new URLSearchParams({ email: "nope", telephone: "x" }));
    const html = renderToStaticMarkup(
      createElement(ErrorSummary, { errors: parsed.ok ? [] : parsed.errors }),
    );
    expect([...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1])).toEqual([
      "title",
      "name",
      "email",
      "telephone",
    ]);
  });

  it("gives a field its message and the attributes its schema implies", () => {
    const html = renderToStaticMarkup(
      createElement(TextField, {
        name: "email",
        label: "Email address",
        errors: [{ field: "email", message: "Please enter a valid email address." }],
        constraints: formConstraints(userDetailsSchema).email,
      }),
    );
    expect(html).toContain('type="email"');
    expect(html).toContain('required=""');
    expect(html).toContain('maxLength="254"');
    expect(html).toContain('aria-describedby="email-error"');
    expect(html).toContain("Please enter a valid email address.");
  });

  it("labels a person's optional fields as optional, in the schema's order", () => {
    const own = renderToStaticMarkup(
      createElement(PersonFields, { schema: detailsSchema, values: {}, errors: [], own: true }),
    );
    expect(labels(own)).toEqual([
      "Title (optional)",
      "Full name",
      "Telephone number (optional)",
      "Email address",
    ]);
    expect(own).toContain('autoComplete="email"');
    const theirs = renderToStaticMarkup(
      createElement(PersonFields, { schema: userDetailsSchema, values: {}, errors: [], own: false }),
    );
    expect(labels(theirs)).toEqual(["Title", "Full name", "Email address", "Telephone number (optional)"]);
    expect(theirs).not.toContain('autoComplete="email"');
    // Every title anyone may hold is offered (Prof was missing from the details forms).
    expect(theirs).toContain('<option value="Prof">Prof</option>');
  });
});
