CREATE TABLE "sign_in_failures" (
	"email" text NOT NULL,
	"client" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	CONSTRAINT "sign_in_failures_email_client_pk" PRIMARY KEY("email","client")
);
