import { describe, expect, it } from "vitest";
import { type FieldError, parseForm } from "../../lib/forms/parse-form.ts";
import {
  COMPANY_FINDER_MESSAGES,
  companyFinderSchema,
  companyNameWords,
  isCompanyFinderSubmission,
} from "./company-finder-schema.ts";

const parseCompanyFinder = (input: URLSearchParams | FormData) => parseForm(companyFinderSchema, input);
const parse = (fields: Record<string, string>) => parseCompanyFinder(new URLSearchParams(fields));
const byField = (errors: readonly FieldError[]) =>
  Object.fromEntries(errors.map((e) => [e.field, e.message]));

describe("company finder input", () => {
  it("accepts a name, a number or both, trimmed and normalised", () => {
    expect(parse({ companyname: "  Quill Joinery " })).toEqual({
      ok: true,
      data: { companyname: "Quill Joinery", companynumber: "" },
      values: { companyname: "  Quill Joinery ", companynumber: "" },
    });
    const byNumber = parse({ companynumber: " sc 99 1234 " });
    expect(byNumber.ok && byNumber.data).toEqual({ companyname: "", companynumber: "SC991234" });
    const both = parse({ companyname: "quill", companynumber: "99" });
    expect(both.ok && both.data).toEqual({ companyname: "quill", companynumber: "99" });
  });

  it("asks for a name or a number when both are empty or blank", () => {
    const blanks: Record<string, string>[] = [
      {},
      { companyname: "", companynumber: "" },
      { companyname: "   ", companynumber: " \t" },
    ];
    for (const fields of blanks) {
      const result = parse(fields);
      expect(result.ok, JSON.stringify(fields)).toBe(false);
      if (!result.ok)
        expect(byField(result.errors)).toEqual({ companyname: COMPANY_FINDER_MESSAGES.required });
    }
  });

  it("refuses values over 160 characters, field by field", () => {
    const long = "a".repeat(161);
    const name = parse({ companyname: long });
    expect(!name.ok && byField(name.errors)).toEqual({ companyname: COMPANY_FINDER_MESSAGES.nameTooLong });
    const number = parse({ companynumber: long });
    expect(!number.ok && byField(number.errors)).toEqual({
      companynumber: COMPANY_FINDER_MESSAGES.numberTooLong,
    });
    const both = parse({ companyname: long, companynumber: long });
    expect(!both.ok && both.errors.map((e) => e.field)).toEqual(["companyname", "companynumber"]);
    // 160 is allowed, and so is padding around it (it is trimmed first).
    expect(parse({ companyname: ` ${"a".repeat(160)} ` }).ok).toBe(true);
    expect(parse({ companynumber: `${"1".repeat(80)} ${"2".repeat(80)}` }).ok).toBe(true);
  });

  it("echoes what was typed so the form can show it again", () => {
    const result = parse({ companyname: "", companynumber: "" });
    expect(result.values).toEqual({ companyname: "", companynumber: "" });
    const form = new FormData();
    form.set("companyname", "Acme");
    expect(parseCompanyFinder(form)).toMatchObject({
      ok: true,
      values: { companyname: "Acme", companynumber: "" },
    });
  });

  it("is the same schema for any caller: missing fields default to empty", () => {
    expect(companyFinderSchema.safeParse({ companynumber: "ni991234" }).data).toEqual({
      companyname: "",
      companynumber: "NI991234",
    });
    expect(companyFinderSchema.safeParse({ companyname: 42 }).success).toBe(false);
  });

  it("tells a first visit from a submitted form", () => {
    expect(isCompanyFinderSubmission(new URLSearchParams(""))).toBe(false);
    expect(isCompanyFinderSubmission(new URLSearchParams("other=1"))).toBe(false);
    expect(isCompanyFinderSubmission(new URLSearchParams("companyname="))).toBe(true);
    expect(isCompanyFinderSubmission(new URLSearchParams("companynumber=1"))).toBe(true);
  });
});

describe("company name words", () => {
  it("lower-cases, splits on anything but letters and digits, and keeps each word once", () => {
    expect(companyNameWords("Smith & Jones  LIMITED")).toEqual(["smith", "jones", "limited"]);
    expect(companyNameWords("O'Brien-Hughes (UK) Ltd.")).toEqual(["o", "brien", "hughes", "uk", "ltd"]);
    expect(companyNameWords("ltd LTD Ltd")).toEqual(["ltd"]);
    expect(companyNameWords("Café 24/7")).toEqual(["café", "24", "7"]);
    expect(companyNameWords(" &% ")).toEqual([]);
  });
});
