import { describe, expect, it } from "vitest";
import { DATE_MESSAGES } from "../../../lib/forms/date-input.ts";
import { parseSearchParams } from "../search-query.ts";
import { feedParameterProblems } from "./feed-parameters.ts";

const today = "2026-11-21";

function problemsOf(qs: string) {
  const params = new URLSearchParams(qs);
  return feedParameterProblems(params, parseSearchParams(params, { service: "all-notices" }, today));
}

describe("feedParameterProblems: dates, by the search form's rules and messages", () => {
  it("refuses a from date that is not a date", () => {
    expect(problemsOf("start-publish-date=banana")).toEqual([
      { parameter: "start-publish-date", message: "Please enter a valid from date" },
    ]);
  });

  it("refuses a to date that is not a real date", () => {
    expect(problemsOf("end-date-of-death=31/02/2026")).toEqual([
      { parameter: "end-date-of-death", message: "Please enter a valid to date" },
    ]);
  });

  it("refuses a reversed range", () => {
    expect(problemsOf("start-publish-date=2026-03-01&end-publish-date=2026-01-01")).toEqual([
      { parameter: "start-publish-date", message: "Please enter a from date which is before the to date" },
    ]);
  });

  it("refuses a publication date in the future", () => {
    expect(problemsOf("start-publish-date=2026-11-22")).toEqual([
      { parameter: "start-publish-date", message: DATE_MESSAGES.afterMaximum },
    ]);
    expect(problemsOf("end-publish-date=01/01/2030")).toEqual([
      { parameter: "end-publish-date", message: DATE_MESSAGES.afterMaximum },
    ]);
  });

  it("refuses a from date before 1665", () => {
    expect(problemsOf("start-publish-date=1600-01-01")).toEqual([
      { parameter: "start-publish-date", message: "Please enter a from date which is after 01/01/1665" },
    ]);
  });

  it("lets a claim expiry date be up to 730 days ahead, and no further", () => {
    expect(problemsOf("end-claim-expiry-date=2028-11-20")).toEqual([]);
    expect(problemsOf("end-claim-expiry-date=2028-11-21")).toEqual([
      { parameter: "end-claim-expiry-date", message: DATE_MESSAGES.afterMaximum },
    ]);
  });

  it("accepts the dates the form accepts, in each of its forms", () => {
    expect(
      problemsOf("start-publish-date=01/01/2026&end-publish-date=2026-11-21&start-date-of-death=1/2/25"),
    ).toEqual([]);
  });

  it("names exactly the parameters the form marks, for every date field", () => {
    const qs =
      "start-publish-date=banana&end-publish-date=2026-13-01&start-date-of-death=2026-05-01" +
      "&end-date-of-death=2026-04-01&start-claim-expiry-date=x&end-claim-expiry-date=2030-01-01";
    const params = new URLSearchParams(qs);
    const parsed = parseSearchParams(params, { service: "all-notices" }, today);
    const feed = feedParameterProblems(params, parsed);
    expect(feed.map((p) => p.parameter)).toEqual(parsed.problems.map((p) => p.field));
    // The form prefixes its field's label; the feed names the parameter instead.
    expect(parsed.problems.map((p) => p.message)).toEqual(
      feed.map((f) => expect.stringMatching(`: ${f.message}$`)),
    );
    expect(feed).toHaveLength(5);
  });
});

describe("feedParameterProblems: values a feed would otherwise ignore or replace", () => {
  it("accepts a full, valid query, with no problems", () => {
    expect(
      problemsOf(
        "text=winding+up&categorycode=24+25&noticetypes=2450+2452&start-publish-date=2026-01-01" +
          "&location-postcode-1=sw1a1aa&location-distance-1=5&location-local-authority-2=Leeds" +
          "&numberOfLocationSearches=2&edition=London+belfast&issue=64912&results-page=3" +
          "&results-page-size=50&sort-by=oldest-date&utm_source=x",
      ),
    ).toEqual([]);
  });

  it("refuses unknown category and notice type codes, naming them", () => {
    expect(problemsOf("categorycode=24+99&noticetypes=2903+9999+abc")).toEqual([
      { parameter: "categorycode", message: "Unknown category code: 99" },
      { parameter: "noticetypes", message: "Unknown notice type code: 9999, abc" },
    ]);
  });

  it("refuses an unknown edition", () => {
    expect(problemsOf("edition=london+gotham")).toEqual([
      { parameter: "edition", message: "Unknown edition: gotham" },
    ]);
  });

  it("refuses an issue, page or page size that is not a whole number in range", () => {
    expect(problemsOf("issue=abc&results-page=0&results-page-size=ten")).toEqual([
      { parameter: "issue", message: "Issue must be an issue number" },
      { parameter: "results-page", message: "Please enter a page number from 1 to 100000" },
      { parameter: "results-page-size", message: "Please enter a page size from 1 to 100" },
    ]);
    expect(problemsOf("results-page=100001").map((p) => p.parameter)).toEqual(["results-page"]);
    expect(problemsOf("results-page=2.5").map((p) => p.parameter)).toEqual(["results-page"]);
    expect(problemsOf("results-page-size=-5").map((p) => p.parameter)).toEqual(["results-page-size"]);
  });

  it("takes a page size above the maximum as the maximum, as documented (paging still reaches all)", () => {
    expect(problemsOf("results-page-size=1000")).toEqual([]);
  });

  it("refuses an unknown sort order", () => {
    expect(problemsOf("sort-by=newest")).toEqual([
      { parameter: "sort-by", message: "Please choose a sort order: latest-date, oldest-date, relevance" },
    ]);
  });

  it("refuses a bad postcode and a distance that is not a number of miles up to 100", () => {
    expect(problemsOf("location-postcode-1=NOT+A+POSTCODE")).toEqual([
      { parameter: "location-postcode-1", message: "Please enter a valid postcode" },
    ]);
    for (const distance of ["far", "0", "-2", "101"])
      expect(problemsOf(`location-postcode-1=LS1+4AP&location-distance-1=${distance}`), distance).toEqual([
        {
          parameter: "location-distance-1",
          message: "Please enter a distance of more than 0 and at most 100 miles",
        },
      ]);
  });

  it("refuses search text longer than the search takes, rather than shortening it", () => {
    expect(problemsOf(`text=${"a".repeat(501)}`)).toEqual([
      { parameter: "text", message: "Search text must be at most 500 characters" },
    ]);
  });
});

describe("feedParameterProblems: paging", () => {
  it("refuses a cursor it cannot read rather than start again from the first page", () => {
    expect(problemsOf("cursor=not-a-cursor")).toEqual([
      {
        parameter: "cursor",
        message: "The paging cursor was not recognised: page by following the feed's links",
      },
    ]);
  });
});
