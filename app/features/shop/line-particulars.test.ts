import { describe, expect, it } from "vitest";
import { issueLabel, lineParticulars } from "./line-particulars.ts";

const line = { editionId: "london", issueNumber: 64941, fullName: "Ada Example", honour: "MBE" };

describe("a line's particulars", () => {
  it("name the issue by its edition's name, and the person with their honour", () => {
    expect(lineParticulars(line)).toEqual(["The London Gazette, issue 64941", "For: Ada Example MBE"]);
    expect(lineParticulars({ ...line, editionId: "belfast", honour: null })).toEqual([
      "The Belfast Gazette, issue 64941",
      "For: Ada Example",
    ]);
  });

  it("leave out what the line does not carry", () => {
    expect(lineParticulars({ ...line, fullName: null })).toEqual(["The London Gazette, issue 64941"]);
    expect(lineParticulars({ ...line, issueNumber: null })).toEqual(["For: Ada Example MBE"]);
    expect(lineParticulars({ editionId: null, issueNumber: null, fullName: null, honour: null })).toEqual([]);
  });

  it("fall back to the edition's id for one it does not know", () => {
    expect(issueLabel("gotham", 7)).toBe("gotham, issue 7");
    expect(issueLabel(null, 7)).toBeNull();
  });
});
