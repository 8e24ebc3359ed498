/**
 * A bundle's notices as an Atom feed (placement-api.md step 4: `GET /my-gazette/bundle/{id}` "lists its
 * notices as a search feed"): written with the search feed's own Atom helpers and namespaces, one entry
 * per notice of the bundle in the file's order, each with its `f:gazette-metadata` (domain.md: status,
 * notice code, edition, bundle) so a placer's software reads what the bundle page shows. Pure.
 */
import { noticeUri } from "../notices/representations/vocabulary.ts";
import { emptyElement, linkElement, textElement } from "../search/feeds/search-atom.ts";
import {
  ATOM_MEDIA_TYPE,
  ATOM_NAMESPACE,
  FACETS_NAMESPACE,
  type FeedLink,
  JSON_MEDIA_TYPE,
  toRfc3339,
} from "../search/feeds/search-feed.ts";
import {
  BUNDLES_PATH,
  type BundleProgress,
  bundlePath,
  validationReportPath,
} from "./bundle-representations.ts";

/** What the feed reads of a bundle and its notices (bundleView's answer). */
export interface BundleForFeed {
  bundle: BundleProgress & { createdAt: Date; completedAt: Date | null };
  items: readonly {
    position: number;
    noticeId: number | null;
    reference: string | null;
    noticeCode: string;
    typeName: string;
    editionId: string | null;
    status: "pending" | "valid" | "invalid";
    included: boolean;
    duplicateOf: number | null;
    noticeStatus: string | null;
    noticeTitle: string | null;
    noticeUpdatedAt: Date | null;
  }[];
}

export type FeedItem = BundleForFeed["items"][number];

/**
 * One word for where a notice stands in its bundle: not yet checked, invalid, a repeat left out, left
 * out by the placer, or valid and included (what goes to the basket).
 */
export function feedStatusOf(item: FeedItem): "pending" | "invalid" | "duplicate" | "excluded" | "valid" {
  if (item.status !== "valid") return item.status;
  if (item.included) return "valid";
  return item.duplicateOf !== null ? "duplicate" : "excluded";
}

/** The bundle's data addresses: the feed (also `data.xml`), the JSON, the page. */
export const bundleFeedPath = (id: number) => `${bundlePath(id)}/data.feed`;
export const bundleJsonPath = (id: number) => `${bundlePath(id)}/data.json`;

/** Where a person reads the notice: its draft while it is one, else its page in My Gazette. */
function noticePagePath(item: FeedItem): string {
  if (item.noticeId === null) return "";
  return item.noticeStatus === "draft"
    ? `/my-gazette/draft/${item.noticeId}`
    : `/my-gazette/notices/${item.noticeId}`;
}

function entryLines(item: FeedItem, bundleId: number, siteUrl: string, fallback: string): string[] {
  const i = "    ";
  const m = `${i}  `;
  const links: FeedLink[] =
    item.noticeId === null
      ? [
          {
            rel: "alternate",
            type: "text/html",
            href: `${siteUrl}${bundlePath(bundleId)}#notice-${item.position}`,
          },
        ]
      : [
          { rel: "alternate", type: "text/html", href: `${siteUrl}${noticePagePath(item)}` },
          { rel: "related", href: `${siteUrl}${validationReportPath(item.noticeId)}` },
        ];
  const lines = [
    "  <entry>",
    // A notice never made has no notice address: its row of the bundle stands for it.
    textElement(
      i,
      "id",
      item.noticeId === null
        ? `${siteUrl}${bundlePath(bundleId)}#notice-${item.position}`
        : noticeUri(siteUrl, item.noticeId),
    ),
    textElement(i, "title", item.noticeTitle ?? `${item.typeName} (${item.noticeCode})`, { type: "text" }),
    textElement(
      i,
      "updated",
      item.noticeUpdatedAt ? toRfc3339(item.noticeUpdatedAt.toISOString()) : fallback,
    ),
    emptyElement(i, "category", { term: item.typeName }),
    ...links.map((link) => linkElement(i, link)),
    `${i}<f:gazette-metadata>`,
    textElement(m, "f:status", feedStatusOf(item)),
    textElement(m, "f:notice-code", item.noticeCode),
  ];
  if (item.editionId) lines.push(textElement(m, "f:edition", item.editionId));
  lines.push(
    textElement(m, "f:bundle-id", bundleId),
    textElement(m, "f:position", item.position),
    textElement(m, "f:included", String(item.included)),
  );
  if (item.noticeId !== null) lines.push(textElement(m, "f:notice-id", item.noticeId));
  if (item.reference) lines.push(textElement(m, "f:reference", item.reference));
  if (item.duplicateOf !== null) lines.push(textElement(m, "f:duplicate-of", item.duplicateOf));
  if (item.noticeStatus) lines.push(textElement(m, "f:notice-status", item.noticeStatus));
  lines.push(`${i}</f:gazette-metadata>`, "  </entry>");
  return lines;
}

/** The feed: its links (self, the page and the JSON, up to the bundle list), counts and entries. */
export function bundleToAtom(view: BundleForFeed, siteUrl: string): string {
  const { bundle } = view;
  const i = "  ";
  const page = `${siteUrl}${bundlePath(bundle.id)}`;
  // The feed changed last when its latest notice did, or when the bundle was finished or sent.
  const times = [bundle.createdAt, bundle.completedAt, ...view.items.map((item) => item.noticeUpdatedAt)];
  const updated = new Date(Math.max(...times.map((t) => t?.getTime() ?? 0))).toISOString();
  const links: FeedLink[] = [
    { rel: "self", type: ATOM_MEDIA_TYPE, href: `${siteUrl}${bundleFeedPath(bundle.id)}` },
    { rel: "alternate", type: "text/html", href: page },
    { rel: "alternate", type: JSON_MEDIA_TYPE, href: `${siteUrl}${bundleJsonPath(bundle.id)}` },
    { rel: "up", type: "text/html", href: `${siteUrl}${BUNDLES_PATH}` },
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="${ATOM_NAMESPACE}" xmlns:f="${FACETS_NAMESPACE}">`,
    textElement(i, "id", page),
    textElement(i, "title", `Bundle ${bundle.id}`, { type: "text" }),
    textElement(i, "updated", updated),
    `${i}<author>`,
    textElement(`${i}  `, "name", "The Gazette"),
    `${i}</author>`,
    ...links.map((link) => linkElement(i, link)),
    textElement(i, "f:bundle-status", bundle.status),
    textElement(i, "f:total", view.items.length),
    textElement(i, "f:total-notice-count", bundle.totalCount),
    textElement(i, "f:processed-notice-count", bundle.processedCount),
    textElement(i, "f:error-count", bundle.errorCount),
    ...view.items.flatMap((item) => entryLines(item, bundle.id, siteUrl, updated)),
    "</feed>",
    "",
  ].join("\n");
}
