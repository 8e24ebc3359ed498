DROP INDEX "notice_locations_la_idx";--> statement-breakpoint
CREATE INDEX "notice_locations_la_idx" ON "notice_locations" USING btree ("local_authority_code","notice_id");