CREATE TABLE "secret_guesses" (
	"account_kind" text NOT NULL,
	"account_id" integer NOT NULL,
	"family" text NOT NULL,
	"failures" integer NOT NULL,
	"next_allowed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "secret_guesses_account_kind_account_id_family_pk" PRIMARY KEY("account_kind","account_id","family")
);
--> statement-breakpoint
INSERT INTO "secret_guesses" ("account_kind", "account_id", "family", "failures", "next_allowed_at")
	SELECT 'consumer', "consumer_id", "method", "failures", "next_allowed_at" FROM "login_throttles";--> statement-breakpoint
DROP TABLE "login_throttles" CASCADE;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "link_hash" text;--> statement-breakpoint
ALTER TABLE "staff_login_codes" ADD COLUMN "link_hash" text;
