import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { planningForm } from "./planning-form.ts";
import { QuestionFields } from "./question-fields.tsx";
import { pageOf } from "./web-form.ts";

const orderPage = pageOf(planningForm("london"), "order")!;
const draw = (values: Record<string, string>, errors: { field: string; message: string }[] = []) =>
  renderToString(
    createElement(QuestionFields, {
      groups: orderPage.groups,
      values,
      errors,
      constraints: { orderType: { required: true } },
    }),
  );

describe("a question page's radios", () => {
  it("are GOV.UK radios in their own fieldset, the label as the legend, the saved answer checked", () => {
    const html = draw({ orderType: "diversion" });
    expect(html).not.toContain('<select name="orderType"');
    expect(html).toMatch(
      /<fieldset class="govuk-fieldset"[^>]*><legend class="govuk-fieldset__legend govuk-fieldset__legend--s">What does the order do\?<\/legend>/,
    );
    const radios = [...html.matchAll(/<input class="govuk-radios__input"[^>]*>/g)].map((m) => m[0]);
    expect(radios).toHaveLength(3);
    // The first radio carries the field's id, for the error summary's link.
    expect(radios[0]).toContain('id="orderType"');
    expect(radios.filter((r) => r.includes("checked"))).toEqual([
      expect.stringContaining('value="diversion"'),
    ]);
    expect(html).toContain(
      '<label class="govuk-label govuk-radios__label" for="orderType-diversion">Diversion</label>',
    );
  });

  it("show the server's message in the group, described by it", () => {
    const html = draw({}, [{ field: "orderType", message: "Select what the order does" }]);
    expect(html).toContain(
      '<div class="govuk-form-group govuk-form-group--error"><fieldset class="govuk-fieldset" aria-describedby="orderType-error">',
    );
    expect(html).toContain(
      '<p id="orderType-error" class="govuk-error-message"><span class="govuk-visually-hidden">Error:</span> <!-- -->Select what the order does</p>',
    );
  });
});
