-- Moderation and proofs (ADR 021): a placer's comments on, and acceptance of, the proof of each version of a notice.
CREATE TABLE "proof_responses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notice_id" integer NOT NULL,
	"version" integer NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proof_responses_kind_check" CHECK ("proof_responses"."kind" in ('comment', 'accepted'))
);
--> statement-breakpoint
ALTER TABLE "proof_responses" ADD CONSTRAINT "proof_responses_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_responses" ADD CONSTRAINT "proof_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proof_responses_notice_idx" ON "proof_responses" USING btree ("notice_id","created_at");