/**
 * The shared, slowly changing state of a generated corpus: sample postcodes, the pools of firms that
 * place notices (so that the same solicitors and insolvency practitioners recur, as they do in the real
 * Gazette), official receivers' offices, company-number and case-number allocators, and the companies
 * created since the last batch.
 */
import type { Jurisdiction } from "../../features/publications/editions.ts";
import { createRandom, type Random } from "../../lib/seeded-random.ts";
import type { GeneratedCompany, SamplePostcode } from "../seed-types.ts";
import { PostcodePool } from "./addresses.ts";
import { CompanyNumberAllocator, type CompanyProfile, makeCompany, toGeneratedCompany } from "./companies.ts";
import { CaseNumbers } from "./courts.ts";
import {
  type Firm,
  makeInsolvencyFirm,
  makeOfficialReceiverOffice,
  makePractitioner,
  makeSolicitors,
  type OfficialReceiverOffice,
  type Practitioner,
} from "./people.ts";

export interface InsolvencyFirm {
  firm: Firm;
  practitioners: Practitioner[];
}

const SOLICITOR_POOL: Record<Jurisdiction, number> = {
  "england-and-wales": 600,
  scotland: 120,
  "northern-ireland": 60,
};
const IP_FIRM_POOL: Record<Jurisdiction, number> = {
  "england-and-wales": 240,
  scotland: 45,
  "northern-ireland": 25,
};
const IP_NUMBER_BASE: Record<Jurisdiction, number> = {
  "england-and-wales": 0,
  scotland: 6000,
  "northern-ireland": 8000,
};
const OR_OFFICES: Record<Jurisdiction, number> = {
  "england-and-wales": 14,
  scotland: 0,
  "northern-ireland": 1,
};

export class World {
  readonly pool: PostcodePool;
  readonly numbers: CompanyNumberAllocator;
  readonly cases: CaseNumbers;
  readonly #rng: Random;
  #solicitors = new Map<Jurisdiction, Firm[]>();
  #ipFirms = new Map<Jurisdiction, InsolvencyFirm[]>();
  #receivers = new Map<Jurisdiction, OfficialReceiverOffice[]>();
  #newCompanies: GeneratedCompany[] = [];

  constructor(seed: number | string, postcodes: readonly SamplePostcode[]) {
    this.#rng = createRandom(`world/${seed}`);
    this.pool = new PostcodePool(postcodes);
    this.numbers = new CompanyNumberAllocator(this.#rng.int(0, 999_999));
    this.cases = new CaseNumbers(this.#rng.fork("cases"));
  }

  solicitors(j: Jurisdiction): readonly Firm[] {
    let firms = this.#solicitors.get(j);
    if (!firms) {
      const rng = this.#rng.fork(`solicitors/${j}`);
      firms = Array.from({ length: SOLICITOR_POOL[j] }, () => makeSolicitors(rng, this.pool, j));
      this.#solicitors.set(j, firms);
    }
    return firms;
  }

  insolvencyFirms(j: Jurisdiction): readonly InsolvencyFirm[] {
    let firms = this.#ipFirms.get(j);
    if (!firms) {
      const rng = this.#rng.fork(`ip-firms/${j}`);
      let k = 0;
      firms = Array.from({ length: IP_FIRM_POOL[j] }, () => {
        const firm = makeInsolvencyFirm(rng, this.pool, j);
        const practitioners = Array.from({ length: rng.int(1, 4) }, () => {
          const tail = (IP_NUMBER_BASE[j] + ((k++ * 7 + 13) % 2000)) % 10000;
          return makePractitioner(rng, firm, `9${String(tail).padStart(4, "0")}`);
        });
        return { firm, practitioners };
      });
      this.#ipFirms.set(j, firms);
    }
    return firms;
  }

  officialReceivers(j: Jurisdiction): readonly OfficialReceiverOffice[] {
    const jj: Jurisdiction = OR_OFFICES[j] > 0 ? j : "england-and-wales";
    let offices = this.#receivers.get(jj);
    if (!offices) {
      const rng = this.#rng.fork(`official-receivers/${jj}`);
      offices = Array.from({ length: OR_OFFICES[jj] }, () =>
        makeOfficialReceiverOffice(rng, this.pool.pick(rng, jj), jj),
      );
      this.#receivers.set(jj, offices);
    }
    return offices;
  }

  pickSolicitors(rng: Random, j: Jurisdiction): Firm {
    const firms = this.solicitors(j);
    // Some firms place far more notices than others.
    const i = Math.floor(rng.next() ** 2 * firms.length);
    return firms[i] ?? rng.pick(firms);
  }

  /** One or two practitioners of the same firm (joint office-holders are common). */
  pickOfficeHolders(rng: Random, j: Jurisdiction, joint = rng.chance(0.55)): Practitioner[] {
    const firms = this.insolvencyFirms(j);
    const f = firms[Math.floor(rng.next() ** 1.6 * firms.length)] ?? rng.pick(firms);
    const people = rng.shuffle(f.practitioners);
    return people.slice(0, joint && people.length > 1 ? 2 : 1);
  }

  pickOfficialReceiver(rng: Random, j: Jurisdiction): OfficialReceiverOffice {
    return rng.pick(this.officialReceivers(j));
  }

  /** A new company, recorded for the next batch of companies. */
  newCompany(rng: Random, j: Jurisdiction, onDate: string): CompanyProfile {
    const company = makeCompany(rng, this.pool, this.numbers, j, onDate);
    this.#newCompanies.push(toGeneratedCompany(company));
    return company;
  }

  /** The companies created since the last call. */
  drainCompanies(): GeneratedCompany[] {
    const out = this.#newCompanies;
    this.#newCompanies = [];
    return out;
  }
}
