import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { FEED_PROBLEM_TITLE, feedErrorAtom, feedErrorJson } from "./feed-error.ts";

type Node = Record<string, unknown>;

const PROBLEMS = [
  { parameter: "start-publish-date", message: "Please enter a valid from date" },
  { parameter: "categorycode", message: 'Unknown category code: <"&x">' },
];
const SELF =
  "https://gazette.example/all-notices/notice/data.feed?start-publish-date=banana&categorycode=%3C";

function parse(xml: string): Node {
  return (
    new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "@_",
      parseTagValue: false,
      isArray: (name) => name === "f:error" || name === "link",
    }).parse(xml) as { feed: Node }
  ).feed;
}

describe("feedErrorAtom", () => {
  const xml = feedErrorAtom(PROBLEMS, SELF, "2026-11-21T10:00:00.000Z");
  const feed = parse(xml);

  it("is a well-formed Atom feed with the elements Atom requires, and no entries", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed.id).toBe(SELF);
    expect((feed.title as Node)["#text"]).toBe(FEED_PROBLEM_TITLE);
    expect(feed.updated).toBe("2026-11-21T10:00:00.000Z");
    expect((feed.author as Node).name).toBe("The Gazette");
    expect((feed.link as Node[])[0]).toMatchObject({ "@_rel": "self", "@_href": SELF });
    expect(feed.entry).toBeUndefined();
  });

  it("lists each problem with its parameter, in the feeds' f: namespace", () => {
    expect(feed["@_xmlns:f"]).toBe("https://www.thegazette.co.uk/facets");
    expect((feed["f:error"] as Node[]).map((e) => [e["@_parameter"], e["#text"]])).toEqual([
      ["start-publish-date", "Please enter a valid from date"],
      ["categorycode", 'Unknown category code: <"&x">'],
    ]);
    expect(xml).not.toContain('<"&x">');
    expect((feed.subtitle as Node)["#text"]).toContain("Please enter a valid from date");
  });
});

describe("feedErrorJson", () => {
  it("is the API's error object with the problems listed", () => {
    expect(JSON.parse(JSON.stringify(feedErrorJson(PROBLEMS)))).toEqual({
      error: FEED_PROBLEM_TITLE,
      status: 400,
      errors: PROBLEMS,
    });
  });
});
