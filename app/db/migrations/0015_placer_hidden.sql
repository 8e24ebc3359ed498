-- A placer may delete a withdrawn or rejected notice from their lists (spec §4); the record and its trail stay (ADR 016).
ALTER TABLE "notices" ADD COLUMN "placer_hidden_at" timestamp with time zone;