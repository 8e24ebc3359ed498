import { describe, expect, it } from "vitest";
import { parseCsv, parseCsvRecords } from "./csv.ts";

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
