import { describe, expect, it } from "vitest";
import { CATEGORIES, getNoticeType, NOTICE_TYPES, SECTIONS } from "./taxonomy.ts";

describe("taxonomy", () => {
  it("holds all 184 notice codes, each in a known category", () => {
    expect(NOTICE_TYPES).toHaveLength(184);
    const categoryCodes = new Set(CATEGORIES.map((c) => c.code));
    for (const t of NOTICE_TYPES) expect(categoryCodes.has(t.categoryCode)).toBe(true);
  });

  it("knows the common codes by their real names", () => {
    expect(getNoticeType("2903")?.name).toBe("Deceased Estates");
    expect(getNoticeType("2410")?.name).toBe("Appointment of Administrators");
    expect(getNoticeType("2454")?.name).toBe("Appointment of Liquidators");
    expect(getNoticeType("2450")?.blockable).toBe(true);
    expect(getNoticeType("2903")?.blockable).toBe(false);
    expect(getNoticeType("2903")?.hasWebForm).toBe(true);
  });

  it("puts every corporate-insolvency code in exactly one section", () => {
    const insolvency = NOTICE_TYPES.filter((t) => t.categoryCode === "24");
    for (const t of insolvency) {
      expect(
        SECTIONS.filter((s) => s.noticeCodes.includes(t.code)),
        t.code,
      ).toHaveLength(1);
    }
    expect(getNoticeType("2452")?.sectionCode).toBe("2400/5");
  });
});
