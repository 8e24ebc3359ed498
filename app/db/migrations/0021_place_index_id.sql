-- The place index carries the id (issue 14 point 1): a search whose words are far broader than its place reads the place's
-- notices in date order from the index alone and checks the words only until its page is full.
DROP INDEX "notices_place_idx";--> statement-breakpoint
CREATE INDEX "notices_place_idx" ON "notices" USING btree ("latitude","longitude","notice_code","edition_id","published_at","id") WHERE status = 'published';