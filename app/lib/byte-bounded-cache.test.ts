import { describe, expect, it } from "vitest";
import { ByteBoundedCache } from "./byte-bounded-cache.ts";

const sized = (bytes: number) => ({ bytes });
const cache = (maxBytes: number, now?: () => number) =>
  new ByteBoundedCache<{ bytes: number }>(maxBytes, (value) => value.bytes, now);

describe("a store bounded by size", () => {
  it("drops the least recently used when the bound is passed", () => {
    const store = cache(1000);
    store.set("a", sized(100));
    store.set("b", sized(100));
    store.get("a");
    for (const key of ["c", "d", "e", "f", "g", "h", "i", "j", "k"]) store.set(key, sized(100));
    expect(store.get("a")).toBeDefined();
    expect(store.get("b")).toBeUndefined();
    expect(store.size).toEqual({ entries: 10, bytes: 1000 });
  });

  it("refuses a value over an eighth of the bound, and counts a replaced value once", () => {
    const store = cache(800);
    store.set("big", sized(101));
    expect(store.get("big")).toBeUndefined();
    store.set("a", sized(50));
    store.set("a", sized(70));
    expect(store.size).toEqual({ entries: 1, bytes: 70 });
    store.delete("a");
    expect(store.size).toEqual({ entries: 0, bytes: 0 });
  });

  it("keeps an entry for its time only, and nothing for a time of zero", () => {
    let now = 1000;
    const store = cache(1000, () => now);
    store.set("brief", sized(10), 5000);
    store.set("never", sized(10), 0);
    store.set("always", sized(10));
    expect(store.get("never")).toBeUndefined();
    now = 5999;
    expect(store.get("brief")).toBeDefined();
    now = 6000;
    expect(store.get("brief")).toBeUndefined();
    now = Number.MAX_SAFE_INTEGER;
    expect(store.get("always")).toBeDefined();
    expect(store.size).toEqual({ entries: 1, bytes: 10 });
  });

  it("is emptied by clear", () => {
    const store = cache(1000);
    store.set("a", sized(10));
    store.clear();
    expect(store.get("a")).toBeUndefined();
    expect(store.size).toEqual({ entries: 0, bytes: 0 });
  });
});
