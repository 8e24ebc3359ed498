/**
 * The process-status call's shapes (spec §3, placement-api.md step 3), the status page's words (spec §4
 * "Notice status"), the toggle's labels and addresses (spec §4 "Bundle toggle", §7), and the bundle's
 * notices as Atom, answered by Accept (placement-api.md step 4).
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { type BundleForFeed, bundleToAtom, type FeedItem, feedStatusOf } from "./bundle-feed.ts";
import { bundleStatusToJson, bundleStatusToXml, progressText } from "./bundle-representations.ts";
import { bundleAnswerWanted, toggleAction, toggleDataAddress, toggleLabel } from "./bundle-view.ts";

const SITE = "https://gazette.example";
const progress = (status: "submitted" | "processing" | "processed", processedCount: number) => ({
  id: 7,
  status,
  totalCount: 50,
  processedCount,
  errorCount: 2,
});

describe("a bundle's processing status", () => {
  it("says 'submitted', then 'processed n/m notices', then the server's text", () => {
    expect(progressText(progress("submitted", 0))).toBe("submitted");
    expect(progressText(progress("processing", 12))).toBe("processed 12/50 notices");
    expect(progressText(progress("processed", 50))).toBe("completed");
  });

  it("is a word while in progress and an object with @text and @redirect-location when done, counts as strings", () => {
    expect(bundleStatusToJson(progress("processing", 12), SITE)).toMatchObject({
      "process-status": "in-progress",
      "total-notice-count": "50",
      "processed-notice-count": "12",
      "error-count": "2",
      links: { prev: `${SITE}/my-gazette/bundle`, next: `${SITE}/my-gazette/bundle/7` },
    });
    expect(bundleStatusToJson(progress("processed", 50), SITE)["process-status"]).toEqual({
      "@text": "completed",
      "@redirect-location": "/my-gazette/bundle/7",
    });
  });

  it("is the same in XML", () => {
    const xml = bundleStatusToXml(progress("processed", 50), SITE);
    expect(xml).toContain(
      '<process-status text="completed" redirect-location="/my-gazette/bundle/7">completed</process-status>',
    );
    expect(xml).toContain("<total-notice-count>50</total-notice-count>");
    expect(xml).toContain("<processed-notice-count>50</processed-notice-count>");
    expect(bundleStatusToXml(progress("processing", 3), SITE)).toContain(
      "<process-status>in-progress</process-status>",
    );
  });
});

describe("the bundle toggle", () => {
  it("labels an included notice 'Remove notice {id}' and an excluded one 'Add notice {id}'", () => {
    expect(toggleLabel(true, 4000123)).toBe("Remove notice 4000123");
    expect(toggleLabel(false, 4000123)).toBe("Add notice 4000123");
  });

  it("flips its address between exclude=true and false, and posts with JavaScript to '/data.json?'", () => {
    expect(toggleAction(true, 5)).toBe("/notice/5/status?exclude=true");
    expect(toggleAction(false, 5)).toBe("/notice/5/status?exclude=false");
    expect(toggleDataAddress("/notice/5/status?exclude=true")).toBe(
      "/notice/5/status/data.json?exclude=true",
    );
  });
});

describe("a bundle's notices as an Atom feed (placement-api.md step 4)", () => {
  const item = (position: number, over: Partial<FeedItem> = {}): FeedItem => ({
    position,
    noticeId: 100 + position,
    reference: `REF-${position}`,
    noticeCode: "2903",
    typeName: "Deceased Estates",
    editionId: "london",
    status: "valid",
    included: true,
    duplicateOf: null,
    noticeStatus: "draft",
    noticeTitle: `Estate of Person ${position}`,
    noticeUpdatedAt: new Date("2026-03-02T10:00:00Z"),
    ...over,
  });
  const view: BundleForFeed = {
    bundle: {
      ...progress("processed", 50),
      createdAt: new Date("2026-03-01T09:00:00Z"),
      completedAt: new Date("2026-03-01T09:05:00Z"),
    },
    items: [
      item(1, { noticeTitle: "Smith & <Sons> \u0007" }),
      item(2, { included: false }),
      item(3, { included: false, duplicateOf: 1 }),
      item(4, { status: "invalid", noticeUpdatedAt: new Date("2026-03-03T08:00:00Z") }),
      item(5, {
        noticeId: null,
        noticeTitle: null,
        noticeStatus: null,
        noticeUpdatedAt: null,
        editionId: null,
      }),
      item(6, { noticeStatus: "awaiting-payment" }),
    ],
  };
  type Node = Record<string, unknown>;
  const xml = bundleToAtom(view, SITE);
  const feed = (
    new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "@_",
      parseTagValue: false,
      isArray: (name) => ["entry", "link"].includes(name),
    }).parse(xml) as { feed: Node }
  ).feed;
  const entries = feed.entry as Node[];
  const meta = (n: number) => entries[n - 1]!["f:gazette-metadata"] as Node;
  const href = (node: Node, rel: string, type?: string) =>
    (node.link as Node[]).find((l) => l["@_rel"] === rel && (type === undefined || l["@_type"] === type))?.[
      "@_href"
    ];
  const text = (v: unknown) => (typeof v === "string" ? v : String((v as Node)["#text"]));

  it("is well-formed Atom in the search feed's namespaces, whatever the titles hold", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed["@_xmlns:f"]).toBe("https://www.thegazette.co.uk/facets");
    expect(text(entries[0]!.title).trim()).toBe("Smith & <Sons>");
  });

  it("links to itself, the page and the JSON, and up to the bundle list; updated is its latest change", () => {
    expect(feed.id).toBe(`${SITE}/my-gazette/bundle/7`);
    expect(text(feed.title)).toBe("Bundle 7");
    expect(feed.updated).toBe("2026-03-03T08:00:00.000Z");
    expect(href(feed, "self", "application/atom+xml")).toBe(`${SITE}/my-gazette/bundle/7/data.feed`);
    expect(href(feed, "alternate", "text/html")).toBe(`${SITE}/my-gazette/bundle/7`);
    expect(href(feed, "alternate", "application/json")).toBe(`${SITE}/my-gazette/bundle/7/data.json`);
    expect(href(feed, "up")).toBe(`${SITE}/my-gazette/bundle`);
    expect(feed["f:total"]).toBe("6");
    expect(feed["f:error-count"]).toBe("2");
  });

  it("has one entry per notice in the file's order, with its id, title, link and updated", () => {
    expect(entries).toHaveLength(6);
    expect(entries[1]!.id).toBe(`${SITE}/id/notice/102`);
    expect(text(entries[1]!.title)).toBe("Estate of Person 2");
    expect(entries[1]!.updated).toBe("2026-03-02T10:00:00.000Z");
    expect(href(entries[1]!, "alternate", "text/html")).toBe(`${SITE}/my-gazette/draft/102`);
    expect(href(entries[1]!, "related")).toBe(`${SITE}/my-gazette/notice/102/validation-report`);
    // A notice sent on is read on its page; one never made is its row of the bundle page.
    expect(href(entries[5]!, "alternate", "text/html")).toBe(`${SITE}/my-gazette/notices/106`);
    expect(entries[4]!.id).toBe(`${SITE}/my-gazette/bundle/7#notice-5`);
    expect(text(entries[4]!.title)).toBe("Deceased Estates (2903)");
    expect(entries[4]!.updated).toBe(feed.updated);
  });

  it("carries each notice's gazette-metadata: status, notice code, edition and bundle", () => {
    expect(meta(1)).toMatchObject({
      "f:status": "valid",
      "f:notice-code": "2903",
      "f:edition": "london",
      "f:bundle-id": "7",
      "f:position": "1",
      "f:notice-id": "101",
      "f:reference": "REF-1",
      "f:included": "true",
    });
    expect(meta(2)["f:status"]).toBe("excluded");
    expect(meta(3)).toMatchObject({ "f:status": "duplicate", "f:duplicate-of": "1", "f:included": "false" });
    expect(meta(4)["f:status"]).toBe("invalid");
    expect(meta(5)["f:status"]).toBe("valid");
    expect(meta(5)["f:edition"]).toBeUndefined();
    expect(feedStatusOf(item(9, { status: "pending" }))).toBe("pending");
  });
});

describe("what a bundle's address answers by Accept", () => {
  const asking = (accept: string) =>
    bundleAnswerWanted(new Request("https://gazette.example/my-gazette/bundle/7", { headers: { accept } }));

  it("is Atom for Atom or XML, JSON for JSON, and the page for a browser or nothing named", () => {
    expect(asking("application/atom+xml")).toBe("atom");
    expect(asking("application/xml")).toBe("atom");
    expect(asking("text/xml")).toBe("atom");
    expect(asking("application/json")).toBe("json");
    expect(asking("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")).toBeNull();
    expect(asking("*/*")).toBeNull();
    expect(asking("")).toBeNull();
  });

  it("takes the type weighed highest, then the one named first", () => {
    expect(asking("application/json;q=0.5, application/atom+xml")).toBe("atom");
    expect(asking("application/atom+xml, application/json")).toBe("atom");
    expect(asking("application/json, application/atom+xml")).toBe("json");
    expect(asking("application/atom+xml;q=0, application/json;q=0.1")).toBe("json");
  });
});
