-- Court injunctions (issue 13 point 3, ADR 019): an injunction against a company number for a date range, with its court order, blocks petitions to wind up (2450, 2451) from being submitted or approved in the range.
CREATE TABLE "court_injunctions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_number" text NOT NULL,
	"register_title" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"order_file_name" text NOT NULL,
	"order_content_type" text NOT NULL,
	"order_byte_size" integer NOT NULL,
	"order_sha256" text NOT NULL,
	"order_storage_key" text NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone,
	"ended_by" integer,
	"ended_at" timestamp with time zone,
	CONSTRAINT "court_injunctions_register_title_check" CHECK ("court_injunctions"."register_title" in ('Register of Companies for England and Wales', 'Register of Companies for Scotland', 'Register of Companies for Northern Ireland', 'Register of Limited Liability Partnerships', 'Register of Limited Partnerships')),
	CONSTRAINT "court_injunctions_order_content_type_check" CHECK ("court_injunctions"."order_content_type" in ('application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/bmp', 'application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/vnd.oasis.opendocument.text', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/plain', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'application/zip', 'application/vnd.rar')),
	CONSTRAINT "court_injunctions_dates_check" CHECK ("court_injunctions"."starts_on" <= "court_injunctions"."ends_on")
);
--> statement-breakpoint
ALTER TABLE "court_injunctions" ADD CONSTRAINT "court_injunctions_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_injunctions" ADD CONSTRAINT "court_injunctions_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_injunctions" ADD CONSTRAINT "court_injunctions_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "court_injunctions_company_idx" ON "court_injunctions" USING btree ("company_number");--> statement-breakpoint
CREATE UNIQUE INDEX "court_injunctions_order_storage_key" ON "court_injunctions" USING btree ("order_storage_key");