import { describe, expect, it } from "vitest";
import type { PostcodeAddress } from "./address-finder.ts";
import { addressLabel, addressLines } from "./address-result.ts";

const flat: PostcodeAddress = {
  CompanyName: "",
  Street1: "Flat 2, Bramble Court",
  Street2: "14 Mill Lane",
  Street3: "Hove",
  City: "Brighton",
  County: "East Sussex",
  PostalCode: "BN3 1AA",
};

describe("addressLines", () => {
  it("puts Street2 and Street3 on the second line", () => {
    expect(addressLines(flat)).toEqual({
      line1: "Flat 2, Bramble Court",
      line2: "14 Mill Lane, Hove",
      city: "Brighton",
      county: "East Sussex",
      postcode: "BN3 1AA",
    });
  });

  it("puts a company's name before its street and skips empty parts", () => {
    const shop = { ...flat, CompanyName: "Mill Stores", Street1: "3 Mill Lane", Street2: "", Street3: "" };
    expect(addressLines(shop)).toMatchObject({ line1: "Mill Stores, 3 Mill Lane", line2: "" });
    expect(addressLabel(shop)).toBe("Mill Stores, 3 Mill Lane, Brighton");
  });
});
