/**
 * The fixed words of moderation (ADR 021): what a placer says about the proof of their notice — a comment
 * for staff to read, or the proof accepted as it will print.
 */
export const PROOF_RESPONSE_KINDS = ["comment", "accepted"] as const;
export type ProofResponseKind = (typeof PROOF_RESPONSE_KINDS)[number];
