/**
 * Which page numbers a pagination offers: the first, a few either side of the current page, the last
 * (unless it is not known for sure), and an ellipsis wherever two or more numbers are skipped. Pure, so that the
 * windows are tested without rendering.
 */
export type PageWindowItem = { kind: "page"; page: number } | { kind: "ellipsis"; before: number };

export interface PageWindowOptions {
  current: number;
  last: number;
  /** Pages either side of the current one; Infinity offers every page. */
  around?: number;
  /** Offer the last page even when it is far away. False when the last page is an estimate. */
  showLast?: boolean;
}

export function pageWindow({
  current,
  last,
  around = 2,
  showLast = true,
}: PageWindowOptions): PageWindowItem[] {
  if (!(last >= 1)) return [];
  const here = Math.min(Math.max(1, Math.trunc(current)), last);
  const pages = new Set<number>([1]);
  for (let page = Math.max(1, here - around); page <= Math.min(last, here + around); page++) pages.add(page);
  if (showLast) pages.add(last);
  const items: PageWindowItem[] = [];
  let previous = 0;
  for (const page of [...pages].sort((a, b) => a - b)) {
    // An ellipsis standing for a single page takes as much room as its number: the number says more.
    if (page - previous === 2) items.push({ kind: "page", page: page - 1 });
    else if (page - previous > 2) items.push({ kind: "ellipsis", before: page });
    items.push({ kind: "page", page });
    previous = page;
  }
  return items;
}
