-- Placing notices (issue 12, ADR 016): the capacities accounts place in, the notice fees per type and
-- edition (seeded from code at start, as the taxonomy is), organisations that need not pay, who placed a
-- notice and who did each step of its provenance; the notice workflow's statuses (paid, approved,
-- scheduled) and provenance activities join the lists, every existing word kept. notice_types.price_pence
-- was never used: fees have their own table, with effective dates.
CREATE TABLE "notice_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_code" text NOT NULL,
	"edition_id" text NOT NULL,
	"price_pence" integer NOT NULL,
	"vat_rate_percent" integer NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_fees_price_check" CHECK ("notice_fees"."price_pence" >= 0),
	CONSTRAINT "notice_fees_vat_rate_check" CHECK ("notice_fees"."vat_rate_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "placing_capacities" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer,
	"user_id" integer,
	"capacity" text NOT NULL,
	"declared_by" integer,
	"declared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placing_capacities_capacity_check" CHECK ("placing_capacities"."capacity" in ('solicitor', 'accountant', 'insolvency-practitioner', 'chartered-secretary', 'trustee', 'authorised-bank-official', 'personal-representative', 'official-receiver', 'court', 'public-body', 'office-of-state', 'company-officer', 'named-person')),
	CONSTRAINT "placing_capacities_holder_check" CHECK (num_nonnulls("placing_capacities"."organisation_id", "placing_capacities"."user_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "notice_provenance" DROP CONSTRAINT "notice_provenance_activity_check";--> statement-breakpoint
ALTER TABLE "notices" DROP CONSTRAINT "notices_status_check";--> statement-breakpoint
ALTER TABLE "notice_provenance" ADD COLUMN "actor_user_id" integer;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "placed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN IF NOT EXISTS "payment_not_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_fees" ADD CONSTRAINT "notice_fees_notice_code_notice_types_code_fk" FOREIGN KEY ("notice_code") REFERENCES "public"."notice_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_fees" ADD CONSTRAINT "notice_fees_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_fees" ADD CONSTRAINT "notice_fees_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placing_capacities" ADD CONSTRAINT "placing_capacities_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placing_capacities" ADD CONSTRAINT "placing_capacities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placing_capacities" ADD CONSTRAINT "placing_capacities_declared_by_users_id_fk" FOREIGN KEY ("declared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notice_fees_type_edition_from_key" ON "notice_fees" USING btree ("notice_code","edition_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "placing_capacities_organisation_key" ON "placing_capacities" USING btree ("organisation_id","capacity");--> statement-breakpoint
CREATE UNIQUE INDEX "placing_capacities_user_key" ON "placing_capacities" USING btree ("user_id","capacity");--> statement-breakpoint
ALTER TABLE "notice_provenance" ADD CONSTRAINT "notice_provenance_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_placed_by_user_id_users_id_fk" FOREIGN KEY ("placed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_placed_by_idx" ON "notices" USING btree ("placed_by_user_id","status") WHERE placed_by_user_id is not null;--> statement-breakpoint
ALTER TABLE "notice_types" DROP COLUMN "price_pence";--> statement-breakpoint
ALTER TABLE "notice_provenance" ADD CONSTRAINT "notice_provenance_activity_check" CHECK ("notice_provenance"."activity" in ('received', 'validated', 'corrected', 'approved', 'published', 'rejected', 'withdrawn', 'permanently-withdrawn', 'returned-to-draft', 'payment-started', 'payment-failed', 'paid', 'payment-not-required', 'scheduled'));--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_status_check" CHECK ("notices"."status" in ('draft', 'submitted', 'awaiting-payment', 'paid', 'awaiting-approval', 'approved', 'scheduled', 'published', 'rejected', 'withdrawn', 'permanently-withdrawn'));