/**
 * A small seeded pseudo-random number generator (sfc32, seeded through the cyrb128 string hash) with the
 * helpers the demo-data generators need. Everything is deterministic from the seed: the same key gives
 * the same stream, and `fork(label)` derives an independent stream addressed by its label, so adding a
 * draw in one part of the generators does not shift the numbers drawn elsewhere.
 */

/** cyrb128: a fast string hash giving four 32-bit words (used to seed sfc32). */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export type WeightedPairs<T> = readonly (readonly [T, number])[];

export class Random {
  /** The key this stream was derived from (the seed, or `parent/label` for forks). */
  readonly key: string;
  #a: number;
  #b: number;
  #c: number;
  #d: number;

  constructor(seed: number | string) {
    this.key = String(seed);
    const [a, b, c, d] = cyrb128(this.key);
    this.#a = a;
    this.#b = b;
    this.#c = c;
    this.#d = d;
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    let a = this.#a;
    let b = this.#b;
    let c = this.#c;
    let d = this.#d;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    this.#a = a;
    this.#b = b;
    this.#c = c;
    this.#d = d;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    if (max < min) throw new RangeError(`int(${min}, ${max}): max is below min`);
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError("pick from an empty array");
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks a value with probability proportional to its weight. */
  weighted<T>(pairs: WeightedPairs<T>): T {
    let total = 0;
    for (const [, w] of pairs) total += Math.max(0, w);
    if (total <= 0) throw new RangeError("weighted pick with no positive weight");
    let r = this.next() * total;
    for (const [value, w] of pairs) {
      r -= Math.max(0, w);
      if (r < 0) return value;
    }
    return pairs[pairs.length - 1]![0];
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }

  /** `count` distinct items in random order (all of them when count ≥ length). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, count));
  }

  /** A string of `length` random decimal digits. */
  digits(length: number): string {
    let s = "";
    for (let i = 0; i < length; i++) s += Math.floor(this.next() * 10);
    return s;
  }

  /** An independent stream derived from this stream's key and the label (not from its current state). */
  fork(label: string): Random {
    return new Random(`${this.key}/${label}`);
  }
}

export function createRandom(seed: number | string): Random {
  return new Random(seed);
}

/** A precomputed weighted picker (binary search over cumulative weights) for hot paths. */
export function weightedPicker<T>(pairs: WeightedPairs<T>): (rng: Random) => T {
  const values: T[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (const [value, w] of pairs) {
    if (w <= 0) continue;
    total += w;
    values.push(value);
    cumulative.push(total);
  }
  if (values.length === 0) throw new RangeError("weightedPicker with no positive weight");
  return (rng) => {
    const r = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (r < (cumulative[mid] as number)) hi = mid;
      else lo = mid + 1;
    }
    return values[lo] as T;
  };
}
