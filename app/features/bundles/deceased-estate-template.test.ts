import { describe, expect, it } from "vitest";
import { csvRow } from "../../lib/csv.ts";
import { deceasedEstateSchema } from "../notices/notice-data-schemas.ts";
import { BUNDLE_MESSAGES, MAX_BUNDLE_NOTICES } from "./bundle-entry.ts";
import { deceasedEstateTemplateCsv, deceasedEstateTemplateJson } from "./bundle-templates.ts";
import { readTemplateCsv, readTemplateJson, TEMPLATE_COLUMNS } from "./deceased-estate-template.ts";

function entries(reading: ReturnType<typeof readTemplateCsv>) {
  if (!reading.ok) throw new Error(reading.message);
  return reading.entries;
}

const EXPECTED_EXAMPLE = {
  deceased: {
    title: "Mrs",
    forenames: "Rosalind May",
    surname: "Example",
    alsoKnownAs: ["Rose Example"],
    maidenName: "Specimen",
    occupation: "Retired Teacher",
    dateOfDeath: "2026-09-14",
    addresses: [{ lines: ["12 Sample Road", "Northampton"], postcode: "NN1 1AA" }],
  },
  personalRepresentatives: [
    {
      name: "Jane Placer",
      firm: "Placer & Co Solicitors",
      address: { lines: ["1 High Street", "Northampton"], postcode: "NN1 2BB" },
      telephone: "01604 000000",
      email: "estates@placer.example",
      reference: "JP/EST/1",
    },
  ],
  claimDeadline: "2027-03-31",
};

describe("the downloadable templates", () => {
  it("read back, CSV and JSON alike, as the data the 2903 web form saves", () => {
    for (const reading of [
      readTemplateCsv(deceasedEstateTemplateCsv()),
      readTemplateJson(deceasedEstateTemplateJson()),
    ]) {
      const [entry] = entries(reading);
      expect(entry).toMatchObject({
        position: 1,
        reference: "EST-0001",
        noticeCode: "2903",
        editionId: "london",
        publishDate: null,
        rendering: "web-form",
        problems: [],
      });
      expect(entry!.data).toEqual(EXPECTED_EXAMPLE);
      expect(deceasedEstateSchema.safeParse(entry!.data).success).toBe(true);
    }
  });

  it("name every column, in order", () => {
    expect(deceasedEstateTemplateCsv().split("\r\n")[0]).toBe(
      TEMPLATE_COLUMNS.map(([name]) => name).join(","),
    );
  });
});

describe("a CSV bundle", () => {
  const header = [
    "deceased_forenames",
    "deceased_surname",
    "address_line_1",
    "representative_name",
    "claim_deadline",
  ];

  it("reads a row a notice, in any column order, with either date form, skipping blank rows", () => {
    const csv = [
      csvRow(["claim_deadline", ...header.slice(0, 4), "edition", "date_of_death"]),
      csvRow(["2027-04-01", "Ann", "One", "1 Road, Flat 2", "Rep A", "Belfast", "01/10/2026"]),
      ",,,,,,",
      csvRow(["02/04/2027", "Bob", "Two", "2 Road", "Rep B", "", "2026-10-02"]),
    ].join("\n");
    const read = entries(readTemplateCsv(csv));
    expect(read.map((e) => [e.position, e.editionId, e.data.claimDeadline])).toEqual([
      [1, "belfast", "2027-04-01"],
      [2, "london", "2027-04-02"],
    ]);
    expect(read[0]!.data.deceased).toMatchObject({ forenames: "Ann", dateOfDeath: "2026-10-01" });
    expect((read[0]!.data.deceased as { addresses: unknown }).addresses).toEqual([
      { lines: ["1 Road, Flat 2"] },
    ]);
  });

  it("says what a row gets wrong, row by row", () => {
    const csv = [
      csvRow([...header, "edition"]),
      csvRow(["Ann", "One", "1 Road", "Rep", "31/02/2027", "Paris"]),
    ].join("\n");
    const [entry] = entries(readTemplateCsv(csv));
    expect(entry!.problems).toEqual([
      BUNDLE_MESSAGES.edition("Paris"),
      BUNDLE_MESSAGES.date("claims deadline", "31/02/2027"),
    ]);
  });

  it("is refused whole when its header is not the template's, or it holds nothing, or too much", () => {
    expect(readTemplateCsv("name,surname\nAnn,One\n")).toEqual({
      ok: false,
      message: BUNDLE_MESSAGES.csvHeader([
        "deceased_forenames",
        "deceased_surname",
        "address_line_1",
        "representative_name",
        "claim_deadline",
      ]),
    });
    expect(readTemplateCsv(`${csvRow(header)}\n`)).toEqual({ ok: false, message: BUNDLE_MESSAGES.noNotices });
    const row = csvRow(["A", "B", "C", "D", "2027-01-01"]);
    expect(readTemplateCsv([csvRow(header), ...Array(MAX_BUNDLE_NOTICES + 1).fill(row)].join("\n"))).toEqual({
      ok: false,
      message: BUNDLE_MESSAGES.tooMany(MAX_BUNDLE_NOTICES + 1),
    });
  });
});

describe("a JSON bundle", () => {
  it("is refused whole when it is not JSON or not the template's shape", () => {
    expect(readTemplateJson("{nope")).toEqual({ ok: false, message: BUNDLE_MESSAGES.notJson });
    expect(readTemplateJson('[{"a":1}]')).toEqual({ ok: false, message: BUNDLE_MESSAGES.jsonShape });
    expect(readTemplateJson('{"notices":[]}')).toEqual({ ok: false, message: BUNDLE_MESSAGES.noNotices });
  });

  it("keeps a notice of the wrong shape as a problem of its own, reading the others", () => {
    const read = entries(
      readTemplateJson(
        JSON.stringify({ notices: [{ deceased: "Ann" }, { deceased: { forenames: "Bob" } }] }),
      ),
    );
    expect(read[0]!.problems).toEqual(["The notice is not in the template's shape (deceased)"]);
    expect(read[1]!.problems).toEqual([]);
    expect(read[1]!.data.deceased).toMatchObject({ forenames: "Bob" });
  });
});
