CREATE TABLE "company_gateway_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"sealed" text NOT NULL,
	"hints" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_gateway_credentials" ADD CONSTRAINT "company_gateway_credentials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_gateway_credentials_unique" ON "company_gateway_credentials" USING btree ("company_id","gateway");