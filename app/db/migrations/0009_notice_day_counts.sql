CREATE TABLE "notice_day_counts" (
	"day" date NOT NULL,
	"notice_code" text NOT NULL,
	"category_code" text NOT NULL,
	"edition_id" text NOT NULL,
	"notices" integer NOT NULL,
	CONSTRAINT "notice_day_counts_day_notice_code_edition_id_pk" PRIMARY KEY("day","notice_code","edition_id")
);
--> statement-breakpoint
-- Published notices counted by London day, code and edition. Statement-level triggers with transition
-- tables: one grouped upsert per statement, so a 1,000-row seed batch costs one small aggregate, not
-- 1,000 row triggers. Keys are upserted in a fixed order so concurrent writers cannot deadlock.
CREATE FUNCTION "notice_day_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its event has: the others do not exist there.
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE "notice_day_counts";
  ELSIF TG_OP = 'INSERT' THEN
    WITH changed AS (
      SELECT n.published_at, n.notice_code, n.edition_id, n.status, 1 AS sign FROM new_rows n
    ), delta AS (
      SELECT (c.published_at AT TIME ZONE 'Europe/London')::date AS day, c.notice_code, t.category_code,
        c.edition_id, sum(c.sign)::int AS notices
      FROM changed c JOIN notice_types t ON t.code = c.notice_code
      WHERE c.status = 'published' AND c.published_at IS NOT NULL
      GROUP BY 1, 2, 3, 4
      HAVING sum(c.sign) <> 0
    )
    INSERT INTO "notice_day_counts" AS d ("day", "notice_code", "category_code", "edition_id", "notices")
    SELECT day, notice_code, category_code, edition_id, notices FROM delta ORDER BY day, notice_code, edition_id
    ON CONFLICT ("day", "notice_code", "edition_id") DO UPDATE SET "notices" = d."notices" + excluded."notices";
  ELSIF TG_OP = 'DELETE' THEN
    WITH changed AS (
      SELECT o.published_at, o.notice_code, o.edition_id, o.status, -1 AS sign FROM old_rows o
    ), delta AS (
      SELECT (c.published_at AT TIME ZONE 'Europe/London')::date AS day, c.notice_code, t.category_code,
        c.edition_id, sum(c.sign)::int AS notices
      FROM changed c JOIN notice_types t ON t.code = c.notice_code
      WHERE c.status = 'published' AND c.published_at IS NOT NULL
      GROUP BY 1, 2, 3, 4
      HAVING sum(c.sign) <> 0
    )
    INSERT INTO "notice_day_counts" AS d ("day", "notice_code", "category_code", "edition_id", "notices")
    SELECT day, notice_code, category_code, edition_id, notices FROM delta ORDER BY day, notice_code, edition_id
    ON CONFLICT ("day", "notice_code", "edition_id") DO UPDATE SET "notices" = d."notices" + excluded."notices";
  ELSE
    WITH changed AS (
      SELECT n.published_at, n.notice_code, n.edition_id, n.status, 1 AS sign FROM new_rows n
      UNION ALL
      SELECT o.published_at, o.notice_code, o.edition_id, o.status, -1 AS sign FROM old_rows o
    ), delta AS (
      SELECT (c.published_at AT TIME ZONE 'Europe/London')::date AS day, c.notice_code, t.category_code,
        c.edition_id, sum(c.sign)::int AS notices
      FROM changed c JOIN notice_types t ON t.code = c.notice_code
      WHERE c.status = 'published' AND c.published_at IS NOT NULL
      GROUP BY 1, 2, 3, 4
      HAVING sum(c.sign) <> 0
    )
    INSERT INTO "notice_day_counts" AS d ("day", "notice_code", "category_code", "edition_id", "notices")
    SELECT day, notice_code, category_code, edition_id, notices FROM delta ORDER BY day, notice_code, edition_id
    ON CONFLICT ("day", "notice_code", "edition_id") DO UPDATE SET "notices" = d."notices" + excluded."notices";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "notice_day_counts_insert" AFTER INSERT ON "notices"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notice_day_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "notice_day_counts_update" AFTER UPDATE ON "notices"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notice_day_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "notice_day_counts_delete" AFTER DELETE ON "notices"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notice_day_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "notice_day_counts_truncate" AFTER TRUNCATE ON "notices"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_day_counts_apply"();
--> statement-breakpoint
INSERT INTO "notice_day_counts" ("day", "notice_code", "category_code", "edition_id", "notices")
SELECT (n.published_at AT TIME ZONE 'Europe/London')::date, n.notice_code, t.category_code, n.edition_id, count(*)::int
FROM "notices" n JOIN "notice_types" t ON t.code = n.notice_code
WHERE n.status = 'published' AND n.published_at IS NOT NULL
GROUP BY 1, 2, 3, 4;
