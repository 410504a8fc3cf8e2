CREATE TABLE "secret_guesses" (
	"account_kind" text NOT NULL,
	"account_id" integer NOT NULL,
	"family" text NOT NULL,
	"failures" integer NOT NULL,
	"next_allowed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "secret_guesses_account_kind_account_id_family_pk" PRIMARY KEY("account_kind","account_id","family")
);
--> statement-breakpoint
CREATE TABLE "staff_second_factor_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"staff_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sign_in_policies" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"totp_required" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_totp" (
	"staff_id" integer PRIMARY KEY NOT NULL,
	"sealed_secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_step" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "secret_guesses" ("account_kind", "account_id", "family", "failures", "next_allowed_at")
	SELECT 'consumer', "consumer_id", "method", "failures", "next_allowed_at" FROM "login_throttles";--> statement-breakpoint
DROP TABLE "login_throttles" CASCADE;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "link_hash" text;--> statement-breakpoint
ALTER TABLE "staff_login_codes" ADD COLUMN "link_hash" text;--> statement-breakpoint
ALTER TABLE "staff_second_factor_tokens" ADD CONSTRAINT "staff_second_factor_tokens_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_second_factor_tokens" ADD CONSTRAINT "staff_second_factor_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sign_in_policies" ADD CONSTRAINT "staff_sign_in_policies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_totp" ADD CONSTRAINT "staff_totp_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_second_factor_tokens_hash_unique" ON "staff_second_factor_tokens" USING btree ("token_hash");