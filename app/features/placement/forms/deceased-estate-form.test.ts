import { describe, expect, it } from "vitest";
import { parseForm } from "../../../lib/forms/parse-form.ts";
import { addressFromAnswers, addressValues } from "./address-answers.ts";
import {
  DECEASED_ESTATE_MESSAGES,
  deceasedEstateForm,
  earliestClaimDeadline,
} from "./deceased-estate-form.ts";
import { checkAnswersTask, sectionTasks } from "./task-list.ts";
import { pageOf } from "./web-form.ts";

const ctx = { today: "2026-11-24", publicationDay: "2026-11-25", editionId: "london" };
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const page = (slug: string) => pageOf(deceasedEstateForm, slug)!;

describe("two months and a day", () => {
  it("is the same day two months on, plus one; the month's last day when it has no such day", () => {
    expect(earliestClaimDeadline("2026-11-25")).toBe("2027-01-26");
    expect(earliestClaimDeadline("2026-12-31")).toBe("2027-03-01");
    expect(earliestClaimDeadline("2027-12-30")).toBe("2028-03-01");
    expect(earliestClaimDeadline("2028-12-31")).toBe("2029-03-01");
    expect(earliestClaimDeadline("2027-10-31")).toBe("2028-01-01");
  });
});

describe("addresses in answers", () => {
  it("reads back into the same fields, with the town always last", () => {
    for (const answers of [
      { pLine1: "7 Harbour Row", pLine2: "", pCity: "Whitby", pPostcode: "YO21 3PU", pCountry: "" },
      { pLine1: "Flat 2", pLine2: "7 Harbour Row", pCity: "Whitby", pPostcode: "", pCountry: "" },
      { pLine1: "12 Rue Haute", pLine2: "75001", pCity: "Paris", pPostcode: "", pCountry: "France" },
    ]) {
      const address = addressFromAnswers("p", answers);
      expect(addressValues("p", address)).toEqual(answers);
    }
    // The UK by name is the UK: not kept as a country.
    expect(addressFromAnswers("p", { pLine1: "1 A St", pCity: "Leeds", pCountry: "United Kingdom" })).toEqual(
      {
        lines: ["1 A St", "Leeds"],
      },
    );
  });

  it("refuses a UK postcode with a country abroad, and a begun optional address without its town", () => {
    const parsed = parseForm(
      page("address").schema(ctx),
      form({
        addressLine1: "1 Rue",
        addressCity: "Lyon",
        addressPostcode: "SW1A 1AA",
        addressCountry: "France",
        previousLine1: "2 Old Road",
      }),
    );
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors.map((e) => e.field)).toEqual(["addressPostcode", "previousCity"]);
  });
});

describe("the 2903 pages", () => {
  it("take a date of death or a range, never both, the range in order", () => {
    const schema = page("date-of-death").schema(ctx);
    const errorsOf = (fields: Record<string, string>) => {
      const parsed = parseForm(schema, form(fields));
      return parsed.ok ? [] : parsed.errors.map((e) => e.message);
    };
    expect(errorsOf({})).toEqual([DECEASED_ESTATE_MESSAGES.dateOfDeath]);
    expect(errorsOf({ dateOfDeath: "01/10/2026", dateOfDeathFrom: "01/09/2026" })).toEqual([
      DECEASED_ESTATE_MESSAGES.bothDates,
    ]);
    expect(errorsOf({ dateOfDeathFrom: "01/10/2026", dateOfDeathTo: "01/09/2026" })).toEqual([
      DECEASED_ESTATE_MESSAGES.rangeOrder,
    ]);
    expect(errorsOf({ dateOfDeathFrom: "01/09/2026" })).toEqual([DECEASED_ESTATE_MESSAGES.rangeBoth]);
    expect(errorsOf({ dateOfDeathFrom: "01/09/2026", dateOfDeathTo: "01/10/2026" })).toEqual([]);
  });

  it("offer the earliest claims deadline and refuse a sooner one", () => {
    const claims = page("claims-deadline");
    expect(claims.values({}, ctx, 0)).toEqual({ claimDeadline: "26/01/2027" });
    const parsed = parseForm(claims.schema(ctx), form({ claimDeadline: "25/01/2027" }));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.errors[0]!.message).toBe(DECEASED_ESTATE_MESSAGES.claimTooSoon("2027-01-26"));
  });

  it("keep what other pages saved when one page is saved again", () => {
    const deceased = page("deceased");
    let data = page("date-of-death").save({}, { dateOfDeath: "2026-09-14" }, 0);
    data = deceased.save(
      data,
      { forenames: "Ada", surname: "Byron", alsoKnownAs: "Ada Lovelace\n\n A. King " },
      0,
    );
    expect(data).toEqual({
      deceased: {
        dateOfDeath: "2026-09-14",
        forenames: "Ada",
        surname: "Byron",
        alsoKnownAs: ["Ada Lovelace", "A. King"],
      },
    });
    expect(deceased.values(data, ctx, 0).alsoKnownAs).toBe("Ada Lovelace\nA. King");
  });
});

describe("the task list", () => {
  it("marks sections not started, in progress and completed, and opens checking only when all are done", () => {
    const base = "/my-gazette/draft/7";
    const start = sectionTasks(deceasedEstateForm, {}, base);
    expect(start.map((r) => r.status)).toEqual(["not-started", "not-started", "not-started"]);
    expect(checkAnswersTask(start, base)).toMatchObject({ status: "cannot-start", href: null });
    const begun = sectionTasks(deceasedEstateForm, { deceased: { forenames: "A", surname: "B" } }, base);
    expect(begun[0]).toMatchObject({ status: "in-progress", href: `${base}/date-of-death` });
    const done = sectionTasks(
      deceasedEstateForm,
      {
        deceased: { surname: "B", dateOfDeath: "2026-09-14", addresses: [{ lines: ["1 A St", "Leeds"] }] },
        personalRepresentatives: [{ name: "C" }],
        claimDeadline: "2027-02-01",
      },
      base,
    );
    expect(done.map((r) => r.status)).toEqual(["completed", "completed", "completed"]);
    expect(checkAnswersTask(done, base)).toMatchObject({
      status: "not-started",
      href: `${base}/check-answers`,
    });
  });
});

describe("the 2903 notice as printed", () => {
  const data = {
    deceased: {
      forenames: "Morag",
      surname: "Fraser",
      dateOfDeathFrom: "2026-08-01",
      dateOfDeathTo: "2026-08-09",
      addresses: [{ lines: ["3 Wynd", "Leith"], postcode: "EH6 6AA" }],
    },
    personalRepresentatives: [
      { name: "Ian Fraser", address: { lines: ["4 Wynd", "Leith"] }, email: "ian@fraser.example" },
    ],
    claimDeadline: "2027-02-01",
  };

  it("uses the executors' form in Scotland, with a range of dates, and the Trustee Act elsewhere", () => {
    const scottish = deceasedEstateForm.render(data, "edinburgh");
    expect(scottish.title).toBe("Morag FRASER");
    expect(scottish.bodyHtml).toContain(
      "estate of the late Morag FRASER, who died between 1 August 2026 and 9 August 2026, are requested to lodge particulars",
    );
    expect(scottish.bodyHtml).toContain("on or before 1 February 2027");
    expect(scottish.bodyHtml).not.toContain("Trustee Act");
    expect(deceasedEstateForm.render(data, "london").bodyHtml).toContain(
      "section 27 of the Trustee Act 1925",
    );
    expect(scottish.locations).toEqual([
      { role: "deceased-address", address: "3 Wynd, Leith, EH6 6AA", postcode: "EH6 6AA" },
    ]);
    expect(scottish.people).toEqual([
      { role: "deceased", fullName: "Morag Fraser" },
      { role: "personal-representative", fullName: "Ian Fraser" },
    ]);
  });
});
