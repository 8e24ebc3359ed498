import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { createTestDatabase } from "../../db/test-database.server.ts";
import { seedDemoData } from "../../demo-data/seed-service.server.ts";
import { parseForm } from "../../lib/forms/parse-form.ts";
import { companyFinderSchema, companyNameWords } from "./company-finder-schema.ts";
import { countCompanyEvents, listCompanyEvents, searchCompanies } from "./company-repository.server.ts";
import { COMPANY_PAGE_EVENTS, findCompanies, getCompanyTimeline } from "./company-service.server.ts";

/** Every query word begins a word of the name: what the finder promises for each row it returns. */
function matchesAllWords(name: string, query: string): boolean {
  const nameWords = companyNameWords(name);
  return companyNameWords(query).every((q) => nameWords.some((w) => w.startsWith(q)));
}

describe("company finder and timeline", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedDemoData(handle.db, { count: 2500, seed: 7, today: "2026-11-20", postcodes: [] });
  });
  afterAll(() => handle.close());

  const rows = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) =>
    (await handle.db.execute<T>(q)).rows;

  /** The finder as the page runs it: the shared schema first, then the search. */
  async function find(companyname: string, companynumber = "") {
    const parsed = parseForm(companyFinderSchema, new URLSearchParams({ companyname, companynumber }));
    if (!parsed.ok) throw new Error(`invalid query: ${JSON.stringify(parsed.errors)}`);
    return findCompanies(handle.db, parsed.data);
  }

  /** A company whose name has at least three words, the first two not "Limited"/"Ltd". */
  async function wordyCompany(): Promise<{ name: string; number: string; words: string[] }> {
    const r = await rows<{ name: string; number: string }>(sql`
      select name, number from companies where name ~ '^[A-Za-z]+ [A-Za-z]+ ' order by number limit 1`);
    const { name, number } = r[0]!;
    return { name, number, words: name.split(" ") };
  }

  it("finds a company by its name whatever the case", async () => {
    const { name, number } = await wordyCompany();
    for (const query of [name, name.toUpperCase(), name.toLowerCase()]) {
      const outcome = await find(query);
      expect(outcome.status, query).toBe("found");
      expect(
        outcome.results.map((r) => r.companynumber),
        query,
      ).toContain(number);
      expect(outcome.results[0], query).toEqual({ companyname: name, companynumber: number });
    }
  });

  it("finds a company by its words in any order, and by the start of each word", async () => {
    const { name, number, words } = await wordyCompany();
    const [a, b] = [words[0]!, words[1]!];
    for (const query of [`${b} ${a}`, `${b.slice(0, 3)} ${a.slice(0, 3)}`, `${a.toLowerCase()}   ${b}`]) {
      const outcome = await find(query);
      expect(
        outcome.results.map((r) => r.companynumber),
        query,
      ).toContain(number);
      for (const r of outcome.results)
        expect(matchesAllWords(r.companyname, query), r.companyname).toBe(true);
    }
    // The middle of a word is not the start of one.
    const middle = a.slice(1).toLowerCase();
    const outcome = await find(middle);
    for (const r of outcome.results) expect(matchesAllWords(r.companyname, middle), r.companyname).toBe(true);
    if (!matchesAllWords(name, middle)) {
      expect(outcome.results.map((r) => r.companynumber)).not.toContain(number);
    }
  });

  it("returns at most 15 companies, each matching every word", async () => {
    const total = await rows<{ n: number }>(
      sql`select count(*)::int as n from companies where lower(name) ~ '(^|[^[:alnum:]])(limited|ltd)'`,
    );
    expect(total[0]!.n).toBeGreaterThan(15);
    for (const query of ["limited", "LTD"]) {
      const outcome = await find(query);
      expect(outcome.results).toHaveLength(15);
      expect(outcome.status === "found" && outcome.more, "the list says it was cut short").toBe(true);
      for (const r of outcome.results)
        expect(matchesAllWords(r.companyname, query), r.companyname).toBe(true);
    }
  });

  it("puts names that begin with the first word before the others", async () => {
    const { words } = await wordyCompany();
    const outcome = await find(words[0]!);
    const starts = outcome.results.map((r) =>
      r.companyname.toLowerCase().startsWith(words[0]!.toLowerCase()),
    );
    // Once a name not starting with the word appears, no name starting with it follows.
    expect(starts.indexOf(false) === -1 || !starts.slice(starts.indexOf(false)).includes(true)).toBe(true);
    expect(starts[0]).toBe(true);
  });

  it("finds nothing for words no company has, or punctuation only", async () => {
    expect((await find("zzzqqq nonesuch")).status).toBe("none");
    expect(await find("&&")).toEqual({ status: "none", results: [] });
    // LIKE and regular-expression characters are matched literally, not as patterns.
    expect((await find("", "%")).status).toBe("none");
    expect((await find("", "_9")).status).toBe("none");
  });

  it("finds a company by its exact number, with spaces and in lower case", async () => {
    const r = await rows<{ name: string; number: string }>(
      sql`select name, number from companies where number ~ '^[A-Z]{2}' order by number limit 1`,
    );
    const { name, number } = r[0]!;
    for (const typed of [
      number,
      number.toLowerCase(),
      `${number.slice(0, 2)} ${number.slice(2, 5)} ${number.slice(5)}`,
    ]) {
      const outcome = await find("", typed);
      expect(outcome, typed).toEqual({
        status: "found",
        results: [{ companyname: name, companynumber: number }],
        more: false,
      });
    }
  });

  it("finds companies by the start of their number, the exact number first", async () => {
    const r = await rows<{ number: string }>(
      sql`select number from companies where number like '99%' limit 1`,
    );
    const number = r[0]!.number;
    const prefix = await find("", "99");
    expect(prefix.results).toHaveLength(15);
    for (const c of prefix.results) expect(c.companynumber.startsWith("99")).toBe(true);
    const exact = await searchCompanies(handle.db, { nameWords: [], numberPrefix: number }, 15);
    expect(exact[0]?.companynumber).toBe(number);
  });

  it("narrows by name and number together", async () => {
    const { name, number, words } = await wordyCompany();
    expect((await find(words[0]!, number.slice(0, 4))).results.map((r) => r.companynumber)).toContain(number);
    expect((await find(name, "NI00")).status).toBe("none");
  });

  it("lists a company's published notices oldest first, and the latest few for its page", async () => {
    const r = await rows<{ company_number: string; n: number }>(sql`
      select nc.company_number, count(*)::int as n from notice_companies nc join notices n on n.id = nc.notice_id
      where n.status = 'published' group by nc.company_number order by count(*) desc, nc.company_number limit 1`);
    const { company_number: number, n } = r[0]!;
    expect(n).toBeGreaterThanOrEqual(3);

    const events = await listCompanyEvents(handle.db, number);
    expect(events).toHaveLength(n);
    expect(await countCompanyEvents(handle.db, number)).toBe(n);
    const dates = events.map((e) => e.publishedOn);
    expect(dates).toEqual([...dates].sort());
    for (const e of events) {
      expect(e.publishedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(e.noticeCode).toMatch(/^\d{4}$/);
      expect(e.noticeType.length).toBeGreaterThan(0);
    }
    // The same order the database gives by publication time.
    const byTime = await rows<{ id: number }>(sql`
      select n.id from notice_companies nc join notices n on n.id = nc.notice_id
      where nc.company_number = ${number} and n.status = 'published' order by n.published_at, n.id`);
    expect(events.map((e) => e.noticeId)).toEqual(byTime.map((x) => x.id));

    const latest = await listCompanyEvents(handle.db, number, { latest: 2 });
    expect(latest).toEqual(events.slice(-2));

    const page = await getCompanyTimeline(handle.db, number);
    expect(page?.totalEvents).toBe(n);
    expect(page?.events).toEqual(events.slice(-COMPANY_PAGE_EVENTS));
    const full = await getCompanyTimeline(handle.db, number.toLowerCase(), { all: true });
    expect(full?.company.number).toBe(number);
    expect(full?.events).toEqual(events);
  });

  it("leaves notices that are not published off the timeline", async () => {
    const r = await rows<{ company_number: string; id: number }>(sql`
      select company_number, max(notice_id)::int as id from notice_companies group by company_number
      having count(*) >= 2 order by company_number limit 1`);
    const { company_number: number, id } = r[0]!;
    const before = await listCompanyEvents(handle.db, number);
    await handle.db.execute(sql`update notices set status = 'withdrawn' where id = ${id}`);
    try {
      const after = await listCompanyEvents(handle.db, number);
      expect(after.map((e) => e.noticeId)).toEqual(before.map((e) => e.noticeId).filter((x) => x !== id));
      expect(await countCompanyEvents(handle.db, number)).toBe(after.length);
    } finally {
      await handle.db.execute(sql`update notices set status = 'published' where id = ${id}`);
    }
  });

  it("says the status the company's notices give, not the register's 'active'", async () => {
    const r = await rows<{ company_number: string; id: number; code: string; data: unknown }>(sql`
      select nc.company_number, n.id, n.notice_code as code, n.data from notice_companies nc
      join notices n on n.id = nc.notice_id and n.status = 'published'
      join companies c on c.number = nc.company_number and c.status = 'active'
      order by n.published_at desc, n.id desc limit 1`);
    const { company_number: number, id, code, data } = r[0]!;
    const status = async () => (await getCompanyTimeline(handle.db, number))?.company.status;
    const json = async () => (await getCompanyTimeline(handle.db, number, { all: true }))?.company.status;
    const set = (noticeCode: string, noticeData: unknown) =>
      handle.db.execute(
        sql`update notices set notice_code = ${noticeCode}, data = ${JSON.stringify(noticeData)}::jsonb where id = ${id}`,
      );
    try {
      await set("2410", {});
      expect(await status()).toBe("in-administration");
      expect(await json()).toBe("in-administration");
      await set("2443", {});
      expect(await status()).toBe("liquidation");
      await set("2609", { dissolvedOn: "2026-11-20" });
      expect(await status()).toBe("dissolved");
      await set("2609", { strikeOffAfter: "2027-01-20" });
      expect(await status()).not.toBe("dissolved");
    } finally {
      await set(code, data);
    }
  });

  it("reads a company's register details, and nothing for unknown or malformed numbers", async () => {
    const r = await rows<{ number: string; name: string }>(sql`select number, name from companies limit 1`);
    const timeline = await getCompanyTimeline(handle.db, r[0]!.number);
    expect(timeline?.company).toMatchObject({ number: r[0]!.number, name: r[0]!.name });
    expect(timeline?.company.incorporatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(timeline?.company.registeredOffice?.length).toBeGreaterThan(0);
    expect(timeline?.company.natureOfBusiness?.length).toBeGreaterThan(0);
    expect(await getCompanyTimeline(handle.db, "00000000")).toBeNull();
    for (const bad of [undefined, "", "abc", "123", "99'; drop", "SC9912345", "x".repeat(100)]) {
      expect(await getCompanyTimeline(handle.db, bad), String(bad)).toBeNull();
    }
  });
});
