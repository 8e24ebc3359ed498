import { describe, expect, it } from "vitest";
import { NOTICE_TYPES } from "../taxonomy/taxonomy.ts";
import { isLandingService, serviceLandingContent, serviceNoticeTypes } from "./service-landing.ts";

const codesOf = (service: "insolvency" | "wills-and-probate") =>
  serviceNoticeTypes(service).flatMap((g) =>
    [...g.types, ...g.sections.flatMap((s) => s.types)].map((t) => t.code),
  );

describe("service landing pages", () => {
  it("exist for insolvency and wills and probate only", () => {
    expect(isLandingService("insolvency")).toBe(true);
    expect(isLandingService("wills-and-probate")).toBe(true);
    for (const other of ["all-notices", "help", "news", "", "Insolvency"])
      expect(isLandingService(other)).toBe(false);
  });

  it("list every type of the service's categories once, each linking to the service's search for it", () => {
    const expected = NOTICE_TYPES.filter((t) => t.categoryCode === "24" || t.categoryCode === "25").map(
      (t) => t.code,
    );
    const listed = codesOf("insolvency");
    expect([...listed].sort()).toEqual([...expected].sort());
    expect(new Set(listed).size).toBe(listed.length);
    const groups = serviceNoticeTypes("insolvency");
    expect(groups.map((g) => g.heading)).toEqual(["Corporate Insolvency", "Personal Insolvency"]);
    // Grouped as the printed Gazette groups them.
    const corporate = groups[0]!;
    expect(corporate.sections.map((s) => s.heading)).toContain("Creditors' Voluntary Liquidation");
    const administration = corporate.sections.find((s) => s.heading === "Administration");
    expect(administration?.types[0]).toEqual({
      code: "2410",
      name: "Appointment of Administrators",
      href: "/insolvency/notice?noticetypes=2410",
    });
  });

  it("list deceased estates alone for wills and probate", () => {
    expect(serviceNoticeTypes("wills-and-probate")).toEqual([
      {
        heading: "Personal Legal",
        types: [
          { code: "2903", name: "Deceased Estates", href: "/wills-and-probate/notice?noticetypes=2903" },
        ],
        sections: [],
      },
    ]);
  });

  it("link to all the service's notices and to its Atom and JSON feeds", () => {
    const insolvency = serviceLandingContent("insolvency");
    expect(insolvency.allNoticesLabel).toBe("All insolvency notices");
    expect(insolvency.searchPath).toBe("/insolvency/notice");
    expect(insolvency.feeds.map((f) => [f.href, f.type])).toEqual([
      ["/insolvency/notice/data.feed", "application/atom+xml"],
      ["/insolvency/notice/data.json", "application/json"],
    ]);
    const wills = serviceLandingContent("wills-and-probate");
    expect(wills.allNoticesLabel).toBe("All wills and probate notices");
    expect(wills.feeds.map((f) => f.href)).toEqual([
      "/wills-and-probate/notice/data.feed",
      "/wills-and-probate/notice/data.json",
    ]);
  });
});
