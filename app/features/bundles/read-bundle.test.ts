import { describe, expect, it } from "vitest";
import { BUNDLE_MESSAGES } from "./bundle-entry.ts";
import { deceasedEstateTemplateCsv, deceasedEstateTemplateJson } from "./bundle-templates.ts";
import { bundleFormatOf, readBundle } from "./read-bundle.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("which format a bundle is", () => {
  it.each([
    [{ type: "application/xml; charset=utf-8" }, "x", "xml"],
    [{ type: "text/xml" }, "x", "xml"],
    [{ type: "application/json" }, "x", "json"],
    [{ type: "text/csv" }, "x", "csv"],
    [{ name: "Notices.XML" }, "x", "xml"],
    [{ name: "bundle.json" }, "x", "json"],
    [{ name: "bundle.csv", type: "application/octet-stream" }, "x", "csv"],
    [{}, "\uFEFF  <Gazette/>", "xml"],
    [{}, '{"notices":[]}', "json"],
    [{}, "a,b", "csv"],
    [{}, "   ", null],
  ] as const)("%j with %j is %s", (file, text, format) => {
    expect(bundleFormatOf(file, text)).toBe(format);
  });
});

describe("reading a bundle", () => {
  it("reads each format by what it is", () => {
    const csv = readBundle({ name: "t.csv", bytes: bytes(deceasedEstateTemplateCsv()) });
    const json = readBundle({ bytes: bytes(deceasedEstateTemplateJson()) });
    expect(csv.ok && csv.format).toBe("csv");
    expect(json.ok && json.format).toBe("json");
    const xml = readBundle({
      bytes: bytes(
        `\uFEFF<Gazette Title="Belfast"><Body><Notice Type="1601"><P>Text</P></Notice></Body></Gazette>`,
      ),
    });
    expect(xml.ok && xml.entries[0]).toMatchObject({
      noticeCode: "1601",
      editionId: "belfast",
      text: "Text",
    });
  });

  it("refuses an empty file and one that is not UTF-8", () => {
    expect(readBundle({ bytes: bytes(" \n") })).toEqual({ ok: false, message: BUNDLE_MESSAGES.empty });
    expect(readBundle({ bytes: new Uint8Array([0x3c, 0xff, 0xfe, 0x3e]) })).toEqual({
      ok: false,
      message: "The file must be UTF-8 text",
    });
  });
});
