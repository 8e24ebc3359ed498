import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { POSTCODE_AREA_TOWNS, placeOfPostcode } from "./post-towns.ts";

describe("post towns", () => {
  it("name a town for every postcode area", () => {
    expect(Object.keys(POSTCODE_AREA_TOWNS)).toHaveLength(124);
    expect(placeOfPostcode("LS1 4AP", null)).toEqual({ locality: "", city: "Leeds", county: "" });
  });

  const postcodeFiles = join(import.meta.dirname, "../../../../shared/data/geo/postcodes");
  it.runIf(existsSync(postcodeFiles))("cover every area of the postcode files", () => {
    const areas = readdirSync(postcodeFiles).map((f) => f.replace(/\..*$/, ""));
    expect(areas.filter((a) => !POSTCODE_AREA_TOWNS[a])).toEqual([]);
  });

  it("use London with the district as locality in the London areas", () => {
    expect(placeOfPostcode("E1 6AN", { town: "Poplar", region: "Greater London" })).toEqual({
      locality: "Poplar",
      city: "London",
      county: "",
    });
    expect(placeOfPostcode("SW1A 1AA", { town: "", region: "Westminster" })).toEqual({
      locality: "",
      city: "London",
      county: "",
    });
  });

  it("use the outcode's town outside the area's main city", () => {
    expect(placeOfPostcode("KT22 7AA", { town: "LEATHERHEAD", region: "Surrey" })).toEqual({
      locality: "",
      city: "Leatherhead",
      county: "Surrey",
    });
  });

  it("keep the main city when the outcode lies inside it", () => {
    expect(placeOfPostcode("EH1 1YZ", { town: "Old Town", region: "City of Edinburgh" })).toEqual({
      locality: "Old Town",
      city: "Edinburgh",
      county: "",
    });
    expect(placeOfPostcode("G1 1AA", { town: "Glasgow", region: "Glasgow City" })).toEqual({
      locality: "",
      city: "Glasgow",
      county: "",
    });
  });

  it("do not take a list of wards for a town", () => {
    expect(
      placeOfPostcode("EH10 4AA", {
        town: "Morningside, Braid Hill and Swanston",
        region: "City of Edinburgh",
      }),
    ).toEqual({ locality: "", city: "Edinburgh", county: "" });
  });
});
