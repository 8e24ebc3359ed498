/** What the pages show of the answers to a notice's proofs (ADR 021). */
import type { ProofResponseKind } from "../../db/schema/moderation-values.ts";

export interface ProofResponseView {
  id: number;
  version: number;
  kind: ProofResponseKind;
  text: string;
  createdAt: string;
  byName: string;
}
