import { describe, expect, it } from "vitest";
import { csvRow, parseCsv, parseCsvRecords } from "./csv.ts";

describe("parseCsv", () => {
  it("reads quoted fields with commas, doubled quotes and CRLF", () => {
    expect(parseCsv('a,"b, c","say ""hi"""\r\n1,2,3\r\n')).toEqual([
      ["a", "b, c", 'say "hi"'],
      ["1", "2", "3"],
    ]);
  });
  it("drops a byte-order mark and keys records by header", () => {
    expect(parseCsvRecords("\ufeffcode,name\n11,State\n")).toEqual([{ code: "11", name: "State" }]);
  });
});

describe("csvRow", () => {
  it("quotes what needs quoting and reads back the same", () => {
    const fields = ["plain", "a, b", 'say "hi"', "two\nlines", ""];
    expect(csvRow(fields)).toBe('plain,"a, b","say ""hi""","two\nlines",');
    expect(parseCsv(csvRow(fields))).toEqual([fields]);
  });
  it("never writes a field a spreadsheet would run as a formula", () => {
    expect(csvRow(["=SUM(A1)", "+1", "-2", "@cmd", "ok"])).toBe(`"'=SUM(A1)","'+1","'-2","'@cmd",ok`);
  });
});
