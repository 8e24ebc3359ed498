/**
 * The demo corpus: a deterministic stream of notices over a date range, mixed like the real Gazette
 * (deceased estates ≈ 37%, corporate insolvency ≈ 37%, personal insolvency ≈ 12%, the rest spread over
 * every other notice type), in the three editions (London ≈ 85%, Edinburgh ≈ 10%, Belfast ≈ 5%), on
 * their publication days only, with more notices in recent months.
 *
 * Companies and people go through real sequences (petition → winding-up order → liquidators → final
 * meeting → release; resolution → appointment → notice to creditors → final account; administration →
 * decision on proposals → dividends; bankruptcy order → trustee → dividend → final report), each step
 * scheduled some weeks or months after the previous one, so that a company page can show a timeline.
 *
 * The corpus is produced day by day in publication order and yielded in batches, so a million notices
 * stream through in constant memory.
 */
import type { EditionId } from "../../features/publications/editions.ts";
import { getNoticeType, NOTICE_TYPES } from "../../features/taxonomy/taxonomy.ts";
import { createRandom, type Random, weightedPicker } from "../../lib/seeded-random.ts";
import type { GeneratedCompany, GeneratedNotice, SamplePostcode } from "../seed-types.ts";
import { fromDayNumber, toDayNumber } from "./format.ts";
import type { CaseBag } from "./kit.ts";
import { editionsForCode, generateNotice } from "./notice-generators.ts";
import { World } from "./world.ts";

export interface CorpusOptions {
  seed: number;
  count: number;
  fromDate: string;
  toDate: string;
  postcodes: SamplePostcode[];
  isPublicationDay: (editionId: EditionId, isoDate: string) => boolean;
  /** Notices per yielded batch (default 2000). */
  batchSize?: number;
}

export interface CorpusBatch {
  companies: GeneratedCompany[];
  notices: GeneratedNotice[];
}

const EDITION_ORDER: readonly EditionId[] = ["london", "edinburgh", "belfast"];
const EDITION_SHARE: Record<EditionId, number> = { london: 0.85, edinburgh: 0.1, belfast: 0.05 };

// ---------------------------------------------------------------------------------------------------
// Sequences: what follows a notice, and after how many days
// ---------------------------------------------------------------------------------------------------

interface Step {
  code: string;
  /** Days after the previous notice of the sequence. */
  min: number;
  max: number;
}

function step(code: string, min: number, max: number): Step {
  return { code, min, max };
}

function when(rng: Random, p: number, steps: () => Step[]): Step[] {
  return rng.chance(p) ? steps() : [];
}

/** Compulsory liquidation after the winding-up order. */
function afterWindingUpOrder(rng: Random): Step[] {
  const out = when(rng, 0.03, () => [step("2464", 20, 60)]);
  if (rng.chance(0.55)) return [...out, step("2454", 40, 110), ...afterCourtAppointment(rng)];
  return [...out, ...when(rng, 0.25, () => [step("2458", 200, 600)])];
}

function afterCourtAppointment(rng: Random): Step[] {
  return [
    ...when(rng, 0.35, () => [step("2460", 0, 10)]),
    ...when(rng, 0.2, () => [step("2456", 90, 240), step("2457", 30, 60)]),
    ...when(rng, 0.6, () => [step("2458", 150, 500), ...when(rng, 0.4, () => [step("2459", 30, 90)])]),
  ];
}

function voluntaryTail(rng: Random): Step[] {
  return [
    ...when(rng, 0.15, () => [step("2406", 90, 250), step("2407", 30, 60)]),
    ...when(rng, 0.12, () => [step("2444", 330, 400)]),
    ...when(rng, 0.65, () => [step("2445", 150, 600)]),
  ];
}

function bankruptcyTail(rng: Random): Step[] {
  return [
    ...when(rng, 0.3, () => [step("2508", 0, 20)]),
    ...when(rng, 0.35, () => [step("2509", 60, 300), step("2510", 30, 70)]),
    ...when(rng, 0.5, () => [step("2511", 60, 300), ...when(rng, 0.5, () => [step("2514", 30, 90)])]),
  ];
}

/** The steps that follow a notice that starts a sequence (codes absent here are single notices). */
const PROGRAMS: Record<string, (rng: Random) => Step[]> = {
  // Winding-up by the court
  "2450": (rng) => {
    const r = rng.next();
    if (r < 0.55) return [step("2452", 14, 30), ...afterWindingUpOrder(rng)];
    if (r < 0.7) return [step("2461", 14, 40)];
    return [];
  },
  "2451": (rng) => when(rng, 0.5, () => [step("2453", 14, 30)]),
  "2452": afterWindingUpOrder,
  "2454": afterCourtAppointment,
  "2458": (rng) => when(rng, 0.4, () => [step("2459", 30, 90)]),
  // Creditors' voluntary liquidation
  "2442": (rng) => [
    step("2441", 7, 16),
    step("2443", 0, 3),
    ...when(rng, 0.85, () => [step("2446", 0, 14)]),
    ...voluntaryTail(rng),
  ],
  "2441": (rng) => [
    ...when(rng, 0.9, () => [step("2443", 0, 3)]),
    ...when(rng, 0.8, () => [step("2446", 0, 14)]),
    ...voluntaryTail(rng),
  ],
  "2443": (rng) => [...when(rng, 0.8, () => [step("2446", 0, 14)]), ...voluntaryTail(rng)],
  "2446": voluntaryTail,
  // Members' voluntary liquidation
  "2431": (rng) => [
    ...when(rng, 0.9, () => [step("2432", 0, 2)]),
    ...when(rng, 0.85, () => [step("2433", 0, 10)]),
    ...when(rng, 0.08, () => [step("2434", 340, 400)]),
    ...when(rng, 0.75, () => [step("2435", 60, 300)]),
  ],
  // Administration
  "2410": (rng) => [
    ...when(rng, 0.6, () => [step("2412", 14, 45)]),
    ...when(rng, 0.08, () => [step("2413", 60, 200)]),
    ...when(rng, 0.18, () => [step("2406", 120, 300), step("2407", 30, 60)]),
    ...when(rng, 0.18, () => [
      step("2443", 200, 365),
      step("2446", 0, 14),
      ...when(rng, 0.6, () => [step("2445", 180, 500)]),
    ]),
  ],
  "2411": (rng) => when(rng, 0.6, () => [step("2412", 14, 45)]),
  // Receivership, moratoria, partnerships
  "2421": (rng) => when(rng, 0.5, () => [step("2422", 30, 90)]),
  "2401": (rng) => {
    const r = rng.next();
    if (r < 0.6) return [step("2402", 20, 45)];
    if (r < 0.8) return [step("2408", 15, 30), step("2402", 20, 40)];
    return [];
  },
  // Personal insolvency
  "2503": (rng) => [
    ...when(rng, 0.35, () => [step("2507", 30, 150), ...bankruptcyTail(rng)]),
    ...when(rng, 0.02, () => [step("2512", 60, 400)]),
  ],
  "2507": bankruptcyTail,
  "2518": (rng) => when(rng, 0.1, () => [step("2519", 180, 400)]),
};

// ---------------------------------------------------------------------------------------------------
// The mix: weights of the notices that start something (a sequence or a single notice)
// ---------------------------------------------------------------------------------------------------

/** Start weights in the London Gazette (per cent of started sequences and single notices, roughly). */
const LONDON_WEIGHTS: Record<string, number> = {
  "2903": 57,
  // winding-up by the court
  "2450": 4.4,
  "2452": 1.1,
  "2454": 0.35,
  "2458": 0.35,
  "2451": 0.08,
  "2455": 0.08,
  "2456": 0.08,
  "2457": 0.08,
  "2459": 0.1,
  "2460": 0.15,
  "2461": 0.1,
  "2462": 0.08,
  "2464": 0.04,
  "2465": 0.03,
  // creditors' voluntary liquidation
  "2442": 1.4,
  "2441": 3.4,
  "2443": 0.5,
  "2446": 0.4,
  "2445": 1.4,
  "2444": 0.1,
  "2447": 0.03,
  "2448": 0.03,
  "2449": 0.03,
  // members' voluntary liquidation
  "2431": 2.0,
  "2432": 0.15,
  "2433": 0.15,
  "2435": 0.8,
  "2434": 0.04,
  "2436": 0.03,
  // administration, receivership, moratoria, dividends
  "2410": 2.0,
  "2411": 0.1,
  "2412": 0.3,
  "2413": 0.05,
  "2414": 0.03,
  "2421": 0.25,
  "2422": 0.05,
  "2423": 0.3,
  "2401": 0.08,
  "2402": 0.03,
  "2403": 0.3,
  "2404": 0.05,
  "2405": 0.03,
  "2406": 0.3,
  "2407": 0.3,
  "2408": 0.03,
  // personal insolvency
  "2503": 7.2,
  "2501": 0.3,
  "2502": 0.2,
  "2504": 0.03,
  "2505": 0.04,
  "2506": 0.06,
  "2507": 0.35,
  "2508": 0.2,
  "2509": 0.2,
  "2510": 0.3,
  "2511": 0.3,
  "2512": 0.1,
  "2513": 0.05,
  "2514": 0.2,
  "2515": 0.05,
  "2516": 0.04,
  "2526": 0.1,
  "2527": 0.05,
  // companies, partnerships, societies, competition
  "2609": 4.2,
  "2600": 0.35,
  "2601": 0.06,
  "2602": 0.2,
  "2603": 0.3,
  "2604": 0.1,
  "2605": 0.05,
  "2606": 0.04,
  "2607": 0.06,
  "2608": 0.35,
  "2610": 0.2,
  "2611": 0.08,
  "2612": 0.04,
  "2613": 0.06,
  "2614": 0.04,
  "2615": 0.06,
  "2701": 0.45,
  "2702": 0.3,
  "2703": 0.2,
  "2801": 0.05,
  "2802": 0.15,
  "2803": 0.04,
  "3101": 0.08,
  "3102": 0.05,
  // personal legal
  "2901": 1.2,
  "2902": 0.1,
  "2904": 0.15,
  // public-law notices
  "1105": 0.35,
  "1501": 1.8,
  "1502": 0.15,
  "1503": 0.25,
  "1601": 1.1,
  "1603": 0.25,
  "1604": 0.15,
  "1806": 0.25,
  "1901": 0.2,
  "2103": 0.12,
  "2203": 0.1,
  "2301": 0.15,
  "1803": 0.08,
  "1801": 0.06,
  "2003": 0.06,
  "2004": 0.06,
};

/** Weight of codes not listed: the rare public-law notices. */
const DEFAULT_WEIGHT = 0.04;

function startWeight(code: string, edition: EditionId): number {
  const base = LONDON_WEIGHTS[code] ?? DEFAULT_WEIGHT;
  const category = getNoticeType(code)?.categoryCode ?? "";
  if (edition === "edinburgh") {
    if (code === "2903") return 14;
    if (code === "2517") return 16;
    if (code === "2518") return 12;
    if (code === "2519") return 0.6;
    if (code === "2609") return 5;
    if (category === "24") return base * 1.9;
    if (["1117", "1208", "1303", "1404"].includes(code)) return 0.25;
    return base;
  }
  if (edition === "belfast") {
    if (code === "2903") return 40;
    if (code === "1510") return 0.8;
    if (code === "1209") return 0.25;
    if (category === "24") return base * 1.1;
    if (category === "25") return base * 1.2;
    return base;
  }
  return base;
}

// ---------------------------------------------------------------------------------------------------
// Scheduling helpers
// ---------------------------------------------------------------------------------------------------

interface Pending {
  day: number;
  seq: number;
  code: string;
  bag: CaseBag;
  steps: Step[];
  index: number;
}

/** A minimal binary heap ordered by (day, seq). */
class PendingQueue {
  #items: Pending[] = [];

  get size(): number {
    return this.#items.length;
  }

  peek(): Pending | undefined {
    return this.#items[0];
  }

  push(item: Pending): void {
    const a = this.#items;
    a.push(item);
    let i = a.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(a[i]!, a[parent]!)) break;
      [a[i], a[parent]] = [a[parent]!, a[i]!];
      i = parent;
    }
  }

  pop(): Pending | undefined {
    const a = this.#items;
    const top = a[0];
    const last = a.pop();
    if (a.length > 0 && last) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && before(a[l]!, a[m]!)) m = l;
        if (r < a.length && before(a[r]!, a[m]!)) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m]!, a[i]!];
        i = m;
      }
    }
    return top;
  }
}

function before(x: Pending, y: Pending): boolean {
  return x.day < y.day || (x.day === y.day && x.seq < y.seq);
}

/** Splits `total` over items in proportion to their weights (largest remainder, exact sum). */
function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || weights.length === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (w / sum) * total);
  const floors = exact.map(Math.floor);
  let left = total - floors.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => [e - Math.floor(e), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    floors[i]!++;
    left--;
  }
  return floors;
}

/** Spreads `total` over the days with cumulative rounding (exact sum, no day drifts by more than one). */
function spread(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const out: number[] = [];
  let cumulative = 0;
  let given = 0;
  for (const w of weights) {
    cumulative += sum > 0 ? (w / sum) * total : 0;
    const target = Math.round(cumulative);
    out.push(target - given);
    given = target;
  }
  if (out.length > 0) out[out.length - 1]! += total - given;
  return out;
}

// ---------------------------------------------------------------------------------------------------
// The corpus
// ---------------------------------------------------------------------------------------------------

export function* generateCorpusBatches(options: CorpusOptions): Generator<CorpusBatch, void, undefined> {
  const { seed, fromDate, toDate } = options;
  const count = Math.max(0, Math.floor(options.count));
  const batchSize = Math.max(1, Math.floor(options.batchSize ?? 2000));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fromDate) || !/^\d{4}-\d{2}-\d{2}$/.test(toDate))
    throw new RangeError("fromDate and toDate must be YYYY-MM-DD");
  const first = toDayNumber(fromDate);
  const last = toDayNumber(toDate);
  if (last < first) throw new RangeError(`toDate ${toDate} is before fromDate ${fromDate}`);
  if (count === 0) return;

  const root = createRandom(`gazette-corpus/${seed}`);
  const scheduleRng = root.fork("schedule");
  const rng = root.fork("content");
  const world = new World(seed, options.postcodes);

  // Publication days of each edition, and how many notices each edition publishes on each of them.
  const days: number[] = [];
  for (let d = first; d <= last; d++) days.push(d);
  const pubDays = new Map<EditionId, number[]>();
  for (const e of EDITION_ORDER)
    pubDays.set(
      e,
      days.filter((d) => options.isPublicationDay(e, fromDayNumber(d))),
    );
  const editions = EDITION_ORDER.filter((e) => (pubDays.get(e)?.length ?? 0) > 0);
  if (editions.length === 0) throw new RangeError(`No publication day between ${fromDate} and ${toDate}`);
  const editionTotals = apportion(
    count,
    editions.map((e) => EDITION_SHARE[e]),
  );
  const span = Math.max(1, last - first);
  const quotas = new Map<EditionId, Map<number, number>>();
  editions.forEach((e, i) => {
    const ds = pubDays.get(e)!;
    // More notices in recent months: the weight grows from 1 at the start of the range to 2.5 at its end.
    const weights = ds.map((d) => (1 + 1.5 * ((d - first) / span)) * scheduleRng.float(0.8, 1.2));
    const perDay = spread(editionTotals[i]!, weights);
    quotas.set(e, new Map(ds.map((d, k) => [d, perDay[k]!])));
  });

  // What starts a sequence or a single notice, per edition.
  const pickers = new Map<EditionId, (r: Random) => string>();
  for (const e of editions) {
    const pairs = NOTICE_TYPES.filter((t) => editionsForCode(t.code).includes(e)).map(
      (t) => [t.code, startWeight(t.code, e)] as const,
    );
    pickers.set(e, weightedPicker(pairs));
  }

  // Every code appears at least once (in corpora big enough for that not to distort the mix, 2,000 notices
  // and more): codes not yet seen are forced in, spread over the first part of the range.
  const seen = new Set<string>();
  const forced = new Map<EditionId, string[]>(editions.map((e) => [e, []]));
  for (const t of scheduleRng.shuffle(NOTICE_TYPES)) {
    const allowed = editionsForCode(t.code).filter((e) => editions.includes(e));
    const home = allowed.includes("london") ? "london" : allowed[0];
    if (home) forced.get(home)!.push(t.code);
  }
  editions.forEach((e, i) => {
    if (editionTotals[i]! < 6 * forced.get(e)!.length) forced.set(e, []);
  });
  // About two thirds of an edition's notices start something new (the rest continue sequences).
  const spacing = new Map<EditionId, number>(
    editions.map((e, i) => [
      e,
      Math.max(2, Math.floor((editionTotals[i]! * 0.55) / (forced.get(e)!.length + 1))),
    ]),
  );
  const remaining = new Map<EditionId, number>(editions.map((e, i) => [e, editionTotals[i]!]));
  const startCounter = new Map<EditionId, number>(editions.map((e) => [e, 0]));

  const queues = new Map<EditionId, PendingQueue>(editions.map((e) => [e, new PendingQueue()]));
  let seq = 0;
  let notices: GeneratedNotice[] = [];

  const schedule = (edition: EditionId, day: number, bag: CaseBag, steps: Step[], index: number) => {
    const s = steps[index];
    if (!s) return;
    const at = day + scheduleRng.int(s.min, s.max);
    if (at > last) return;
    queues.get(edition)!.push({ day: at, seq: seq++, code: s.code, bag, steps, index });
  };

  const nextForced = (edition: EditionId): string | null => {
    const list = forced.get(edition)!;
    while (list.length > 0 && seen.has(list[list.length - 1]!)) list.pop();
    if (list.length === 0) return null;
    const n = startCounter.get(edition)!;
    const due =
      (n + 1) % spacing.get(edition)! === 0 ||
      remaining.get(edition)! <= list.length + queues.get(edition)!.size;
    return due ? list.pop()! : null;
  };

  for (const day of days) {
    const iso = fromDayNumber(day);
    for (const edition of editions) {
      const quota = quotas.get(edition)!.get(day) ?? 0;
      const queue = queues.get(edition)!;
      for (let k = 0; k < quota; k++) {
        let notice: GeneratedNotice;
        const due = queue.peek();
        if (due && due.day <= day) {
          queue.pop();
          notice = generateNotice({
            code: due.code,
            editionId: edition,
            publishedOn: iso,
            rng,
            world,
            bag: due.bag,
          });
          schedule(edition, day, due.bag, due.steps, due.index + 1);
        } else {
          const forcedCode = nextForced(edition);
          startCounter.set(edition, startCounter.get(edition)! + 1);
          const code = forcedCode ?? pickers.get(edition)!(scheduleRng);
          const bag: CaseBag = {};
          notice = generateNotice({ code, editionId: edition, publishedOn: iso, rng, world, bag });
          const program = forcedCode ? undefined : PROGRAMS[code];
          if (program) schedule(edition, day, bag, program(scheduleRng), 0);
        }
        seen.add(notice.noticeCode);
        remaining.set(edition, remaining.get(edition)! - 1);
        notices.push(notice);
        if (notices.length >= batchSize) {
          yield { companies: world.drainCompanies(), notices };
          notices = [];
        }
      }
    }
  }
  const companies = world.drainCompanies();
  if (notices.length > 0 || companies.length > 0) yield { companies, notices };
}

/** The whole corpus in memory (convenient for tests and small corpora; use the batches for big ones). */
export function generateCorpus(options: CorpusOptions): CorpusBatch {
  const companies: GeneratedCompany[] = [];
  const notices: GeneratedNotice[] = [];
  for (const batch of generateCorpusBatches(options)) {
    for (const c of batch.companies) companies.push(c);
    for (const n of batch.notices) notices.push(n);
  }
  return { companies, notices };
}
