/** SQL of the test-only notices (test-notices.server.ts): the placer as the workflow sees them, a draft. */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { notices, users } from "../../db/schema.ts";

export interface TestPlacer {
  id: number;
  name: string;
  role: string;
  organisationId: number | null;
  permissions: string[];
}

export async function selectTestPlacer(db: Database, email: string): Promise<TestPlacer | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      organisationId: users.organisationId,
      permissions: users.permissions,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row ?? null;
}

export async function insertTestDraft(
  db: Database,
  draft: {
    noticeCode: string;
    editionId: string;
    title: string;
    placer: TestPlacer;
    createdAt: Date;
    data: Record<string, unknown>;
    earliestPublicationAt: Date | null;
    /** Kept by the workflow's publish step (it sets the moment only where none is set). */
    publishedAt: Date | null;
    /** The fee copied into the notice (what the submit step does); null for none. */
    pricePence: number | null;
  },
): Promise<number> {
  const [row] = await db
    .insert(notices)
    .values({
      noticeCode: draft.noticeCode,
      editionId: draft.editionId,
      status: "draft",
      title: draft.title,
      bodyHtml: `<p>${draft.title.replace(/[<>&]/g, "")}</p>`,
      bodyText: draft.title,
      placingOrganisationId: draft.placer.organisationId,
      placedByUserId: draft.placer.id,
      createdAt: draft.createdAt,
      updatedAt: draft.createdAt,
      publishedAt: draft.publishedAt,
      data: draft.data,
      earliestPublicationAt: draft.earliestPublicationAt,
      pricePence: draft.pricePence,
    })
    .returning({ id: notices.id });
  return row!.id;
}
