import { describe, expect, it } from "vitest";
import { TtlCache } from "./ttl-cache.ts";

describe("TtlCache", () => {
  it("forgets entries after their time to live", () => {
    let now = 0;
    const cache = new TtlCache<string, number>(10, 1000, () => now);
    cache.set("a", 1);
    now = 999;
    expect(cache.get("a")).toBe(1);
    now = 1000;
    expect(cache.get("a")).toBeUndefined();
  });

  it("drops the least recently used entry when full", () => {
    const cache = new TtlCache<string, number>(2, 60_000);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.get("a");
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
  });

  it("loads once and does not cache a miss", async () => {
    const cache = new TtlCache<number, string>(10, 60_000);
    let loads = 0;
    const load = async () => {
      loads++;
      return "x";
    };
    await cache.getOrLoad(1, load);
    await cache.getOrLoad(1, load);
    expect(loads).toBe(1);
    await cache.getOrLoad(2, async () => undefined);
    expect(await cache.getOrLoad(2, async () => "y")).toBe("y");
  });
});
