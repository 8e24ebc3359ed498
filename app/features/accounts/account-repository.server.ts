/** SQL for the account overview: the person's organisation and the notices it placed. */
import { count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { creditApplications, notices, noticeTypes, organisations } from "../../db/schema.ts";

export interface AccountOrganisation {
  id: number;
  name: string;
  kind: string;
  status: string;
  /** card | account (invoiced on credit) */
  paymentMethod: string;
}

export async function findAccountOrganisation(db: Database, id: number): Promise<AccountOrganisation | null> {
  const [row] = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      kind: organisations.kind,
      status: organisations.status,
      paymentMethod: organisations.paymentMethod,
    })
    .from(organisations)
    .where(eq(organisations.id, id))
    .limit(1);
  return row ?? null;
}

export interface PlacedNotice {
  id: number;
  title: string;
  noticeTypeName: string;
  status: string;
  publishedAt: string | null;
  createdAt: string;
}

export async function countPlacedNotices(db: Database, organisationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .where(eq(notices.placingOrganisationId, organisationId));
  return Number(row?.n ?? 0);
}

export async function listPlacedNotices(
  db: Database,
  organisationId: number,
  page: { limit: number; offset: number },
): Promise<PlacedNotice[]> {
  const rows = await db
    .select({
      id: notices.id,
      title: notices.title,
      noticeTypeName: noticeTypes.name,
      status: notices.status,
      publishedAt: notices.publishedAt,
      createdAt: notices.createdAt,
    })
    .from(notices)
    .innerJoin(noticeTypes, eq(noticeTypes.code, notices.noticeCode))
    .where(eq(notices.placingOrganisationId, organisationId))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({
    ...r,
    publishedAt: r.publishedAt ? r.publishedAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * Where the organisation's credit account stands (placement-api.md step 7: `credit-account-request-status`
 * tells a placer's software whether it can pay by purchase order): "approved" when it pays on account,
 * else its latest application's status ("pending", "declined"), else "none".
 */
export async function selectCreditAccountStatus(db: Database, organisationId: number): Promise<string> {
  const [organisation] = await db
    .select({ paymentMethod: organisations.paymentMethod })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  if (!organisation) return "none";
  if (organisation.paymentMethod === "account") return "approved";
  const [latest] = await db
    .select({ status: creditApplications.status })
    .from(creditApplications)
    .where(eq(creditApplications.organisationId, organisationId))
    .orderBy(desc(creditApplications.createdAt), desc(creditApplications.id))
    .limit(1);
  return latest?.status === "pending" || latest?.status === "declined" ? latest.status : "none";
}
