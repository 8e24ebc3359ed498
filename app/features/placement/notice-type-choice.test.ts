import { describe, expect, it } from "vitest";
import { getNoticeType } from "../taxonomy/taxonomy.ts";
import {
  NOTICE_CHOICE_MESSAGES,
  noticeTypeChoice,
  type OfferedType,
  readNoticeChoiceQuery,
} from "./notice-type-choice.ts";

const offered: OfferedType[] = [
  { type: getNoticeType("2903")!, pricePence: 9600 },
  { type: getNoticeType("2901")!, pricePence: 8400 },
  { type: getNoticeType("2450")!, pricePence: 11_400 },
];

const choose = (query: string) =>
  noticeTypeChoice(readNoticeChoiceQuery(new URLSearchParams(query)), offered);

describe("the notice types form", () => {
  it("starts with the edition, with no error before anything is sent", () => {
    const choice = choose("");
    expect(choice.edition).toBeNull();
    expect(choice.editions.map((e) => e.value)).toEqual(["london", "edinburgh", "belfast"]);
    expect(choice.categories).toEqual([]);
    expect(choice.error).toBeNull();
  });

  it("offers the edition's categories that hold a type the account may place, with how many", () => {
    const choice = choose("edition=London");
    expect(choice.edition).toBe("london");
    expect(choice.categories).toEqual([
      { value: "24", label: "Corporate Insolvency", hint: "1 notice type" },
      { value: "29", label: "Personal Legal", hint: "2 notice types" },
    ]);
    expect(choice.types).toEqual([]);
  });

  it("offers the category's types with their fees including VAT", () => {
    const choice = choose("edition=london&category=29");
    expect(choice.category).toBe("29");
    expect(choice.types).toEqual([
      { value: "2903", label: "Deceased Estates (2903)", hint: "£96.00 including VAT" },
      { value: "2901", label: "Changes of Name (2901)", hint: "£84.00 including VAT" },
    ]);
    expect(choice.redirectTo).toBeNull();
  });

  it("leads a chosen type to its online form", () => {
    expect(choose("edition=belfast&category=29&type=2903").redirectTo).toBe(
      "/my-gazette/place-notice/belfast/2903/online-form",
    );
  });

  it("says which step is wrong when a choice was sent empty or is not on offer", () => {
    expect(choose("edition=").error).toEqual({ field: "edition", message: NOTICE_CHOICE_MESSAGES.edition });
    expect(choose("edition=paris").error).toEqual({
      field: "edition",
      message: NOTICE_CHOICE_MESSAGES.edition,
    });
    // A category with nothing the account may place is not on offer.
    expect(choose("edition=london&category=11").error).toEqual({
      field: "category",
      message: NOTICE_CHOICE_MESSAGES.category,
    });
    expect(choose("edition=london&category=").error?.field).toBe("category");
    // A type of another category, or one the account may not place, is not on offer either.
    const wrong = choose("edition=london&category=29&type=2450");
    expect(wrong.error).toEqual({ field: "type", message: NOTICE_CHOICE_MESSAGES.type });
    expect(wrong.redirectTo).toBeNull();
    expect(choose("edition=london&category=29&type=1101").error?.field).toBe("type");
  });

  it("takes a step sent without its choice as an empty answer", () => {
    expect(choose("step=edition").error).toEqual({
      field: "edition",
      message: NOTICE_CHOICE_MESSAGES.edition,
    });
    expect(choose("edition=london&step=category").error?.field).toBe("category");
    expect(choose("edition=london&category=29&step=type").error?.field).toBe("type");
    expect(choose("edition=london&step=edition").error).toBeNull();
  });

  it("reads the query trimmed and capped", () => {
    expect(
      readNoticeChoiceQuery(new URLSearchParams(`edition=%20london%20&type=${"9".repeat(500)}`)),
    ).toEqual({
      edition: "london",
      category: null,
      type: "9".repeat(40),
    });
  });
});
