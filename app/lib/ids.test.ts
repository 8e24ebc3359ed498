import { describe, expect, it } from "vitest";
import { ID_PATTERNS, MAX_ROW_ID, parseCompanyNumber, parseId } from "./ids.ts";

describe("numeric identifiers", () => {
  it("are positive whole numbers without leading zeros that fit the database's integer", () => {
    expect(parseId("1")).toBe(1);
    expect(parseId(String(MAX_ROW_ID))).toBe(MAX_ROW_ID);
    for (const bad of ["0", "01", "-1", "1.5", "1e3", " 1", "", String(MAX_ROW_ID + 1), "99999999999"])
      expect(parseId(bad), bad).toBeNull();
    expect(parseId(7)).toBeNull();
    expect(parseId(null)).toBeNull();
  });

  it("of each kind have their own length", () => {
    expect(parseId("1234567", "issueNumber")).toBe(1_234_567);
    expect(parseId("12345678", "issueNumber")).toBeNull();
    expect(parseId("99999", "pageNumber")).toBe(99_999);
    expect(parseId("100000", "pageNumber")).toBeNull();
    expect(parseId("99", "supplementPosition")).toBe(99);
    expect(parseId("100", "supplementPosition")).toBeNull();
    expect(parseId("9999", "noticeVersion")).toBe(9999);
    expect(parseId("10000", "noticeVersion")).toBeNull();
  });
});

describe("other identifiers", () => {
  it("read company numbers as Companies House writes them", () => {
    expect(parseCompanyNumber("sc 99 1234")).toBe("SC991234");
    expect(parseCompanyNumber("1234567")).toBeNull();
    expect(parseCompanyNumber(`${"1".repeat(21)}`)).toBeNull();
  });

  it("recognise GSS codes and CSRF tokens", () => {
    expect(ID_PATTERNS.localAuthorityCode.test("E06000001")).toBe(true);
    expect(ID_PATTERNS.localAuthorityCode.test("X06000001")).toBe(false);
    expect(ID_PATTERNS.csrfToken.test("A".repeat(43))).toBe(true);
    expect(ID_PATTERNS.csrfToken.test("A".repeat(42))).toBe(false);
  });
});
