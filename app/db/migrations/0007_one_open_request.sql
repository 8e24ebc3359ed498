-- Until now the approvals list opened a request for every pending organisation, even before its owner
-- confirmed the address, and confirming added another. None of the rows removed here carries a decision:
-- requests for organisations already decided (stale), for owners not yet confirmed, and every open
-- request but the oldest of an organisation.
DELETE FROM "approval_requests" r
WHERE r."kind" = 'organisation' AND r."status" = 'pending' AND (
  NOT EXISTS (
    SELECT 1 FROM "organisations" o
    JOIN "users" u ON u."id" = o."owner_user_id"
    WHERE o."id" = r."organisation_id" AND o."status" = 'pending' AND u."email_confirmed_at" IS NOT NULL
  )
  OR EXISTS (
    SELECT 1 FROM "approval_requests" older
    WHERE older."kind" = 'organisation' AND older."status" = 'pending'
      AND older."organisation_id" = r."organisation_id" AND older."id" < r."id"
  )
);--> statement-breakpoint
-- Organisations whose owner confirmed but which only the list page would have given a request keep one.
INSERT INTO "approval_requests" ("kind", "organisation_id", "user_id", "payload")
SELECT 'organisation', o."id", o."owner_user_id", '{}'::jsonb
FROM "organisations" o
JOIN "users" u ON u."id" = o."owner_user_id"
WHERE o."status" = 'pending' AND u."email_confirmed_at" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "approval_requests" r
    WHERE r."kind" = 'organisation' AND r."organisation_id" = o."id" AND r."status" = 'pending'
  );--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_one_open_per_organisation" ON "approval_requests" USING btree ("organisation_id") WHERE kind = 'organisation' and status = 'pending';--> statement-breakpoint
-- A director claim sent twice (the same person, the same company): the newest waits, older ones are
-- marked superseded.
UPDATE "approval_requests" c SET "status" = 'superseded'
WHERE c."kind" = 'director-claim' AND c."status" = 'pending' AND EXISTS (
  SELECT 1 FROM "approval_requests" newer
  WHERE newer."kind" = 'director-claim' AND newer."status" = 'pending'
    AND newer."user_id" = c."user_id" AND newer."payload"->>'companyNumber' = c."payload"->>'companyNumber'
    AND (newer."created_at", newer."id") > (c."created_at", c."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_one_open_director_claim" ON "approval_requests" USING btree ("user_id",(payload->>'companyNumber')) WHERE kind = 'director-claim' and status = 'pending';--> statement-breakpoint
-- A company could send its credit application twice. The newest keeps waiting (its details are the
-- latest, and it is the one My company reports); older ones are marked superseded, not deleted, so the
-- details the company gave are kept.
UPDATE "credit_applications" c SET "status" = 'superseded'
WHERE c."status" = 'pending' AND EXISTS (
  SELECT 1 FROM "credit_applications" newer
  WHERE newer."organisation_id" = c."organisation_id" AND newer."status" = 'pending'
    AND (newer."created_at", newer."id") > (c."created_at", c."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "credit_applications_one_pending_per_organisation" ON "credit_applications" USING btree ("organisation_id") WHERE status = 'pending';
