import { describe, expect, it } from "vitest";
import { createRandom, weightedPicker } from "./seeded-random.ts";

describe("seeded random", () => {
  it("is deterministic for a seed and differs between seeds", () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const xs = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(xs);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(xs);
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
  });

  it("int stays within inclusive bounds and reaches both ends", () => {
    const r = createRandom("ints");
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const n = r.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
    expect(() => r.int(5, 1)).toThrow();
  });

  it("picks, weighs, shuffles and samples", () => {
    const r = createRandom(7);
    expect(["a", "b", "c"]).toContain(r.pick(["a", "b", "c"]));
    expect(() => r.pick([])).toThrow();
    const counts = { x: 0, y: 0 };
    for (let i = 0; i < 5000; i++)
      counts[
        r.weighted([
          ["x", 9],
          ["y", 1],
        ] as const)
      ]++;
    expect(counts.x / 5000).toBeGreaterThan(0.85);
    expect(counts.x / 5000).toBeLessThan(0.95);
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = r.shuffle(items);
    expect([...shuffled].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(r.sample(items, 3)).size).toBe(3);
    expect(r.digits(6)).toMatch(/^\d{6}$/);
    let hits = 0;
    for (let i = 0; i < 4000; i++) if (r.chance(0.25)) hits++;
    expect(hits / 4000).toBeGreaterThan(0.2);
    expect(hits / 4000).toBeLessThan(0.3);
  });

  it("forks independent streams addressed by label", () => {
    const root = createRandom(1);
    const a1 = root.fork("a");
    root.next();
    root.next();
    const a2 = root.fork("a");
    const b = root.fork("b");
    const first = Array.from({ length: 5 }, () => a1.next());
    expect(Array.from({ length: 5 }, () => a2.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => b.next())).not.toEqual(first);
  });

  it("has a precomputed weighted picker", () => {
    const pick = weightedPicker([
      ["a", 1],
      ["b", 0],
      ["c", 3],
    ] as const);
    const r = createRandom(3);
    const counts: Record<string, number> = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 4000; i++) counts[pick(r)]!++;
    expect(counts.b).toBe(0);
    expect(counts.c! / 4000).toBeGreaterThan(0.7);
    expect(() => weightedPicker([["a", 0]])).toThrow();
  });
});
