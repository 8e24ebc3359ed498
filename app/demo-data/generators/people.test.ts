import { describe, expect, it } from "vitest";
import { createRandom } from "../../lib/seeded-random.ts";
import { PostcodePool } from "./addresses.ts";
import { CompanyNumberAllocator, makeCompany, toGeneratedCompany } from "./companies.ts";
import { dramaTelephone, exampleEmail, gazetteName, makePerson } from "./people.ts";
import { TEST_POSTCODES } from "./test-fixtures.ts";
import { World } from "./world.ts";

/** Ofcom's drama ranges. */
const DRAMA = [
  /^020 7946 0\d{3}$/,
  /^01(1[3-8]|21|31|41|51|61) 496 0\d{3}$/,
  /^029 2018 0\d{3}$/,
  /^028 9649 6\d{3}$/,
  /^01632 960\d{3}$/,
  /^07700 900\d{3}$/,
];

describe("synthetic people", () => {
  it("have invented names and a lower-case name key", () => {
    const r = createRandom("people");
    for (let i = 0; i < 200; i++) {
      const p = makePerson(
        r,
        i % 3 === 0 ? "scotland" : i % 3 === 1 ? "northern-ireland" : "england-and-wales",
      );
      expect(p.fullName).toBe(`${p.forenames} ${p.surname}`);
      expect(p.nameKey).toBe(p.fullName.toLowerCase());
      expect(p.surname.length).toBeGreaterThan(3);
      expect(gazetteName(p)).toContain(p.surname.toUpperCase());
    }
  });

  it("use Ofcom drama telephone numbers and example.com e-mail addresses", () => {
    const r = createRandom("phones");
    for (const j of ["england-and-wales", "scotland", "northern-ireland"] as const) {
      for (let i = 0; i < 300; i++) {
        const t = dramaTelephone(r, j);
        expect(
          DRAMA.some((re) => re.test(t)),
          t,
        ).toBe(true);
      }
    }
    expect(exampleEmail("Ambrose", "O'Quillan")).toBe("ambrose.oquillan@example.com");
  });
});

describe("synthetic companies", () => {
  it("get unique numbers in unused ranges", () => {
    const numbers = new CompanyNumberAllocator(12345);
    const seen = new Set<string>();
    for (let i = 0; i < 30000; i++) {
      const ew = numbers.next("england-and-wales");
      expect(ew).toMatch(/^99\d{6}$/);
      seen.add(ew);
    }
    for (let i = 0; i < 12000; i++) {
      const sc = numbers.next("scotland");
      expect(sc).toMatch(/^SC9[89]\d{4}$/);
      seen.add(sc);
      const ni = numbers.next("northern-ireland");
      expect(ni).toMatch(/^NI9[89]\d{4}$/);
      seen.add(ni);
    }
    expect(seen.size).toBe(54000);
  });

  it("have an invented name and a registered office around a sample postcode", () => {
    const r = createRandom("companies");
    const pool = new PostcodePool(TEST_POSTCODES);
    const numbers = new CompanyNumberAllocator(1);
    for (let i = 0; i < 100; i++) {
      const c = makeCompany(r, pool, numbers, "scotland", "2026-03-04");
      expect(c.name).toMatch(/ (Limited|Ltd)$/);
      expect(c.number).toMatch(/^SC99\d{4}$/);
      expect(["EH", "G", "AB", "DD", "PH", "IV"]).toContain(
        c.registeredOffice.postcode?.replace(/\d.*$/, ""),
      );
      const g = toGeneratedCompany(c);
      expect(g.registeredOffice).toContain(c.registeredOffice.postcode);
      expect(g.incorporatedOn < "2026-03-04").toBe(true);
    }
  });
});

describe("the world of placers", () => {
  it("has firms with fake IP numbers and official receivers", () => {
    const world = new World(5, TEST_POSTCODES);
    const r = createRandom(5);
    const ipNumbers = new Set<string>();
    for (const j of ["england-and-wales", "scotland", "northern-ireland"] as const) {
      for (const f of world.insolvencyFirms(j)) {
        expect(f.firm.email).toMatch(/@example\.com$/);
        for (const p of f.practitioners) {
          expect(p.ipNumber).toMatch(/^9\d{4}$/);
          expect(ipNumbers.has(p.ipNumber)).toBe(false);
          ipNumbers.add(p.ipNumber);
        }
      }
      expect(world.pickSolicitors(r, j).kind).toBe("solicitors");
      expect(world.pickOfficialReceiver(r, j).email).toMatch(/@example\.com$/);
    }
  });
});
