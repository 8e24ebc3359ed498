DROP INDEX "notices_published_idx";--> statement-breakpoint
DROP INDEX "notices_code_published_idx";--> statement-breakpoint
CREATE INDEX "notices_published_idx" ON "notices" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "notices_code_published_idx" ON "notices" USING btree ("notice_code","published_at" DESC NULLS FIRST);