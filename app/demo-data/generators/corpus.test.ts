import { beforeAll, describe, expect, it } from "vitest";
import { validateNoticeData } from "../../features/notices/notice-data-schemas.ts";
import { NOTICE_TYPES, WEB_FORM_CODES } from "../../features/taxonomy/taxonomy.ts";
import type { GeneratedCompany, GeneratedNotice } from "../seed-types.ts";
import { type CorpusOptions, generateCorpus, generateCorpusBatches } from "./corpus.ts";
import { TEST_POSTCODES, testIsPublicationDay } from "./test-fixtures.ts";

const base: Omit<CorpusOptions, "seed" | "count"> = {
  fromDate: "2025-03-03",
  toDate: "2026-02-27",
  postcodes: TEST_POSTCODES,
  isPublicationDay: testIsPublicationDay,
};

const DRAMA_PHONE =
  /^(020 7946 0\d{3}|01(1[3-8]|21|31|41|51|61) 496 0\d{3}|029 2018 0\d{3}|028 9649 6\d{3}|01632 960\d{3}|07700 900\d{3})$/;

/** Every value under a key with the given name, anywhere in a JSON value. */
function valuesOf(value: unknown, key: string, out: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const v of value) valuesOf(v, key, out);
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k === key) out.push(v);
      valuesOf(v, key, out);
    }
  }
  return out;
}

describe("the demo corpus", () => {
  let corpus: { companies: GeneratedCompany[]; notices: GeneratedNotice[] };

  beforeAll(() => {
    corpus = generateCorpus({ ...base, seed: 2026, count: 3000 });
  });

  it("is deterministic for a seed", () => {
    const a = generateCorpus({ ...base, seed: 11, count: 400 });
    const b = generateCorpus({ ...base, seed: 11, count: 400 });
    const c = generateCorpus({ ...base, seed: 12, count: 400 });
    expect(JSON.stringify(b.notices.slice(0, 50))).toBe(JSON.stringify(a.notices.slice(0, 50)));
    expect(JSON.stringify(b.companies)).toBe(JSON.stringify(a.companies));
    expect(JSON.stringify(c.notices.slice(0, 50))).not.toBe(JSON.stringify(a.notices.slice(0, 50)));
  });

  it("has exactly the requested number of notices, in batches", () => {
    expect(corpus.notices).toHaveLength(3000);
    const sizes = [...generateCorpusBatches({ ...base, seed: 5, count: 4500, batchSize: 2000 })].map(
      (b) => b.notices.length,
    );
    expect(sizes).toEqual([2000, 2000, 500]);
    expect(generateCorpus({ ...base, seed: 5, count: 0 }).notices).toEqual([]);
  });

  it("contains every one of the 184 notice codes", () => {
    const codes = new Set(corpus.notices.map((n) => n.noticeCode));
    expect(NOTICE_TYPES.filter((t) => !codes.has(t.code)).map((t) => t.code)).toEqual([]);
  });

  it("is mixed like the real Gazette", () => {
    const share = (f: (n: GeneratedNotice) => boolean) =>
      corpus.notices.filter(f).length / corpus.notices.length;
    const deceased = share((n) => n.noticeCode === "2903");
    expect(deceased).toBeGreaterThan(0.3);
    expect(deceased).toBeLessThan(0.45);
    const corporate = share((n) => n.noticeCode.startsWith("24"));
    expect(corporate).toBeGreaterThan(0.28);
    expect(corporate).toBeLessThan(0.45);
    const personal = share((n) => n.noticeCode.startsWith("25"));
    expect(personal).toBeGreaterThan(0.07);
    expect(personal).toBeLessThan(0.17);
    expect(share((n) => n.editionId === "london")).toBeGreaterThan(0.8);
    expect(share((n) => n.editionId === "edinburgh")).toBeGreaterThan(0.07);
    expect(share((n) => n.editionId === "belfast")).toBeGreaterThan(0.03);
    for (const n of corpus.notices) {
      if (["2517", "2518", "2519"].includes(n.noticeCode)) expect(n.editionId).toBe("edinburgh");
      if (n.noticeCode === "2503") expect(n.editionId).not.toBe("edinburgh");
    }
  });

  it("publishes only on publication days of each notice's edition, inside the range, more in recent months", () => {
    for (const n of corpus.notices) {
      expect(n.publishedOn >= base.fromDate && n.publishedOn <= base.toDate, n.publishedOn).toBe(true);
      expect(testIsPublicationDay(n.editionId, n.publishedOn), `${n.editionId} ${n.publishedOn}`).toBe(true);
    }
    const firstQuarter = corpus.notices.filter((n) => n.publishedOn < "2025-06-01").length;
    const lastQuarter = corpus.notices.filter((n) => n.publishedOn >= "2025-12-01").length;
    expect(lastQuarter).toBeGreaterThan(firstQuarter);
    const dates = corpus.notices.map((n) => n.publishedOn);
    expect([...dates].sort()).toEqual(dates);
  });

  it("takes companies through insolvency sequences in date order", () => {
    const byCompany = new Map<string, GeneratedNotice[]>();
    for (const n of corpus.notices) {
      if (!n.companyNumber) continue;
      const list = byCompany.get(n.companyNumber) ?? [];
      list.push(n);
      byCompany.set(n.companyNumber, list);
    }
    let sequences = 0;
    for (const list of byCompany.values()) {
      for (let i = 1; i < list.length; i++)
        expect(list[i]!.publishedOn >= list[i - 1]!.publishedOn).toBe(true);
      const codes = list.map((n) => n.noticeCode);
      if (codes.includes("2450") && codes.includes("2452"))
        expect(codes.indexOf("2450")).toBeLessThan(codes.indexOf("2452"));
      if (codes.includes("2452") && codes.includes("2454"))
        expect(codes.indexOf("2452")).toBeLessThan(codes.indexOf("2454"));
      if (codes.includes("2441") && codes.includes("2445"))
        expect(codes.indexOf("2441")).toBeLessThan(codes.indexOf("2445"));
      if (list.length >= 3) sequences++;
    }
    expect(sequences).toBeGreaterThan(50);
    const timelines = [...byCompany.values()].map((l) => l.map((n) => n.noticeCode).join(">"));
    expect(timelines.some((t) => t.startsWith("2450>2452"))).toBe(true);
    expect(timelines.some((t) => /^(2442>)?2441>2443/.test(t))).toBe(true);
  });

  it("lists every referenced company in the same or an earlier batch", () => {
    const known = new Set<string>();
    for (const batch of generateCorpusBatches({ ...base, seed: 2026, count: 3000, batchSize: 500 })) {
      for (const c of batch.companies) {
        expect(known.has(c.number), c.number).toBe(false);
        expect(c.number).toMatch(/^(99\d{6}|SC99\d{4}|NI99\d{4})$/);
        known.add(c.number);
      }
      for (const n of batch.notices)
        for (const c of n.companies) expect(known.has(c.number), c.number).toBe(true);
    }
  });

  it("has valid structured data for every notice type with a schema", () => {
    for (const n of corpus.notices) {
      if (!WEB_FORM_CODES.has(n.noticeCode)) continue;
      const v = validateNoticeData(n.noticeCode, n.data);
      expect(v.success ? [] : v.issues, `${n.noticeCode} ${n.title}`).toEqual([]);
    }
  });

  it("has complete, clean text and synthetic contact details", () => {
    for (const n of corpus.notices) {
      expect(n.title.trim()).not.toBe("");
      expect(n.bodyHtml.trim()).not.toBe("");
      for (const text of [n.title, n.bodyHtml, JSON.stringify(n.data)]) {
        expect(text).not.toMatch(/undefined|NaN|\[object Object\]/);
      }
      for (const email of `${n.bodyHtml} ${JSON.stringify(n.data)}`.match(/[\w.+'-]+@[\w.-]+\w/g) ?? []) {
        expect(email).toMatch(/@example\.com$/);
      }
      for (const phone of valuesOf(n.data, "telephone")) expect(phone).toMatch(DRAMA_PHONE);
      for (const p of n.people) expect(p.nameKey).toBe(p.fullName.toLowerCase());
      expect(n.placingOrganisation.name).not.toBe("");
      expect(n.submittedDaysBefore).toBeGreaterThanOrEqual(1);
    }
  });

  it("locates most insolvency and deceased-estates notices with real sample coordinates", () => {
    const relevant = corpus.notices.filter((n) => n.noticeCode === "2903" || /^2[45]/.test(n.noticeCode));
    const located = relevant.filter((n) => n.locations.length > 0).length / relevant.length;
    expect(located).toBeGreaterThan(0.75);
    expect(located).toBeLessThan(0.95);
    for (const n of corpus.notices) {
      expect(n.locations.length).toBeLessThanOrEqual(2);
      for (const l of n.locations) {
        expect(TEST_POSTCODES.some((p) => p.latitude === l.latitude && p.longitude === l.longitude)).toBe(
          true,
        );
      }
    }
  });

  it("generates 20,000 notices quickly", () => {
    const started = performance.now();
    let count = 0;
    for (const batch of generateCorpusBatches({ ...base, seed: 99, count: 20_000 }))
      count += batch.notices.length;
    const seconds = (performance.now() - started) / 1000;
    expect(count).toBe(20_000);
    expect(seconds).toBeLessThan(20);
  });
});
