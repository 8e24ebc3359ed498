/** Moderation of placed notices (ADR 021): the placer's responses to the proof of each version. */
import { bigserial, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { oneOf, timestamptz } from "./columns.ts";
import { PROOF_RESPONSE_KINDS } from "./moderation-values.ts";
import { notices } from "./notices.ts";

export * from "./moderation-values.ts";

/**
 * A comment on, or the acceptance of, the proof of one version of a notice, by the person who gave it;
 * staff read them beside the notice before deciding. A new version needs its own acceptance.
 */
export const proofResponses = pgTable(
  "proof_responses",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    noticeId: integer("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind", { enum: PROOF_RESPONSE_KINDS }).notNull(),
    /** The comment's words; empty for an acceptance. */
    text: text("text").notNull().default(""),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("proof_responses_notice_idx").on(t.noticeId, t.createdAt),
    oneOf(t.kind, PROOF_RESPONSE_KINDS),
  ],
);
