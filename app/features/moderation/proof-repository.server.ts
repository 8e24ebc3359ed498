/** SQL of proofs (ADR 021): the placer's comments on and acceptances of the proof of a notice's versions. */
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import type { ProofResponseKind } from "../../db/schema/moderation-values.ts";
import { proofResponses, users } from "../../db/schema.ts";

export interface ProofResponseRow {
  id: number;
  version: number;
  kind: ProofResponseKind;
  text: string;
  createdAt: Date;
  byName: string | null;
}

export async function selectProofResponses(db: Database, noticeId: number): Promise<ProofResponseRow[]> {
  return db
    .select({
      id: proofResponses.id,
      version: proofResponses.version,
      kind: proofResponses.kind,
      text: proofResponses.text,
      createdAt: proofResponses.createdAt,
      byName: users.name,
    })
    .from(proofResponses)
    .leftJoin(users, eq(users.id, proofResponses.userId))
    .where(eq(proofResponses.noticeId, noticeId))
    .orderBy(asc(proofResponses.createdAt), asc(proofResponses.id));
}

export async function hasAcceptedProof(db: Database, noticeId: number, version: number): Promise<boolean> {
  const rows = await db
    .select({ id: proofResponses.id })
    .from(proofResponses)
    .where(
      and(
        eq(proofResponses.noticeId, noticeId),
        eq(proofResponses.version, version),
        eq(proofResponses.kind, "accepted"),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertProofResponse(
  db: Database,
  response: {
    noticeId: number;
    version: number;
    userId: number;
    kind: ProofResponseKind;
    text: string;
    at: Date;
  },
): Promise<void> {
  const { at, ...values } = response;
  await db.insert(proofResponses).values({ ...values, createdAt: at });
}
