import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import {
  savedNoticesToJson,
  savedNoticesToXml,
  savedSearchesToJson,
  savedSearchesToXml,
} from "./saved-items-representations.ts";

const SITE = "https://gazette.example";
const parse = (xml: string) => new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml);

describe("saved items as data", () => {
  const search = {
    id: 4,
    name: "Estates <in> Leeds & Hull",
    alertFrequency: "weekly",
    createdAt: new Date("2026-11-01T09:00:00Z"),
    links: { run: "/notices?text=estate", feed: "/notices/data.feed?text=estate" },
  };

  it("lists saved searches with where they run, their feed and how to delete them; names escaped in XML", () => {
    expect(savedSearchesToJson([search], SITE)).toMatchObject({
      total: "1",
      searches: [
        {
          id: "4",
          name: "Estates <in> Leeds & Hull",
          "alert-frequency": "weekly",
          "created-at": "2026-11-01T09:00:00.000Z",
          links: {
            search: `${SITE}/notices?text=estate`,
            feed: `${SITE}/notices/data.feed?text=estate`,
            delete: `${SITE}/my-gazette/search/4`,
          },
        },
      ],
    });
    const xml = savedSearchesToXml([search], SITE);
    expect(xml).toContain("Estates &lt;in&gt; Leeds &amp; Hull");
    const parsed = parse(xml)["saved-searches"]["saved-search"];
    expect(parsed["@_id"]).toBe("4");
    expect(parsed.name).toBe("Estates <in> Leeds & Hull");
  });

  it("pages saved notices with next and previous links in JSON and XML", () => {
    const notice = {
      noticeId: 12,
      title: "Jane Doe",
      noticeCode: "2903",
      noticeTypeName: "Deceased Estates",
      publishedAt: "2026-10-01T00:00:00.000Z",
      savedAt: "2026-11-02T10:00:00.000Z",
    };
    const page = { notices: [notice], total: 41, page: 2, pageSize: 20 };
    expect(savedNoticesToJson(page, SITE)).toMatchObject({
      total: "41",
      notices: [{ id: "12", "notice-code": "2903", link: `${SITE}/notice/12` }],
      links: {
        prev: `${SITE}/my-gazette/notice/data.json?page=1`,
        next: `${SITE}/my-gazette/notice/data.json?page=3`,
      },
    });
    const parsed = parse(savedNoticesToXml(page, SITE))["saved-notices"];
    expect(parsed.notice["@_id"]).toBe("12");
    const links = Object.fromEntries(
      parsed.link.map((l: Record<string, string>) => [l["@_rel"], l["@_href"]]),
    );
    expect(links.next).toBe(`${SITE}/my-gazette/notice/data.xml?page=3`);
    expect(savedNoticesToJson({ ...page, page: 3 }, SITE).links).not.toHaveProperty("next");
  });
});
