import { type APIRequestContext, expect, test } from "./fixtures.ts";

/**
 * A consumer paging a whole category month through the JSON feed by following `next` (issue 9, point 1),
 * or by rewriting `results-page` in the feed's `id` as GazetteR does (point 3): every notice once, none
 * missing, and as many as the total says.
 */

type FeedLink = { "@rel": string; "@href": string };
type Feed = {
  id: string;
  link: FeedLink[];
  "f:total-approximate": boolean;
  "openSearch:totalResults": number;
  entry: { id: string; published?: string }[];
};

const SEARCH = "/all-notices/notice";

async function feedAt(request: APIRequestContext, pathAndQuery: string): Promise<Feed> {
  const response = await request.get(pathAndQuery);
  expect(response.status(), pathAndQuery).toBe(200);
  return (await response.json()) as Feed;
}

/** The month before the newest notice's: a whole month of the seeded corpus. */
async function wholeMonth(request: APIRequestContext): Promise<{ from: string; to: string }> {
  const newest = await feedAt(request, `${SEARCH}/data.json?results-page-size=1`);
  const published = new Date(newest.entry[0]?.published ?? "");
  const first = new Date(Date.UTC(published.getUTCFullYear(), published.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  const day = (d: Date) =>
    `${String(d.getUTCDate()).padStart(2, "0")}/${String(d.getUTCMonth() + 1).padStart(2, "0")}/${d.getUTCFullYear()}`;
  return { from: day(first), to: day(last) };
}

test("following next through a category month reaches every notice once", async ({ request }) => {
  const { from, to } = await wholeMonth(request);
  const query = new URLSearchParams({
    categorycode: "24",
    "start-publish-date": from,
    "end-publish-date": to,
    "results-page-size": "4",
  });
  let next: string | undefined = `${SEARCH}/data.json?${query}`;
  const seen: string[] = [];
  const dates: string[] = [];
  let total = -1;
  let pages = 0;
  while (next) {
    const feed = await feedAt(request, next);
    if (total < 0) {
      total = feed["openSearch:totalResults"];
      expect(feed["f:total-approximate"]).toBe(false);
    }
    // The total does not change from page to page, and no page the links offer is empty.
    expect(feed["openSearch:totalResults"]).toBe(total);
    expect(feed.entry.length).toBeGreaterThan(0);
    for (const e of feed.entry) {
      seen.push(e.id);
      dates.push(e.published ?? "");
    }
    pages++;
    const href = feed.link.find((l) => l["@rel"] === "next")?.["@href"];
    // Links are absolute on this server's address; a consumer follows them as given.
    next = href ? new URL(href).pathname + new URL(href).search : undefined;
    if (pages > 1)
      expect(new URL(feed.link.find((l) => l["@rel"] === "self")!["@href"]).searchParams.has("cursor")).toBe(
        true,
      );
    expect(pages).toBeLessThan(500);
  }
  expect(total).toBeGreaterThan(8);
  expect(new Set(seen).size).toBe(seen.length);
  expect(seen.length).toBe(total);
  expect(pages).toBe(Math.ceil(total / 4));
  // Newest first throughout: a gap or a repeat across page boundaries would show as an out-of-order date.
  expect(dates).toEqual([...dates].sort().reverse());

  // The same month in pages of 100, by number, holds exactly the same notices: nothing was skipped.
  query.set("results-page-size", "100");
  const byNumber: string[] = [];
  for (let page = 1; page <= Math.ceil(total / 100); page++) {
    query.set("results-page", String(page));
    byNumber.push(...(await feedAt(request, `${SEARCH}/data.json?${query}`)).entry.map((e) => e.id));
  }
  expect(byNumber.sort()).toEqual([...seen].sort());
});

test("rewriting results-page in the feed's id pages through a category month: every notice once", async ({
  request,
}) => {
  const { from, to } = await wholeMonth(request);
  const query = new URLSearchParams({
    categorycode: "24",
    "start-publish-date": from,
    "end-publish-date": to,
    "results-page-size": "4",
  });
  const first = await feedAt(request, `${SEARCH}/data.json?${query}`);
  const total = first["openSearch:totalResults"];
  expect(total).toBeGreaterThan(8);
  const seen: string[] = [];
  for (let page = 1; page <= Math.ceil(total / 4); page++) {
    // The id is the feed's own address: a consumer sets the page in it and asks for it as given.
    const address = new URL(first.id);
    expect(address.pathname).toBe(`${SEARCH}/data.json`);
    address.searchParams.set("results-page", String(page));
    const feed = await feedAt(request, address.pathname + address.search);
    expect(feed["openSearch:totalResults"]).toBe(total);
    seen.push(...feed.entry.map((e) => e.id));
  }
  expect(new Set(seen).size).toBe(seen.length);
  expect(seen.length).toBe(total);
});
