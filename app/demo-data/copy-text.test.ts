import { describe, expect, it } from "vitest";
import { copyField, copyRow } from "./copy-text.ts";

/** What PostgreSQL's COPY text reader does with one line (the inverse, to check round trips). */
function parseCopyLine(line: string): (string | null)[] {
  expect(line.endsWith("\n")).toBe(true);
  return line
    .slice(0, -1)
    .split("\t")
    .map((f) =>
      f === "\\N"
        ? null
        : f.replace(/\\(.)/g, (_, c: string) => ({ n: "\n", t: "\t", r: "\r", "\\": "\\" })[c] ?? c),
    );
}

describe("COPY text format", () => {
  it("writes null as \\N and keeps the text '\\N' apart from it", () => {
    expect(copyField(null)).toBe("\\N");
    expect(copyField(undefined)).toBe("\\N");
    expect(copyField("\\N")).toBe("\\\\N");
    expect(parseCopyLine(copyRow(["\\N", null]))).toEqual(["\\N", null]);
  });

  it("escapes backslashes, tabs, newlines and carriage returns, and nothing else", () => {
    expect(copyField("a\\b")).toBe("a\\\\b");
    expect(copyField("a\tb")).toBe("a\\tb");
    expect(copyField("line 1\nline 2\r\n")).toBe("line 1\\nline 2\\r\\n");
    expect(copyField("plain text, with 'quotes' \"and\" commas;")).toBe(
      "plain text, with 'quotes' \"and\" commas;",
    );
    expect(copyField("")).toBe("");
  });

  it("round-trips hostile strings field by field", () => {
    const hostile = [
      "\\",
      "\\\\t",
      "\t\t",
      "\n",
      "\\n is not a newline",
      "tab\tin\tthe\tmiddle",
      "ends with a backslash\\",
      "Zoë Ó Briain — £1,000 · 東京 · 🦉",
      "\u2028\u2029 line separators stay as they are",
      "\u0001\u001f control characters",
      "<p>Notice &amp; <strong>body</strong></p>",
    ];
    const line = copyRow(hostile);
    expect(line.split("\n")).toHaveLength(2); // one line: the only raw newline is the row's end
    expect(line.split("\t")).toHaveLength(hostile.length);
    expect(parseCopyLine(line)).toEqual(hostile);
  });

  it("refuses a null character, which PostgreSQL text cannot hold", () => {
    expect(() => copyField("before\0after")).toThrow(/null character/);
    // In an object JSON.stringify has already written it as the escape \u0000 (which jsonb refuses, as it
    // does through any other insert): no raw null character reaches the wire.
    expect(copyField({ note: "a\0b" })).toBe('{"note":"a\\\\u0000b"}');
  });

  it("writes numbers as node-postgres sends them and refuses what a column cannot take", () => {
    expect(copyField(42)).toBe("42");
    expect(copyField(-0.14159)).toBe("-0.14159");
    expect(copyField(51.50101)).toBe("51.50101");
    expect(copyField(0.1 + 0.2)).toBe("0.30000000000000004");
    expect(() => copyField(Number.NaN)).toThrow(RangeError);
    expect(() => copyField(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("writes booleans as t and f", () => {
    expect(copyRow([true, false])).toBe("t\tf\n");
  });

  it("writes objects as JSON, with the JSON's own backslashes escaped for COPY", () => {
    const data = { court: "High Court", note: 'a "quoted"\tword\nnext', list: [1, null, "\\"] };
    const [field] = parseCopyLine(copyRow([data]));
    expect(JSON.parse(field!)).toEqual(data);
    expect(copyField({})).toBe("{}");
  });
});
