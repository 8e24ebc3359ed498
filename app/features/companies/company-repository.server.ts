/** SQL for the company finder, the company page and its timeline. Rows become DTOs (company-types.ts) here. */
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { companies, noticeCompanies, notices, noticeTypes } from "../../db/schema.ts";
import type { Company, CompanyEvent, CompanyLookupResult, CompanyStatus } from "./company-types.ts";

export interface CompanySearchTerms {
  /** Lower-case words; each must begin a word of the company name (any order). */
  nameWords: string[];
  /** Upper-case, no spaces; the company number equals it or starts with it. */
  numberPrefix: string;
}

/** LIKE treats `%`, `_` and `\` specially: a typed number is matched literally. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const escapeRegex = (value: string) => value.replace(/[\\^$.*+?()[\]{}|]/g, (c) => `\\${c}`);

/**
 * Companies whose name has every word of the query at the start of one of its words, and/or whose number
 * starts with the typed number; at most `limit`, best first: exact number, then names that begin with the
 * first word, then by name.
 *
 * Each word is a regular expression on lower(name) anchored at a word start. That is a sequential scan
 * today (fine with LIMIT on tens of thousands of companies); a pg_trgm GIN index on lower(name) serves
 * exactly these expressions when the table grows, with no change here.
 */
export async function searchCompanies(
  db: Database,
  terms: CompanySearchTerms,
  limit: number,
): Promise<CompanyLookupResult[]> {
  const lowerName = sql`lower(${companies.name})`;
  const conditions: SQL[] = terms.nameWords.map(
    (word) => sql`${lowerName} ~ ${`(^|[^[:alnum:]])${escapeRegex(word)}`}`,
  );
  if (terms.numberPrefix !== "") {
    conditions.push(sql`${companies.number} like ${`${escapeLike(terms.numberPrefix)}%`}`);
  }
  if (conditions.length === 0) return [];
  const order: SQL[] = [];
  if (terms.numberPrefix !== "") order.push(desc(sql`${companies.number} = ${terms.numberPrefix}`));
  const [first] = terms.nameWords;
  if (first !== undefined) order.push(desc(sql`${lowerName} like ${`${escapeLike(first)}%`}`));
  order.push(asc(lowerName), asc(companies.number));
  const rows = await db
    .select({ companyname: companies.name, companynumber: companies.number })
    .from(companies)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(limit);
  return rows;
}

export async function findCompany(db: Database, number: string): Promise<Company | null> {
  const [row] = await db.select().from(companies).where(eq(companies.number, number));
  if (!row) return null;
  return {
    number: row.number,
    name: row.name,
    registeredOffice: row.registeredOffice,
    natureOfBusiness: row.natureOfBusiness,
    incorporatedOn: row.incorporatedOn,
    status: row.status as CompanyStatus,
  };
}

/** The publication day as the UK sees it, which is how every page shows notice dates. */
const publishedOn = sql<string>`to_char(${notices.publishedAt} at time zone 'Europe/London', 'YYYY-MM-DD')`;

function aboutCompany(number: string) {
  return and(eq(noticeCompanies.companyNumber, number), eq(notices.status, "published"));
}

/**
 * The published notices about a company (through notice_companies), oldest first. With `latest`, only the
 * newest that many (still returned oldest first), for the company page.
 */
export async function listCompanyEvents(
  db: Database,
  number: string,
  { latest }: { latest?: number } = {},
): Promise<CompanyEvent[]> {
  const query = db
    .select({
      noticeId: notices.id,
      noticeCode: notices.noticeCode,
      noticeType: noticeTypes.name,
      publishedOn,
      recordsDissolution: sql<boolean>`(${notices.data} ->> 'dissolvedOn') is not null`,
    })
    .from(noticeCompanies)
    .innerJoin(notices, eq(notices.id, noticeCompanies.noticeId))
    .innerJoin(noticeTypes, eq(noticeTypes.code, notices.noticeCode))
    .where(aboutCompany(number));
  if (latest === undefined) return query.orderBy(asc(notices.publishedAt), asc(notices.id));
  const rows = await query.orderBy(desc(notices.publishedAt), desc(notices.id)).limit(latest);
  return rows.reverse();
}

export async function countCompanyEvents(db: Database, number: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(noticeCompanies)
    .innerJoin(notices, eq(notices.id, noticeCompanies.noticeId))
    .where(aboutCompany(number));
  return row?.n ?? 0;
}
