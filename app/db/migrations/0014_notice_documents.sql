-- Supporting documents of placed notices (issue 12 point 4): one row per uploaded file, whose bytes live
-- in the document store under DATA_DIR (the row names it by a random storage key); the placer's
-- confirmation of the documents (spec §4 "Posting documents") is notices.documents_confirmed_at.
CREATE TABLE "notice_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_id" integer NOT NULL,
	"upload_type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_documents_upload_type_check" CHECK ("notice_documents"."upload_type" in ('ADMIN', 'PROBATE', 'CERTIFICATE', 'COURTORDER', 'REPRESENTATION')),
	CONSTRAINT "notice_documents_content_type_check" CHECK ("notice_documents"."content_type" in ('application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/bmp', 'application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/vnd.oasis.opendocument.text', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/plain', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'application/zip', 'application/vnd.rar'))
);
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "documents_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notice_documents" ADD CONSTRAINT "notice_documents_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_documents" ADD CONSTRAINT "notice_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_documents_notice_idx" ON "notice_documents" USING btree ("notice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notice_documents_storage_key" ON "notice_documents" USING btree ("storage_key");