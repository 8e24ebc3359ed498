CREATE TABLE "notice_year_counts" (
	"year" integer NOT NULL,
	"notice_code" text NOT NULL,
	"category_code" text NOT NULL,
	"edition_id" text NOT NULL,
	"notices" integer NOT NULL,
	CONSTRAINT "notice_year_counts_year_notice_code_edition_id_pk" PRIMARY KEY("year","notice_code","edition_id")
);
--> statement-breakpoint
DROP INDEX "notices_lat_lng_idx";--> statement-breakpoint
CREATE INDEX "notices_place_idx" ON "notices" USING btree ("latitude","longitude","notice_code","edition_id","published_at") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "notices_published_id_idx" ON "notices" USING btree ("id","notice_code","edition_id","published_at") WHERE status = 'published';--> statement-breakpoint
-- The day rollup's triggers now keep the year rollup too. Two statements, days then years, each upserting
-- its keys in a fixed order, so concurrent writers still cannot deadlock (a data-modifying WITH would run
-- both at once, in no set order). The transition rows are named once and used by both statements.
CREATE OR REPLACE FUNCTION "notice_day_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
  delta text := $q$
    delta AS (
      SELECT (c.published_at AT TIME ZONE 'Europe/London')::date AS day, c.notice_code, t.category_code,
        c.edition_id, sum(c.sign)::int AS notices
      FROM changed c JOIN notice_types t ON t.code = c.notice_code
      WHERE c.status = 'published' AND c.published_at IS NOT NULL
      GROUP BY 1, 2, 3, 4
      HAVING sum(c.sign) <> 0
    )$q$;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE "notice_day_counts", "notice_year_counts";
    RETURN NULL;
  END IF;
  -- Each event names only the transition tables it has: the others do not exist there.
  changed := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT published_at, notice_code, edition_id, status, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT published_at, notice_code, edition_id, status, -1 AS sign FROM old_rows'
    ELSE 'SELECT published_at, notice_code, edition_id, status, 1 AS sign FROM new_rows
          UNION ALL SELECT published_at, notice_code, edition_id, status, -1 AS sign FROM old_rows'
  END;
  EXECUTE 'WITH changed AS (' || changed || '), ' || delta || $q$
    INSERT INTO "notice_day_counts" AS d ("day", "notice_code", "category_code", "edition_id", "notices")
    SELECT day, notice_code, category_code, edition_id, notices FROM delta ORDER BY day, notice_code, edition_id
    ON CONFLICT ("day", "notice_code", "edition_id") DO UPDATE SET "notices" = d."notices" + excluded."notices"$q$;
  EXECUTE 'WITH changed AS (' || changed || '), ' || delta || $q$
    INSERT INTO "notice_year_counts" AS y ("year", "notice_code", "category_code", "edition_id", "notices")
    SELECT extract(year FROM day)::int, notice_code, category_code, edition_id, sum(notices)::int FROM delta
    GROUP BY 1, 2, 3, 4 HAVING sum(notices) <> 0 ORDER BY 1, 2, 4
    ON CONFLICT ("year", "notice_code", "edition_id") DO UPDATE SET "notices" = y."notices" + excluded."notices"$q$;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO "notice_year_counts" ("year", "notice_code", "category_code", "edition_id", "notices")
SELECT extract(year FROM d.day)::int, d.notice_code, d.category_code, d.edition_id, sum(d.notices)::int
FROM "notice_day_counts" d
GROUP BY 1, 2, 3, 4
HAVING sum(d.notices) <> 0;
