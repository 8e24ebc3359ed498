-- Bundles (issue 13 point 5): many notices uploaded in one file, and each notice read from it with its processing outcome.
CREATE TABLE "bundle_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"bundle_id" integer NOT NULL,
	"position" integer NOT NULL,
	"reference" text,
	"notice_code" text NOT NULL,
	"edition_id" text,
	"publish_date" text,
	"entry" jsonb NOT NULL,
	"parse_problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duplicate_of" integer,
	"included" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notice_id" integer,
	"processed_at" timestamp with time zone,
	CONSTRAINT "bundle_items_status_check" CHECK ("bundle_items"."status" in ('pending', 'valid', 'invalid'))
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"placed_by_user_id" integer NOT NULL,
	"placing_organisation_id" integer,
	"format" text NOT NULL,
	"file_name" text,
	"status" text DEFAULT 'submitted' NOT NULL,
	"total_count" integer NOT NULL,
	"processed_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "bundles_format_check" CHECK ("bundles"."format" in ('xml', 'csv', 'json')),
	CONSTRAINT "bundles_status_check" CHECK ("bundles"."status" in ('submitted', 'processing', 'processed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_placed_by_user_id_users_id_fk" FOREIGN KEY ("placed_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_placing_organisation_id_organisations_id_fk" FOREIGN KEY ("placing_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bundle_items_position" ON "bundle_items" USING btree ("bundle_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "bundle_items_notice" ON "bundle_items" USING btree ("notice_id") WHERE "bundle_items"."notice_id" is not null;--> statement-breakpoint
CREATE INDEX "bundle_items_pending_idx" ON "bundle_items" USING btree ("bundle_id","position") WHERE "bundle_items"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "bundles_placed_by_idx" ON "bundles" USING btree ("placed_by_user_id","created_at");--> statement-breakpoint
CREATE INDEX "bundles_organisation_idx" ON "bundles" USING btree ("placing_organisation_id");