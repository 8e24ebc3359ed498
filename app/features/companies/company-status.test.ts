import { describe, expect, it } from "vitest";
import { NOTICE_TYPES } from "../taxonomy/taxonomy.ts";
import { companyStatusFromEvents, type StatusEvent, statusAfter } from "./company-status.ts";

const event = (noticeCode: string, recordsDissolution = false): StatusEvent => ({
  noticeCode,
  recordsDissolution,
});

describe("a company's status from its notices", () => {
  it("keeps the register's status while no notice decides one", () => {
    expect(companyStatusFromEvents("active", [])).toBe("active");
    // A petition to wind up, its service and its dismissal are not an order; dividends fit several procedures.
    const undecided = ["2450", "2451", "2461", "2462", "2406", "2407", "2401", "2903"].map((c) => event(c));
    expect(companyStatusFromEvents("active", undecided)).toBe("active");
  });

  it("follows the latest deciding notice: administration, receivership, liquidation", () => {
    expect(companyStatusFromEvents("active", [event("2410")])).toBe("in-administration");
    expect(companyStatusFromEvents("active", [event("2411"), event("2412")])).toBe("in-administration");
    expect(companyStatusFromEvents("active", [event("2423")])).toBe("in-receivership");
    // Administration then a creditors' voluntary liquidation: the company is now in liquidation.
    expect(companyStatusFromEvents("active", [event("2410"), event("2441"), event("2406")])).toBe(
      "liquidation",
    );
    expect(companyStatusFromEvents("active", [event("2450"), event("2452")])).toBe("liquidation");
    expect(companyStatusFromEvents("active", [event("2431")])).toBe("liquidation");
    expect(companyStatusFromEvents("active", [event("2458")])).toBe("liquidation");
  });

  it("is dissolved when a notice records the dissolution, and active again once restored", () => {
    expect(companyStatusFromEvents("active", [event("2445"), event("2609", true)])).toBe("dissolved");
    // A proposal to strike off gives no date of dissolution yet.
    expect(companyStatusFromEvents("active", [event("2609")])).toBe("active");
    // The restoration notice names the old dissolution too, but it is the restoration that counts.
    expect(companyStatusFromEvents("active", [event("2609", true), event("2600", true)])).toBe("active");
    expect(companyStatusFromEvents("dissolved", [event("2600")])).toBe("active");
  });

  it("decides only with corporate insolvency types and the register's own notices", () => {
    const deciding = NOTICE_TYPES.filter((t) => statusAfter(event(t.code)) !== null).map((t) => t.code);
    expect(deciding.length).toBeGreaterThan(30);
    for (const code of deciding) expect(code === "2600" || code.startsWith("24"), code).toBe(true);
    // Every administration and liquidation type of the taxonomy decides something.
    for (const t of NOTICE_TYPES.filter((t) => ["2400/3", "2400/6", "2400/7"].includes(t.sectionCode ?? "")))
      expect(statusAfter(event(t.code)), t.code).not.toBeNull();
  });
});
