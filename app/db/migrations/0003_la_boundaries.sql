CREATE TABLE "local_authority_boundaries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"geometry" jsonb NOT NULL
);
