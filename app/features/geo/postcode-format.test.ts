import { describe, expect, it } from "vitest";
import { normalisePostcode, outwardCode } from "./postcode-format.ts";

describe("postcodes", () => {
  it("normalises spacing and case", () => {
    expect(normalisePostcode("sw1a1aa")).toBe("SW1A 1AA");
    expect(normalisePostcode("  EC1A  1BB ")).toBe("EC1A 1BB");
    expect(normalisePostcode("M1 1AE")).toBe("M1 1AE");
    expect(normalisePostcode("BT7 1NN")).toBe("BT7 1NN");
  });
  it("rejects what is not a postcode", () => {
    expect(normalisePostcode("12345")).toBeNull();
    expect(normalisePostcode("SW1A 1A")).toBeNull();
    expect(normalisePostcode("'; drop table")).toBeNull();
  });
  it("finds the outward code", () => {
    expect(outwardCode("sw1a 1aa")).toBe("SW1A");
    expect(outwardCode("LS1")).toBe("LS1");
  });
});
