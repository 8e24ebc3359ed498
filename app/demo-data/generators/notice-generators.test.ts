import { describe, expect, it } from "vitest";
import { validateNoticeData } from "../../features/notices/notice-data-schemas.ts";
import { NOTICE_TYPES, WEB_FORM_CODES } from "../../features/taxonomy/taxonomy.ts";
import { createRandom } from "../../lib/seeded-random.ts";
import { editionsForCode, generateNotice, NOTICE_GENERATORS } from "./notice-generators.ts";
import { TEST_POSTCODES } from "./test-fixtures.ts";
import { World } from "./world.ts";

const BAD_TEXT = /undefined|NaN|\[object Object\]|\bnull\b/;

describe("notice generators", () => {
  it("exist for every one of the 184 notice codes", () => {
    expect(NOTICE_TYPES).toHaveLength(184);
    for (const t of NOTICE_TYPES) expect(NOTICE_GENERATORS[t.code], t.code).toBeTypeOf("function");
  });

  it("keep Scottish and Northern Irish law in their editions", () => {
    expect(editionsForCode("2517")).toEqual(["edinburgh"]);
    expect(editionsForCode("2518")).toEqual(["edinburgh"]);
    expect(editionsForCode("1510")).toEqual(["belfast"]);
    expect(editionsForCode("2503")).not.toContain("edinburgh");
    expect(editionsForCode("2903")).toEqual(["london", "edinburgh", "belfast"]);
  });

  it("write complete notices with valid structured data in every edition they appear in", () => {
    const world = new World(9, TEST_POSTCODES);
    const rng = createRandom(9);
    for (const t of NOTICE_TYPES) {
      for (const editionId of editionsForCode(t.code)) {
        for (let i = 0; i < 3; i++) {
          const n = generateNotice({ code: t.code, editionId, publishedOn: "2026-03-06", rng, world });
          const where = `${t.code} ${editionId}`;
          expect(n.noticeCode).toBe(t.code);
          expect(n.editionId).toBe(editionId);
          expect(n.title.trim().length, where).toBeGreaterThan(3);
          expect(n.bodyHtml.length, where).toBeGreaterThan(150);
          expect(n.bodyHtml, where).not.toMatch(BAD_TEXT);
          expect(n.title, where).not.toMatch(BAD_TEXT);
          expect(n.placingOrganisation.name.length, where).toBeGreaterThan(2);
          expect(n.locations.length).toBeLessThanOrEqual(2);
          for (const l of n.locations)
            expect(
              TEST_POSTCODES.some((p) => p.latitude === l.latitude && p.longitude === l.longitude),
              where,
            ).toBe(true);
          for (const p of n.people) expect(p.nameKey).toBe(p.fullName.toLowerCase());
          if (n.companyNumber)
            expect(n.companies).toContainEqual({ number: n.companyNumber, role: "subject" });
          if (WEB_FORM_CODES.has(t.code)) {
            const v = validateNoticeData(t.code, n.data);
            expect(v.success ? [] : v.issues, where).toEqual([]);
          }
        }
      }
    }
  });

  it("write the statutory wording of the common notices", () => {
    const world = new World(1, TEST_POSTCODES);
    const rng = createRandom(1);
    const make = (code: string, editionId: "london" | "edinburgh" | "belfast") =>
      generateNotice({ code, editionId, publishedOn: "2026-03-06", rng, world });
    expect(make("2903", "london").bodyHtml).toContain("section 27 of the Trustee Act 1925");
    expect(make("2903", "belfast").bodyHtml).toContain(
      "section 28 of the Trustee Act (Northern Ireland) 1958",
    );
    const petition = make("2450", "london");
    expect(petition.bodyHtml).toContain("A Petition to wind up");
    expect(petition.bodyHtml).toContain("by 1600 hours on");
    expect(petition.bodyHtml).toMatch(/CR-2026-(\w{3}-)?\d{6}/);
    expect(petition.title).toBe(petition.title.toUpperCase());
    expect(make("2450", "edinburgh").bodyHtml).toMatch(/Court of Session|Sheriff/);
    expect(make("2450", "belfast").bodyHtml).toContain("High Court of Justice in Northern Ireland");
    expect(make("2450", "belfast").companyNumber).toMatch(/^NI99\d{4}$/);
    expect(make("2441", "edinburgh").companyNumber).toMatch(/^SC99\d{4}$/);
    expect(make("2517", "edinburgh").bodyHtml).toContain("Bankruptcy (Scotland) Act 2016");
    const deceased = make("2903", "london");
    expect(deceased.title).toMatch(/^[A-Z][a-z]+.* [A-Z'-]{3,}$/);
    expect(deceased.people[0]?.role).toBe("deceased");
  });

  it("carry a company's details from one notice of a sequence to the next", () => {
    const world = new World(2, TEST_POSTCODES);
    const rng = createRandom(2);
    const bag = {};
    const petition = generateNotice({
      code: "2450",
      editionId: "london",
      publishedOn: "2026-01-12",
      rng,
      world,
      bag,
    });
    const order = generateNotice({
      code: "2452",
      editionId: "london",
      publishedOn: "2026-02-27",
      rng,
      world,
      bag,
    });
    const appointment = generateNotice({
      code: "2454",
      editionId: "london",
      publishedOn: "2026-05-05",
      rng,
      world,
      bag,
    });
    expect(order.companyNumber).toBe(petition.companyNumber);
    expect(appointment.companyNumber).toBe(petition.companyNumber);
    const p = petition.data as {
      petitionPresentedOn: string;
      court: { caseNumber: string };
      hearing: { date: string };
    };
    const o = order.data as { petitionPresentedOn: string; court: { caseNumber: string }; orderDate: string };
    expect(o.petitionPresentedOn).toBe(p.petitionPresentedOn);
    expect(o.court.caseNumber).toBe(p.court.caseNumber);
    expect(o.orderDate).toBe(p.hearing.date);
    expect(world.drainCompanies().map((c) => c.number)).toEqual([petition.companyNumber]);
  });
});
