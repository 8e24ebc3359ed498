import { describe, expect, it } from "vitest";
import { type PageWindowItem, pageWindow } from "./page-window.ts";

/** "1 … 5 6 [7] 8 9 … 40" as a list: numbers and "…". */
const show = (items: PageWindowItem[]) => items.map((i) => (i.kind === "page" ? i.page : "…"));

describe("the page numbers a pagination offers", () => {
  it("offers the first and last pages, two either side of the current one, and ellipses between", () => {
    expect(show(pageWindow({ current: 7, last: 40 }))).toEqual([1, "…", 5, 6, 7, 8, 9, "…", 40]);
  });

  it("writes the number instead of an ellipsis that would stand for one page", () => {
    expect(show(pageWindow({ current: 4, last: 40 }))).toEqual([1, 2, 3, 4, 5, 6, "…", 40]);
    expect(show(pageWindow({ current: 5, last: 9 }))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(show(pageWindow({ current: 6, last: 40 }))).toEqual([1, "…", 4, 5, 6, 7, 8, "…", 40]);
  });

  it("stays within the pages there are at either end", () => {
    expect(show(pageWindow({ current: 1, last: 12 }))).toEqual([1, 2, 3, "…", 12]);
    expect(show(pageWindow({ current: 12, last: 12 }))).toEqual([1, "…", 10, 11, 12]);
    expect(show(pageWindow({ current: 1, last: 1 }))).toEqual([1]);
    expect(show(pageWindow({ current: 2, last: 3 }))).toEqual([1, 2, 3]);
  });

  it("does not offer a last page that is only an estimate", () => {
    expect(show(pageWindow({ current: 181, last: 182, showLast: false }))).toEqual([
      1,
      "…",
      179,
      180,
      181,
      182,
    ]);
    expect(show(pageWindow({ current: 7, last: 7, showLast: false }))).toEqual([1, "…", 5, 6, 7]);
  });

  it("offers every page when asked to", () => {
    expect(show(pageWindow({ current: 2, last: 6, around: Number.POSITIVE_INFINITY }))).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
  });

  it("takes a current page beyond the last (or below the first) as the nearest one", () => {
    expect(show(pageWindow({ current: 99, last: 5 }))).toEqual([1, 2, 3, 4, 5]);
    expect(show(pageWindow({ current: 0, last: 9 }))).toEqual([1, 2, 3, "…", 9]);
  });

  it("offers nothing when there are no pages", () => {
    expect(pageWindow({ current: 1, last: 0 })).toEqual([]);
    expect(pageWindow({ current: 1, last: Number.NaN })).toEqual([]);
  });

  it("marks each ellipsis with the page after it, so that keys are unique", () => {
    const ellipses = pageWindow({ current: 20, last: 40 }).filter((i) => i.kind === "ellipsis");
    expect(ellipses).toEqual([
      { kind: "ellipsis", before: 18 },
      { kind: "ellipsis", before: 40 },
    ]);
  });
});
