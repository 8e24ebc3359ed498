import { describe, expect, it } from "vitest";
import { formConstraints } from "../../lib/forms/html-constraints.ts";
import { parseForm } from "../../lib/forms/parse-form.ts";
import { DOCUMENT_MESSAGES } from "../notice-documents/document-file.ts";
import { clearPlaceholder, INJUNCTION_FORM_MESSAGES, injunctionForm } from "./injunction-form.ts";

const TODAY = "2026-11-24";
const order = () => new File(["%PDF-1.7 court order"], "Order.pdf", { type: "application/pdf" });

function formData(values: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
}

const good = {
  companyNumber: "01234567",
  registerTitle: "Register of Companies for England and Wales",
  injunctionStartDate: "01/12/2026",
  injunctionEndDate: "31/12/2026",
};

const messagesOf = (result: ReturnType<typeof parseForm>) =>
  result.ok ? [] : result.errors.map((e) => [e.field, e.message]);

describe("court injunction form", () => {
  it("reads a whole injunction: the number normalised, ISO dates, the court order", () => {
    const result = parseForm(
      injunctionForm(TODAY, { recording: true }),
      formData({ ...good, companyNumber: " sc 123456 ", courtOrder: order() }),
    );
    expect(result.ok && result.data).toMatchObject({
      companyNumber: "SC123456",
      registerTitle: "Register of Companies for England and Wales",
      injunctionStartDate: "2026-12-01",
      injunctionEndDate: "2026-12-31",
    });
    expect(result.ok && result.data.courtOrder?.name).toBe("Order.pdf");
  });

  it("requires both dates, a register title other than the default option, and the court order", () => {
    const result = parseForm(
      injunctionForm(TODAY, { recording: true }),
      formData({ companyNumber: "", registerTitle: "", injunctionStartDate: "", injunctionEndDate: "" }),
    );
    expect(messagesOf(result)).toEqual([
      ["companyNumber", INJUNCTION_FORM_MESSAGES.companyNumber],
      ["registerTitle", INJUNCTION_FORM_MESSAGES.registerTitle],
      ["injunctionStartDate", "This field is required."],
      ["injunctionEndDate", "This field is required."],
      ["courtOrder", INJUNCTION_FORM_MESSAGES.courtOrder],
    ]);
  });

  it("treats a placeholder sent as a value as an empty field", () => {
    expect(clearPlaceholder(" DD/MM/YYYY ")).toBe("");
    expect(clearPlaceholder("01/12/2026")).toBe("01/12/2026");
    const result = parseForm(
      injunctionForm(TODAY, { recording: false }),
      formData({ ...good, injunctionStartDate: "dd/mm/yyyy", injunctionEndDate: "dd/mm/yyyy" }),
    );
    expect(messagesOf(result)).toEqual([
      ["injunctionStartDate", "This field is required."],
      ["injunctionEndDate", "This field is required."],
    ]);
  });

  it("refuses a start after the end, a date that is not one, an unknown register, a file of the wrong kind", () => {
    expect(
      messagesOf(
        parseForm(
          injunctionForm(TODAY, { recording: false }),
          formData({ ...good, injunctionStartDate: "01/01/2027" }),
        ),
      ),
    ).toEqual([["injunctionStartDate", INJUNCTION_FORM_MESSAGES.startAfterEnd]]);
    expect(
      messagesOf(
        parseForm(
          injunctionForm(TODAY, { recording: true }),
          formData({
            ...good,
            registerTitle: "Somebody's register",
            injunctionEndDate: "31/02/2027",
            courtOrder: new File(["MZ"], "order.exe"),
          }),
        ),
      ),
    ).toEqual([
      ["registerTitle", INJUNCTION_FORM_MESSAGES.registerTitle],
      ["injunctionEndDate", "Please enter a valid date"],
      ["courtOrder", DOCUMENT_MESSAGES.wrongType],
    ]);
  });

  it("lets a change keep its court order", () => {
    expect(parseForm(injunctionForm(TODAY, { recording: false }), formData(good)).ok).toBe(true);
  });

  it("gives the page its fields' constraints: a file input taking the documents' kinds", () => {
    const constraints = formConstraints(injunctionForm(TODAY, { recording: true }));
    expect(constraints.courtOrder?.type).toBe("file");
    expect(constraints.courtOrder?.accept).toContain("application/pdf");
    expect(Object.keys(constraints)).toEqual([
      "companyNumber",
      "registerTitle",
      "injunctionStartDate",
      "injunctionEndDate",
      "courtOrder",
    ]);
  });
});
