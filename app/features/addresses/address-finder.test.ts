import { describe, expect, it } from "vitest";
import {
  ADDRESS_MESSAGES,
  checkPostcode,
  filterByBuilding,
  MAX_ADDRESSES,
  messageResponse,
  SAMPLE_NOTICE,
  sampleAddresses,
  sampleAddressResponse,
} from "./address-finder.ts";

const LEEDS = { locality: "", city: "Leeds", county: "" };

describe("postcode checks", () => {
  it("requires a postcode", () => {
    for (const input of [null, undefined, "", "   "]) {
      expect(checkPostcode(input)).toEqual({ ok: false, message: "This field is required." });
    }
  });

  it("normalises a well-formed postcode", () => {
    expect(checkPostcode("ls14ap")).toEqual({ ok: true, postcode: "LS1 4AP" });
    expect(checkPostcode("  SW1A   1AA ")).toEqual({ ok: true, postcode: "SW1A 1AA" });
    expect(checkPostcode("M11AE")).toEqual({ ok: true, postcode: "M1 1AE" });
  });

  it("rejects the wrong length, other characters and what does not parse", () => {
    const format =
      "Sorry, the postcode you entered is not in the correct format. Please try again or enter the address manually.";
    for (const input of ["M1AE", "SW1A 1AA 1AA 1", "LS1-4AP", "LS1 4AP!", "12345", "SW1A 1A", "ABCDEFG"]) {
      expect(checkPostcode(input), input).toEqual({ ok: false, message: format });
    }
  });

  it("keeps the messages verbatim", () => {
    expect(ADDRESS_MESSAGES.noResults).toBe(
      "Sorry no results were found, please try again or enter the address manually.",
    );
    expect(messageResponse(200, ADDRESS_MESSAGES.noResults)).toEqual({
      status: 200,
      body: { Result: { PostcodeAddresses: [] }, Message: ADDRESS_MESSAGES.noResults },
    });
  });
});

describe("sample addresses", () => {
  it("are the same every time for a postcode, and differ between postcodes", () => {
    expect(sampleAddresses("LS1 4AP", LEEDS)).toEqual(sampleAddresses("LS1 4AP", LEEDS));
    expect(sampleAddresses("LS1 4AP", LEEDS)).not.toEqual(sampleAddresses("LS1 4AQ", LEEDS));
  });

  it("number 6 to 15, all at the postcode and town asked for", () => {
    const sizes = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const postcode = `LS${1 + (i % 20)} ${i % 10}A${String.fromCharCode(65 + (i % 26))}`;
      const list = sampleAddresses(postcode, LEEDS);
      sizes.add(list.length);
      expect(list.length).toBeGreaterThanOrEqual(6);
      expect(list.length).toBeLessThanOrEqual(MAX_ADDRESSES);
      for (const { address } of list) {
        expect(address.PostalCode).toBe(postcode);
        expect(address.City).toBe("Leeds");
        expect(address.Street1).not.toBe("");
      }
      // Each address is different from the others.
      expect(new Set(list.map((a) => `${a.address.Street1}|${a.address.Street2}`)).size).toBe(list.length);
    }
    expect(Math.min(...sizes)).toBe(6);
    expect(Math.max(...sizes)).toBe(MAX_ADDRESSES);
  });

  it("print the locality and county when there are some", () => {
    const [first] = sampleAddresses("E1 6AN", { locality: "Poplar", city: "London", county: "" });
    expect(first?.address).toMatchObject({ Street2: "Poplar", City: "London", County: "" });
    const [other] = sampleAddresses("GU1 1AA", { locality: "", city: "Guildford", county: "Surrey" });
    expect(other?.address).toMatchObject({ Street2: "", City: "Guildford", County: "Surrey" });
  });

  it("filter by building number exactly and by name from its start", () => {
    // Find a postcode whose sample has flats, to filter by flat and block too.
    let list = sampleAddresses("LS1 1AA", LEEDS);
    for (let i = 0; !list.some((a) => a.address.Street1.startsWith("Flat")); i++) {
      list = sampleAddresses(`LS2 ${i}AA`, LEEDS);
    }
    const house = list[0]!;
    const number = house.address.Street1.split(" ")[0]!;
    const byNumber = filterByBuilding(list, number);
    expect(byNumber.map((a) => a.address.Street1)).toContain(house.address.Street1);
    expect(byNumber.every((a) => a.buildingWords.includes(number))).toBe(true);
    expect(filterByBuilding(list, `${number}9999`)).toEqual([]);

    const flats = list.filter((a) => a.address.Street1.startsWith("Flat"));
    const block = flats[0]!.address.Street1.split(", ")[1]!;
    expect(filterByBuilding(list, block.slice(0, 4).toUpperCase())).toEqual(expect.arrayContaining(flats));
    expect(filterByBuilding(list, `Flat 1, ${block}`).map((a) => a.address.Street1)).toEqual([
      `Flat 1, ${block}`,
    ]);
    expect(filterByBuilding(list, "")).toEqual(list);
    expect(filterByBuilding(list, "   ")).toEqual(list);
    expect(filterByBuilding(list, "Nowhere Towers")).toEqual([]);
  });
});

describe("the finder's answer", () => {
  it("flags sample addresses and caps the list", () => {
    const r = sampleAddressResponse("LS1 4AP", LEEDS, null);
    expect(r.status).toBe(200);
    expect(r.body.Sample).toBe(true);
    expect(r.body.Notice).toBe(SAMPLE_NOTICE);
    expect(r.body.Notice).toMatch(/^Sample addresses: no open UK address list exists/);
    expect(r.body.Result.PostcodeAddresses.length).toBeLessThanOrEqual(MAX_ADDRESSES);
    expect(Object.keys(r.body.Result.PostcodeAddresses[0]!)).toEqual([
      "CompanyName",
      "Street1",
      "Street2",
      "Street3",
      "City",
      "County",
      "PostalCode",
    ]);
  });

  it("says no results when no building matches", () => {
    expect(sampleAddressResponse("LS1 4AP", LEEDS, "99999")).toEqual({
      status: 200,
      body: { Result: { PostcodeAddresses: [] }, Message: ADDRESS_MESSAGES.noResults },
    });
  });
});
